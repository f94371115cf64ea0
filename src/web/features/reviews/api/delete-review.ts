// DELETE /api/reviews/:reviewId: the author removes their review (204).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import { reviewKeys } from './review-keys'

export function deleteReview(reviewId: string): Promise<void> {
  return apiSend<void>('DELETE', `/reviews/${encodeURIComponent(reviewId)}`)
}

export function useDeleteReview(courseId: string, onChanged?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) })
      onChanged?.()
    },
  })
}
