// What a moderator saves of an exam (docs/product.md#keeping-exam-dates): its fields and stages,
// checked by the same rules in the /admin form and the server's schema, each wrong field with its
// message ('stages.2.endsOn' for a stage's).
import { COURSE_FIELD_RULES } from './course'
import {
  EXAM_BODIES,
  EXAM_LABEL_MAX,
  EXAM_NAME_MAX,
  EXAM_SLUG_MAX,
  EXAM_SOURCE_MAX,
  EXAM_STAGE_KINDS,
  EXAM_STAGES_MAX,
  isDay,
  type ExamBody,
  type ExamStageKind,
} from './exams'
import { textProblem } from './text-input'

export const EXAM_SEARCH_MAX = 80

export const EXAM_NAME_MESSAGE = 'Give the exam its name, as the notification writes it.'
export const EXAM_NAME_TOO_LONG = `The name is too long: at most ${EXAM_NAME_MAX} characters.`
export const EXAM_SLUG_MESSAGE = `The address is lower-case letters and digits joined by “-”, at most ${EXAM_SLUG_MAX} characters.`
export const EXAM_SLUG_TAKEN = 'Another exam has this address.'
export const EXAM_BODY_MESSAGE = 'Choose the recruiting body.'
export const EXAM_SEARCH_MESSAGE = `Give the words that find its courses (such as SSC CGL), at most ${EXAM_SEARCH_MAX} characters.`
export const EXAM_SOURCE_TOO_LONG = `Where the dates come from is too long: at most ${EXAM_SOURCE_MAX} characters.`
export const EXAM_STAGES_TOO_MANY = `An exam has at most ${EXAM_STAGES_MAX} stages.`
export const EXAM_STAGE_KIND_MESSAGE = 'Choose what the stage is.'
export const EXAM_STAGE_DAY_MESSAGE = 'Enter a day between 2000 and 2100.'
export const EXAM_STAGE_END_MESSAGE = 'The last day cannot come before the first.'
export const EXAM_LABEL_TOO_LONG = `The stage's name is too long: at most ${EXAM_LABEL_MAX} characters.`
export const EXAM_STAGE_UNKNOWN = 'This stage is not one of the exam’s: reload the page.'
export const EXAM_CHANGED_SINCE =
  'Another moderator changed this exam since you opened it. Reload the page to see their dates, then make your change again.'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export interface ExamStageInput {
  /** A stage the exam has (its dates kept or moved); none for a new one. */
  id?: string | undefined
  kind: ExamStageKind
  label: string | null
  startsOn: string
  endsOn: string | null
}

export interface ExamInput {
  name: string
  slug: string
  body: ExamBody
  search: string
  officialUrl: string | null
  source: string | null
  stages: ExamStageInput[]
}

export type ExamFieldErrors = Record<string, string>

const inYears = (day: string) => isDay(day) && day >= '2000-01-01' && day <= '2100-12-31'

function oneLine(value: unknown, max: number, missing: string, tooLong: string) {
  if (typeof value !== 'string' || !value.trim()) return missing
  if (value.trim().length > max) return tooLong
  return textProblem(value.trim(), 'single-line')
}

/** Every wrong field with its message; empty when the exam can be saved. */
export function examInputErrors(input: Record<string, unknown>): ExamFieldErrors {
  const errors: ExamFieldErrors = {}
  const name = oneLine(input.name, EXAM_NAME_MAX, EXAM_NAME_MESSAGE, EXAM_NAME_TOO_LONG)
  if (name) errors.name = name
  if (
    typeof input.slug !== 'string' ||
    !SLUG.test(input.slug) ||
    input.slug.length > EXAM_SLUG_MAX
  ) {
    errors.slug = EXAM_SLUG_MESSAGE
  }
  if (!EXAM_BODIES.some((body) => body === input.body)) errors.body = EXAM_BODY_MESSAGE
  const search = oneLine(input.search, EXAM_SEARCH_MAX, EXAM_SEARCH_MESSAGE, EXAM_SEARCH_MESSAGE)
  if (search) errors.search = search
  if (input.officialUrl !== null && input.officialUrl !== '' && input.officialUrl !== undefined) {
    const url = COURSE_FIELD_RULES.officialUrl(input.officialUrl)
    if (url) errors.officialUrl = url
  }
  if (input.source !== null && input.source !== '' && input.source !== undefined) {
    const source = oneLine(
      input.source,
      EXAM_SOURCE_MAX,
      EXAM_SOURCE_TOO_LONG,
      EXAM_SOURCE_TOO_LONG,
    )
    if (source) errors.source = source
  }
  const stages = Array.isArray(input.stages) ? (input.stages as Record<string, unknown>[]) : []
  if (stages.length > EXAM_STAGES_MAX) errors.stages = EXAM_STAGES_TOO_MANY
  stages.slice(0, EXAM_STAGES_MAX).forEach((stage, i) => {
    const at = `stages.${i}`
    if (typeof stage !== 'object' || stage === null) {
      errors[`${at}.kind`] = EXAM_STAGE_KIND_MESSAGE
      return
    }
    if (!EXAM_STAGE_KINDS.some((kind) => kind === stage.kind)) {
      errors[`${at}.kind`] = EXAM_STAGE_KIND_MESSAGE
    }
    if (stage.label !== null && stage.label !== '' && stage.label !== undefined) {
      const label = oneLine(stage.label, EXAM_LABEL_MAX, EXAM_LABEL_TOO_LONG, EXAM_LABEL_TOO_LONG)
      if (label) errors[`${at}.label`] = label
    }
    const starts = typeof stage.startsOn === 'string' ? stage.startsOn : ''
    if (!inYears(starts)) errors[`${at}.startsOn`] = EXAM_STAGE_DAY_MESSAGE
    const ends = stage.endsOn
    if (ends !== null && ends !== '' && ends !== undefined) {
      if (typeof ends !== 'string' || !inYears(ends))
        errors[`${at}.endsOn`] = EXAM_STAGE_DAY_MESSAGE
      else if (inYears(starts) && ends < starts) errors[`${at}.endsOn`] = EXAM_STAGE_END_MESSAGE
    }
  })
  return errors
}

const orNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** The input as saved, once examInputErrors found nothing: texts trimmed, empty ones null. */
export function normalExamInput(input: Record<string, unknown>): ExamInput {
  const stages = (input.stages as Record<string, unknown>[] | undefined) ?? []
  return {
    name: String(input.name).trim(),
    slug: String(input.slug),
    body: input.body as ExamBody,
    search: String(input.search).trim(),
    officialUrl: orNull(input.officialUrl),
    source: orNull(input.source),
    stages: stages.map((stage) => {
      const startsOn = String(stage.startsOn)
      const endsOn = orNull(stage.endsOn)
      return {
        ...(typeof stage.id === 'string' && { id: stage.id }),
        kind: stage.kind as ExamStageKind,
        label: orNull(stage.label),
        startsOn,
        // A window of one day is that day.
        endsOn: endsOn === startsOn ? null : endsOn,
      }
    }),
  }
}
