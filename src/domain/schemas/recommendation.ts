// The API shapes of comparison and recommendation (the limits and the prompt are in ../recommendation.ts).
import { z } from 'zod'
import {
  MAX_COMPARED_COURSES,
  PROFILE_FIELD_MAX,
  SELECT_AT_LEAST_ONE,
  type LearnerProfile,
} from '../recommendation'
import { courseIdSchema } from './course'

const profileField = (label: string) =>
  z
    .string()
    .trim()
    .max(PROFILE_FIELD_MAX, { message: `${label} can be at most ${PROFILE_FIELD_MAX} characters.` })
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
  provider: z.enum(['gemini', 'openai-compatible', 'embedded']),
})
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>
