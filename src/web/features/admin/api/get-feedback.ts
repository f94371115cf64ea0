// GET /api/admin/recommendations/feedback: how 'Was this helpful?' was answered, per recommender.
import { useQuery } from '@tanstack/react-query'
import type { FeedbackCount } from '../../../../domain/schemas/recommendation'
import { apiGet } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export function useFeedbackCounts() {
  return useQuery({
    queryKey: adminKeys.feedback(),
    queryFn: ({ signal }) => apiGet<FeedbackCount[]>('/admin/recommendations/feedback', { signal }),
  })
}
