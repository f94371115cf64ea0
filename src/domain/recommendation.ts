// Course comparison and recommendation (docs/product.md#comparison-and-recommendation).
import type { Language } from './languages'

/** What a learner tells about themselves on the comparison page (each at most PROFILE_FIELD_MAX). */
export interface LearnerProfile {
  expertise: string
  learningStyle: string
  goals: string
}

export const MAX_COMPARED_COURSES = 5
export const PROFILE_FIELD_MAX = 500
export const SELECT_AT_LEAST_ONE = 'Select at least one course to proceed!'
export const AI_UNAVAILABLE_MESSAGE =
  'The AI model sometimes crashes or is overloaded. Please refresh the page and try again.'
export const RECOMMENDATIONS_PER_MINUTE = 10

/** Who may answer: the language models the server can be configured with, and the offline one. */
export const RECOMMENDERS = ['gemini', 'openai-compatible', 'embedded'] as const
export type RecommenderName = (typeof RECOMMENDERS)[number]
export const isRecommender = (name: string): name is RecommenderName =>
  RECOMMENDERS.some((known) => known === name)

/** The word that opens an answer's conclusion, per language (the page sets the conclusion apart). */
export const CONCLUSION_LABELS: Record<Language, string> = { en: 'Conclusion', hi: 'निष्कर्ष' }
