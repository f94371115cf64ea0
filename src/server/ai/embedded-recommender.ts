// The offline recommender: deterministic, no network, grounded only in the selected courses' stored
// fields and the learner's profile. It writes the same shape of answer as the language models:
// positive points per course (at most 60 words each) and a conclusion naming the better course
// with the reasons that decided it, in the page's language (the words are in
// embedded-answer-words.ts; docs/product.md#recommenders).
import type { Course } from '../../domain/schemas/course'
import type { Language } from '../../domain/languages'
import type { LearnerProfile } from '../../domain/schemas/recommendation'
import { ANSWER_WORDS, type Point, type Reason } from './embedded-answer-words'
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
  [
    'want wants learn learning become become course courses with from that this have into about able job jobs good better like need would should their there also some more than just very make',
    // Hindi and Hinglish fillers
    'मुझे मैं करना करनी करने चाहता चाहती चाहते सीखना सीखनी सीखने अपना अपनी लिए में और एक कोर्स नौकरी अंदर साथ mujhe karna chahta chahti seekhna sikhna',
  ]
    .join(' ')
    .split(' '),
)

// Devanagari has no \b: the Hindi words are matched as they are.
const HINDI = /\bhindi\b|हिंदी|हिन्दी/
const ENGLISH = /\benglish\b|अंग्रेज़ी|अंग्रेजी|इंग्लिश/
const BEGINNER =
  /beginner|new to|basics|fresher|no experience|just starting|zero|novice|शुरुआत|शुरू से|नया हूँ|नई हूँ|बिगिनर|कोई अनुभव नहीं/
const ADVANCED = /advanced|experienced|senior|expert|professional|अनुभवी|एडवांस/
const SMALL_BUDGET =
  /budget|cheap|afford|free|low cost|student|tight|money|बजट|सस्ता|सस्ती|मुफ़्त|मुफ्त|कम पैसे|छात्र/
const TIME_FRAME =
  /(\d+(?:\.\d+)?)\s*(hours?|hrs?|weeks?|months?|घंटे|घंटों|हफ़्ते|हफ्ते|हफ़्तों|हफ्तों|सप्ताह|महीने|महीनों|माह)/
/** Hours a learner can give per unit of a stated time frame. */
const hoursPer = (unit: string) => (/^(h|घं)/.test(unit) ? 1 : /^(w|हफ़|हफ|सप)/.test(unit) ? 10 : 40)

export function readNeeds(profile: LearnerProfile): Needs {
  const text = `${profile.expertise} ${profile.learningStyle} ${profile.goals}`.toLowerCase()
  const frame = TIME_FRAME.exec(text)
  return {
    language: HINDI.test(text) ? 'hindi' : ENGLISH.test(text) ? 'english' : undefined,
    beginner: BEGINNER.test(text),
    advanced: ADVANCED.test(text),
    smallBudget: SMALL_BUDGET.test(text),
    hoursAvailable: frame ? Number(frame[1]) * hoursPer(frame[2]!) : undefined,
    keywords: [
      ...new Set(
        profile.goals
          .toLowerCase()
          // Hyphenated words stay whole ('front-end'), and are compared without their hyphens;
          // Devanagari words are words too (their vowel signs are marks).
          .split(/[^\p{L}\p{M}\p{N}.+#-]+/u)
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
  reasons: Reason[]
  points: Point[]
}

function assess(course: Course, needs: Needs, all: readonly Course[]): Assessment {
  const reasons: Reason[] = []
  const points: Point[] = []
  let score = 0
  const language = course.language.toLowerCase()
  if (needs.language) {
    if (language === needs.language) {
      score += 3
      reasons.push({ kind: 'language', language: course.language })
    } else score -= 2
  }
  if (needs.beginner) {
    if (isBeginnerFriendly(course)) {
      score += 2
      reasons.push({ kind: 'basics' })
    }
  } else if (needs.advanced && !isBeginnerFriendly(course)) score += 1
  const maxPrice = Math.max(...all.map(rupees), 1)
  if (needs.smallBudget) {
    score += 3 * (1 - rupees(course) / maxPrice)
    if (rupees(course) === Math.min(...all.map(rupees)))
      reasons.push({ kind: 'cheapest', price: course.price })
  }
  score += (course.rating - 4) * 2
  const hours = hoursOf(course)
  if (needs.hoursAvailable !== undefined && hours !== undefined) {
    if (hours <= needs.hoursAvailable) {
      score += 1
      reasons.push({ kind: 'fitsTime', hours })
    } else score -= 2
  }
  const squash = (text: string) => text.toLowerCase().replace(/[\s-]+/g, '')
  const haystack = squash(`${course.courseName} ${course.description} ${course.category}`)
  const matched = needs.keywords.filter((k) => haystack.includes(squash(k))).slice(0, 3)
  // The learner's goals weigh most: a course that covers none of them is a poor fit at any price.
  score += 2 * matched.length
  if (needs.keywords.length && matched.length === 0) score -= 2
  if (matched.length) reasons.push({ kind: 'covers', words: matched })
  if (course.rating >= Math.max(...all.map((c) => c.rating)))
    reasons.push({ kind: 'highestRating', rating: course.rating })

  points.push({
    kind: 'rated',
    rating: course.rating,
    platform: course.platform,
    bestseller: course.isBestseller,
  })
  points.push({ kind: 'priceAndLanguage', price: course.price, language: course.language })
  if (hours !== undefined) points.push({ kind: 'hours', hours, validity: course.validity })
  if (course.certification && !/^no\b/i.test(course.certification))
    points.push({ kind: 'certificate', certification: course.certification })
  if (isBeginnerFriendly(course)) points.push({ kind: 'basics' })
  if (matched.length) points.push({ kind: 'covers', words: matched })
  return { course, score, reasons, points }
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
  language: Language = 'en',
): string {
  const words = ANSWER_WORDS[language]
  const needs = readNeeds(profile)
  const assessed = courses.map((c) => assess(c, needs, courses))
  const best = [...assessed].sort(
    (a, b) =>
      b.score - a.score ||
      b.course.rating - a.course.rating ||
      a.course.courseName.localeCompare(b.course.courseName),
  )[0]!
  const sections = assessed.map((a) =>
    [
      `${a.course.courseName} (${a.course.platform})`,
      ...limitWords(a.points.map(words.point), 60).map((p) => `- ${p}`),
    ].join('\n'),
  )
  const why = best.reasons.length
    ? best.reasons.slice(0, 3).map(words.reason).join('; ')
    : words.balance
  return [...sections, words.conclusion(best.course.courseName, why, courses.length === 1)].join(
    '\n\n',
  )
}

export function createEmbeddedRecommender(): Recommender {
  return {
    name: 'embedded',
    async recommend({ profile, courses, language }) {
      return embeddedRecommendation(profile, courses, language)
    },
  }
}
