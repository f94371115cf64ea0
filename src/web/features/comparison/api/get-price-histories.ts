// GET /api/courses/:courseId/prices for each compared course: its lowest price of the last 12
// months and its usual price, two rows of the table (docs/product.md#price-history).
import { queryOptions, useQueries } from '@tanstack/react-query'
import type { PriceHistoryResponse } from '../../../../domain/schemas/prices'
import { apiGet } from '../../../lib/api-client'

/** The course page's key (features/prices): a history read there is not asked for again here. */
const historyKey = (courseId: string) => ['courses', 'prices', courseId] as const

export function priceHistoryQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: historyKey(courseId),
    queryFn: ({ signal }) =>
      apiGet<PriceHistoryResponse>(`/courses/${encodeURIComponent(courseId)}/prices`, { signal }),
    staleTime: 5 * 60_000,
  })
}

/** Each course's price history once it has arrived; a course still loading or failed is absent. */
export function usePriceHistories(
  courseIds: readonly string[],
): ReadonlyMap<string, PriceHistoryResponse> {
  const queries = useQueries({ queries: courseIds.map(priceHistoryQueryOptions) })
  const found = new Map<string, PriceHistoryResponse>()
  queries.forEach((query, i) => {
    if (query.data) found.set(courseIds[i]!, query.data)
  })
  return found
}
