// The catalogue filter rule of SPEC section 5. The server's SQL must select exactly what this selects;
// a test holds the two together.
import { PRICE_BAND_RANGES, type PriceBand } from './constants'
import type { CourseFilters, FilterableCourse } from './course'

const contains = (haystack: string, needle: string) =>
  haystack.toLowerCase().includes(needle.toLowerCase())

export function priceInBand(price: number | null, band: PriceBand): boolean {
  if (band === 'free') return price === null
  if (price === null) return false
  const [min, max] = PRICE_BAND_RANGES[band]
  return price >= min && price <= max
}

/** All filters combine with AND; an absent filter matches every course. */
export function matchesCourseFilters(course: FilterableCourse, filters: CourseFilters): boolean {
  const { q, category, platform, language, price } = filters
  if (
    q &&
    ![course.courseName, course.description, course.instructor, course.platform].some((field) =>
      contains(field, q),
    )
  )
    return false
  if (category && !contains(course.category, category)) return false
  if (platform && !contains(course.platform, platform)) return false
  if (language && course.language.toLowerCase() !== language.toLowerCase()) return false
  if (price && !priceInBand(course.price, price)) return false
  return true
}
