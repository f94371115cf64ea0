// The catalogue filter rules (docs/product.md#catalogue-filters). The server's search selects
// exactly what the category, platform, language, price and track filters select here; for the text
// search, the substring rule below is a floor: every course it matches (search text of 4+
// characters) is found, and the search finds more (words, stems, typos, aliases; see
// docs/decisions/016). Tests hold the two together.
import { PRICE_BAND_RANGES, type CourseTrack, type PriceBand } from './constants'
import type { CourseFilters } from './course'
import type { FilterableCourse } from './schemas/course'

const contains = (haystack: string, needle: string) =>
  haystack.toLowerCase().includes(needle.toLowerCase())

export function priceInBand(price: number | null, band: PriceBand): boolean {
  if (band === 'free') return price === null
  if (price === null) return false
  const { min, max, minInclusive, maxInclusive } = PRICE_BAND_RANGES[band]
  return (minInclusive ? price >= min : price > min) && (maxInclusive ? price <= max : price < max)
}

/** Which of the site's two catalogues a course belongs to, from its category ('govt exam'). */
export function courseTrack(category: string): CourseTrack {
  return /\b(govt|government|sarkari)\b/i.test(category) ? 'govt' : 'it'
}

/**
 * The text search's floor (docs/product.md#catalogue-search): the text anywhere in name,
 * description, instructor or platform, ignoring case.
 */
export function matchesSearchText(course: FilterableCourse, q: string): boolean {
  return [course.courseName, course.description, course.instructor, course.platform].some((field) =>
    contains(field, q),
  )
}

/** All filters combine with AND; an absent filter matches every course. */
export function matchesCourseFilters(course: FilterableCourse, filters: CourseFilters): boolean {
  const { q, category, platform, language, price, track, level, format, certificate } = filters
  if (q && !matchesSearchText(course, q)) return false
  if (track && courseTrack(course.category) !== track) return false
  if (category && !contains(course.category, category)) return false
  if (platform && !contains(course.platform, platform)) return false
  if (language && course.language.toLowerCase() !== language.toLowerCase()) return false
  if (price && !priceInBand(course.price, price)) return false
  if (level && course.level !== level) return false
  if (format && course.format !== format) return false
  if (certificate && course.certificate !== certificate) return false
  return true
}
