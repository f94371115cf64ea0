// The API shapes of reviews (the rules and messages are plain, in ../review.ts).
import { z } from 'zod'
import {
  isTakenMonth,
  REVIEW_ASPECTS,
  REVIEW_COMPLETIONS,
  REVIEW_FIRST_YEAR,
  REVIEW_MAX_LENGTH,
  REVIEW_PRICE_PAID_MAX,
  REVIEW_SORTS,
  REVIEW_TOO_LONG,
} from '../review'
import { MULTI_LINE_META } from '../text-input'

export const reviewIdSchema = z.uuid({ message: 'Review id is not valid' })
export const reviewParamsSchema = z.object({ reviewId: reviewIdSchema })

export const REVIEW_STARS_MESSAGE = 'Rating must be a whole number of stars from 1 to 5'
export const REVIEW_ASPECT_MESSAGE = 'Each aspect is rated with a whole number of stars from 1 to 5'
export const REVIEW_COMPLETION_MESSAGE = `Completion must be one of ${REVIEW_COMPLETIONS.join(', ')}`
export const REVIEW_PROGRESS_MESSAGE = 'How far you got is a whole percentage from 0 to 100'
export const REVIEW_PROGRESS_ONLY_DROPPED = 'Say how far you got only when you dropped the course.'
export const REVIEW_TAKEN_MESSAGE = `When you took it is a month (YYYY-MM) from ${REVIEW_FIRST_YEAR} to this month`
export const REVIEW_PRICE_PAID_MESSAGE = `The price you paid is a whole number of rupees from 0 to ${REVIEW_PRICE_PAID_MAX.toLocaleString('en-IN')}`

const stars = (message: string) =>
  z
    .number({ message })
    .int({ message })
    .min(1, { message })
    .max(5, { message })
    .nullable()
    .default(null)

/** Depth, readiness for a job or an exam, value for money: each optional, 1-5. */
export const reviewAspectsSchema = z.object(
  Object.fromEntries(REVIEW_ASPECTS.map((aspect) => [aspect, stars(REVIEW_ASPECT_MESSAGE)])) as {
    [A in (typeof REVIEW_ASPECTS)[number]]: ReturnType<typeof stars>
  },
  { message: REVIEW_ASPECT_MESSAGE },
)
export type ReviewAspects = z.infer<typeof reviewAspectsSchema>
const NO_ASPECTS: ReviewAspects = { depth: null, readiness: null, value: null }

export const reviewInputSchema = z
  .object({
    text: z
      .string({ message: 'Write something before submitting.' })
      .trim()
      .min(1, { message: 'Write something before submitting.' })
      .max(REVIEW_MAX_LENGTH, { message: REVIEW_TOO_LONG })
      .meta(MULTI_LINE_META),
    /** Optional 1-5 stars. */
    rating: stars(REVIEW_STARS_MESSAGE),
    /** How they took it (docs/product.md#reviews); each part optional. */
    completion: z
      .enum(REVIEW_COMPLETIONS, { message: REVIEW_COMPLETION_MESSAGE })
      .nullable()
      .default(null),
    /** How far they had got when they dropped it, in percent. */
    progress: z
      .number({ message: REVIEW_PROGRESS_MESSAGE })
      .int({ message: REVIEW_PROGRESS_MESSAGE })
      .min(0, { message: REVIEW_PROGRESS_MESSAGE })
      .max(100, { message: REVIEW_PROGRESS_MESSAGE })
      .nullable()
      .default(null),
    /** The month they took it (started it, or took it last), YYYY-MM. */
    takenIn: z
      .string({ message: REVIEW_TAKEN_MESSAGE })
      .refine((month) => isTakenMonth(month, new Date()), { message: REVIEW_TAKEN_MESSAGE })
      .nullable()
      .default(null),
    /** Rupees they paid (0: free), if they care to say. */
    pricePaid: z
      .number({ message: REVIEW_PRICE_PAID_MESSAGE })
      .int({ message: REVIEW_PRICE_PAID_MESSAGE })
      .min(0, { message: REVIEW_PRICE_PAID_MESSAGE })
      .max(REVIEW_PRICE_PAID_MAX, { message: REVIEW_PRICE_PAID_MESSAGE })
      .nullable()
      .default(null),
    aspects: reviewAspectsSchema.default(NO_ASPECTS),
  })
  .refine((review) => review.progress === null || review.completion === 'dropped', {
    message: REVIEW_PROGRESS_ONLY_DROPPED,
    path: ['progress'],
  })
export type ReviewInput = z.input<typeof reviewInputSchema>
export type ReviewFields = z.output<typeof reviewInputSchema>

/** 'true' in a query's address (a box ticked); anything else but nothing is refused. */
const ticked = (name: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['true'], { message: `${name} must be true` }).optional(),
  )

export const reviewListQuerySchema = z.object({
  sort: z
    .enum(REVIEW_SORTS, { message: `Sort must be one of ${REVIEW_SORTS.join(', ')}` })
    .default('helpful'),
  /** Only the reviews that gave this many stars (a bar of the distribution chosen). */
  stars: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['1', '2', '3', '4', '5'], { message: 'Stars must be a number from 1 to 5' }).optional(),
  ),
  /** Only reviews by learners who completed the course. */
  completed: ticked('completed'),
  /** Only reviews written in the last REVIEW_RECENT_MONTHS months. */
  recent: ticked('recent'),
})
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>

/** The stored review (docs/product.md#reviews), plus what the viewer may do with it. */
export const reviewSchema = z.object({
  reviewId: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  text: z.string(),
  /** Display name, 'Anonymous', or 'Deleted user' when the author deleted their account. */
  author: z.string(),
  /** The author deleted their account (the page words 'Deleted user' in its language). */
  authorDeleted: z.boolean(),
  rating: z.number().int().nullable(),
  completion: z.enum(REVIEW_COMPLETIONS).nullable(),
  progress: z.number().int().nullable(),
  takenIn: z.string().nullable(),
  pricePaid: z.number().int().nullable(),
  aspects: z.object({
    depth: z.number().int().nullable(),
    readiness: z.number().int().nullable(),
    value: z.number().int().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Number of helpful votes. */
  isHelpful: z.number().int(),
  comments: z.array(z.object({ text: z.string(), author: z.string(), createdAt: z.string() })),
  mine: z.boolean(),
  helpedByMe: z.boolean(),
  reportedByMe: z.boolean(),
  /** Hidden by a moderator: only moderators get hidden reviews, to show them greyed. */
  hidden: z.boolean(),
})
export type Review = z.infer<typeof reviewSchema>

const averageSchema = z.object({
  /** One decimal, or null when nobody rated it. */
  average: z.number().nullable(),
  count: z.number().int(),
})

/** Of every visible review, whatever the list's filters. */
export const reviewSummarySchema = z.object({
  /** Learners' average stars (one decimal), or null when nobody rated yet. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (in that order). */
  stars: z.array(z.number().int()).length(5),
  /** Each aspect's average and how many rated it. */
  aspects: z.object({ depth: averageSchema, readiness: averageSchema, value: averageSchema }),
  /** Visible reviews in all, and how many say the learner completed the course. */
  reviews: z.number().int(),
  completed: z.number().int(),
})
export type ReviewSummary = z.infer<typeof reviewSummarySchema>

export const reviewListResponseSchema = z.object({
  items: z.array(reviewSchema),
  summary: reviewSummarySchema,
  /** The viewer's own review of the course, whatever the filters (the box shows it), or null. */
  mine: reviewSchema.nullable(),
})
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>

export const helpfulResponseSchema = z.object({
  reviewId: z.string(),
  helpedByMe: z.boolean(),
  isHelpful: z.number().int(),
})

/** A review in a burst (docs/product.md#review-bursts), as moderators see it. */
export const burstReviewSchema = z.object({
  reviewId: z.string(),
  author: z.string(),
  /** When the author's account was made. */
  accountCreatedAt: z.string(),
  rating: z.number().int().nullable(),
  text: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
})

/** GET /api/admin/review-bursts: courses with a burst of reviews from new accounts. */
export const reviewBurstsResponseSchema = z.object({
  courses: z.array(
    z.object({
      courseId: z.string(),
      courseName: z.string(),
      /** Each burst's first and last review's time. */
      bursts: z.array(z.object({ from: z.string(), to: z.string() })),
      /** The reviews in its bursts, newest first. */
      reviews: z.array(burstReviewSchema),
    }),
  ),
})
export type ReviewBurstsResponse = z.infer<typeof reviewBurstsResponseSchema>

export const BURST_THROUGH_MESSAGE = 'Through must be the time of the last review of the burst'

/** PUT /api/admin/review-bursts/:courseId/checked: the bursts up to `through` are genuine. */
export const burstCheckSchema = z.object({
  through: z.iso.datetime({ message: BURST_THROUGH_MESSAGE, offset: true }),
})
