// GET /api/courses/:courseId/reviews?sort=helpful|newest: the visible reviews of a course and the
// learners' average stars.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ReviewListResponse } from '../../../../domain/schemas/review'
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
    // Until the auth state is known the list shows what everyone sees (the server-rendered page
    // carries that list); a signed-in viewer's own flags replace it once the session has loaded.
    ...getReviewsQueryOptions(courseId, sort, session.isPending ? '' : session.uid),
    // Another order keeps the current reviews on screen until the new list arrives.
    placeholderData: keepPreviousData,
  })
}
