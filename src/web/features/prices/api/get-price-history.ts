// The course page's price history (docs/product.md#price-history); the query is lib/price-history.ts.
import { useQuery } from '@tanstack/react-query'
import { priceHistoryQueryOptions } from '../../../lib/price-history'

export function usePriceHistory(courseId: string) {
  return useQuery(priceHistoryQueryOptions(courseId))
}
