// The offline recommender: deterministic, no network. It reads what the learner needs
// (src/domain/learner-needs.ts), weighs each stated need against each course's stored fields, and
// writes a short block per course (its facts, what it offers this learner and the drawbacks that
// matter to them, at most 60 words) and a conclusion: the best fit with the reasons that decided
// it, a judgement of fit when there is one course, or the best per goal when the courses serve
// different goals. Every statement comes from a stored field or the profile
// (docs/product.md#recommenders); the words are in embedded-answer-words.ts.
import type { Course } from '../../domain/schemas/course'
import { platformDisplayName, type CourseTrack } from '../../domain/constants'
import { courseTrack } from '../../domain/catalogue-filter'
import type { Language } from '../../domain/languages'
import { readLearnerNeeds, teachesTopic, type LearnerNeeds } from '../../domain/learner-needs'
import type { LearnerProfile } from '../../domain/schemas/recommendation'
import {
  ANSWER_WORDS,
  type AnswerWords,
  type Fit,
  type Minus,
  type Plus,
} from './embedded-answer-words'
import type { Recommender } from './recommender'

/** What the catalogue's text says about a course, beyond its numbers. */
const BASICS = /beginner|basics|from scratch|zero|fundamental|introduc|no prior|first steps/i
const EXPERIENCE = /advanced|experienced|prior experience|already know|for professionals/i
const PROJECTS = /project|capstone|build(?:s|ing)? (?:a|an|real|your)|portfolio|hands-on/i
const LIVE = /\blive\b|cohort|mentor/i
const MOCK_TESTS = /mock test|test series|previous year|practice sets?/i
/** A job goal wants depth: a course shorter than this is a start, not the whole way. */
const JOB_READY_HOURS = 40
const TOO_SHORT_HOURS = 20

const hoursOf = (c: Course) => {
  const n = Number.parseFloat(c.duration)
  return Number.isFinite(n) && n > 0 ? n : undefined
}
/** A certificate the course states (docs/product.md#course-facts), else what its text says. */
const hasCertificate = (c: Course) =>
  c.certificate
    ? c.certificate !== 'none'
    : Boolean(c.certification) && !/^no\b/i.test(c.certification.trim())
const textOf = (c: Course) => `${c.courseName} ${c.description}`

export interface Assessment {
  course: Course
  track: CourseTrack
  score: number
  pluses: Plus[]
  minuses: Minus[]
  /** A need rules it out (over the budget, another goal) while another course meets it. */
  ruledOut: boolean
}

/** Weighs each stated need against the course: what it offers, what it lacks, and a score. */
export function assessCourse(
  course: Course,
  needs: LearnerNeeds,
  all: readonly Course[],
): Assessment {
  const pluses: Plus[] = []
  const minuses: Minus[] = []
  let score = 0
  const track = courseTrack(course.category)
  const hours = hoursOf(course)
  const text = textOf(course)
  const offer = (plus: Plus, weight: number) => {
    pluses.push(plus)
    score += weight
  }
  const lack = (minus: Minus, weight: number) => {
    minuses.push(minus)
    score -= weight
  }

  const otherGoal = Boolean(needs.track && track !== needs.track)
  if (otherGoal) lack({ kind: 'otherGoal', exam: track === 'govt' }, 8)
  else if (needs.topic) {
    if (teachesTopic(needs.topic, course)) offer({ kind: 'covers', topic: needs.topic }, 4)
    else lack({ kind: 'notTopic', topic: needs.topic }, 4)
  }
  const price = course.price ?? 0
  if (needs.budget !== undefined) {
    if (price > needs.budget) lack({ kind: 'overBudget', price, budget: needs.budget }, 8)
    else if (needs.budget > 0) offer({ kind: 'withinBudget', budget: needs.budget }, 1)
  }
  if (needs.lowBudget || needs.budget !== undefined) {
    const cheapest = Math.min(...all.map((c) => c.price ?? 0))
    if (all.length > 1 && price === cheapest && all.some((c) => (c.price ?? 0) > price))
      offer({ kind: 'cheapest' }, needs.lowBudget ? 3 : 1)
  }
  if (needs.language) {
    if (course.language.toLowerCase() === needs.language.toLowerCase())
      offer({ kind: 'language', language: course.language }, 3)
    else if (course.language)
      lack({ kind: 'otherLanguage', language: course.language, wanted: needs.language }, 3)
  }
  if (needs.certificate) {
    if (hasCertificate(course))
      offer({ kind: 'certificate', certification: course.certification }, 3)
    else lack({ kind: 'noCertificate' }, 4)
  }
  // Depth and projects count for a job only in a course that serves the learner's goal.
  if (needs.goal === 'job' && hours !== undefined && !otherGoal) {
    if (hours >= JOB_READY_HOURS) offer({ kind: 'depth', hours }, 2)
    else if (hours < TOO_SHORT_HOURS) lack({ kind: 'tooShort', hours }, 3)
  }
  if (
    (needs.goal === 'job' || needs.formats.includes('projects')) &&
    !otherGoal &&
    PROJECTS.test(text)
  )
    offer({ kind: 'projects' }, 2)
  // A fact the course states (docs/product.md#course-facts) outweighs what its text suggests.
  if (needs.formats.includes('live')) {
    if (course.format ? course.format !== 'recorded' : LIVE.test(text)) offer({ kind: 'live' }, 2)
    else lack({ kind: 'notLive' }, course.format === 'recorded' ? 2 : 1)
  }
  if (needs.goal === 'exam' && MOCK_TESTS.test(text)) offer({ kind: 'mockTests' }, 1)
  const level = course.level
  if (needs.level === 'beginner') {
    if (level === 'beginner' || level === 'all-levels') offer({ kind: 'basics' }, 3)
    else if (level) lack({ kind: 'needsExperience' }, 3)
    else if (EXPERIENCE.test(text) && !BASICS.test(text)) lack({ kind: 'needsExperience' }, 3)
    else if (BASICS.test(text)) offer({ kind: 'basics' }, 2)
  } else if (
    needs.level === 'advanced' &&
    (level ? level === 'beginner' : BASICS.test(text) && !EXPERIENCE.test(text))
  ) {
    lack({ kind: 'tooBasic' }, 1)
  }
  // More hours a week than the learner has (a quarter more: a stated figure is approximate).
  if (needs.hoursPerWeek && course.hoursPerWeek && course.hoursPerWeek > needs.hoursPerWeek * 1.25)
    lack({ kind: 'moreHoursAWeek', asks: course.hoursPerWeek, has: needs.hoursPerWeek }, 2)
  if (needs.hoursPerWeek && hours !== undefined) {
    const weeksNeeded = Math.max(1, Math.round(hours / needs.hoursPerWeek))
    if (needs.weeks !== undefined && weeksNeeded > needs.weeks * 1.1)
      lack({ kind: 'longerThanTime', weeksNeeded, hoursPerWeek: needs.hoursPerWeek }, 2)
    else offer({ kind: 'fitsTime', weeks: weeksNeeded, hoursPerWeek: needs.hoursPerWeek }, 1)
  }
  // Ratings break ties: the platform's, and the learners' own once a few have reviewed it.
  score += (course.rating - 4) * 1.5
  if (course.learnerRating !== null && course.learnerRatingCount >= 3)
    score += (course.learnerRating - 4) * 0.5
  if (
    all.length > 1 &&
    course.rating > Math.max(...all.filter((c) => c !== course).map((c) => c.rating))
  )
    pluses.push({ kind: 'highestRating', rating: course.rating })
  const ruledOut = minuses.some((m) => m.kind === 'overBudget' || m.kind === 'otherGoal')
  return { course, track, score, pluses, minuses, ruledOut }
}

/** Keeps whole lines while the block stays within `max` words. */
function limitWords(lines: string[], max: number): string[] {
  const kept: string[] = []
  let words = 0
  for (const line of lines) {
    const n = line.split(/\s+/).length
    if (words + n > max) continue
    kept.push(line)
    words += n
  }
  return kept
}

/** The order reasons are given in: what the learner asked for first. */
const REASON_ORDER: Plus['kind'][] = [
  'covers',
  'certificate',
  'language',
  'withinBudget',
  'live',
  'mockTests',
  'basics',
  'depth',
  'projects',
  'fitsTime',
  'cheapest',
  'highestRating',
]
const byReason = (a: Plus, b: Plus) => REASON_ORDER.indexOf(a.kind) - REASON_ORDER.indexOf(b.kind)
/** A drawback as part of a sentence: without its 'Drawback:' and its full stop. */
const bare = (text: string) => text.replace(/^[^:]+:\s*/, '').replace(/[.।]$/, '')

function block(a: Assessment, needs: LearnerNeeds, words: AnswerWords): string {
  const c = a.course
  const facts = words.facts({
    hours: hoursOf(c),
    price: c.price,
    language: c.language,
    rating: c.rating,
    platform: platformDisplayName(c.platform),
    learnerRating: c.learnerRating,
    learnerCount: c.learnerRatingCount,
    certification: !needs.certificate && hasCertificate(c) ? c.certification : undefined,
  })
  const offers = [...a.pluses].sort(byReason).slice(0, 4).map(words.plus)
  const drawbacks = a.minuses.slice(0, 2).map(words.minus)
  // Drawbacks that matter come before the nice-to-knows when words run short.
  const lines = limitWords([...facts.slice(0, 2), ...drawbacks, ...offers, ...facts.slice(2)], 60)
  const ordered = [...facts, ...offers, ...drawbacks].filter((line) => lines.includes(line))
  return [
    `${c.courseName} (${platformDisplayName(c.platform)})`,
    ...ordered.map((l) => `- ${l}`),
  ].join('\n')
}

function why(a: Assessment, words: AnswerWords): string {
  const reasons = [...a.pluses].sort(byReason).slice(0, 3).map(words.reasonFor)
  return words.because(
    reasons.length
      ? reasons
      : [words.rated(a.course.rating, platformDisplayName(a.course.platform))],
  )
}

const rank = (list: Assessment[]) =>
  [...list].sort(
    (x, y) =>
      Number(x.ruledOut) - Number(y.ruledOut) ||
      y.score - x.score ||
      y.course.rating - x.course.rating ||
      x.course.courseName.localeCompare(y.course.courseName),
  )

function conclusion(assessed: Assessment[], needs: LearnerNeeds, words: AnswerWords): string {
  if (assessed.length === 1) {
    const only = assessed[0]!
    const against = only.minuses.map((m) => bare(words.minus(m)))
    const fit: Fit =
      only.ruledOut || only.minuses.length >= 2 ? 'poor' : only.minuses.length ? 'partial' : 'good'
    const reasons = [...only.pluses].sort(byReason).slice(0, 3).map(words.reasonFor)
    return words.onlyCourse(
      only.course.courseName,
      fit === 'good' && reasons.length === 0 ? 'good' : fit,
      reasons.length ? words.because(reasons) : why(only, words),
      words.against(against.slice(0, 2)),
    )
  }
  const tracks = new Set(assessed.map((a) => a.track))
  if (tracks.size > 1 && !needs.track) {
    const bestOf = (track: CourseTrack) => {
      const best = rank(assessed.filter((a) => a.track === track))[0]
      return best && { name: best.course.courseName, why: why(best, words) }
    }
    return words.perGoal(bestOf('it'), bestOf('govt'))
  }
  const best = rank(assessed)[0]!
  const lines = [words.best(best.course.courseName, why(best, words))]
  if (best.minuses.length) lines.push(words.keepInMind(bare(words.minus(best.minuses[0]!))))
  for (const other of assessed) {
    if (other !== best && other.minuses.some((m) => m.kind === 'otherGoal'))
      lines.push(words.otherGoalNote(other.course.courseName, other.track === 'govt'))
  }
  return lines.join(' ')
}

export function embeddedRecommendation(
  profile: LearnerProfile,
  courses: readonly Course[],
  language: Language = 'en',
): string {
  const words = ANSWER_WORDS[language]
  const needs = readLearnerNeeds(profile)
  const assessed = courses.map((c) => assessCourse(c, needs, courses))
  return [...assessed.map((a) => block(a, needs, words)), conclusion(assessed, needs, words)].join(
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
