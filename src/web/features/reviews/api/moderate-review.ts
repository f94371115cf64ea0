// PUT /api/admin/reviews/:reviewId/hidden {hidden, reason?}: a moderator hides a review in place
// (everyone else loses it at once, live) or shows it again; the moderator keeps seeing it, greyed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import { updateCachedReview } from './review-keys'

export function useModerateReview(courseId: string, reviewId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ hidden, reason }: { hidden: boolean; reason?: string }) =>
      apiSend('PUT', `/admin/reviews/${encodeURIComponent(reviewId)}/hidden`, { hidden, reason }),
    onSuccess: (_answer, { hidden }) =>
      updateCachedReview(queryClient, courseId, reviewId, (review) => ({ ...review, hidden })),
  })
}
