// A course's price history as the API sends it (docs/product.md#price-history): the figures of
// src/domain/prices.ts, worked out by the server at the time of the request.
import { z } from 'zod'
import { PRICE_BADGES } from '../prices'

const pricePointSchema = z.object({ price: z.number(), at: z.string() })

export const priceHistorySchema = z.object({
  courseId: z.string(),
  /** The price in force at `from`, then each change, oldest first; null is free. */
  steps: z.array(z.object({ price: z.number().nullable(), at: z.string() })),
  from: z.string(),
  to: z.string(),
  trackedSince: z.string(),
  now: z.number().nullable(),
  lowest: pricePointSchema.nullable(),
  highest: pricePointSchema.nullable(),
  typical: z.number().nullable(),
  badges: z.array(z.enum(PRICE_BADGES)),
})
export type PriceHistoryResponse = z.infer<typeof priceHistorySchema>
