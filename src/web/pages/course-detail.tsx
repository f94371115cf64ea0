import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useParams } from '../lib/router'
import { statusOfQuery, type PagePrefetch } from '../lib/page-data'
import { courseKeys } from '../features/courses/api/course-keys'
import { getCourseQueryOptions } from '../features/courses/api/get-course'
import { getReviewsQueryOptions } from '../features/reviews/api/get-reviews'
import { CourseDetails } from '../features/courses/components/course-details'
import { DEFAULT_REVIEW_SORT } from '../features/reviews/api/review-keys'
import { CourseReviews } from '../features/reviews/components/course-reviews'
import { priceHistoryQueryOptions } from '../lib/price-history'
import { PriceHistory } from '../features/prices/components/price-history'

/**
 * The course, its price history, and its reviews in their first order as everyone sees them (no
 * viewer yet).
 */
export const prefetch: PagePrefetch = async (queryClient, { params }) => {
  const courseId = params.courseId ?? ''
  const course = getCourseQueryOptions(courseId)
  await Promise.all([
    queryClient.prefetchQuery(course),
    queryClient.prefetchQuery(priceHistoryQueryOptions(courseId)),
    queryClient.prefetchQuery(getReviewsQueryOptions(courseId, DEFAULT_REVIEW_SORT, '')),
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
  // A new course id starts with fresh notices and state.
  return (
    <CourseDetails
      key={courseId}
      courseId={courseId}
      priceHistory={<PriceHistory courseId={courseId} />}
      reviews={
        <CourseReviews key={courseId} courseId={courseId} onRatingsChanged={refreshCourse} />
      }
    />
  )
}
