// GET /api/courses/:courseId/prices, one definition for every page that shows a course's price
// history (the course page, the comparison table; docs/product.md#price-history).
import { queryOptions } from '@tanstack/react-query'
import type { PriceHistoryResponse } from '../../domain/schemas/prices'
import { apiGet } from './api-client'

/**
 * Under 'courses' (features/courses/api/course-keys.ts): an import refreshes every courses query,
 * and an edit of this course refreshes the queries whose data names it (the answer's courseId).
 */
export const priceHistoryKey = (courseId: string) => ['courses', 'prices', courseId] as const

export function priceHistoryQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: priceHistoryKey(courseId),
    queryFn: ({ signal }) =>
      apiGet<PriceHistoryResponse>(`/courses/${encodeURIComponent(courseId)}/prices`, { signal }),
    retryOnMount: false,
  })
}
