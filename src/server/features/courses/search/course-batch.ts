// Courses on their way into the search index, as bytes (docs/decisions/054-search-index-built-from-
// bytes.md). A course is a record of fields, each its length in bytes, a colon and its UTF-8 bytes
// ('4:Java'); numbers are written as decimal text and an empty number is none. The database writes
// a chunk of 5,000 records as one text (catalogue-search.ts), a course changed later is written
// here (encodeCourses), and the index's thread receives the bytes themselves, moved and not
// copied, and reads every word straight out of them. Before, a chunk arrived as 5,000 objects,
// 100,000 strings, and making and collecting them took most of the time of loading a million
// courses, on the server's own thread and on the index's.
import type { IndexedCourse } from './search-index'
import { CERTIFICATE_KINDS, COURSE_FORMATS, COURSE_LEVELS } from '../../../../domain/course-facts'

/** The text fields, in the order a record holds them. */
export const TEXT = {
  id: 0,
  courseName: 1,
  instructor: 2,
  platform: 3,
  category: 4,
  description: 5,
  language: 6,
  duration: 7,
  validity: 8,
  certification: 9,
  imageUrl: 10,
  officialUrl: 11,
} as const
export const TEXT_FIELDS = 12

/** The number fields, after the text fields: what a record holds, then what a batch holds. */
const RECORD_NUMBERS = [
  'price',
  'rating',
  'isBestseller',
  'createdAt',
  'isFavourite',
  'fvrtCount',
  'ratingSum',
  'ratingCount',
  'priceDropFrom',
  'priceDroppedAt',
  'level',
  'format',
  'certificate',
] as const
export const NUMBER = {
  price: 0,
  rating: 1,
  isBestseller: 2,
  /** Milliseconds since 1970. */
  createdAt: 3,
  isFavourite: 4,
  fvrtCount: 5,
  /** The learners' ratings: the sum of their stars, and how many rated. */
  ratingSum: 6,
  ratingCount: 7,
  /** The price of its last drop came from, or NaN (docs/product.md#price-drops). */
  priceDropFrom: 8,
  /** When it dropped, in milliseconds since 1970, or NaN. */
  priceDroppedAt: 9,
  /**
   * Its level, format and certificate (docs/product.md#course-facts): each its place in its list
   * (src/domain/course-facts.ts) plus one, or NaN when not stated.
   */
  level: 10,
  format: 11,
  certificate: 12,
} as const
export const NUMBER_FIELDS = RECORD_NUMBERS.length

/** Records as they travel: `count` courses' records, one after another. */
export interface CourseRecords {
  count: number
  bytes: Uint8Array
}

/** Records read: where each text field lies in the bytes, and the numbers. */
export interface CourseBatch {
  count: number
  bytes: Uint8Array
  /** Course c's text field f lies in bytes [starts[k], ends[k]) for k = c * TEXT_FIELDS + f. */
  starts: Int32Array
  ends: Int32Array
  /** Course c's number field f: `numbers[c * NUMBER_FIELDS + f]`; a price or rating absent: NaN. */
  numbers: Float64Array
}

/** The records' fields, in order, as the database writes them in SQL (catalogue-search.ts). */
export const RECORD_FIELDS = [...Object.keys(TEXT), ...RECORD_NUMBERS] as readonly (
  keyof typeof TEXT | (typeof RECORD_NUMBERS)[number]
)[]

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** Courses as records (a course changed, or courses a test indexes). */
export function encodeCourses(courses: readonly IndexedCourse[]): CourseRecords {
  const parts: string[] = []
  const add = (value: string | number | null) => {
    const text = value === null ? '' : String(value)
    parts.push(`${encoder.encode(text).length}:`, text)
  }
  for (const course of courses) {
    const card = course.card
    for (const text of [
      course.id,
      course.courseName,
      course.instructor,
      course.platform,
      course.category,
      course.description,
      course.language,
      card?.duration ?? '',
      card?.validity ?? '',
      card?.certification ?? '',
      card?.imageUrl ?? '',
      card?.officialUrl ?? '',
    ])
      add(text)
    add(course.price)
    add(course.rating)
    add(course.isBestseller ? 1 : 0)
    add(course.createdAt.getTime())
    add(card?.isFavourite ? 1 : 0)
    add(card?.fvrtCount ?? 0)
    add(card?.ratingSum ?? 0)
    add(card?.ratingCount ?? 0)
    add(course.priceDropFrom ?? null)
    add(course.priceDroppedAt?.getTime() ?? null)
    add(course.level ? COURSE_LEVELS.indexOf(course.level) + 1 : null)
    add(course.format ? COURSE_FORMATS.indexOf(course.format) + 1 : null)
    add(course.certificate ? CERTIFICATE_KINDS.indexOf(course.certificate) + 1 : null)
  }
  return { count: courses.length, bytes: encoder.encode(parts.join('')) }
}

const COLON = 58
const MINUS = 45
const DOT = 46

/** The decimal number in bytes [from, to), NaN when empty. */
function numberAt(bytes: Uint8Array, from: number, to: number): number {
  if (from === to) return NaN
  // Digits as one integer, divided by the power of ten of its decimals: exact as Number() of the
  // text for up to 15 digits, without making the text.
  let digits = 0
  let decimals = -1
  let i = from
  const negative = bytes[i] === MINUS
  if (negative) i++
  for (; i < to; i++) {
    const c = bytes[i]!
    if (c >= 48 && c <= 57) {
      digits = digits * 10 + (c - 48)
      if (decimals >= 0) decimals++
    } else if (c === DOT && decimals < 0) decimals = 0
    else return Number(decoder.decode(bytes.subarray(from, to))) // '1e+21' and the like
  }
  if (digits > Number.MAX_SAFE_INTEGER) return Number(decoder.decode(bytes.subarray(from, to)))
  const value = decimals > 0 ? digits / 10 ** decimals : digits
  return negative ? -value : value
}

/**
 * Reads `records` (their bytes are the batch's, not copied), into the arrays of `reuse` when they
 * have room: a reload reads 200 chunks, and arrays made for each were 160 MB for the collector.
 */
export function readRecords(records: CourseRecords, reuse?: CourseBatch): CourseBatch {
  const { count, bytes } = records
  const room = reuse !== undefined && reuse.numbers.length >= count * NUMBER_FIELDS
  const starts = room ? reuse.starts : new Int32Array(count * TEXT_FIELDS)
  const ends = room ? reuse.ends : new Int32Array(count * TEXT_FIELDS)
  const numbers = room ? reuse.numbers : new Float64Array(count * NUMBER_FIELDS)
  let i = 0
  /** Reads the next field's length and colon; returns where the field ends (`i` at its start). */
  const field = () => {
    let length = 0
    for (let c = bytes[i]; c !== COLON; c = bytes[i]) {
      if (c === undefined || c < 48 || c > 57) throw new Error(`bad course record at byte ${i}`)
      length = length * 10 + (c - 48)
      i++
    }
    i++
    const end = i + length
    if (end > bytes.length) throw new Error(`bad course record at byte ${i}`)
    return end
  }
  for (let c = 0; c < count; c++) {
    for (let f = 0; f < TEXT_FIELDS; f++) {
      const k = c * TEXT_FIELDS + f
      ends[k] = field()
      starts[k] = i
      i = ends[k]!
    }
    const n = c * NUMBER_FIELDS
    for (let f = 0; f < NUMBER_FIELDS; f++) {
      const end = field()
      numbers[n + f] = numberAt(bytes, i, end)
      i = end
    }
  }
  if (i !== bytes.length) throw new Error(`course records hold ${bytes.length - i} more bytes`)
  return { count, bytes, starts, ends, numbers }
}
