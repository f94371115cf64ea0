import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useParams } from '../lib/router'
import { statusOfQuery, type PagePrefetch } from '../lib/page-data'
import { courseKeys } from '../features/courses/api/course-keys'
import { getCourseQueryOptions } from '../features/courses/api/get-course'
import { getReviewsQueryOptions } from '../features/reviews/api/get-reviews'
import { CourseDetails } from '../features/courses/components/course-details'
import { DEFAULT_REVIEW_VIEW } from '../features/reviews/api/review-keys'
import { useLiveReviews } from '../features/reviews/api/live-reviews'
import { laterPart, Later } from '../lib/later-part'
import { useTranslation } from '../lib/i18n'
import { priceHistoryQueryOptions } from '../lib/price-history'
import { PriceHistory } from '../features/prices/components/price-history'

/**
 * The reviews: rendered by the server with the page, their script fetched when they come near the
 * screen (docs/decisions/061-reviews-hydrated-when-near.md).
 */
const reviewsPart = laterPart(() => import('../features/reviews/components/course-reviews'))

/**
 * The course, its price history, and its reviews in their first order as everyone sees them (no
 * viewer yet); the server's render loads the reviews' chunk too.
 */
export const prefetch: PagePrefetch = async (queryClient, { params }) => {
  const courseId = params.courseId ?? ''
  const course = getCourseQueryOptions(courseId)
  await Promise.all([
    queryClient.prefetchQuery(course),
    queryClient.prefetchQuery(priceHistoryQueryOptions(courseId)),
    queryClient.prefetchQuery(getReviewsQueryOptions(courseId, DEFAULT_REVIEW_VIEW, '')),
    reviewsPart.load(),
  ])
  return statusOfQuery(queryClient, course.queryKey)
}

export default function CourseDetailPage() {
  const { courseId = '' } = useParams()
  const queryClient = useQueryClient()
  // Reviews move the course's learner rating: reload the course when they change.
  const refreshCourse = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) })
  }, [queryClient, courseId])
  // The page listens for its reviews from the moment it hydrates: a change fetches the reviews'
  // script (every change reaches every open page) and reloads what they show once they run.
  useLiveReviews(courseId, () => {
    refreshCourse()
    void reviewsPart.load()
  })
  // One object while the course stays: the part's props keep their identity (lib/later-part.tsx).
  const reviewProps = useMemo(
    () => ({ courseId, onRatingsChanged: refreshCourse, live: false }),
    [courseId, refreshCourse],
  )
  const { t } = useTranslation()
  // A new course id starts with fresh notices and state.
  return (
    <CourseDetails
      key={courseId}
      courseId={courseId}
      priceHistory={<PriceHistory courseId={courseId} />}
      reviews={
        <Later
          key={courseId}
          part={reviewsPart}
          props={reviewProps}
          className="mt-12"
          fallback={
            <p role="status" className="py-6 text-center text-slate-600 dark:text-slate-400">
              {t('reviews.loading')}
            </p>
          }
        />
      }
    />
  )
}
