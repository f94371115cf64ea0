// Government exams as the API takes and sends them (../exams.ts has the rules).
import { z } from 'zod'
import { EXAM_BODIES, EXAM_SLUG_MAX, EXAM_STAGE_KINDS, EXAM_STATUSES } from '../exams'

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(values, { message: `${what} must be one of ${values.join(', ')}` }).optional(),
  )

export const examListQuerySchema = z.object({
  body: optionalEnum(EXAM_BODIES, 'Body'),
  status: optionalEnum(EXAM_STATUSES, 'Status'),
})
export type ExamListQuery = z.output<typeof examListQuerySchema>

export const examParamsSchema = z.object({
  slug: z
    .string()
    .max(EXAM_SLUG_MAX, { message: 'Exam not found' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Exam not found' }),
})

const day = z.string().meta({ format: 'date' })

export const examStageSchema = z.object({
  id: z.string(),
  kind: z.enum(EXAM_STAGE_KINDS),
  label: z.string().nullable(),
  startsOn: day,
  endsOn: day.nullable(),
})

const stateSchema = z.enum(['done', 'now', 'next', 'later'])

export const examNewsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('not-announced') }),
  z.object({ kind: z.literal('applications-close'), inDays: z.number().int(), on: day }),
  z.object({ kind: z.literal('stage-now'), stage: examStageSchema, until: day }),
  z.object({ kind: z.literal('stage-next'), stage: examStageSchema, on: day }),
  z.object({ kind: z.literal('result-out'), on: day }),
  z.object({ kind: z.literal('over') }),
])

const examFields = {
  slug: z.string(),
  name: z.string(),
  body: z.enum(EXAM_BODIES),
  status: z.enum(EXAM_STATUSES),
  news: examNewsSchema,
  /** Sample dates the site shipped with, not yet confirmed by a moderator. */
  sample: z.boolean(),
}

export const examSummarySchema = z.object(examFields)
export type ExamSummary = z.infer<typeof examSummarySchema>

export const examListSchema = z.object({
  /** The day in India the statuses are of. */
  today: day,
  items: z.array(examSummarySchema),
})
export type ExamList = z.infer<typeof examListSchema>

export const examDetailSchema = z.object({
  ...examFields,
  today: day,
  /** The words that find its courses in the catalogue. */
  search: z.string(),
  /** Its page's address on the site (the JSON-LD names it). */
  pageUrl: z.string(),
  /** Its dates as an iCalendar file (docs/product.md#exam-calendars). */
  calendarPath: z.string(),
  officialUrl: z.string().nullable(),
  /** Where the dates were read. */
  source: z.string().nullable(),
  /** When a moderator last confirmed the dates (ISO time), or null. */
  checkedAt: z.string().nullable(),
  stages: z.array(examStageSchema.extend({ state: stateSchema })),
})
export type ExamDetail = z.infer<typeof examDetailSchema>

/** An exam a member follows: its summary, and since when (docs/product.md#exam-reminders). */
export const followedExamSchema = examSummarySchema.extend({ followedAt: z.string() })
export type FollowedExam = z.infer<typeof followedExamSchema>

export const followedExamListSchema = z.object({ today: day, items: z.array(followedExamSchema) })
export type FollowedExamList = z.infer<typeof followedExamListSchema>

/** A member's private calendar of every exam they follow; null until they ask for one. */
export const examCalendarFeedSchema = z.object({
  feed: z
    .object({
      /** The https address (to copy), and the same as webcal:// (opens a calendar app). */
      url: z.string(),
      webcal: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
})
export type ExamCalendarFeed = z.infer<typeof examCalendarFeedSchema>
