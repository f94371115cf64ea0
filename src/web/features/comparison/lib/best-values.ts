// Which courses of the comparison table are the best value in a row. The rules are the table's
// caption: lowest price (a free course counts as 0, so Free is best), highest platform and learners'
// ratings, longest duration and validity ('most content'). Values that cannot be compared (text such
// as 'Self-paced') are left out; a row needs two comparable values that are not all equal.
import { MIN_SHOWN_RATINGS } from '../../../../domain/constants'
import type { Course } from '../../../../domain/schemas/course'

/** Indexes of the best values; empty when fewer than two values compare or all are equal. */
export function bestIndexes(
  values: readonly (number | undefined)[],
  better: 'lower' | 'higher',
): Set<number> {
  const known = values.filter((v): v is number => v !== undefined && !Number.isNaN(v))
  if (known.length < 2) return new Set()
  const best = better === 'lower' ? Math.min(...known) : Math.max(...known)
  if (known.every((v) => v === best)) return new Set()
  return new Set(values.flatMap((v, i) => (v === best ? [i] : [])))
}

const LEADING_NUMBER = /^(\d+(?:\.\d+)?)/

/** Hours of a duration such as '40' or '40 hours'; undefined for text. */
export function durationHours(duration: string): number | undefined {
  const match = LEADING_NUMBER.exec(duration.trim())
  return match ? Number(match[1]) : undefined
}

/** Months of a validity such as '24', '12 months' or '2 years'; lifetime access is the longest. */
export function validityMonths(validity: string): number | undefined {
  const text = validity.trim().toLowerCase()
  if (/lifetime|unlimited|forever/.test(text)) return Number.POSITIVE_INFINITY
  const match = LEADING_NUMBER.exec(text)
  if (!match) return undefined
  const n = Number(match[1])
  return /year|yr/.test(text) ? n * 12 : n
}

export type BestValueRow = 'price' | 'duration' | 'validity' | 'rating' | 'learnerRating'

type Compared = Pick<
  Course,
  'price' | 'duration' | 'validity' | 'rating' | 'learnerRating' | 'learnerRatingCount'
>

/** The best-value indexes of every ranked row of the table. */
export function bestValues(courses: readonly Compared[]): Record<BestValueRow, Set<number>> {
  return {
    price: bestIndexes(
      courses.map((c) => c.price ?? 0),
      'lower',
    ),
    duration: bestIndexes(
      courses.map((c) => durationHours(c.duration)),
      'higher',
    ),
    validity: bestIndexes(
      courses.map((c) => validityMonths(c.validity)),
      'higher',
    ),
    rating: bestIndexes(
      courses.map((c) => c.rating),
      'higher',
    ),
    learnerRating: bestIndexes(
      courses.map((c) =>
        // Too few ratings rank nowhere (docs/product.md#reviews).
        c.learnerRating !== null && c.learnerRatingCount >= MIN_SHOWN_RATINGS
          ? c.learnerRating
          : undefined,
      ),
      'higher',
    ),
  }
}
