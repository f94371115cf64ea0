// A course's price over time (docs/product.md#price-history): what the course page shows of it (the
// last 12 months as a step chart, the lowest, the highest, the typical price) and the badges, each
// with the rule it states. Prices are rupees; null is free. Every figure is worked out from the
// changes the database kept (the price a course had from each moment on), in one place, for the
// server that answers and the tests that check it.

/** The price a course had from `at` (an ISO time) until the next change. */
export interface PriceChange {
  price: number | null
  at: string
}

const DAY_MS = 24 * 60 * 60 * 1000

/** How far back the chart and its lowest and highest reach. */
export const HISTORY_DAYS = 365
/** "Lowest price in 90 days" looks this far back. */
export const LOWEST_WINDOW_DAYS = 90
/** A price followed for less than this earns no "Good deal" and no "Usually cheaper". */
export const MIN_TRACKED_DAYS = 28
/** "Good deal": within this share above the lowest price ever seen (camelcamelcamel's rule). */
export const GOOD_DEAL_MARGIN = 0.05
/** "Usually cheaper": at least this share above the typical price of the last 90 days. */
export const USUALLY_CHEAPER_MARGIN = 0.2

export const PRICE_BADGES = ['lowest90', 'goodDeal', 'usuallyCheaper'] as const
export type PriceBadge = (typeof PRICE_BADGES)[number]

export interface PricePoint {
  price: number
  at: string
}

export interface PriceHistory {
  /** The price in force at the chart's start, then each change since, oldest first. */
  steps: PriceChange[]
  /** Where the chart starts (12 months ago, or when the price was first seen if later). */
  from: string
  to: string
  /** When the price was first seen. */
  trackedSince: string
  now: number | null
  /** Over the chart's months; null when the course was free all along. */
  lowest: PricePoint | null
  highest: PricePoint | null
  /** The price in force for the longest share of the last 90 days (a time-weighted median). */
  typical: number | null
  badges: PriceBadge[]
}

interface Span {
  price: number | null
  from: number
  to: number
}

/** The changes as spans of time between `start` and `end` (ms), each with its price. */
function spans(changes: readonly PriceChange[], start: number, end: number): Span[] {
  const out: Span[] = []
  changes.forEach((change, i) => {
    const from = Math.max(Date.parse(change.at), start)
    const next = changes[i + 1]
    const to = Math.min(next ? Date.parse(next.at) : end, end)
    if (to > from) out.push({ price: change.price, from, to })
  })
  return out
}

/** The price that was in force for half the time or more when prices are sorted (time-weighted). */
function typicalPrice(window: readonly Span[]): number | null {
  const paid = window.filter((span) => span.price !== null)
  if (paid.length === 0) return null
  const sorted = [...paid].sort((a, b) => a.price! - b.price!)
  const total = sorted.reduce((sum, span) => sum + (span.to - span.from), 0)
  let seen = 0
  for (const span of sorted) {
    seen += span.to - span.from
    if (seen * 2 >= total) return span.price
  }
  return sorted.at(-1)!.price
}

/**
 * Everything the course page shows of a price's history, at `now`. `changes` are the stored
 * changes, oldest first (repeats of the same price are kept out by the database, but read
 * here as no change).
 */
export function priceHistory(changes: readonly PriceChange[], nowIso: string): PriceHistory | null {
  const ordered = changes.filter((change, i) => i === 0 || change.price !== changes[i - 1]!.price)
  const first = ordered[0]
  if (!first) return null
  // A change the database dated a moment after the server's clock is not in the future.
  const end = Math.max(Date.parse(nowIso), Date.parse(ordered.at(-1)!.at))
  const start = Math.max(end - HISTORY_DAYS * DAY_MS, Date.parse(first.at))
  // The price in force at the start, then the changes after it.
  const before = ordered.filter((change) => Date.parse(change.at) <= start).at(-1) ?? first
  const steps = [
    { price: before.price, at: new Date(start).toISOString() },
    ...ordered.filter((change) => Date.parse(change.at) > start),
  ]
  const current = ordered.at(-1)!.price
  const paid = steps.filter((step) => step.price !== null) as PricePoint[]
  const lowest = paid.reduce<PricePoint | null>(
    (low, step) => (low === null || step.price < low.price ? step : low),
    null,
  )
  const highest = paid.reduce<PricePoint | null>(
    (high, step) => (high === null || step.price > high.price ? step : high),
    null,
  )

  const windowStart = end - LOWEST_WINDOW_DAYS * DAY_MS
  const recent = spans(ordered, windowStart, end)
  const typical = typicalPrice(recent)
  const trackedDays = (end - Date.parse(first.at)) / DAY_MS
  const badges: PriceBadge[] = []
  if (current !== null) {
    const recentPaid = recent.filter((span) => span.price !== null).map((span) => span.price!)
    // Lowest in 90 days: nothing cheaper in force then, and something dearer (a price that never
    // moved is no news).
    if (
      recentPaid.every((price) => price >= current) &&
      recentPaid.some((price) => price > current)
    ) {
      badges.push('lowest90')
    }
    const everPaid = ordered
      .filter((change) => change.price !== null)
      .map((change) => change.price!)
    const lowestEver = Math.min(...everPaid)
    const moved = Math.max(...everPaid) > lowestEver
    if (
      trackedDays >= MIN_TRACKED_DAYS &&
      moved &&
      current <= lowestEver * (1 + GOOD_DEAL_MARGIN)
    ) {
      badges.push('goodDeal')
    }
    if (
      trackedDays >= MIN_TRACKED_DAYS &&
      typical !== null &&
      current >= typical * (1 + USUALLY_CHEAPER_MARGIN)
    ) {
      badges.push('usuallyCheaper')
    }
  }
  return {
    steps,
    from: new Date(start).toISOString(),
    to: new Date(end).toISOString(),
    trackedSince: first.at,
    now: current,
    lowest,
    highest,
    typical,
    badges,
  }
}
