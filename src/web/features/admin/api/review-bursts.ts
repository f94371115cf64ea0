// GET /api/admin/review-bursts: courses with a burst of reviews from new accounts
// (docs/product.md#review-bursts); hiding one of their reviews reloads the list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReviewBurstsResponse } from '../../../../domain/schemas/review'
import { apiGet, apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'
import { setHidden } from './set-hidden'

export function getReviewBursts(signal?: AbortSignal): Promise<ReviewBurstsResponse> {
  return apiGet<ReviewBurstsResponse>('/admin/review-bursts', { signal })
}

export function useReviewBursts() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.bursts(),
      queryFn: ({ signal }) => getReviewBursts(signal),
    }),
  )
}

/** Hides a review of a burst, or shows it again. */
export function useSetBurstReviewHidden() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, hidden }: { reviewId: string; hidden: boolean }) =>
      setHidden({ type: 'review', id: reviewId, hidden }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.bursts() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ])
    },
  })
}

/** A moderator's word that a course's bursts up to `through` are genuine: they leave the list. */
export function useCheckBursts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ courseId, through }: { courseId: string; through: string }) =>
      apiSend('PUT', `/admin/review-bursts/${encodeURIComponent(courseId)}/checked`, { through }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.bursts() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ])
    },
  })
}
