// Government exams as the API takes and sends them (../exams.ts has the rules).
import { z } from 'zod'
import { courseListItemSchema } from './course'
import { examInputErrors, EXAM_STAGE_UNKNOWN, normalExamInput } from '../exam-input'
import {
  EXAM_BODIES,
  EXAM_SLUG_MAX,
  EXAM_STAGE_KINDS,
  EXAM_STAGES_MAX,
  EXAM_STATUSES,
} from '../exams'

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(values, { message: `${what} must be one of ${values.join(', ')}` }).optional(),
  )

export const examListQuerySchema = z.object({
  body: optionalEnum(EXAM_BODIES, 'Body'),
  status: optionalEnum(EXAM_STATUSES, 'Status'),
  /** A catalogue search: only the exams it names (examsMatching). */
  q: z
    .string()
    .max(200, { message: 'Filters must be at most 200 characters' })
    .transform((v) => v.trim() || undefined)
    .optional(),
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
  /** The words that find its courses in the catalogue. */
  search: z.string(),
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
  /** Courses that name it as one they prepare for (docs/product.md#courses-and-exams), best first. */
  courses: z.array(courseListItemSchema),
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

/** An exam as a moderator saves it (../exam-input.ts has the rules, each field's message its own). */
export const examInputSchema = z
  .object({
    name: z.string().max(1000),
    slug: z.string().max(200),
    body: z.string().max(20),
    search: z.string().max(1000),
    officialUrl: z.string().max(2100).nullable().default(null),
    source: z.string().max(1000).nullable().default(null),
    stages: z
      .array(
        z.object({
          id: z.uuid({ message: EXAM_STAGE_UNKNOWN }).optional(),
          kind: z.string().max(30),
          label: z.string().max(1000).nullable().default(null),
          startsOn: z.string().max(20),
          endsOn: z.string().max(20).nullable().default(null),
        }),
      )
      .max(EXAM_STAGES_MAX + 1),
  })
  .superRefine((input, context) => {
    for (const [field, message] of Object.entries(examInputErrors(input))) {
      context.addIssue({
        code: 'custom',
        path: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      })
    }
  })
  .transform((input) => normalExamInput(input))
export type ExamInputBody = z.input<typeof examInputSchema>

/** A moderator's save: the exam, and whether they checked its dates against the source now. */
export const examSaveSchema = z.object({
  exam: examInputSchema,
  checked: z.boolean(),
  /**
   * The exam's `updatedAt` as the moderator's form read it: a save over a change made since is a
   * 409, never a silent undo of another moderator's dates.
   */
  version: z.string().max(40),
})

export const adminExamParamsSchema = z.object({ examId: z.uuid({ message: 'Exam not found' }) })

/** An exam on /admin: everything it keeps, with how many follow it and whether to re-check it. */
export const adminExamSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  body: z.enum(EXAM_BODIES),
  search: z.string(),
  officialUrl: z.string().nullable(),
  source: z.string().nullable(),
  checkedAt: z.string().nullable(),
  checkedBy: z.string().nullable(),
  sample: z.boolean(),
  /** Not checked by a moderator for EXAM_RECHECK_DAYS (or never). */
  needsRecheck: z.boolean(),
  followers: z.number().int(),
  updatedAt: z.string(),
  stages: z.array(examStageSchema),
})
export type AdminExam = z.infer<typeof adminExamSchema>
export const adminExamListSchema = z.object({ exams: z.array(adminExamSchema) })
