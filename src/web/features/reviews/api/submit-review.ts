// POST /api/courses/:courseId/reviews: writes the signed-in user's review of the course, or edits it
// (one review per user per course: 201 for a new one, 200 for an edit). Sent with an Idempotency-Key
// and again if the network fails it (src/web/lib/api-client.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Review, ReviewInput } from '../../../../domain/schemas/review'
import { apiSend } from '../../../lib/api-client'
import { reviewKeys } from './review-keys'

export function submitReview(courseId: string, input: ReviewInput): Promise<Review> {
  return apiSend<Review>('POST', `/courses/${encodeURIComponent(courseId)}/reviews`, input, 'keyed')
}

/** `onChanged` runs after the list has reloaded, for what else shows the course's reviews. */
export function useSubmitReview(courseId: string, onChanged?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewInput) => submitReview(courseId, input),
    // Pending until the list shows the new review, so the success message and the list agree.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) })
      onChanged?.()
    },
  })
}
