// Each compared course's price history: its lowest price of the last 12 months and its usual
// price, two rows of the table (docs/product.md#price-history). The query is lib/price-history.ts,
// so a history the course page read is not asked for again here.
import { useQueries } from '@tanstack/react-query'
import type { PriceHistoryResponse } from '../../../../domain/schemas/prices'
import { priceHistoryQueryOptions } from '../../../lib/price-history'

/** A compared course's history, kept 5 minutes while the learner compares. */
export const comparedPriceHistoryQueryOptions = (courseId: string) => ({
  ...priceHistoryQueryOptions(courseId),
  staleTime: 5 * 60_000,
})

/** Each course's price history once it has arrived; a course still loading or failed is absent. */
export function usePriceHistories(
  courseIds: readonly string[],
): ReadonlyMap<string, PriceHistoryResponse> {
  const queries = useQueries({ queries: courseIds.map(comparedPriceHistoryQueryOptions) })
  const found = new Map<string, PriceHistoryResponse>()
  queries.forEach((query, i) => {
    if (query.data) found.set(courseIds[i]!, query.data)
  })
  return found
}
