// How old something a member wrote is (docs/product.md#relative-time, docs/product.md#posts): how
// long ago it was written, and whether its author may still edit it (posts, comments and reviews
// alike; they delete at any time). A module of its own, so that the course page's review form and
// the account page's sessions do not bring the community board's rules with them.

/** Authors edit their posts, comments and reviews this long after writing them. */
export const EDIT_WINDOW_MINUTES = 15
export const EDIT_WINDOW_MESSAGE = `Posts and comments can be edited for ${EDIT_WINDOW_MINUTES} minutes after they are written.`

/** Whether something written at `createdAt` can still be edited at `now`. */
export function withinEditWindow(createdAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() < EDIT_WINDOW_MINUTES * 60_000
}

export type AgeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'

/**
 * How long ago `when` was, in the unit a reader is told (docs/product.md#relative-time): null for
 * just now (under a minute), then minutes, hours, days, weeks (from 7 days), months (from 4 weeks),
 * years (from 12 months). The web words it in the page's language.
 */
export function relativeAge(
  when: Date | string,
  now: Date = new Date(),
): { unit: AgeUnit; count: number } | null {
  const seconds = Math.floor((now.getTime() - new Date(when).getTime()) / 1000)
  if (seconds < 60) return null
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return { unit: 'minute', count: minutes }
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return { unit: 'hour', count: hours }
  const days = Math.floor(hours / 24)
  if (days < 7) return { unit: 'day', count: days }
  const weeks = Math.floor(days / 7)
  if (weeks < 4) return { unit: 'week', count: weeks }
  const months = Math.floor(weeks / 4)
  if (months < 12) return { unit: 'month', count: months }
  return { unit: 'year', count: Math.floor(months / 12) }
}
