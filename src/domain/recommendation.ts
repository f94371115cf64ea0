// Course comparison and recommendation (docs/product.md#comparison-and-recommendation).
import type { Course } from './schemas/course'
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

/** The word that opens an answer's conclusion, per language (the page sets the conclusion apart). */
export const CONCLUSION_LABELS: Record<Language, string> = { en: 'Conclusion', hi: 'निष्कर्ष' }

/** What the prompt adds so that the model answers in the page's language (nothing for English). */
const ANSWER_LANGUAGE: Record<Language, string[]> = {
  en: [],
  hi: [
    'Write the whole answer in Hindi, in Devanagari script, the way Indian Hindi websites write:',
    'keep course names, platform names and technical terms (React, Python, SSC) as they are.',
    `Start the conclusion with "${CONCLUSION_LABELS.hi}:".`,
  ],
}

/** docs/product.md#comparison-and-recommendation: # and * are removed from the model's answer. */
export const stripMarkdownMarks = (text: string) => text.replace(/[#*]/g, '')

/** The prompt of docs/product.md#recommendation-prompt, built from stored course fields only. */
export function buildRecommendationPrompt(
  profile: LearnerProfile,
  courses: readonly Course[],
  language: Language = 'en',
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
    ...ANSWER_LANGUAGE[language],
  ]
  return lines.join('\n')
}
