// Query keys of the reviews area, and the one way to change a cached review. A review list says which reviews are the viewer's own and which the
// viewer found helpful or reported, so it belongs to the signed-in user and lives under ['me']
// (decision 007): signing in or out reloads it, and the viewer's id in the key keeps one user's flags
// from being shown to the next.
import type { QueryClient } from '@tanstack/react-query'
import type { ReviewSort } from '../../../../domain/review'
import type { Review, ReviewListResponse } from '../../../../domain/schemas/review'
import { meKey } from '../../../lib/session'

export type { ReviewSort }

/** Which of a course's reviews a list shows, in which order (docs/product.md#reviews). */
export interface ReviewView {
  sort: ReviewSort
  /** Only those with this many stars (a bar of the summary chosen). */
  stars?: number
  completed?: boolean
  recent?: boolean
}

/** The list a course page opens with (what the server renders). */
export const DEFAULT_REVIEW_VIEW: ReviewView = { sort: 'helpful' }

export const reviewKeys = {
  all: [...meKey, 'reviews'] as const,
  /** Every list of one course, whatever its order. */
  course: (courseId: string) => [...reviewKeys.all, courseId] as const,
  list: (courseId: string, view: ReviewView, viewer: string) =>
    [...reviewKeys.course(courseId), { ...view, viewer }] as const,
}

/** Changes one review in every cached order of the course's list. */
export function updateCachedReview(
  queryClient: QueryClient,
  courseId: string,
  reviewId: string,
  change: (review: Review) => Review,
) {
  queryClient.setQueriesData<ReviewListResponse>(
    { queryKey: reviewKeys.course(courseId) },
    (list) =>
      list && {
        ...list,
        items: list.items.map((review) => (review.reviewId === reviewId ? change(review) : review)),
      },
  )
}
