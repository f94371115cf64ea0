// The offline recommender: deterministic, no network, grounded only in the selected courses' stored
// fields and the learner's profile. It writes the same shape of answer as the language models:
// positive points per course (at most 60 words each) and a conclusion naming the better course
// with the reasons that decided it.
import type { Course } from '../../domain/schemas/course'
import { formatPrice } from '../../domain/format'
import type { LearnerProfile } from '../../domain/schemas/recommendation'
import type { Recommender } from './recommender'

interface Needs {
  language: 'hindi' | 'english' | undefined
  beginner: boolean
  advanced: boolean
  smallBudget: boolean
  /** Hours the learner can give, from a stated time frame ("in 2 months", "30 hours"). */
  hoursAvailable: number | undefined
  keywords: string[]
}

const STOPWORDS = new Set(
  'want wants learn learning become become course courses with from that this have into about able job jobs good better like need would should their there also some more than just very make'.split(
    ' ',
  ),
)

export function readNeeds(profile: LearnerProfile): Needs {
  const text = `${profile.expertise} ${profile.learningStyle} ${profile.goals}`.toLowerCase()
  const frame = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|weeks?|months?)/.exec(text)
  const perUnit = frame ? (frame[2]!.startsWith('h') ? 1 : frame[2]!.startsWith('w') ? 10 : 40) : 0
  return {
    language: /\bhindi\b/.test(text) ? 'hindi' : /\benglish\b/.test(text) ? 'english' : undefined,
    beginner: /beginner|new to|basics|fresher|no experience|just starting|zero|novice/.test(text),
    advanced: /advanced|experienced|senior|expert|professional/.test(text),
    smallBudget: /budget|cheap|afford|free|low cost|student|tight|money/.test(text),
    hoursAvailable: frame ? Number(frame[1]) * perUnit : undefined,
    keywords: [
      ...new Set(
        profile.goals
          .toLowerCase()
          // Hyphenated words stay whole ('front-end'), and are compared without their hyphens.
          .split(/[^a-z0-9.+#-]+/)
          .map((w) => w.replace(/^[-.]+|[-.]+$/g, ''))
          .filter((w) => w.length >= 3 && !STOPWORDS.has(w)),
      ),
    ],
  }
}

const isBeginnerFriendly = (c: Course) =>
  /beginner|basics|from scratch|zero|fundamental|introduc|no prior|first steps/i.test(
    `${c.courseName} ${c.description}`,
  )
const hoursOf = (c: Course) => {
  const n = Number.parseFloat(c.duration)
  return Number.isFinite(n) ? n : undefined
}
const rupees = (c: Course) => c.price ?? 0

interface Assessment {
  course: Course
  score: number
  reasons: string[]
  points: string[]
}

function assess(course: Course, needs: Needs, all: readonly Course[]): Assessment {
  const reasons: string[] = []
  const points: string[] = []
  let score = 0
  const language = course.language.toLowerCase()
  if (needs.language) {
    if (language === needs.language) {
      score += 3
      reasons.push(`it is taught in ${course.language}, as you asked`)
    } else score -= 2
  }
  if (needs.beginner) {
    if (isBeginnerFriendly(course)) {
      score += 2
      reasons.push('it starts from the basics')
    }
  } else if (needs.advanced && !isBeginnerFriendly(course)) score += 1
  const maxPrice = Math.max(...all.map(rupees), 1)
  if (needs.smallBudget) {
    score += 3 * (1 - rupees(course) / maxPrice)
    if (rupees(course) === Math.min(...all.map(rupees)))
      reasons.push(`it costs the least (${formatPrice(course.price)})`)
  }
  score += (course.rating - 4) * 2
  const hours = hoursOf(course)
  if (needs.hoursAvailable !== undefined && hours !== undefined) {
    if (hours <= needs.hoursAvailable) {
      score += 1
      reasons.push(`its ${hours} hours fit your time frame`)
    } else score -= 2
  }
  const squash = (text: string) => text.toLowerCase().replace(/[\s-]+/g, '')
  const haystack = squash(`${course.courseName} ${course.description} ${course.category}`)
  const matched = needs.keywords.filter((k) => haystack.includes(squash(k))).slice(0, 3)
  // The learner's goals weigh most: a course that covers none of them is a poor fit at any price.
  score += 2 * matched.length
  if (needs.keywords.length && matched.length === 0) score -= 2
  if (matched.length) reasons.push(`it covers ${matched.join(', ')} from your goals`)
  if (course.rating >= Math.max(...all.map((c) => c.rating)))
    reasons.push(`it has the highest rating (${course.rating}/5)`)

  points.push(
    `Rated ${course.rating}/5 on ${course.platform}${course.isBestseller ? ', a bestseller' : ''}.`,
  )
  points.push(
    `${course.price === null ? 'Free' : formatPrice(course.price)}, taught in ${course.language || 'the platform language'}.`,
  )
  if (hours !== undefined)
    points.push(
      `${hours} hours of content${course.validity ? `, access for ${course.validity}${/^\d+$/.test(course.validity) ? ' months' : ''}` : ''}.`,
    )
  if (course.certification && !/^no\b/i.test(course.certification))
    points.push(`Certificate: ${course.certification}.`)
  if (isBeginnerFriendly(course)) points.push('Starts from the basics.')
  if (matched.length) points.push(`Covers ${matched.join(', ')}.`)
  return { course, score, reasons, points: limitWords(points, 60) }
}

/** Keeps whole points while the total stays within `max` words. */
function limitWords(points: string[], max: number): string[] {
  const kept: string[] = []
  let words = 0
  for (const point of points) {
    const n = point.split(/\s+/).length
    if (words + n > max) break
    kept.push(point)
    words += n
  }
  return kept
}

export function embeddedRecommendation(
  profile: LearnerProfile,
  courses: readonly Course[],
): string {
  const needs = readNeeds(profile)
  const assessed = courses.map((c) => assess(c, needs, courses))
  const best = [...assessed].sort(
    (a, b) =>
      b.score - a.score ||
      b.course.rating - a.course.rating ||
      a.course.courseName.localeCompare(b.course.courseName),
  )[0]!
  const sections = assessed.map((a) =>
    [`${a.course.courseName} (${a.course.platform})`, ...a.points.map((p) => `- ${p}`)].join('\n'),
  )
  const why = best.reasons.length
    ? best.reasons.slice(0, 3).join('; ')
    : 'it has the best balance of rating, price and length'
  const conclusion =
    courses.length === 1
      ? `Conclusion: ${best.course.courseName} is a good choice for you because ${why}.`
      : `Conclusion: ${best.course.courseName} is the better course for you because ${why}.`
  return [...sections, conclusion].join('\n\n')
}

export function createEmbeddedRecommender(): Recommender {
  return {
    name: 'embedded',
    async recommend({ profile, courses }) {
      return embeddedRecommendation(profile, courses)
    },
  }
}
