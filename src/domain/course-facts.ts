// The facts that decide a course (docs/product.md#course-facts): its level, format, hours a week,
// last update, next start, certificate and syllabus. Each is optional: a course that does not state
// one shows 'Not stated'. The add-course form, the admin's edit, the import and the sources all check
// them with these rules (./course.ts runs them with the other fields').
import { indiaMonth, REVIEW_FIRST_YEAR } from './review'
import { textProblem } from './text-input'

// The values live in a module of their own (the pages that only show them load that one).
export * from './course-fact-values'
import {
  CERTIFICATE_KINDS,
  COURSE_FORMATS,
  COURSE_LEVELS,
  SELF_PACED,
  type CertificateKind,
  type CourseFormat,
  type CourseLevel,
} from './course-fact-values'

export const HOURS_PER_WEEK_MAX = 60
export const HOURS_PER_WEEK_STEP = 0.5
/** Whole rupees; 0 means the certificate comes with the course. */
export const CERTIFICATE_COST_MAX = 1_000_000
export const SYLLABUS_MODULES_MAX = 60
export const MODULE_TITLE_MAX = 150
/** A module's length, in minutes: up to 100 hours. */
export const MODULE_MINUTES_MAX = 6000

/** The facts, in the form's order: each optional, null when the course does not state it. */
export const COURSE_FACT_FIELDS = [
  'level',
  'format',
  'hoursPerWeek',
  'lastUpdated',
  'nextStart',
  'certificate',
  'certificateCost',
  'syllabus',
] as const
export type CourseFactField = (typeof COURSE_FACT_FIELDS)[number]

/** One module of a syllabus: its title and, when stated, its length in minutes. */
export interface SyllabusModule {
  title: string
  minutes: number | null
}

export interface CourseFacts {
  level: CourseLevel | null
  format: CourseFormat | null
  hoursPerWeek: number | null
  /** The month the course was last updated (YYYY-MM). */
  lastUpdated: string | null
  /** The date the next run starts (YYYY-MM-DD), or SELF_PACED. */
  nextStart: string | null
  certificate: CertificateKind | null
  /** Rupees the certificate costs on top of the course (0: included); only with a certificate. */
  certificateCost: number | null
  /** In order; empty when the course states none. */
  syllabus: SyllabusModule[]
}

export const NO_FACTS: CourseFacts = {
  level: null,
  format: null,
  hoursPerWeek: null,
  lastUpdated: null,
  nextStart: null,
  certificate: null,
  certificateCost: null,
  syllabus: [],
}

export const LEVEL_MESSAGE = `Level must be one of ${COURSE_LEVELS.join(', ')}`
export const FORMAT_MESSAGE = `Format must be one of ${COURSE_FORMATS.join(', ')}`
export const CERTIFICATE_MESSAGE = `Certificate must be one of ${CERTIFICATE_KINDS.join(', ')}`
export const HOURS_PER_WEEK_MESSAGE = `Hours a week must be a number from ${HOURS_PER_WEEK_STEP} to ${HOURS_PER_WEEK_MAX}, in steps of ${HOURS_PER_WEEK_STEP}`
export const LAST_UPDATED_MESSAGE = `Last updated must be a month (YYYY-MM) from ${REVIEW_FIRST_YEAR} to this month`
export const NEXT_START_MESSAGE = `Next start must be a date (YYYY-MM-DD) or ${SELF_PACED}`
export const CERTIFICATE_COST_MESSAGE = `Certificate cost must be whole rupees from 0 to ${CERTIFICATE_COST_MAX}`
export const CERTIFICATE_COST_NEEDS = 'A certificate cost needs a certificate'
export const SYLLABUS_TOO_MANY = `A syllabus has at most ${SYLLABUS_MODULES_MAX} modules`
export const MODULE_TITLE_MESSAGE = `Each module needs a title of at most ${MODULE_TITLE_MAX} characters`
export const MODULE_LENGTH_MESSAGE = `A module's length is minutes or hours, such as 90 min or 1 h 30 min, up to ${MODULE_MINUTES_MAX / 60} hours`

/** What a form or a file may give for a fact that is not stated. */
const unstated = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

const oneOf =
  <T extends string>(values: readonly T[], message: string) =>
  (value: unknown): string | undefined =>
    unstated(value) || (typeof value === 'string' && values.includes(value.trim() as T))
      ? undefined
      : message

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Whether `text` is a day of the calendar (YYYY-MM-DD) between REVIEW_FIRST_YEAR and 2100. */
function isDay(text: string): boolean {
  const match = DATE.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= REVIEW_FIRST_YEAR &&
    year <= 2100 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

/** How a length's minutes and hours are written, in English and in Hindi. */
const MINUTE_UNIT = '(?:m|min|mins|minutes?|मिनट)'
const HOUR_UNIT = '(?:h|hr|hrs|hours?|घंटा|घंटे)'
const MINUTES_ONLY = /* @__PURE__ */ new RegExp(`^(\\d+(?:\\.\\d+)?)\\s*${MINUTE_UNIT}?$`)
const HOURS_AND_MINUTES = /* @__PURE__ */ new RegExp(
  `^(\\d+(?:\\.\\d+)?)\\s*${HOUR_UNIT}(?:\\s*(\\d+)\\s*${MINUTE_UNIT})?$`,
)

/**
 * A module's length as a person writes it ('90', '90 min', '1 h 30 min', '1.5 h', '2 घंटे 30
 * मिनट'): minutes, or null when it is none or out of bounds.
 */
export function moduleMinutes(text: string): number | null {
  const value = text.trim().toLowerCase()
  let match = MINUTES_ONLY.exec(value)
  let minutes: number
  if (match) minutes = Number(match[1])
  else {
    match = HOURS_AND_MINUTES.exec(value)
    if (!match) return null
    minutes = Number(match[1]) * 60 + Number(match[2] ?? 0)
  }
  minutes = Math.round(minutes)
  return minutes >= 1 && minutes <= MODULE_MINUTES_MAX ? minutes : null
}

/**
 * A syllabus as a form or a file gives it: a list of modules ({title, minutes}) or one text, a
 * module a line, its length after a '|' ('Python basics | 2 h 30 min'). Undefined when none is
 * given; the message of the first problem when it is not such a list.
 */
export function readSyllabus(value: unknown): {
  modules?: SyllabusModule[] | undefined
  problem?: string
} {
  if (value === undefined) return { modules: undefined }
  if (unstated(value)) return { modules: [] }
  let raw: { title: unknown; length: unknown }[]
  if (typeof value === 'string') {
    raw = value
      .split(/\r\n|\r|\n/)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const bar = line.lastIndexOf('|')
        return bar === -1
          ? { title: line, length: null }
          : { title: line.slice(0, bar), length: line.slice(bar + 1) }
      })
  } else if (Array.isArray(value)) {
    raw = value.map((item: unknown) =>
      item !== null && typeof item === 'object'
        ? {
            title: (item as Record<string, unknown>).title,
            length: (item as Record<string, unknown>).minutes ?? null,
          }
        : { title: item, length: null },
    )
  } else return { problem: MODULE_TITLE_MESSAGE }
  if (raw.length > SYLLABUS_MODULES_MAX) return { problem: SYLLABUS_TOO_MANY }
  const modules: SyllabusModule[] = []
  for (const { title, length } of raw) {
    if (typeof title !== 'string') return { problem: MODULE_TITLE_MESSAGE }
    const text = title.trim()
    if (text === '' || text.length > MODULE_TITLE_MAX) return { problem: MODULE_TITLE_MESSAGE }
    const problem = textProblem(text, 'single-line')
    if (problem) return { problem }
    let minutes: number | null = null
    if (length !== null && !(typeof length === 'string' && length.trim() === '')) {
      minutes =
        typeof length === 'number'
          ? Number.isInteger(length) && length >= 1 && length <= MODULE_MINUTES_MAX
            ? length
            : null
          : typeof length === 'string'
            ? moduleMinutes(length)
            : null
      if (minutes === null) return { problem: MODULE_LENGTH_MESSAGE }
    }
    modules.push({ title: text, minutes })
  }
  return { modules }
}

/** A syllabus as the form's text: a module a line, its length after a '|'. */
export function syllabusText(modules: readonly SyllabusModule[]): string {
  return (
    modules
      // A title holding a '|' without a length ends with an empty one: read back, it is the title.
      .map(({ title, minutes }) =>
        minutes !== null ? `${title} | ${minutes} min` : title.includes('|') ? `${title} |` : title,
      )
      .join('\n')
  )
}

/** Each fact's rule (a message when the value is wrong); `now` for the months to come. */
export const COURSE_FACT_RULES: Record<CourseFactField, (value: unknown) => string | undefined> = {
  level: /* @__PURE__ */ oneOf(COURSE_LEVELS, LEVEL_MESSAGE),
  format: /* @__PURE__ */ oneOf(COURSE_FORMATS, FORMAT_MESSAGE),
  certificate: /* @__PURE__ */ oneOf(CERTIFICATE_KINDS, CERTIFICATE_MESSAGE),
  hoursPerWeek: (value) =>
    unstated(value) ||
    (typeof value === 'number' &&
      Number.isFinite(value) &&
      value >= HOURS_PER_WEEK_STEP &&
      value <= HOURS_PER_WEEK_MAX &&
      Number.isInteger(value / HOURS_PER_WEEK_STEP))
      ? undefined
      : HOURS_PER_WEEK_MESSAGE,
  lastUpdated: (value) => {
    if (unstated(value)) return undefined
    if (typeof value !== 'string') return LAST_UPDATED_MESSAGE
    const match = MONTH.exec(value.trim())
    return match && Number(match[1]) >= REVIEW_FIRST_YEAR && value.trim() <= indiaMonth(new Date())
      ? undefined
      : LAST_UPDATED_MESSAGE
  },
  nextStart: (value) =>
    unstated(value) ||
    (typeof value === 'string' && (value.trim() === SELF_PACED || isDay(value.trim())))
      ? undefined
      : NEXT_START_MESSAGE,
  certificateCost: (value) =>
    unstated(value) ||
    (typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= 0 &&
      value <= CERTIFICATE_COST_MAX)
      ? undefined
      : CERTIFICATE_COST_MESSAGE,
  syllabus: (value) => readSyllabus(value).problem,
}

/** A rule across two facts: a cost is a certificate's, so it needs one (not 'none'). */
export function certificateCostProblem(certificate: unknown, cost: unknown): string | undefined {
  if (unstated(cost)) return undefined
  return unstated(certificate) || certificate === 'none' ? CERTIFICATE_COST_NEEDS : undefined
}

/** The facts `given` states, the rest not stated. */
export function courseFacts(given: Partial<CourseFacts>): CourseFacts {
  return {
    level: given.level ?? null,
    format: given.format ?? null,
    hoursPerWeek: given.hoursPerWeek ?? null,
    lastUpdated: given.lastUpdated ?? null,
    nextStart: given.nextStart ?? null,
    certificate: given.certificate ?? null,
    certificateCost: given.certificateCost ?? null,
    syllabus: given.syllabus ?? [],
  }
}
