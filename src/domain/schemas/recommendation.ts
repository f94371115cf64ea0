// The API shapes of comparison and recommendation (the limits and the prompt are in ../recommendation.ts).
import { z } from 'zod'
import {
  MAX_COMPARED_COURSES,
  PROFILE_FIELD_MAX,
  RECOMMENDERS,
  SELECT_AT_LEAST_ONE,
  type LearnerProfile,
} from '../recommendation'
import { MULTI_LINE_META } from '../text-input'
import { courseIdSchema } from './course'

const profileField = (label: string) =>
  z
    .string()
    .trim()
    .max(PROFILE_FIELD_MAX, { message: `${label} can be at most ${PROFILE_FIELD_MAX} characters.` })
    .meta(MULTI_LINE_META)
    .default('')

export const learnerProfileSchema = z.object({
  expertise: profileField('Expertise'),
  learningStyle: profileField('Learning style'),
  goals: profileField('Goals'),
}) satisfies z.ZodType<LearnerProfile>
export type { LearnerProfile }

export const recommendationRequestSchema = z.object({
  courseIds: z
    .array(courseIdSchema, { message: SELECT_AT_LEAST_ONE })
    .min(1, { message: SELECT_AT_LEAST_ONE })
    .max(MAX_COMPARED_COURSES, {
      message: `Compare at most ${MAX_COMPARED_COURSES} courses at a time.`,
    })
    .transform((ids) => [...new Set(ids)]),
  profile: learnerProfileSchema,
})
export type RecommendationRequest = z.input<typeof recommendationRequestSchema>

export const recommendationResponseSchema = z.object({
  text: z.string(),
  provider: z.enum(RECOMMENDERS),
  /** Names this answer for 'Was this helpful?' (signed by the server: it carries the provider). */
  answerId: z.string(),
})
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>

export const FEEDBACK_ANSWER_UNKNOWN = 'That recommendation is not known. Please ask again.'

/** POST /api/recommendations/feedback: 'Was this helpful?' Yes or No. */
export const recommendationFeedbackSchema = z.object({
  answerId: z
    .string({ message: FEEDBACK_ANSWER_UNKNOWN })
    .max(200, { message: FEEDBACK_ANSWER_UNKNOWN }),
  helpful: z.boolean({ message: 'helpful must be true or false' }),
})

/** How 'Was this helpful?' was answered, per recommender (/admin). */
export const feedbackCountSchema = z.object({
  provider: z.string(),
  helpful: z.number().int(),
  notHelpful: z.number().int(),
})
export type FeedbackCount = z.infer<typeof feedbackCountSchema>
