// The prompt a language model gets (docs/product.md#recommendation-prompt): the learner's words,
// what the site understood from them (src/domain/learner-needs.ts), each course's stored facts and
// how they meet or miss each stated need (the offline recommender's own assessment), and the rules
// every answer keeps. The answer is checked against the same rules (answer-check.ts).
import type { Course } from '../../domain/schemas/course'
import { platformDisplayName } from '../../domain/constants'
import { formatPrice } from '../../domain/format'
import type { Language } from '../../domain/languages'
import { readLearnerNeeds, understoodNeeds, type LearnerNeeds } from '../../domain/learner-needs'
import { CONCLUSION_LABELS } from '../../domain/recommendation'
import type { LearnerProfile } from '../../domain/schemas/recommendation'
import { BLOCK_WORDS_MAX } from './answer-check'
import { ANSWER_WORDS } from './embedded-answer-words'
import { assessCourse } from './embedded-recommender'

/** What was understood, in plain English ('Goal: a front-end job in 26 weeks; level: beginner'). */
export function describeNeeds(needs: LearnerNeeds): string {
  const parts = understoodNeeds(needs).flatMap((need): string[] => {
    switch (need.kind) {
      case 'goal': {
        const topic = need.topic ? `${need.topic} ` : ''
        const goal =
          need.goal === 'exam'
            ? `${topic}government-exam preparation`
            : need.goal === 'job'
              ? `a ${topic}job`
              : `learn ${need.topic ?? 'a skill'}`
        return [`goal: ${goal}${need.weeks ? ` in about ${need.weeks} weeks` : ''}`]
      }
      case 'timeFrame':
        return [`time frame: about ${need.weeks} weeks`]
      case 'level':
        return [`level: ${need.level}`]
      case 'hoursPerWeek':
        return [`time: ${need.hours} hours a week`]
      case 'budget':
        return [
          need.rupees === 0
            ? 'budget: free courses only'
            : `budget: up to ${formatPrice(need.rupees)}`,
        ]
      case 'lowBudget':
        return ['budget: as low as possible']
      case 'language':
        return [`language: ${need.language}`]
      case 'wants':
        return [
          ...(need.certificate ? ['wants a certificate'] : []),
          ...(need.formats.length ? [`prefers: ${need.formats.join(', ')}`] : []),
        ]
    }
  })
  return parts.length ? parts.join('; ') : 'nothing specific'
}

/** What the prompt adds so that the model answers in the page's language (nothing for English). */
const ANSWER_LANGUAGE: Record<Language, string[]> = {
  en: [],
  hi: [
    '- Write the whole answer in Hindi, in Devanagari script, the way Indian Hindi websites write:',
    '  keep course names exactly as given, and platform names and technical terms (React, Python, SSC) as they are.',
  ],
}

export function buildRecommendationPrompt(
  profile: LearnerProfile,
  courses: readonly Course[],
  language: Language = 'en',
): string {
  const needs = readLearnerNeeds(profile)
  const words = ANSWER_WORDS.en
  const label = CONCLUSION_LABELS[language]
  const courseLines = courses.flatMap((course, i) => {
    const a = assessCourse(course, needs, courses)
    const learners =
      course.learnerRating !== null && course.learnerRatingCount > 0
        ? `${course.learnerRating} from ${course.learnerRatingCount} reviews`
        : 'no reviews yet'
    const certificate = course.certificate
      ? course.certificate === 'none'
      : /^no\b/i.test(course.certification.trim()) || !course.certification
    return [
      `${i + 1}. ${course.courseName}`,
      `   Platform: ${platformDisplayName(course.platform)}`,
      `   Duration: ${course.duration} hrs`,
      `   Price: ${formatPrice(course.price)}`,
      `   Language: ${course.language || 'not stated'}`,
      `   Certificate: ${certificate ? 'none' : course.certification}`,
      `   Validity: ${course.validity}`,
      // The facts it states (docs/product.md#course-facts), as the site's English says them.
      `   Level: ${course.level ?? 'not stated'}`,
      `   Format: ${course.format ?? 'not stated'}`,
      `   Hours a week: ${course.hoursPerWeek ?? 'not stated'}`,
      `   Next start: ${course.nextStart ?? 'not stated'}`,
      `   Last updated: ${course.lastUpdated ?? 'not stated'}`,
      `   Syllabus: ${
        course.syllabus.length
          ? course.syllabus
              .map((m) => (m.minutes === null ? m.title : `${m.title} (${m.minutes} min)`))
              .join('; ')
          : 'not stated'
      }`,
      `   Rating on the platform: ${course.rating}; learners on this site: ${learners}`,
      `   Kind: ${a.track === 'govt' ? 'government-exam preparation' : 'IT skill'}`,
      `   Description: ${course.description}`,
      `   Meets this learner's needs: ${a.pluses.map(words.plus).join(' ') || 'nothing in particular'}`,
      `   Misses: ${a.minuses.map(words.minus).join(' ') || 'nothing'}`,
    ]
  })
  return [
    'You are helping a learner in India choose between online courses. Use only the facts below;',
    'never invent a course, a feature, a price or a number.',
    '',
    `Learner's expertise: ${profile.expertise || 'not given'}`,
    `Learner's learning style: ${profile.learningStyle || 'not given'}`,
    `Learner's goals: ${profile.goals || 'not given'}`,
    `What the learner needs, as understood from their words: ${describeNeeds(needs)}`,
    '',
    'Courses:',
    ...courseLines,
    '',
    'Rules:',
    '- Write one block per course, in the order above: the course name exactly as written above on',
    `  its own line, then two to four short points, each on its own line starting with "- ", at most ${BLOCK_WORDS_MAX} words in all.`,
    '- Weigh each stated need explicitly: a certificate wish checks the certificate; a job goal prefers',
    '  depth and projects over a short course; a budget rules out what costs more; a language wish checks the language.',
    '- A block may name a drawback that matters to this learner. Be honest, not persuasive.',
    '- With one course, judge how well it fits this learner instead of calling it better.',
    '- If the courses serve different goals (an IT skill and government-exam preparation) and the',
    '  learner has not said which is theirs, say so and name the best course for each goal.',
    `- End with one paragraph starting with "${label}:" that names the best fit and why.`,
    '- Plain text only: no # or *, no headings, no other courses than these.',
    '- Write platform names, durations and prices as given above.',
    ...ANSWER_LANGUAGE[language],
  ].join('\n')
}
