// GET /api/courses/:courseId/reviews?sort=helpful|newest: the visible reviews of a course and the
// learners' average stars.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ReviewListResponse } from '../../../../domain/review'
import { apiGet } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { reviewKeys, type ReviewSort } from './review-keys'

export function getReviews(
  courseId: string,
  sort: ReviewSort,
  signal?: AbortSignal,
): Promise<ReviewListResponse> {
  return apiGet<ReviewListResponse>(`/courses/${encodeURIComponent(courseId)}/reviews`, {
    params: { sort },
    signal,
  })
}

export function getReviewsQueryOptions(courseId: string, sort: ReviewSort, viewer: string) {
  return queryOptions({
    queryKey: reviewKeys.list(courseId, sort, viewer),
    queryFn: ({ signal }) => getReviews(courseId, sort, signal),
  })
}

export function useCourseReviews(courseId: string, sort: ReviewSort) {
  const session = useSession()
  return useQuery({
    ...getReviewsQueryOptions(courseId, sort, session.uid),
    // Until the auth state is known we cannot tell whose flags the answer would carry.
    enabled: !session.isPending,
    // Another order keeps the current reviews on screen until the new list arrives.
    placeholderData: keepPreviousData,
  })
}
