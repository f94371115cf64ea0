// POST /api/reviews/:reviewId/report: the signed-in user reports a review (once; asking again is
// harmless). Reports count against a review's 'most helpful' rank (decision 008).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import { updateCachedReview } from './review-keys'

export function reportReview(reviewId: string): Promise<{ reviewId: string; reported: true }> {
  return apiSend('POST', `/reviews/${encodeURIComponent(reviewId)}/report`)
}

export function useReportReview(courseId: string, reviewId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => reportReview(reviewId),
    onSuccess: () =>
      updateCachedReview(queryClient, courseId, reviewId, (review) => ({
        ...review,
        reportedByMe: true,
      })),
  })
}
