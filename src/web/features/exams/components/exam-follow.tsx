// An exam page's 'Remind me of these dates' (docs/product.md#exam-reminders): the same button for a
// visitor (a link to sign in that comes back here), a member, and the page the server renders, so
// nothing moves when the session is known; once the exam is followed, 'Stop reminders'.
import { useState } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { useAddressConfirmed } from '../../../lib/address-confirmed'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { useSession } from '../../../lib/session'
import { useSignInPath } from '../../../lib/use-sign-in-path'
import { useFollowExam, useFollowedExams, useUnfollowExam } from '../api/exam-follows'

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M10 2a6 6 0 0 0-6 6v2.59l-1.7 1.7A1 1 0 0 0 3 14h14a1 1 0 0 0 .7-1.71L16 10.6V8a6 6 0 0 0-6-6Zm0 16a3 3 0 0 1-2.83-2h5.66A3 3 0 0 1 10 18Z" />
    </svg>
  )
}

export function ExamFollow({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const session = useSession()
  const signInHref = useSignInPath()
  const confirmed = useAddressConfirmed()
  const followed = useFollowedExams(session.isLoggedIn)
  const follow = useFollowExam()
  const unfollow = useUnfollowExam()
  const [notice, setNotice] = useState<Notice | null>(null)
  const following = followed.data?.some((exam) => exam.slug === slug) ?? false
  const busy = follow.isPending || unfollow.isPending
  const failed = (error: unknown) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' })
  return (
    <div className="mt-4 max-w-3xl">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {!session.isLoggedIn ? (
          <Link to={signInHref} className={buttonClasses('primary', 'md')}>
            <BellIcon />
            {t('exams.follow.remind')}
          </Link>
        ) : following ? (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              unfollow.mutate(slug, {
                onSuccess: () => setNotice({ text: t('exams.follow.stopped'), tone: 'info' }),
                onError: failed,
              })
            }
            className={buttonClasses('secondary', 'md')}
          >
            {t('exams.follow.stop')}
          </button>
        ) : (
          <button
            type="button"
            // Until the member's exams are known, a click could follow twice: harmless (PUT).
            disabled={busy}
            onClick={() =>
              follow.mutate(slug, {
                onSuccess: () =>
                  setNotice({
                    text: t(confirmed ? 'exams.follow.saved' : 'exams.follow.savedUnconfirmed'),
                    tone: 'success',
                  }),
                onError: failed,
              })
            }
            className={buttonClasses('primary', 'md')}
          >
            <BellIcon />
            {t('exams.follow.remind')}
          </button>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {following ? t('exams.follow.following') : t('exams.follow.explain')}
        </p>
      </div>
      <NoticeRegion notice={notice} compact />
    </div>
  )
}
