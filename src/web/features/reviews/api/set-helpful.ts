// PUT | DELETE /api/reviews/:reviewId/helpful: the signed-in user finds a review helpful, or takes
// that back. The button and its count change at once and change back if the server says no.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Review } from '../../../../domain/schemas/review'
import { apiSend } from '../../../lib/api-client'
import { reviewKeys, updateCachedReview } from './review-keys'

export type HelpfulResponse = Pick<Review, 'reviewId' | 'helpedByMe' | 'isHelpful'>

export function setHelpful(reviewId: string, helpful: boolean): Promise<HelpfulResponse> {
  return apiSend<HelpfulResponse>(
    helpful ? 'PUT' : 'DELETE',
    `/reviews/${encodeURIComponent(reviewId)}/helpful`,
    undefined,
    'state',
  )
}

const setHelpfulKey = ['set-helpful'] as const

export function useSetHelpful(courseId: string, reviewId: string) {
  const queryClient = useQueryClient()
  const vote = (helpful: boolean) =>
    updateCachedReview(queryClient, courseId, reviewId, (review) =>
      review.helpedByMe === helpful
        ? review
        : { ...review, helpedByMe: helpful, isHelpful: review.isHelpful + (helpful ? 1 : -1) },
    )
  return useMutation({
    mutationKey: [...setHelpfulKey, reviewId],
    // Quick repeated clicks reach the server in the order they were made.
    scope: { id: `set-helpful:${reviewId}` },
    mutationFn: (helpful: boolean) => setHelpful(reviewId, helpful),
    onMutate: async (helpful) => {
      // A list load already on its way must not overwrite the optimistic change.
      await queryClient.cancelQueries({ queryKey: reviewKeys.course(courseId) })
      vote(helpful)
    },
    onError: (_error, helpful) => vote(!helpful),
    onSuccess: (result) =>
      updateCachedReview(queryClient, courseId, reviewId, (review) => ({
        ...review,
        helpedByMe: result.helpedByMe,
        isHelpful: result.isHelpful,
      })),
    onSettled: () => {
      // Reload (others vote too) once the last vote on the page is done.
      if (queryClient.isMutating({ mutationKey: setHelpfulKey }) > 1) return
      void queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) })
    },
  })
}
