// GET /api/courses/:courseId/reviews?sort=&stars=&completed=&recent=: the visible reviews of a
// course that pass the filters, and the summary of all of them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ReviewListResponse } from '../../../../domain/schemas/review'
import { apiGet } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { reviewKeys, type ReviewView } from './review-keys'

export function getReviews(
  courseId: string,
  { sort, stars, completed, recent }: ReviewView,
  signal?: AbortSignal,
): Promise<ReviewListResponse> {
  return apiGet<ReviewListResponse>(`/courses/${encodeURIComponent(courseId)}/reviews`, {
    params: {
      sort,
      ...(stars !== undefined && { stars: String(stars) }),
      ...(completed && { completed: 'true' }),
      ...(recent && { recent: 'true' }),
    },
    signal,
  })
}

export function getReviewsQueryOptions(courseId: string, view: ReviewView, viewer: string) {
  return queryOptions({
    queryKey: reviewKeys.list(courseId, view, viewer),
    queryFn: ({ signal }) => getReviews(courseId, view, signal),
  })
}

export function useCourseReviews(courseId: string, view: ReviewView) {
  const session = useSession()
  return useQuery({
    // Until the auth state is known the list shows what everyone sees (the server-rendered page
    // carries that list); a signed-in viewer's own flags replace it once the session has loaded.
    ...getReviewsQueryOptions(courseId, view, session.isPending ? '' : session.uid),
    // Another order or filter keeps the current reviews on screen until the new list arrives.
    placeholderData: keepPreviousData,
  })
}
