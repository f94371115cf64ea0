// Course comparison and recommendation (docs/product.md#comparison-and-recommendation).
import { z } from 'zod'
import { courseIdSchema, type Course } from './course'

export const MAX_COMPARED_COURSES = 5
export const PROFILE_FIELD_MAX = 500
export const SELECT_AT_LEAST_ONE = 'Select at least one course to proceed!'
export const AI_UNAVAILABLE_MESSAGE =
  'The AI model sometimes crashes or is overloaded. Please refresh the page and try again.'
export const RECOMMENDATIONS_PER_MINUTE = 10

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
})
export type LearnerProfile = z.infer<typeof learnerProfileSchema>

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

/** docs/product.md#comparison-and-recommendation: # and * are removed from the model's answer. */
export const stripMarkdownMarks = (text: string) => text.replace(/[#*]/g, '')

/** The prompt of docs/product.md#recommendation-prompt, built from stored course fields only. */
export function buildRecommendationPrompt(
  profile: LearnerProfile,
  courses: readonly Course[],
): string {
  const lines = [
    'You are helping a learner in India choose between online courses.',
    `Learner's expertise: ${profile.expertise || 'not given'}`,
    `Learner's learning style: ${profile.learningStyle || 'not given'}`,
    `Learner's goals: ${profile.goals || 'not given'}`,
    '',
    'Courses:',
    ...courses.map((c, i) =>
      [
        `${i + 1}. Title: ${c.courseName}`,
        `   Platform: ${c.platform}`,
        `   Duration: ${c.duration} hours`,
        `   Price in INR: ${c.price === null ? 'Free' : c.price}`,
        `   Rating: ${c.rating}`,
        `   Description: ${c.description}`,
      ].join('\n'),
    ),
    '',
    'For each course, write persuasive, only positive bullet points of at most 60 words in total',
    'about why it suits this learner. Then write a conclusion on which course is better for this',
    'learner and why.',
  ]
  return lines.join('\n')
}
