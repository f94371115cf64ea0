// The one-line outcome under a reviews control: success, a request to log in (with a Sign In link),
// or an error.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export type Notice = { text: string; tone: 'success' | 'login' | 'error' }

const toneClasses: Record<Notice['tone'], string> = {
  success:
    'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-100 dark:ring-emerald-500/30',
  login:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30',
  error:
    'bg-red-50 text-red-800 ring-red-200 dark:bg-red-500/10 dark:text-red-200 dark:ring-red-500/30',
}

/** A live region that is always present, so screen readers announce what appears in it. */
export function NoticeRegion({
  notice,
  className = '',
}: {
  notice: Notice | null
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <div role="status" className={className}>
      {notice ? (
        <p
          className={`mt-3 rounded-lg px-4 py-3 text-sm font-medium ring-1 ${toneClasses[notice.tone]}`}
        >
          {notice.text}
          {notice.tone === 'login' ? (
            <>
              {' '}
              <Link to="/sign-in" className="underline underline-offset-2">
                {t('nav.signIn')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
