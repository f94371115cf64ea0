import { describe, expect, it } from 'vitest'
import { priceHistory, type PriceChange } from './prices'

const NOW = '2026-11-27T06:30:00.000Z'
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString()
const history = (...changes: [number, number | null][]) =>
  priceHistory(
    changes.map(([days, price]): PriceChange => ({ price, at: daysAgo(days) })),
    NOW,
  )!

describe('a price history', () => {
  it('is nothing to show before any price was seen', () => {
    expect(priceHistory([], NOW)).toBeNull()
  })

  it('that never moved: one step from when it was first seen, and no badge', () => {
    const h = history([200, 3099])
    expect(h.steps).toEqual([{ price: 3099, at: daysAgo(200) }])
    expect(h).toMatchObject({ now: 3099, typical: 3099, badges: [], trackedSince: daysAgo(200) })
    expect(h.lowest).toEqual({ price: 3099, at: daysAgo(200) })
  })

  it("names the lowest with its day, the highest and the price now (Udemy's usual sale)", () => {
    const h = history([200, 3099], [100, 449], [60, 3099], [2, 499])
    expect(h.lowest).toEqual({ price: 449, at: daysAgo(100) })
    expect(h.highest).toEqual({ price: 3099, at: daysAgo(200) })
    expect(h.now).toBe(499)
    // 449 was in force for 30 of the last 90 days, 3099 for 58, 499 for 2.
    expect(h.typical).toBe(3099)
    // 449 was cheaper within 90 days; 499 is more than 5% above 449.
    expect(h.badges).toEqual([])
  })

  it('a drop to the lowest ever, followed for more than 4 weeks: lowest in 90 days and a good deal', () => {
    const h = history([100, 3099], [5, 449])
    expect(h.badges).toEqual(['lowest90', 'goodDeal'])
    expect(h.typical).toBe(3099)
  })

  it('within 5% of the lowest ever is still a good deal; above it is not', () => {
    expect(history([120, 449], [60, 3099], [3, 471]).badges).toContain('goodDeal')
    expect(history([120, 449], [60, 3099], [3, 472]).badges).not.toContain('goodDeal')
  })

  it('followed for less than 4 weeks: the drop is the lowest in 90 days, but no good deal yet', () => {
    expect(history([20, 3099], [1, 449]).badges).toEqual(['lowest90'])
  })

  it('well above the price it usually has: usually cheaper', () => {
    const h = history([80, 449], [10, 3099])
    expect(h.typical).toBe(449)
    expect(h.badges).toEqual(['usuallyCheaper'])
    // 20% above the typical price is "well above"; less is not.
    expect(history([80, 500], [10, 600]).badges).toEqual(['usuallyCheaper'])
    expect(history([80, 500], [10, 599]).badges).toEqual([])
  })

  it('a free course has no lowest, no highest and no badge', () => {
    const h = history([50, null])
    expect(h).toMatchObject({ now: null, lowest: null, highest: null, typical: null, badges: [] })
  })

  it('starts the chart 12 months back with the price then in force', () => {
    const h = history([500, 1999], [400, 999], [30, 799])
    expect(h.from).toBe(daysAgo(365))
    expect(h.steps).toEqual([
      { price: 999, at: daysAgo(365) },
      { price: 799, at: daysAgo(30) },
    ])
    // Older prices are outside the chart's lowest and highest.
    expect(h.highest).toEqual({ price: 999, at: daysAgo(365) })
    expect(h.trackedSince).toBe(daysAgo(500))
  })

  it("puts a change the database dated a moment past the server's clock at the chart's end", () => {
    const ahead = new Date(Date.parse(NOW) + 2000).toISOString()
    const h = priceHistory(
      [
        { price: 3099, at: daysAgo(100) },
        { price: 449, at: ahead },
      ],
      NOW,
    )!
    expect(h.to).toBe(ahead)
    expect(h.now).toBe(449)
    expect(Date.parse(h.from)).toBeLessThan(Date.parse(h.to))
  })

  it('reads the same price written twice as no change', () => {
    const h = history([100, 3099], [50, 3099], [5, 449])
    expect(h.steps.map((step) => step.price)).toEqual([3099, 449])
    expect(h.badges).toEqual(['lowest90', 'goodDeal'])
  })
})
