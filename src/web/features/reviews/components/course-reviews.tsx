// The reviews of a course (docs/product.md#reviews): the 'Write a Review' box and the 'Reviews'
// list, kept live while the course is on screen. `onRatingsChanged` lets the page refresh what it
// shows from the reviews (the course's learner rating).
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { ReviewListResponse } from '../../../../domain/schemas/review'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { useLiveReviews } from '../api/live-reviews'
import { useSession } from '../../../lib/session'
import { useCourseReviews } from '../api/get-reviews'
import { DEFAULT_REVIEW_VIEW, type ReviewSort, type ReviewView } from '../api/review-keys'
import { ReviewForm } from './review-form'
import { ReviewItem } from './review-item'
import { ReviewSummary } from './review-summary'
import { REVIEW_SORTS } from '../../../../domain/review'
import '../../../lib/i18n/sections/review-details'

/** The course page loads this chunk when its reviews come near the screen (pages/course-detail.tsx). */
export default CourseReviews

export function CourseReviews({
  courseId,
  onRatingsChanged,
  live = true,
}: {
  courseId: string
  onRatingsChanged?: () => void
  /** Listens to the course's stream itself (false: the page listens for it, useLiveReviews). */
  live?: boolean
}) {
  const { t } = useTranslation()
  const [view, setView] = useState<ReviewView>(DEFAULT_REVIEW_VIEW)
  const query = useCourseReviews(courseId, view)
  const session = useSession()
  useLiveReviews(live ? courseId : '', onRatingsChanged)

  // docs/product.md#reviews: a failed load is logged with the fixed message; the page offers a
  // retry.
  const { error } = query
  useEffect(() => {
    if (error) console.warn(t('reviews.fetchFailed'), error)
  }, [error, t])

  // The viewer's own review, whatever the list's filters show.
  const mine = query.data?.mine ?? undefined
  return (
    <div className="space-y-8">
      <ReviewForm
        courseId={courseId}
        // The list is the viewer's own (so `mine` is known) once the session has loaded too.
        ready={query.isSuccess && !query.isPlaceholderData && !session.isPending}
        mine={mine}
        onChanged={onRatingsChanged}
      />
      <ReviewList query={query} view={view} onViewChange={setView} />
    </div>
  )
}

/** A filter of the list as a button that stays pressed. */
function FilterChip({
  pressed,
  onToggle,
  children,
}: {
  pressed: boolean
  onToggle: () => void
  children: string
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`min-h-9 rounded-full px-3.5 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
        pressed
          ? 'bg-indigo-600 text-white ring-indigo-600 dark:bg-indigo-500 dark:ring-indigo-500'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800'
      }`}
    >
      {children}
    </button>
  )
}

function ReviewList({
  query,
  view,
  onViewChange,
}: {
  query: UseQueryResult<ReviewListResponse>
  view: ReviewView
  onViewChange: (view: ReviewView) => void
}) {
  const { t } = useTranslation()
  const session = useSession()
  const headingId = useId()
  const sortId = useId()
  const items = query.data?.items ?? []
  const summary = query.data?.summary
  const { sort, stars, completed = false, recent = false } = view
  const filtered = stars !== undefined || completed || recent
  const change = (next: Partial<ReviewView>) => onViewChange({ ...view, ...next })

  return (
    <section aria-labelledby={headingId} className={`${cardClasses} p-5 sm:p-6`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('reviews.title')}
          </h2>
          {query.data && items.length > 0 ? (
            <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
              {t('reviews.count', { count: items.length })}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <label
            htmlFor={sortId}
            className="text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200"
          >
            {t('reviews.sortLabel')}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => change({ sort: event.target.value as ReviewSort })}
            className={`${inputClasses} h-9 w-auto pr-8`}
          >
            {REVIEW_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`reviews.sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {summary && summary.reviews > 0 ? (
        <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-800">
          <ReviewSummary
            summary={summary}
            stars={stars}
            onStarsChange={(chosen) => change({ stars: chosen })}
          />
          <div
            role="group"
            aria-label={t('reviewDetails.filtersLabel')}
            className="mt-5 flex flex-wrap items-center gap-2"
          >
            <FilterChip pressed={completed} onToggle={() => change({ completed: !completed })}>
              {t('reviewDetails.completedOnly')}
            </FilterChip>
            <FilterChip pressed={recent} onToggle={() => change({ recent: !recent })}>
              {t('reviewDetails.recent')}
            </FilterChip>
            {stars !== undefined ? (
              <FilterChip pressed onToggle={() => change({ stars: undefined })}>
                {t('reviewDetails.showingStars', { stars })}
              </FilterChip>
            ) : null}
            {filtered ? (
              <button
                type="button"
                onClick={() => onViewChange({ sort })}
                className="min-h-9 rounded px-2 text-sm font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
              >
                {t('reviewDetails.showAll')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}

      <div className="mt-5 border-t border-slate-200 pt-6 dark:border-slate-800">
        {query.isPending ? (
          <p role="status" className="py-6 text-center text-slate-600 dark:text-slate-400">
            {t('reviews.loading')}
          </p>
        ) : query.isError ? (
          <div className="py-6 text-center">
            <p role="alert" className="font-medium text-slate-900 dark:text-white">
              {t('reviews.loadFailed')}
            </p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className={buttonClasses('secondary', 'sm', 'mt-4')}
            >
              {t('reviews.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-slate-600 dark:text-slate-400">
            {filtered ? t('reviewDetails.noneMatch') : t('reviews.empty')}
          </p>
        ) : (
          <div
            className={`divide-y divide-slate-200 transition-opacity dark:divide-slate-800 ${
              query.isPlaceholderData ? 'opacity-60' : ''
            }`}
          >
            {items.map((review) => (
              <ReviewItem key={review.reviewId} review={review} session={session} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
