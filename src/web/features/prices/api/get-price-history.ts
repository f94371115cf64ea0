// GET /api/courses/:courseId/prices: the course's price over the last 12 months and its badges
// (docs/product.md#price-history).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PriceHistoryResponse } from '../../../../domain/schemas/prices'
import { apiGet } from '../../../lib/api-client'

/**
 * Under 'courses' (features/courses/api/course-keys.ts): an import refreshes every courses query,
 * and an edit of this course refreshes the queries whose data names it (the answer's courseId).
 */
export const priceHistoryKey = (courseId: string) => ['courses', 'prices', courseId] as const

export function getPriceHistoryQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: priceHistoryKey(courseId),
    queryFn: ({ signal }) =>
      apiGet<PriceHistoryResponse>(`/courses/${encodeURIComponent(courseId)}/prices`, { signal }),
    retryOnMount: false,
  })
}

export function usePriceHistory(courseId: string) {
  return useQuery(getPriceHistoryQueryOptions(courseId))
}
