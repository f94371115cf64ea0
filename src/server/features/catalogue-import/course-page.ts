// A course page read for its schema.org JSON-LD (docs/product.md#catalogue-sources): the first
// `Course` (else `Product`) in its <script type="application/ld+json"> blocks, top level, in a list
// or in an @graph, made into the add-course form's fields. What the page does not state keeps the
// course's value when it is in the catalogue already, else reads 'Not stated'; the platform is the
// source's, the category the catalogue's or else the source's, the address the one listed.
import { COURSE_TEXT_MAX, type CourseInput } from '../../../domain/course'

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

/** An ISO 8601 duration ('PT12H30M', 'P2DT3H') in whole hours, at least 1; undefined if not one. */
export function hoursOf(value: Json | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const match =
    /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:\d+(?:\.\d+)?S)?)?$/i.exec(
      value.trim(),
    )
  if (!match || value.trim().length < 3) return undefined
  const [, weeks = '0', days = '0', hours = '0', minutes = '0'] = match
  const total = Number(weeks) * 168 + Number(days) * 24 + Number(hours) + Number(minutes) / 60
  return total > 0 ? String(Math.max(1, Math.round(total))) : undefined
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

/**
 * The add-course form's fields for the page at `address`, or why the page cannot be one. The
 * values are checked by the import's rules afterwards, like a feed's rows.
 */
export function courseFromPage(
  html: string,
  address: string,
  source: { platform: string; category: string },
  known: KnownCourse | undefined,
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
    },
  }
}
