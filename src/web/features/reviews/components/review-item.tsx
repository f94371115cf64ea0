// One review in the list: author, when, stars, text (plain text, line breaks kept), and what a
// reader can do with it: find it helpful, or report it (saying why). A moderator also hides or
// unhides it in place and sees a hidden one greyed, marked 'Hidden'.
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { formatWhen } from '../../../lib/format-when'
import type { Review } from '../../../../domain/schemas/review'
import { StarIcon } from '../../../components/ui/icons'
import { FlagIcon, ThumbsUpIcon } from '../../../components/ui/page-icons'
import { ApiError } from '../../../lib/api-client'
import type { Session } from '../../../lib/session'
import { useReportReview } from '../api/report-review'
import { useSetHelpful } from '../api/set-helpful'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { ReviewContext } from './review-context'
import { ReportReasons, type ReportChoice } from '../../../components/report/lazy-report-reasons'

// Moderators' controls, loaded only on their pages.
const loadModeration = () => import('./moderate-review')
const ModerateReview = lazy(async () => ({ default: (await loadModeration()).ModerateReview }))
const HiddenBadge = lazy(async () => ({ default: (await loadModeration()).HiddenBadge }))

const actionClasses =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

export function ReviewItem({ review, session }: { review: Review; session: Session }) {
  const { t, language } = useTranslation()
  const [notice, setNotice] = useState<Notice | null>(null)
  const helpful = useSetHelpful(review.courseId, review.reviewId)
  const report = useReportReview(review.courseId, review.reviewId)
  const helpedByMe = session.isLoggedIn && review.helpedByMe
  const edited = review.updatedAt !== review.createdAt

  const signedOutNotice = (error: unknown, key: 'helpful' | 'report'): Notice | null =>
    !session.isLoggedIn || (error instanceof ApiError && error.status === 401)
      ? {
          text: t(
            key === 'helpful' ? 'reviews.helpfulLoginRequired' : 'reviews.reportLoginRequired',
          ),
          tone: 'login',
        }
      : null

  const onHelpful = () => {
    const login = signedOutNotice(undefined, 'helpful')
    if (login) return setNotice(login)
    setNotice(null)
    helpful.mutate(!review.helpedByMe, {
      onError: (error) =>
        setNotice(
          signedOutNotice(error, 'helpful') ?? { text: t('reviews.helpfulFailed'), tone: 'error' },
        ),
    })
  }

  const [asking, setAsking] = useState(false)
  const onReport = () => {
    const login = signedOutNotice(undefined, 'report')
    if (login) return setNotice(login)
    setNotice(null)
    setAsking((open) => !open)
  }
  const sendReport = (choice: ReportChoice) =>
    report.mutate(choice, {
      onSuccess: () => setAsking(false),
      onError: (error) =>
        setNotice(
          signedOutNotice(error, 'report') ?? { text: t('reviews.reportFailed'), tone: 'error' },
        ),
    })

  // A deleted account's kept review (docs/decisions/029-deleting-an-account.md), in the page's words.
  const author = review.authorDeleted ? t('reviews.deletedUser') : review.author
  return (
    <article className={`py-6 first:pt-0 last:pb-0 ${review.hidden ? 'opacity-60' : ''}`}>
      <header className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-700 uppercase dark:bg-indigo-500/20 dark:text-indigo-200"
        >
          {review.authorDeleted ? '?' : author.trim().charAt(0) || '?'}
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span
              className={`font-semibold break-words ${review.authorDeleted ? 'text-slate-500 italic dark:text-slate-400' : 'text-slate-900 dark:text-white'}`}
            >
              {author}
            </span>
            {review.mine ? (
              <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200 dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-500/30">
                {t('reviews.yours')}
              </span>
            ) : null}
            {review.hidden ? (
              <Suspense fallback={null}>
                <HiddenBadge />
              </Suspense>
            ) : null}
          </p>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
            <time dateTime={review.createdAt}>{formatWhen(review.createdAt, language)}</time>
            {edited ? <span> · {t('reviews.edited')}</span> : null}
          </p>
        </div>
      </header>

      {review.rating !== null ? <ReviewStars rating={review.rating} /> : null}
      <ReviewContext review={review} />

      <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
        {review.text}
      </p>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={helpedByMe}
          disabled={review.hidden}
          onClick={onHelpful}
          className={`${actionClasses} border border-slate-300 text-slate-700 hover:bg-slate-50 aria-pressed:border-indigo-300 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-700 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:border-indigo-500/50 dark:aria-pressed:bg-indigo-500/15 dark:aria-pressed:text-indigo-200`}
        >
          <ThumbsUpIcon className="h-4 w-4" fill={helpedByMe ? 'currentColor' : 'none'} />
          {t('reviews.helpful', { count: review.isHelpful })}
        </button>
        {review.mine || review.hidden ? null : review.reportedByMe && session.isLoggedIn ? (
          <span className="inline-flex h-9 items-center gap-1.5 px-3 text-sm font-medium text-slate-500 dark:text-slate-400">
            <FlagIcon className="h-4 w-4" />
            {t('reviews.reported')}
          </span>
        ) : (
          <button
            type="button"
            onClick={onReport}
            aria-expanded={asking}
            disabled={report.isPending}
            className={`${actionClasses} text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-60 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100`}
          >
            <FlagIcon className="h-4 w-4" />
            {t('reviews.report')}
          </button>
        )}
        {session.isModerator ? (
          <Suspense fallback={null}>
            <ModerateReview
              courseId={review.courseId}
              reviewId={review.reviewId}
              hidden={review.hidden}
              onNotice={setNotice}
            />
          </Suspense>
        ) : null}
        {asking && !review.reportedByMe ? (
          <div className="basis-full">
            <Suspense fallback={null}>
              <ReportReasons
                pending={report.isPending}
                onSend={sendReport}
                onCancel={() => setAsking(false)}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
      <NoticeRegion notice={notice} />
    </article>
  )
}

function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation()
  return (
    <p className="mt-3 flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          className={`h-4 w-4 ${star <= rating ? 'text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
        />
      ))}
      <span className="sr-only">{t('reviews.rated', { rating })}</span>
    </p>
  )
}
