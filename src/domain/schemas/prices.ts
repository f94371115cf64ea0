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
  /**
   * The price alert the history makes realistic (docs/product.md#price-alerts), and the lowest
   * price seen (a target below it is warned about); null for a free course.
   */
  suggestedAlert: z.object({ target: z.number(), lowestSeen: z.number().nullable() }).nullable(),
})
export type PriceHistoryResponse = z.infer<typeof priceHistorySchema>
