// What a learner's free text on the comparison page says they need (docs/product.md#recommenders):
// level, goal and its topic, time, budget, language, format and a certificate wish, read from
// English, Hindi or Hinglish. Plain code: the page shows what was understood as the learner types
// (so they can correct it), and the server reasons from the same reading.
import type { LearnerProfile } from './recommendation'
import type { CourseTrack } from './constants'

export type Level = 'beginner' | 'intermediate' | 'advanced'
export type Goal = 'job' | 'exam' | 'skill'
export type Format = 'video' | 'live' | 'projects'

export interface LearnerNeeds {
  level?: Level
  goal?: Goal
  /** What the goal is about, in the catalogue's words: 'front-end', 'SSC', 'React'. */
  topic?: string
  /** Which catalogue the goal belongs to (an exam is 'govt'). */
  track?: CourseTrack
  /** Weeks until the goal ('in 6 months' is 26). */
  weeks?: number
  /** Hours a week the learner can study ('1 hour a day' is 7). */
  hoursPerWeek?: number
  /** The most the learner will pay, in rupees (0: only free courses). */
  budget?: number
  /** 'cheap', 'low budget', 'student' without a figure: the lower the price the better. */
  lowBudget: boolean
  language?: 'English' | 'Hindi'
  formats: Format[]
  certificate: boolean
}

/** A topic as the learner may write it, and the words that find it in a course. */
interface Topic {
  name: string
  track: CourseTrack
  /** Matched against the learner's text (lower case). */
  asked: RegExp
  /** Matched against a course's name, category and description (lower case). */
  taught: RegExp
}

const TOPICS: Topic[] = [
  {
    name: 'SSC',
    track: 'govt',
    asked: /\bssc\b|\bcgl\b|\bchsl\b|एसएससी/,
    taught: /\bssc\b|\bcgl\b/,
  },
  {
    name: 'UPSC',
    track: 'govt',
    asked: /upsc|\bias\b|civil services|यूपीएससी/,
    taught: /upsc|civil services/,
  },
  { name: 'banking', track: 'govt', asked: /\bbank|ibps|sbi po|बैंक/, taught: /\bbank|ibps|sbi/ },
  { name: 'railways', track: 'govt', asked: /railway|\brrb\b|रेलवे/, taught: /railway|\brrb\b/ },
  { name: 'GATE', track: 'govt', asked: /\bgate\b|गेट/, taught: /\bgate\b/ },
  { name: 'React', track: 'it', asked: /\breact\b|रिएक्ट/, taught: /\breact\b/ },
  {
    name: 'front-end',
    track: 'it',
    asked: /front[\s-]?end|फ्रंट[\s-]?एंड|फ्रंटएंड/,
    taught: /front[\s-]?end|\breact\b|javascript|\bcss\b|\bui\b/,
  },
  {
    name: 'back-end',
    track: 'it',
    asked: /back[\s-]?end|बैक[\s-]?एंड|server[\s-]side/,
    taught: /back[\s-]?end|node|express|django|spring|\bapi/,
  },
  {
    name: 'full stack',
    track: 'it',
    asked: /full[\s-]?stack|फुल[\s-]?स्टैक/,
    taught: /full[\s-]?stack|mern|bootcamp/,
  },
  {
    name: 'web development',
    track: 'it',
    asked: /web develop|वेब डेवलप/,
    taught:
      /web develop|full[\s-]?stack|front[\s-]?end|back[\s-]?end|\breact\b|\bnode\b|html|javascript|bootcamp/,
  },
  {
    name: 'DSA',
    track: 'it',
    asked: /\bdsa\b|data structures|algorithm|डीएसए/,
    taught: /\bdsa\b|data structures|algorithm/,
  },
  {
    name: 'machine learning',
    track: 'it',
    asked: /machine learning|\bml\b|\bai\b|मशीन लर्निंग|artificial intelligence/,
    taught: /machine learning|deep learning|neural|\bml\b/,
  },
  {
    name: 'data science',
    track: 'it',
    asked: /data scien|data analy|डेटा/,
    taught: /data scien|data analy|pandas/,
  },
  {
    name: 'DevOps',
    track: 'it',
    asked: /devops|docker|kubernetes|डेवऑप्स|\bcloud\b|\baws\b/,
    taught: /devops|docker|kubernetes|\bci\b|\baws\b|cloud/,
  },
  { name: 'Python', track: 'it', asked: /python|पायथन/, taught: /python/ },
  { name: 'Java', track: 'it', asked: /\bjava\b|जावा/, taught: /\bjava\b/ },
  { name: 'JavaScript', track: 'it', asked: /javascript|\bjs\b|जावास्क्रिप्ट/, taught: /javascript/ },
]

// Devanagari has no \b: Hindi words are matched as they are.
const HINDI = /\bhindi\b|हिंदी|हिन्दी/
const ENGLISH = /\benglish\b|अंग्रेज़ी|अंग्रेजी|इंग्लिश/
const BEGINNER =
  /beginner|new to|basics|fresher|no experience|no coding|just starting|from scratch|from zero|novice|non[\s-]?it|शुरुआत|शुरू से|नया हूँ|नई हूँ|बिगिनर|कोई अनुभव नहीं|naya hu|shuru se/
const INTERMEDIATE = /intermediate|some experience|know the basics|thoda|कुछ अनुभव/
const ADVANCED =
  /advanced|experienced|senior|expert|\d+\s*(?:years?|yrs?) (?:of )?experience|working professional|अनुभवी|एडवांस/
const EXAM =
  /exam|\bssc\b|\bcgl\b|upsc|\bias\b|ibps|\bbank po\b|railway|\brrb\b|\bgate\b|sarkari|government job|govt job|परीक्षा|सरकारी|एग्ज़ाम|एग्जाम/
const JOB =
  /\bjobs?\b|placement|get hired|hiring|career|switch|internship|naukri|नौकरी|जॉब|प्लेसमेंट|become an? /
const CERTIFICATE = /certificat|certified|सर्टिफ़िकेट|सर्टिफिकेट|प्रमाणपत्र/
const LIVE = /\blive\b|cohort|mentor|doubt|लाइव/
const PROJECTS = /project|hands[\s-]on|portfolio|build (?:real|apps|things)|प्रोजेक्ट/
const VIDEO = /video|recorded|self[\s-]paced|वीडियो/
const FREE_ONLY = /free only|only free|no money|can'?t (?:afford|pay)|free course|मुफ़्त|मुफ्त|फ्री कोर्स/
const LOW_BUDGET = /budget|cheap|afford|low cost|student|tight|सस्ता|सस्ती|कम पैसे|बजट|छात्र/

const number = (text: string) => Number(text.replace(/,/g, ''))
/** A figure after a budget word or a currency sign: 'budget 2,000', 'under ₹500', '3000 tak'. */
const BUDGET_FIGURE =
  /(?:budget(?: of| is)?|under|below|upto|up to|max(?:imum)?|within|less than|बजट|तक)\s*(?:rs\.?|inr|₹)?\s*(\d[\d,]*)|(?:rs\.?|inr|₹)\s*(\d[\d,]*)|(\d[\d,]*)\s*(?:rs|rupees|रुपये|रुपए|tak|तक)/
/** 'in 6 months', '3 mahine', '6 महीने में', '8 weeks'. */
const SPAN = /(\d+(?:\.\d+)?)\s*(months?|mahine|महीने|महीनों|माह|weeks?|hafte|हफ़्ते|हफ्ते|सप्ताह)/
/** '5 hours a week', '1 hour a day', '2 ghante roz', 'हफ़्ते में 5 घंटे'. */
const PER_WEEK =
  /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h|ghante|घंटे)\s*(?:a|per|\/|every|each)?\s*(week|day|daily|roz|रोज़|रोज)|(?:हफ़्ते|हफ्ते) में\s*(\d+(?:\.\d+)?)\s*घंटे|(?:रोज़|रोज|daily|roz)\s*(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|ghante|घंटे)/

function readBudget(text: string): number | undefined {
  if (FREE_ONLY.test(text)) return 0
  const m = BUDGET_FIGURE.exec(text)
  const figure = m?.[1] ?? m?.[2] ?? m?.[3]
  if (!figure) return undefined
  const value = number(figure)
  // A year or an hour count is no budget: courses cost at least a hundred rupees.
  return value >= 100 && !/^(19|20)\d\d$/.test(figure) ? value : undefined
}

function readHoursPerWeek(text: string): number | undefined {
  const m = PER_WEEK.exec(text)
  if (!m) return undefined
  if (m[1]) return number(m[1]) * (/week/.test(m[2]!) ? 1 : 7)
  if (m[3]) return number(m[3])
  return number(m[4]!) * 7
}

function readWeeks(text: string): number | undefined {
  const m = SPAN.exec(text)
  if (!m) return undefined
  const weeks = /^(w|h|ह|स)/.test(m[2]!) ? number(m[1]!) : number(m[1]!) * 4.35
  return Math.round(weeks)
}

export function readLearnerNeeds(profile: LearnerProfile): LearnerNeeds {
  const all = `${profile.expertise}\n${profile.learningStyle}\n${profile.goals}`.toLowerCase()
  const goals = profile.goals.toLowerCase()
  const topic = TOPICS.find((t) => t.asked.test(goals)) ?? TOPICS.find((t) => t.asked.test(all))
  const exam = EXAM.test(all) || topic?.track === 'govt'
  const level = BEGINNER.test(all)
    ? 'beginner'
    : ADVANCED.test(all)
      ? 'advanced'
      : INTERMEDIATE.test(all)
        ? 'intermediate'
        : undefined
  const budget = readBudget(all)
  const formats: Format[] = []
  if (LIVE.test(all)) formats.push('live')
  if (PROJECTS.test(all)) formats.push('projects')
  if (VIDEO.test(all)) formats.push('video')
  const needs: LearnerNeeds = {
    lowBudget: budget === undefined && LOW_BUDGET.test(all),
    formats,
    certificate: CERTIFICATE.test(all),
  }
  if (level) needs.level = level
  const goal: Goal | undefined = exam ? 'exam' : JOB.test(all) ? 'job' : topic ? 'skill' : undefined
  if (goal) needs.goal = goal
  if (topic) needs.topic = topic.name
  if (exam) needs.track = 'govt'
  else if (topic) needs.track = topic.track
  const weeks = readWeeks(all)
  if (weeks !== undefined) needs.weeks = weeks
  const hoursPerWeek = readHoursPerWeek(all)
  if (hoursPerWeek !== undefined) needs.hoursPerWeek = hoursPerWeek
  if (budget !== undefined) needs.budget = budget
  const language = HINDI.test(all) ? 'Hindi' : ENGLISH.test(all) ? 'English' : undefined
  if (language) needs.language = language
  return needs
}

/** Whether a course's own text teaches the topic (its name, category and description). */
export function teachesTopic(
  topic: string,
  course: { courseName: string; category: string; description: string },
): boolean {
  const known = TOPICS.find((t) => t.name === topic)
  const text = `${course.courseName} ${course.category} ${course.description}`.toLowerCase()
  return known ? known.taught.test(text) : text.includes(topic.toLowerCase())
}

/**
 * One thing the reading understood. The page ('What we understood') and the model's prompt each
 * word these, in this order.
 */
export type UnderstoodNeed =
  | { kind: 'goal'; goal: Goal; topic?: string; weeks?: number }
  | { kind: 'timeFrame'; weeks: number }
  | { kind: 'level'; level: Level }
  | { kind: 'hoursPerWeek'; hours: number }
  /** The most the learner will pay, in rupees; 0 is free courses only. */
  | { kind: 'budget'; rupees: number }
  | { kind: 'lowBudget' }
  | { kind: 'language'; language: 'English' | 'Hindi' }
  | { kind: 'wants'; certificate: boolean; formats: Format[] }

/** What the reading found, in the order it is stated; empty when it found nothing. */
export function understoodNeeds(needs: LearnerNeeds): UnderstoodNeed[] {
  const found: UnderstoodNeed[] = []
  if (needs.goal) {
    found.push({ kind: 'goal', goal: needs.goal, topic: needs.topic, weeks: needs.weeks })
  } else if (needs.weeks) found.push({ kind: 'timeFrame', weeks: needs.weeks })
  if (needs.level) found.push({ kind: 'level', level: needs.level })
  if (needs.hoursPerWeek) found.push({ kind: 'hoursPerWeek', hours: needs.hoursPerWeek })
  if (needs.budget !== undefined) found.push({ kind: 'budget', rupees: needs.budget })
  else if (needs.lowBudget) found.push({ kind: 'lowBudget' })
  if (needs.language) found.push({ kind: 'language', language: needs.language })
  if (needs.certificate || needs.formats.length) {
    found.push({ kind: 'wants', certificate: needs.certificate, formats: needs.formats })
  }
  return found
}
