// The small notice a member whose address is not confirmed sees on every page (decision 027: the
// whole site works without confirming; this only asks). It floats at the bottom, so it moves nothing
// on the page when it appears after hydration (and is kept small on phones); 'Send the link again'
// mails a new link (3 an hour), and × hides it on this browser for a week.
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/recovery'
import { buttonClasses } from '../../../components/ui/button-styles'
import { CloseIcon } from '../../../components/ui/icons'
import { MailIcon } from '../../../components/ui/form-icons'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useSendVerificationEmail } from '../api/send-verification-email'

const DISMISSED_KEY = 'cc_verify_notice_hidden'
const HIDDEN_FOR_MS = 7 * 24 * 60 * 60 * 1000

/** Whether `userId` hid the notice on this browser within the last week. */
function isHidden(userId: string): boolean {
  try {
    const [who, when] = (localStorage.getItem(DISMISSED_KEY) ?? '').split(' ')
    return who === userId && Date.now() - Number(when) < HIDDEN_FOR_MS
  } catch {
    return false
  }
}

function hide(userId: string) {
  try {
    localStorage.setItem(DISMISSED_KEY, `${userId} ${Date.now()}`)
  } catch {
    // Storage refused (private mode): hidden until the next page load only.
  }
}

export function VerifyEmailNotice({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation()
  const titleId = useId()
  const send = useSendVerificationEmail()
  const [hidden, setHidden] = useState(() => isHidden(userId))
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null)
  if (hidden) return null

  const sendAgain = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => setResult({ text: answer.message, ok: true }),
      onError: (error) => setResult({ text: apiErrorMessage(error, t), ok: false }),
    })

  return (
    <aside
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-amber-200 bg-white p-3 shadow-xl sm:p-4 sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-96 dark:border-amber-500/40 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-amber-50 sm:flex text-amber-600 dark:bg-amber-500/15 dark:text-amber-300"
        >
          <MailIcon className="h-5 w-5" />
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('recovery.notice.title')}
          </h2>
          <p className="mt-1 text-xs break-words text-slate-600 sm:text-sm dark:text-slate-400">
            {t('recovery.notice.text', { email })}
          </p>
          <button
            type="button"
            onClick={sendAgain}
            disabled={send.isPending}
            className={buttonClasses('secondary', 'sm', 'mt-2 sm:mt-3')}
          >
            {send.isPending ? t('recovery.notice.sending') : t('recovery.notice.sendAgain')}
          </button>
          <p
            role="status"
            className={`text-sm ${result ? 'mt-2' : ''} ${result?.ok === false ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'}`}
          >
            {result?.text}
          </p>
        </div>
        <button
          type="button"
          onClick={() => {
            hide(userId)
            setHidden(true)
          }}
          aria-label={t('recovery.notice.dismiss')}
          className="-mt-1 -mr-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
    </aside>
  )
}
