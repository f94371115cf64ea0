// Courses on their way into the search index, as bytes: every text field of every course, UTF-8,
// in one buffer, and the numbers in another. The index's thread receives the buffers themselves
// (transferred, not copied) and reads the courses' words straight out of them: a chunk of 5,000
// courses sent as objects became 75,000 strings on arrival, which outlived the young generation,
// and collecting them took half the time of loading a million courses
// (docs/decisions/054-search-index-built-from-bytes.md).
import { Buffer } from 'node:buffer'
import type { IndexedCourse } from './search-index'

/** The text fields, in the order each course's are stored. */
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

/** The number fields; a missing price or learner rating is NaN. */
export const NUMBER = {
  price: 0,
  rating: 1,
  isBestseller: 2,
  createdAt: 3,
  isFavourite: 4,
  fvrtCount: 5,
  learnerRating: 6,
  learnerRatingCount: 7,
} as const
export const NUMBER_FIELDS = 8

export interface CourseBatch {
  count: number
  /** The text fields' UTF-8 bytes, course after course, field after field. */
  bytes: Uint8Array
  /** Where course c's field f ends in `bytes`: `ends[c * TEXT_FIELDS + f]`. */
  ends: Int32Array
  /** Course c's number field f: `numbers[c * NUMBER_FIELDS + f]`. */
  numbers: Float64Array
}

/** Where course `c`'s text field `f` starts in the batch's bytes. */
export function textStart(batch: CourseBatch, c: number, f: number): number {
  const k = c * TEXT_FIELDS + f
  return k === 0 ? 0 : batch.ends[k - 1]!
}

/** The buffers to transfer with the batch (postMessage's transfer list). */
export const batchBuffers = (batch: CourseBatch) =>
  [batch.bytes.buffer, batch.ends.buffer, batch.numbers.buffer] as ArrayBuffer[]

const NO_CARD = {
  duration: '',
  validity: '',
  certification: '',
  imageUrl: '',
  isFavourite: false,
  fvrtCount: 0,
  officialUrl: '',
  learnerRating: null,
  learnerRatingCount: 0,
}

export function encodeCourses(courses: readonly IndexedCourse[]): CourseBatch {
  const count = courses.length
  // About a kilobyte a course (its description most of it); grown when short.
  let bytes = Buffer.from(new ArrayBuffer(Math.max(1024, count * 1024)))
  let used = 0
  const ends = new Int32Array(count * TEXT_FIELDS)
  const numbers = new Float64Array(count * NUMBER_FIELDS)
  const write = (text: string, k: number) => {
    // A UTF-16 unit is at most 3 bytes of UTF-8.
    if (used + text.length * 3 > bytes.length) {
      const grown = Buffer.from(new ArrayBuffer(Math.max(bytes.length * 2, used + text.length * 3)))
      bytes.copy(grown, 0, 0, used)
      bytes = grown
    }
    used += bytes.write(text, used)
    ends[k] = used
  }
  for (let c = 0; c < count; c++) {
    const course = courses[c]!
    const card = course.card ?? NO_CARD
    const t = c * TEXT_FIELDS
    write(course.id, t + TEXT.id)
    write(course.courseName, t + TEXT.courseName)
    write(course.instructor, t + TEXT.instructor)
    write(course.platform, t + TEXT.platform)
    write(course.category, t + TEXT.category)
    write(course.description, t + TEXT.description)
    write(course.language, t + TEXT.language)
    write(card.duration, t + TEXT.duration)
    write(card.validity, t + TEXT.validity)
    write(card.certification, t + TEXT.certification)
    write(card.imageUrl, t + TEXT.imageUrl)
    write(card.officialUrl, t + TEXT.officialUrl)
    const n = c * NUMBER_FIELDS
    numbers[n + NUMBER.price] = course.price ?? NaN
    numbers[n + NUMBER.rating] = course.rating
    numbers[n + NUMBER.isBestseller] = course.isBestseller ? 1 : 0
    numbers[n + NUMBER.createdAt] = course.createdAt.getTime()
    numbers[n + NUMBER.isFavourite] = card.isFavourite ? 1 : 0
    numbers[n + NUMBER.fvrtCount] = card.fvrtCount
    numbers[n + NUMBER.learnerRating] = card.learnerRating ?? NaN
    numbers[n + NUMBER.learnerRatingCount] = card.learnerRatingCount
  }
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, used)
  return { count, bytes: view, ends, numbers }
}
