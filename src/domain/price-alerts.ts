// Price alerts (docs/product.md#price-alerts): "Tell me when it is below ₹X" on a course. The
// rules of a target, checked the same in the browser and on the server, the target the history
// makes realistic, and how often a member is told.
import type { PriceHistory } from './prices'

/** At most one alert mail per member and course in this many days. */
export const ALERT_MAIL_DAYS = 7
/** Alerts one member may keep. */
export const PRICE_ALERTS_MAX = 100
export const ALERT_TARGET_MAX = 10_000_000

export const ALERT_TARGET_MESSAGE = 'Enter a price in whole rupees, 1 or more'
export const ALERT_TARGET_NOT_BELOW = 'Choose a price below what it costs now'
export const ALERT_COURSE_FREE = 'This course is free: there is nothing to wait for'
export const ALERT_TOO_MANY = `You can keep ${PRICE_ALERTS_MAX} price alerts. Remove one to add another.`
export const ALERT_NOT_FOUND = 'You have no price alert on this course.'
export const ALERT_STOPPED = 'Done: that price alert is stopped.'
export const ALERTS_STOPPED = 'Done: all your price alerts are stopped.'
export const ALERT_LINK_INVALID = 'This link is not complete. Open it from the mail again.'

/** Why `target` cannot be the alert of a course priced `now` (rupees; null: free), or undefined. */
export function alertTargetError(target: unknown, now: number | null): string | undefined {
  if (now === null) return ALERT_COURSE_FREE
  if (
    typeof target !== 'number' ||
    !Number.isInteger(target) ||
    target < 1 ||
    target > ALERT_TARGET_MAX
  ) {
    return ALERT_TARGET_MESSAGE
  }
  if (target >= now) return ALERT_TARGET_NOT_BELOW
  return undefined
}

/** A price as shops write it: down to the nearest amount ending in 9 (1,234 -> 1,229; 450 -> 449). */
const endingInNine = (price: number) => Math.max(1, Math.floor((price + 1) / 10) * 10 - 1)

/**
 * The target the history makes realistic: the lowest price of the last 12 months when the course
 * costs more now, else 10% below today's price; null for a free course. `belowEverSeen` says a
 * target under this is lower than anything seen (the form warns, and still takes it).
 */
export function suggestedAlert(
  history: Pick<PriceHistory, 'now' | 'lowest'>,
): { target: number; lowestSeen: number | null } | null {
  const now = history.now
  if (now === null || now < 2) return null
  const lowest = history.lowest?.price ?? null
  const target = lowest !== null && lowest < now ? lowest : endingInNine(now * 0.9)
  return { target: Math.min(target, now - 1), lowestSeen: lowest }
}

/** Whether `target` is lower than any price the course has been seen at. */
export const belowEverSeen = (target: number, lowestSeen: number | null) =>
  lowestSeen !== null && target < lowestSeen
