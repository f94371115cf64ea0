// A course page read for its schema.org JSON-LD (docs/product.md#catalogue-sources): the first
// `Course` (else `Product`) in its <script type="application/ld+json"> blocks, top level, in a list
// or in an @graph, made into the add-course form's fields. What the page does not state keeps the
// course's value when it is in the catalogue already, else reads 'Not stated'; the platform is the
// source's, the category the catalogue's or else the source's, the address the one listed.
// The course facts (docs/product.md#course-facts) are read only where the page states them plainly:
// a fact left out keeps the course's, so a guess would overwrite what an administrator gave.
import { COURSE_TEXT_MAX, type CourseInput } from '../../../domain/course'
import {
  certificateCostProblem,
  COURSE_FACT_RULES,
  type CertificateKind,
  type CourseFacts,
  type CourseFormat,
  type CourseLevel,
  HOURS_PER_WEEK_STEP,
  MODULE_MINUTES_MAX,
  MODULE_TITLE_MAX,
  readSyllabus,
  SELF_PACED,
  SYLLABUS_MODULES_MAX,
} from '../../../domain/course-facts'
import { indiaDay, isDay } from '../../../domain/exams'

export const NOT_STATED = 'Not stated'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

/** What the catalogue already holds for a course, by its address. */
export type KnownCourse = Omit<CourseInput, 'platform' | 'officialUrl' | 'language'> & {
  language: string
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every object of a JSON-LD document, depth first: lists and @graph opened. */
function* objectsOf(value: Json, depth = 0): Generator<JsonObject> {
  if (depth > 4) return
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsOf(item, depth + 1)
  } else if (isObject(value)) {
    yield value
    if (value['@graph'] !== undefined) yield* objectsOf(value['@graph'], depth + 1)
  }
}

const typesOf = (object: JsonObject): string[] =>
  [object['@type']].flat().filter((t): t is string => typeof t === 'string')

/**
 * The text of each <script type="application/ld+json"> block, found by scanning, not by a regular
 * expression: a page of unclosed `<script` tags made one backtrack for minutes.
 */
function* jsonLdBlocks(html: string): Generator<string> {
  const lower = html.toLowerCase()
  let at = 0
  for (;;) {
    const open = lower.indexOf('<script', at)
    if (open < 0) return
    const tagEnd = lower.indexOf('>', open)
    if (tagEnd < 0) return
    const close = lower.indexOf('</script', tagEnd)
    if (close < 0) return
    const attributes = lower.slice(open + 7, tagEnd)
    if (/\btype\s*=\s*["']?application\/ld\+json["']?(?:[\s/]|$)/.test(attributes)) {
      yield html.slice(tagEnd + 1, close)
    }
    at = close + 8
  }
}

/** The page's first Course, else its first Product; undefined when it has neither. */
export function courseJsonLd(html: string): JsonObject | undefined {
  let product: JsonObject | undefined
  for (const block of jsonLdBlocks(html)) {
    let document: Json
    try {
      document = JSON.parse(block.trim()) as Json
    } catch {
      continue
    }
    for (const object of objectsOf(document)) {
      const types = typesOf(object)
      if (types.includes('Course')) return object
      if (types.includes('Product')) product ??= object
    }
  }
  return product
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** Longer text is cut before it is read: no field keeps more than 5,000 characters. */
const PLAIN_MAX = 20_000

/** A character reference's character; U+FFFD for a number that names none (&#99999999;). */
function character(code: number): string {
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff
  return valid && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd'
}

/** Text as a page writes it in JSON-LD: tags dropped, entities read, white space collapsed. */
function plain(value: Json | undefined): string | undefined {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return undefined
  const text = value
    .slice(0, PLAIN_MAX)
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,8}|#\d{1,9}|[a-z]{1,10});/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return character(Number.parseInt(name.slice(2), 16))
      }
      if (name.startsWith('#')) return character(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
  return text || undefined
}

/** A text cut to `max` characters, at a word where it can be. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text
  const head = text.slice(0, max - 1)
  const space = head.lastIndexOf(' ')
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`
}

/** A name: the text itself, or an object's `name`; the first of a list. */
function nameOf(value: Json | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  return isObject(first) ? plain(first.name) : plain(first)
}

/** An address: the text, or an ImageObject's `url`; the first of a list; made absolute. */
function addressOf(value: Json | undefined, base: string): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  const text = isObject(first) ? first.url : first
  if (typeof text !== 'string') return undefined
  try {
    const url = new URL(text.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** A number a page may write as text ('₹ 1,499.00'). */
function amount(value: Json | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const digits = value.replace(/[,\s₹]|Rs\.?|INR/gi, '')
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : undefined
}

/** An ISO 8601 duration ('PT12H30M', 'P2DT3H') in minutes, seconds left out; undefined if none. */
function minutesOf(value: Json | undefined): number | undefined {
  if (typeof value !== 'string' || value.length > 100) return undefined
  const match =
    /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:\d+(?:\.\d+)?S)?)?$/i.exec(
      value.trim(),
    )
  if (!match || value.trim().length < 3) return undefined
  const [, weeks = '0', days = '0', hours = '0', minutes = '0'] = match
  const total = (Number(weeks) * 168 + Number(days) * 24 + Number(hours)) * 60 + Number(minutes)
  return Number.isFinite(total) && total > 0 ? total : undefined
}

/** An ISO 8601 duration ('PT12H30M', 'P2DT3H') in whole hours, at least 1; undefined if not one. */
export function hoursOf(value: Json | undefined): string | undefined {
  const minutes = minutesOf(value)
  return minutes === undefined ? undefined : String(Math.max(1, Math.round(minutes / 60)))
}

/** How the site writes a course's language, from inLanguage ('hi', 'en-IN', 'Hindi'). */
function languageOf(value: Json | undefined): string | undefined {
  const name = nameOf(value) ?? (isObject(value) ? plain(value.alternateName) : undefined)
  if (!name) return undefined
  const code = name.toLowerCase()
  if (code === 'hi' || code.startsWith('hi-') || code === 'hindi' || name === 'हिन्दी')
    return 'Hindi'
  if (code === 'en' || code.startsWith('en-') || code === 'english') return 'English'
  return cut(name, COURSE_TEXT_MAX.language)
}

/** The offer to read: one in rupees, else one that names no currency. */
function offerOf(item: JsonObject): { offer?: JsonObject; otherCurrency?: string } {
  const offers = [item.offers].flat().filter(isObject)
  const inRupees = offers.find((o) => String(o.priceCurrency ?? '').toUpperCase() === 'INR')
  const offer = inRupees ?? offers.find((o) => o.priceCurrency === undefined)
  if (offer) return { offer }
  const other = offers.find((o) => typeof o.priceCurrency === 'string')
  return other ? { otherCurrency: String(other.priceCurrency) } : {}
}

// The course facts (docs/product.md#course-facts) from schema.org's Course and its CourseInstances.
// Pages are written by strangers: every reader takes what JSON gives (any type, any size), looks
// at a bounded number of items, and answers undefined rather than a guess or an error.

/** Items of a list a page gives that are looked at: a real course has a few, a hostile one 10,000. */
const LIST_LOOKED_AT = 20

/** A value as a list of at most `max` items (a single value is a list of one). */
const listOf = (value: Json | undefined, max = LIST_LOOKED_AT): Json[] =>
  value === undefined ? [] : Array.isArray(value) ? value.slice(0, max) : [value]

/** The texts a property gives: texts, and the `name` (else `termCode`) of DefinedTerms. */
const termsOf = (value: Json | undefined): string[] =>
  listOf(value)
    .map((item) => (isObject(item) ? (plain(item.name) ?? plain(item.termCode)) : plain(item)))
    .filter((text): text is string => text !== undefined && text.length <= 200)

/**
 * A term as compared: lower case, the part after a vocabulary's address ('https://schema.org/X',
 * 'https://ceds.ed.gov/element/001311#Asynchronous'), '-' and '_' as spaces.
 */
const termWord = (text: string) =>
  text
    .trim()
    .replace(/^https?:\/\/\S*[/#]/i, '')
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim()

/** The one value every stated item agrees on; undefined when none is stated or they differ. */
function agreed<T>(values: readonly (T | undefined)[]): T | undefined {
  const stated = new Set(values.filter((value) => value !== undefined))
  return stated.size === 1 ? [...stated][0] : undefined
}

const LEVEL_WORDS: Record<string, CourseLevel> = {
  beginner: 'beginner',
  beginners: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
  'all levels': 'all-levels',
  'all level': 'all-levels',
}

/**
 * educationalLevel ('Beginner', 'beginner level', 'All Levels'): a level only when every term the
 * page gives names the same one ('Beginner to Advanced', 'Expert' name none).
 */
function levelOf(value: Json | undefined): CourseLevel | undefined {
  const terms = termsOf(value)
  const levels = terms.map((term) => LEVEL_WORDS[termWord(term).replace(/ level$/, '')])
  return levels.includes(undefined) ? undefined : agreed(levels)
}

/** What a courseMode says: a format, self-paced (recorded, start any day), or nothing we keep. */
function modeOf(term: string): CourseFormat | typeof SELF_PACED | undefined {
  const word = termWord(term).replace(/ /g, '')
  if (word === 'selfpaced') return SELF_PACED
  if (word === 'asynchronous' || word === 'ondemand') return 'recorded'
  if (word === 'synchronous') return 'live'
  // Blended is online and onsite in schema.org's words; here it is recorded and live together.
  if (word === 'blended') return 'mixed'
  // 'online', 'onsite', 'full-time' and the rest say where or how much, not how it is taught.
  return undefined
}

/** Whether a schedule, as text or a Schedule's texts, says the course is self-paced. */
function saysSelfPaced(value: Json | undefined): boolean {
  const texts = isObject(value)
    ? [value.name, value.description, value.repeatFrequency].map(plain)
    : [plain(value)]
  return texts.some((text) => text !== undefined && /\bself[-\s]?paced\b/i.test(text))
}

const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

/**
 * Hours a week of a courseSchedule: one session's `duration` times the sessions in a week, from
 * `repeatFrequency` (Weekly or P1W: one, or one each `byDay`; Daily or P1D: seven, or the days of
 * `byDay`). Undefined for any other frequency or a day that is not a day of the week.
 */
function scheduleHours(schedule: JsonObject): number | undefined {
  const session = minutesOf(schedule.duration)
  const frequency = typeof schedule.repeatFrequency === 'string' ? schedule.repeatFrequency : ''
  const every = termWord(frequency)
  const weekly = every === 'weekly' || every === 'p1w'
  const daily = every === 'daily' || every === 'p1d'
  if (session === undefined || !(weekly || daily)) return undefined
  let sessions = weekly ? 1 : 7
  if (schedule.byDay !== undefined) {
    const days = termsOf(schedule.byDay).map(termWord)
    if (days.length === 0 || days.some((day) => !WEEK_DAYS.includes(day))) return undefined
    sessions = new Set(days).size
  }
  return (session * sessions) / 60
}

/** A courseWorkload that says it is a week's ('PT5H per week', '5 hours a week', 'PT5H/week'). */
function weeklyWorkload(value: Json | undefined): number | undefined {
  const text = plain(value)
  if (text === undefined || text.length > 100) return undefined
  const match =
    /^(?:(P[\dWDTHMS.]+)|(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hours?))\s*(?:\/|per|a|an|each|every)\s*(?:1\s*)?(?:week|wk)$/i.exec(
      text,
    )
  if (!match) return undefined
  if (match[2] !== undefined) return Number(match[2])
  const minutes = minutesOf(match[1])
  return minutes === undefined ? undefined : minutes / 60
}

/** A day as a page writes a date or a moment: the day in India; undefined if it names none. */
function indiaDayOf(value: Json | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > 40) return undefined
  const text = value.trim()
  const day = text.slice(0, 10)
  if (!isDay(day)) return undefined
  if (text.length === 10) return day
  // A moment: with its zone, the day it is in India then; without one, the day as written.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(text)) {
    return undefined
  }
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text.slice(10))) return day
  const time = Date.parse(text)
  return Number.isFinite(time) ? indiaDay(new Date(time)) : undefined
}

/**
 * A credential's texts that say what it is: the text itself, or its category and name. Not its
 * description, where an exam the course prepares for would read as the certificate's.
 */
function credentialTexts(credential: Json): string[] {
  if (!isObject(credential)) return [plain(credential)].filter((t): t is string => t !== undefined)
  return [...termsOf(credential.credentialCategory), plain(credential.name)].filter(
    (text): text is string => text !== undefined,
  )
}

/**
 * educationalCredentialAwarded or hasCredential: a certificate when one says so ('Certificate',
 * 'Certificate of completion'), exam-based when it names an exam or proctoring, graded when it says
 * graded, else of completion; none when it says there is none ('No certificate'). A text that says
 * more than that in the negative ('Certificate: not included') states neither. Its cost from its
 * own offer in rupees, whole. The first credential that says one of these is read.
 */
function certificateOf(
  item: JsonObject,
): Partial<Pick<CourseFacts, 'certificate' | 'certificateCost'>> | undefined {
  const credentials = [...listOf(item.educationalCredentialAwarded), ...listOf(item.hasCredential)]
  for (const credential of credentials) {
    const text = credentialTexts(credential).join(' ').slice(0, 2000)
    if (/^(?:none|no)$|\b(?:no|without(?: a)?)\s+certificat/i.test(text.trim())) {
      // A cost is a certificate's (certificateCostProblem): none clears one kept from before.
      return { certificate: 'none', certificateCost: null }
    }
    if (
      !/\bcertifi(?:cate|cation|ed)\b/i.test(text) ||
      /\b(?:no|none|not|without|n\/a)\b/i.test(text)
    ) {
      continue
    }
    const certificate: CertificateKind = /\b(?:exams?|examination|proctored)\b/i.test(text)
      ? 'exam'
      : /\bgraded\b/i.test(text)
        ? 'graded'
        : 'completion'
    const offers = isObject(credential) ? listOf(credential.offers).filter(isObject) : []
    const inRupees = offers.find(
      (offer) =>
        typeof offer.priceCurrency === 'string' &&
        offer.priceCurrency.trim().toUpperCase() === 'INR',
    )
    const cost = amount(inRupees?.price)
    return cost !== undefined && Number.isInteger(cost)
      ? { certificate, certificateCost: cost }
      : { certificate }
  }
  return undefined
}

/**
 * syllabusSections: each Syllabus's `name` (cut to a module's title) and `timeRequired` (minutes,
 * none when out of bounds). A list the form would refuse, such as one of more than
 * SYLLABUS_MODULES_MAX modules or a title with a control character, is left out whole: half a
 * syllabus would read as the course's.
 */
function syllabusOf(value: Json | undefined): CourseFacts['syllabus'] | undefined {
  if (value === undefined || value === null) return undefined
  const sections = Array.isArray(value) ? value : [value]
  if (sections.length === 0 || sections.length > SYLLABUS_MODULES_MAX) return undefined
  const modules: { title: string; minutes: number | null }[] = []
  for (const section of sections) {
    const title =
      isObject(section) && typeof section.name === 'string' ? plain(section.name) : undefined
    if (title === undefined) return undefined
    const length = minutesOf(isObject(section) ? section.timeRequired : undefined)
    const minutes = length === undefined ? null : Math.round(length)
    modules.push({
      title: cut(title, MODULE_TITLE_MAX),
      minutes: minutes !== null && minutes >= 1 && minutes <= MODULE_MINUTES_MAX ? minutes : null,
    })
  }
  const read = readSyllabus(modules)
  return read.problem === undefined ? read.modules : undefined
}

/**
 * The facts the page states, each passed by its rule (COURSE_FACT_RULES) as the form would pass it;
 * one it does not state, or states wrongly, is left out (the course keeps its own). `now` decides
 * which start is the next and which update is in the future.
 */
export function factsFromPage(item: JsonObject, now: Date = new Date()): Partial<CourseFacts> {
  const today = indiaDay(now)
  const instances = listOf(item.hasCourseInstance).filter(isObject)
  const modes = instances.flatMap((instance) => termsOf(instance.courseMode).map(modeOf))
  const selfPaced =
    modes.includes(SELF_PACED) ||
    instances.some((instance) => saysSelfPaced(instance.courseSchedule))
  const format = agreed(modes.map((mode) => (mode === SELF_PACED ? 'recorded' : mode)))

  const weekly = instances.flatMap((instance) => [
    ...listOf(instance.courseSchedule)
      .filter(isObject)
      .map((schedule) => scheduleHours(schedule)),
    weeklyWorkload(instance.courseWorkload),
  ])
  const hours = agreed(weekly)
  const starts = instances
    .flatMap((instance) => [
      indiaDayOf(instance.startDate),
      ...listOf(instance.courseSchedule)
        .filter(isObject)
        .map((schedule) => indiaDayOf(schedule.startDate)),
    ])
    .filter((day): day is string => day !== undefined && day >= today)
    .sort()

  const modified = indiaDayOf(item.dateModified)
  const candidates: Partial<CourseFacts> = {
    level: levelOf(item.educationalLevel),
    format,
    hoursPerWeek:
      hours === undefined
        ? undefined
        : Math.round(hours / HOURS_PER_WEEK_STEP) * HOURS_PER_WEEK_STEP,
    lastUpdated: modified !== undefined && modified <= today ? modified.slice(0, 7) : undefined,
    // A dated run to come says more than 'self-paced' beside it; a start gone by says nothing.
    nextStart: starts[0] ?? (selfPaced ? SELF_PACED : undefined),
    ...certificateOf(item),
    syllabus: syllabusOf(item.syllabusSections),
  }
  const facts: Partial<CourseFacts> = {}
  for (const [field, value] of Object.entries(candidates) as [keyof CourseFacts, unknown][]) {
    // null is stated (no cost with no certificate); undefined and a value its rule refuses are not.
    if (value === undefined || COURSE_FACT_RULES[field](value) !== undefined) continue
    Object.assign(facts, { [field]: value })
  }
  if (certificateCostProblem(facts.certificate, facts.certificateCost) !== undefined) {
    delete facts.certificateCost
  }
  return facts
}

/**
 * The add-course form's fields for the page at `address`, or why the page cannot be one. The
 * values are checked by the import's rules afterwards, like a feed's rows; the facts the page does
 * not state are left out, so that the import keeps the course's (`now` as for factsFromPage).
 */
export function courseFromPage(
  html: string,
  address: string,
  source: { platform: string; category: string },
  known: KnownCourse | undefined,
  now: Date = new Date(),
): { values: Record<string, unknown> } | { reason: string } {
  const item = courseJsonLd(html)
  if (!item) return { reason: 'the page has no schema.org Course or Product in JSON-LD' }
  const { offer, otherCurrency } = offerOf(item)
  if (otherCurrency !== undefined) {
    return {
      reason: `the price is in ${cut(otherCurrency, 10)}; only prices in rupees (INR) are kept`,
    }
  }
  let price: number | null | undefined
  if (item.isAccessibleForFree === true || item.isAccessibleForFree === 'true') price = null
  else if (offer) {
    const value = amount(offer.price) ?? amount(offer.lowPrice)
    if (value !== undefined) price = value === 0 ? null : value
  }
  if (price === undefined && !known) return { reason: 'the page states no price (offers.price)' }

  const rated = isObject(item.aggregateRating) ? item.aggregateRating : undefined
  const ratingValue = amount(rated?.ratingValue)
  const best = amount(rated?.bestRating) ?? 5
  const rating =
    ratingValue !== undefined && best > 0
      ? Math.round(Math.min(5, (ratingValue / best) * 5) * 10) / 10
      : known?.rating
  if (rating === undefined) return { reason: 'the page states no rating (aggregateRating)' }
  const imageUrl = addressOf(item.image, address) ?? known?.imageUrl
  if (imageUrl === undefined) return { reason: 'the page states no image' }

  const instance = [item.hasCourseInstance].flat().find(isObject)
  const workload = instance?.courseWorkload
  const orKnown = (value: string | undefined, field: keyof KnownCourse) =>
    value ?? (known?.[field] as string | undefined) ?? NOT_STATED
  return {
    values: {
      courseName: nameOf(item.name)
        ? cut(nameOf(item.name)!, COURSE_TEXT_MAX.courseName)
        : known?.courseName,
      rating,
      duration: orKnown(hoursOf(item.timeRequired) ?? hoursOf(workload), 'duration'),
      validity: known?.validity ?? NOT_STATED,
      certification: orKnown(
        nameOf(item.educationalCredentialAwarded) &&
          cut(nameOf(item.educationalCredentialAwarded)!, COURSE_TEXT_MAX.certification),
        'certification',
      ),
      price: price === undefined ? known!.price : price,
      imageUrl,
      instructor: orKnown(
        [item.instructor, item.author, item.creator, item.provider]
          .map((who) => nameOf(who))
          .find(Boolean)
          ?.slice(0, COURSE_TEXT_MAX.instructor),
        'instructor',
      ),
      platform: source.platform,
      category: known?.category ?? source.category,
      description: orKnown(
        plain(item.description) && cut(plain(item.description)!, COURSE_TEXT_MAX.description),
        'description',
      ),
      officialUrl: address,
      language: languageOf(item.inLanguage) ?? known?.language ?? '',
      ...factsFromPage(item, now),
    },
  }
}
