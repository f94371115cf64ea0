// How prices, durations and course links are written everywhere on the site.
import { CURRENCY_LABEL } from './constants'

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** 'Free' when the price is not a number, else 'Rs. 1,00,000' with Indian digit grouping. */
export function formatPrice(price: number | null | undefined): string {
  if (typeof price !== 'number' || !Number.isFinite(price)) return 'Free'
  return `${CURRENCY_LABEL} ${formatAmount(price)}`
}

/** A price's number with Indian digit grouping, '1,23,456' (the same in English and Hindi). */
export function formatAmount(price: number): string {
  return inr.format(price)
}

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/** A count as people in India read it: '1,20,500'. */
export function formatCount(count: number): string {
  return whole.format(count)
}

/**
 * A catalogue total as people read it: '20,004', or '1,000+' when the server stopped counting
 * (`totalExact` false: there are at least `total` matches).
 */
export function formatTotal(list: { total: number; totalExact: boolean }): string {
  if (list.totalExact) return whole.format(list.total)
  return `${whole.format(Math.max(1000, Math.floor(list.total / 1000) * 1000))}+`
}

export function courseNameOrDefault(name: string | null | undefined): string {
  return name && name.trim() ? name : 'Unnamed Course'
}

/** URL segment for a course name: lowercase words joined by hyphens (non-Latin letters kept). */
export function courseSlug(name: string): string {
  const slug = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'course'
}

/** The course detail route (docs/product.md#screens): /home/{courseId}/{courseName}. */
export function coursePath(course: { courseId: string; courseName: string }): string {
  return `/home/${encodeURIComponent(course.courseId)}/${encodeURIComponent(courseSlug(course.courseName))}`
}

/**
 * The names in a course's instructor field, as written: 'Meera Iyer, Ravi Kumar' and 'Meera Iyer &
 * Ravi Kumar' name two. Follows compare them (instructorNames in follows.ts); the course page links
 * each to its courses.
 */
export const splitInstructors = (instructor: string): string[] =>
  instructor
    .split(/\s*(?:,|&|\band\b)\s*/i)
    .map((name) => name.trim())
    .filter(Boolean)
