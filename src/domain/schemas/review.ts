// The API shapes of reviews (the rules and messages are plain, in ../review.ts).
import { z } from 'zod'
import { REVIEW_MAX_LENGTH, REVIEW_SORTS, REVIEW_TOO_LONG } from '../review'
import { MULTI_LINE_META } from '../text-input'

export const reviewIdSchema = z.uuid({ message: 'Review id is not valid' })
export const reviewParamsSchema = z.object({ reviewId: reviewIdSchema })

export const reviewInputSchema = z.object({
  text: z
    .string({ message: 'Write something before submitting.' })
    .trim()
    .min(1, { message: 'Write something before submitting.' })
    .max(REVIEW_MAX_LENGTH, { message: REVIEW_TOO_LONG })
    .meta(MULTI_LINE_META),
  /** Optional 1-5 stars. */
  rating: z
    .number({ message: 'Rating must be a whole number of stars from 1 to 5' })
    .int({ message: 'Rating must be a whole number of stars from 1 to 5' })
    .min(1, { message: 'Rating must be a whole number of stars from 1 to 5' })
    .max(5, { message: 'Rating must be a whole number of stars from 1 to 5' })
    .nullable()
    .default(null),
})
export type ReviewInput = z.input<typeof reviewInputSchema>

export const reviewListQuerySchema = z.object({
  sort: z
    .enum(REVIEW_SORTS, { message: `Sort must be one of ${REVIEW_SORTS.join(', ')}` })
    .default('helpful'),
})

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

export const reviewSummarySchema = z.object({
  /** Learners' average stars (one decimal), or null when nobody rated yet. */
  average: z.number().nullable(),
  count: z.number().int(),
})
export type ReviewSummary = z.infer<typeof reviewSummarySchema>

export const reviewListResponseSchema = z.object({
  items: z.array(reviewSchema),
  summary: reviewSummarySchema,
})
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>

export const helpfulResponseSchema = z.object({
  reviewId: z.string(),
  helpedByMe: z.boolean(),
  isHelpful: z.number().int(),
})
