// Courses: the filters a catalogue list takes and the add-course rules, in plain code both the
// browser and the server run (the API's shapes are in ./schemas/course.ts).
import { RATING_MAX, RATING_MIN, type CourseTrack, type PriceBand } from './constants'
import { textProblem, type TextKind } from './text-input'
import {
  certificateCostProblem,
  COURSE_FACT_FIELDS,
  COURSE_FACT_RULES,
  type CertificateKind,
  type CourseFacts,
  type CourseFormat,
  type CourseLevel,
} from './course-facts'

export const COURSE_ADDED = 'Course added successfuly'

export interface CourseFilters {
  q?: string | undefined
  category?: string | undefined
  platform?: string | undefined
  price?: PriceBand | undefined
  language?: string | undefined
  track?: CourseTrack | undefined
  /** The facts the catalogue filters by (docs/product.md#course-facts). */
  level?: CourseLevel | undefined
  format?: CourseFormat | undefined
  certificate?: CertificateKind | undefined
}
export type CourseFilterName = keyof CourseFilters

// The add-course rules (docs/product.md#adding-a-course): one check per field with its message. The form runs them before sending;
// the server's courseInputSchema (./schemas/course.ts) runs the same functions.
/** The spec's fields of a course a person submits: every one required except language. */
export interface CourseBasics {
  courseName: string
  rating: number
  duration: string
  validity: string
  certification: string
  /** Rupees; null means free. */
  price: number | null
  imageUrl: string
  instructor: string
  platform: string
  category: string
  description: string
  officialUrl: string
  language?: string | undefined
}
/** What a person submits, with the facts it states (docs/product.md#course-facts). */
export type CourseInput = CourseBasics & Partial<CourseFacts>
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
  ...COURSE_FACT_FIELDS,
] as const satisfies readonly CourseField[]

/** The longest text each text field takes (what the API's documentation states). */
export const COURSE_TEXT_MAX = {
  courseName: 200,
  duration: 50,
  validity: 50,
  certification: 100,
  instructor: 200,
  platform: 100,
  category: 100,
  description: 5000,
  language: 50,
} as const

const URL_MESSAGE = 'Enter a web address starting with http:// or https://'
const RATING_MESSAGE = `Rating must be a number from ${RATING_MIN} to ${RATING_MAX}`

/** A check of one field: its message when the value is wrong, else undefined. */
export type FieldRule = (value: unknown) => string | undefined

function requiredText(
  value: unknown,
  label: string,
  max: number,
  kind: TextKind,
): string | undefined {
  if (typeof value !== 'string') return `${label} is required`
  const text = value.trim()
  if (text.length < 1) return `${label} is required`
  if (text.length > max) return `${label} must be at most ${max} characters`
  return textProblem(text, kind)
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return URL_MESSAGE
  const text = value.trim()
  // The URL parser drops tabs and line breaks; the stored text would keep them.
  const problem = textProblem(text, 'single-line')
  if (problem) return problem
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
  return value.trim().length > COURSE_TEXT_MAX.language
    ? `Too big: expected string to have <=${COURSE_TEXT_MAX.language} characters`
    : textProblem(value.trim(), 'single-line')
}

const text =
  (label: string, max: number, kind: TextKind = 'single-line'): FieldRule =>
  (value) =>
    requiredText(value, label, max, kind)

/** How the messages of the required text fields name them ('Course name is required'). */
export const COURSE_TEXT_LABELS = {
  courseName: 'Course name',
  duration: 'Duration',
  validity: 'Validity',
  certification: 'Certification',
  instructor: 'Instructor',
  platform: 'Platform',
  category: 'Category',
  description: 'Description',
} as const

/** Each field's rule, in the form's order: the form and the server's schema both run these. */
export const COURSE_FIELD_RULES: Record<CourseField, FieldRule> = {
  courseName: text(COURSE_TEXT_LABELS.courseName, COURSE_TEXT_MAX.courseName),
  rating,
  duration: text(COURSE_TEXT_LABELS.duration, COURSE_TEXT_MAX.duration),
  validity: text(COURSE_TEXT_LABELS.validity, COURSE_TEXT_MAX.validity),
  certification: text(COURSE_TEXT_LABELS.certification, COURSE_TEXT_MAX.certification),
  price,
  imageUrl: httpUrl,
  instructor: text(COURSE_TEXT_LABELS.instructor, COURSE_TEXT_MAX.instructor),
  platform: text(COURSE_TEXT_LABELS.platform, COURSE_TEXT_MAX.platform),
  category: text(COURSE_TEXT_LABELS.category, COURSE_TEXT_MAX.category),
  description: text(COURSE_TEXT_LABELS.description, COURSE_TEXT_MAX.description, 'multi-line'),
  officialUrl: httpUrl,
  language,
  ...COURSE_FACT_RULES,
}

/** Every wrong field with its message; an empty object when the course can be sent. */
export function courseInputErrors(input: Partial<Record<CourseField, unknown>>): CourseFieldErrors {
  const errors: CourseFieldErrors = {}
  for (const field of COURSE_FIELDS) {
    const message = COURSE_FIELD_RULES[field](input[field])
    if (message) errors[field] = message
  }
  const cost = errors.certificateCost
    ? undefined
    : certificateCostProblem(input.certificate, input.certificateCost)
  if (cost) errors.certificateCost = cost
  return errors
}

// Courses members add wait for a moderator (docs/decisions/037-course-submissions.md).
/**
 * A field's value as compared for an edit: text without surrounding spaces, a list (a syllabus) as
 * its JSON, nothing as ''.
 */
const comparable = (value: unknown) =>
  typeof value === 'string'
    ? value.trim()
    : Array.isArray(value)
      ? JSON.stringify(value)
      : (value ?? '')

/**
 * The fields `after` holds whose value differs from `before`, in the form's order: what an edit
 * changed (the admin page sends only these; a moderator's edited approval names them in the audit
 * log).
 */
export function changedCourseFields(
  before: Partial<Record<CourseField, unknown>>,
  after: Partial<Record<CourseField, unknown>>,
): CourseField[] {
  return COURSE_FIELDS.filter(
    (field) => field in after && comparable(after[field]) !== comparable(before[field]),
  )
}

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]
/** How many of a member's courses may wait for review at once. */
export const PENDING_SUBMISSIONS_MAX = 5
export const PENDING_SUBMISSIONS_MESSAGE = `You have ${PENDING_SUBMISSIONS_MAX} courses waiting for review. Please wait until a moderator has looked at them.`
export const SUBMISSION_NOT_PENDING = 'That course is no longer waiting for review.'
export const REJECTION_REASON_MAX = 300
export const REJECTION_REASON_MESSAGE = 'Say why the course is not accepted.'
export const REJECTION_REASON_TOO_LONG = `A reason can be at most ${REJECTION_REASON_MAX} characters.`
