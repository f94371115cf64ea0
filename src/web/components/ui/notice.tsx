// The one-line outcome under a control: success, a neutral note, a request to log in (with a Sign In
// link), or an error (announced at once as an alert), with optional smaller detail text.
import { useTranslation } from '../../lib/i18n'
import { Link } from '../../lib/router'
import { useSignInPath } from '../../lib/use-sign-in-path'

export type Notice = { text: string; tone: 'success' | 'info' | 'login' | 'error'; detail?: string }

const toneClasses: Record<Notice['tone'], string> = {
  success:
    'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-100 dark:ring-emerald-500/30',
  info: 'bg-slate-50 text-slate-800 ring-slate-200 dark:bg-slate-800/60 dark:text-slate-100 dark:ring-slate-700',
  login:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30',
  error:
    'bg-red-50 text-red-800 ring-red-200 dark:bg-red-500/10 dark:text-red-200 dark:ring-red-500/30',
}

/** A live region that is always present, so screen readers announce what appears in it. */
export function NoticeRegion({
  notice,
  className = '',
  compact = false,
}: {
  notice: Notice | null
  className?: string
  compact?: boolean
}) {
  const { t } = useTranslation()
  const signInHref = useSignInPath()
  return (
    <div role="status" className={className}>
      {notice ? (
        <div
          role={notice.tone === 'error' ? 'alert' : undefined}
          className={`rounded-lg font-medium ring-1 ${compact ? 'mt-2 px-3 py-2 text-sm' : 'mt-3 px-4 py-3 text-sm'} ${toneClasses[notice.tone]}`}
        >
          <p>
            {notice.text}
            {notice.tone === 'login' ? (
              <>
                {' '}
                <Link to={signInHref} className="underline underline-offset-2">
                  {t('nav.signIn')}
                </Link>
              </>
            ) : null}
          </p>
          {notice.detail ? (
            <p className="mt-1 text-xs font-normal opacity-90">{notice.detail}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
