// POST /api/reviews/:reviewId/report: the signed-in user reports a review with a reason (once while
// it waits for a moderator). Reports count against a review's 'most helpful' rank (decision 008).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import type { ReportChoice } from '../../../components/report/report-reasons'
import { updateCachedReview } from './review-keys'

export function reportReview(
  reviewId: string,
  choice: ReportChoice,
): Promise<{ reviewId: string; reported: true }> {
  return apiSend('POST', `/reviews/${encodeURIComponent(reviewId)}/report`, choice, 'keyed')
}

export function useReportReview(courseId: string, reviewId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (choice: ReportChoice) => reportReview(reviewId, choice),
    onSuccess: () =>
      updateCachedReview(queryClient, courseId, reviewId, (review) => ({
        ...review,
        reportedByMe: true,
      })),
  })
}
