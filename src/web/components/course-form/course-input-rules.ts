// The add-course rules (docs/product.md#adding-a-course) for the browser: the same checks and
// messages as courseInputSchema (src/domain/course.ts), without zod so the page chunk stays small.
// course-input-rules.test.ts runs both on one table of inputs to keep them in step.
import { RATING_MAX, RATING_MIN } from '../../../domain/constants'
import type { CourseInput } from '../../../domain/course'

export type CourseField = keyof CourseInput
export type CourseFieldErrors = Partial<Record<CourseField, string>>

/** The order of the form, so the first message (and focus) goes to the first wrong field. */
export const COURSE_FIELDS = [
  'courseName',
  'rating',
  'duration',
  'validity',
  'certification',
  'price',
  'imageUrl',
  'instructor',
  'platform',
  'category',
  'description',
  'officialUrl',
  'language',
] as const satisfies readonly CourseField[]

const URL_MESSAGE = 'Enter a web address starting with http:// or https://'
const RATING_MESSAGE = `Rating must be a number from ${RATING_MIN} to ${RATING_MAX}`

function requiredText(value: unknown, label: string, max: number): string | undefined {
  if (typeof value !== 'string') return `${label} is required`
  const text = value.trim()
  if (text.length < 1) return `${label} is required`
  if (text.length > max) return `${label} must be at most ${max} characters`
  return undefined
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return URL_MESSAGE
  const text = value.trim()
  // Like zod's url({protocol: /^https?$/}): '://' is required and the rest must parse.
  if (!/^https?:\/\//i.test(text) || text.length > 2000) return URL_MESSAGE
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return URL_MESSAGE
  }
  return /^https?:$/.test(url.protocol) ? undefined : URL_MESSAGE
}

function rating(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return RATING_MESSAGE
  if (value < RATING_MIN || value > RATING_MAX) return RATING_MESSAGE
  if (Math.abs(value * 10 - Math.round(value * 10)) >= 1e-9) return 'Rating goes in steps of 0.1'
  return undefined
}

function price(value: unknown): string | undefined {
  if (value === null) return undefined
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Price must be a number'
  if (value < 0) return 'Price cannot be negative'
  if (value > 10_000_000) return 'Price is too large'
  return undefined
}

function language(value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string') return 'Invalid input: expected string, received ' + typeof value
  return value.trim().length > 50 ? 'Too big: expected string to have <=50 characters' : undefined
}

/** Every wrong field with its message; an empty object when the course can be sent. */
export function courseInputErrors(input: Partial<Record<CourseField, unknown>>): CourseFieldErrors {
  const checks: Record<CourseField, string | undefined> = {
    courseName: requiredText(input.courseName, 'Course name', 200),
    rating: rating(input.rating),
    duration: requiredText(input.duration, 'Duration', 50),
    validity: requiredText(input.validity, 'Validity', 50),
    certification: requiredText(input.certification, 'Certification', 100),
    price: price(input.price),
    imageUrl: httpUrl(input.imageUrl),
    instructor: requiredText(input.instructor, 'Instructor', 200),
    platform: requiredText(input.platform, 'Platform', 100),
    category: requiredText(input.category, 'Category', 100),
    description: requiredText(input.description, 'Description', 5000),
    officialUrl: httpUrl(input.officialUrl),
    language: language(input.language),
  }
  const errors: CourseFieldErrors = {}
  for (const field of COURSE_FIELDS) {
    const message = checks[field]
    if (message) errors[field] = message
  }
  return errors
}
