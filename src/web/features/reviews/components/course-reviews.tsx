// The reviews of a course (docs/product.md#reviews): the 'Write a Review' box and the 'Reviews'
// list, kept live while the course is on screen. `onRatingsChanged` lets the page refresh what it
// shows from the reviews (the course's learner rating).
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { ReviewListResponse } from '../../../../domain/schemas/review'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { useCourseEvents } from '../../../lib/event-stream'
import { useSession } from '../../../lib/session'
import { useCourseReviews } from '../api/get-reviews'
import { DEFAULT_REVIEW_SORT, reviewKeys, type ReviewSort } from '../api/review-keys'
import { ReviewForm } from './review-form'
import { ReviewItem } from './review-item'
import { REVIEW_SORTS } from '../../../../domain/review'

export function CourseReviews({
  courseId,
  onRatingsChanged,
}: {
  courseId: string
  onRatingsChanged?: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT)
  const query = useCourseReviews(courseId, sort)
  const session = useSession()

  useCourseEvents(courseId, (event) => {
    if (event.type !== 'review.changed') return
    void queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) })
    onRatingsChanged?.()
  })

  // docs/product.md#reviews: a failed load is logged with the fixed message; the page offers a
  // retry.
  const { error } = query
  useEffect(() => {
    if (error) console.warn(t('reviews.fetchFailed'), error)
  }, [error, t])

  const mine = query.data?.items.find((review) => review.mine)
  return (
    <div className="mt-12 space-y-8">
      <ReviewForm
        courseId={courseId}
        // The list is the viewer's own (so `mine` is known) once the session has loaded too.
        ready={query.isSuccess && !query.isPlaceholderData && !session.isPending}
        mine={mine}
        onChanged={onRatingsChanged}
      />
      <ReviewList query={query} sort={sort} onSortChange={setSort} />
    </div>
  )
}

function ReviewList({
  query,
  sort,
  onSortChange,
}: {
  query: UseQueryResult<ReviewListResponse>
  sort: ReviewSort
  onSortChange: (sort: ReviewSort) => void
}) {
  const { t } = useTranslation()
  const session = useSession()
  const headingId = useId()
  const sortId = useId()
  const items = query.data?.items ?? []

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
            onChange={(event) => onSortChange(event.target.value as ReviewSort)}
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
            {t('reviews.empty')}
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
