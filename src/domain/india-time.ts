// India's time, which every date the site writes is in: a leaf module, so that a page showing a day
// (a course's next start) does not load the exam calendar's rules with it.

/** India is five and a half hours ahead of UTC all year. */
export const INDIA_OFFSET_MS = 330 * 60_000

/** The day it is in India at `now`. */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)
}
