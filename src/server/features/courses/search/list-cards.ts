// What a catalogue list shows of each course, kept by the search index beside what it searches, so
// that a page of results is written from memory instead of read from the database
// (docs/decisions/052-list-cards-from-the-index.md). Kept as columns, not as each course's JSON:
// a card's JSON is about 500 bytes, half of them key names, and most of its values (platform,
// category, language, duration, validity, certificate, picture, instructor) are shared by many
// courses, so one copy of each is kept (interned) and a course holds only its number. Text
// is kept JSON-encoded, so that writing a card is joining strings (the index's thread writes 24 of
// them for every page it answers). Values arrive as bytes (course-batch.ts): a shared value is
// found by its bytes, and an address is kept as bytes (decision 054).
import { roundedAverage } from '../../../../domain/review'
import type { CourseListItem } from '../../../../domain/schemas/course'
import { ByteTable, ByteTexts } from './byte-table'
import { Column } from './column'
import { NUMBER, NUMBER_FIELDS, TEXT, TEXT_FIELDS, type CourseBatch } from './course-batch'

/** The fields of a list's card the index does not otherwise hold. */
export type CardFields = Pick<
  CourseListItem,
  | 'duration'
  | 'validity'
  | 'certification'
  | 'imageUrl'
  | 'instructor'
  | 'platform'
  | 'category'
  | 'language'
  | 'isFavourite'
  | 'fvrtCount'
  | 'officialUrl'
  | 'learnerRating'
  | 'learnerRatingCount'
>

/** What the index holds itself of a course, which a card shows too. */
export interface CardBase {
  courseId: string
  courseName: string
  rating: number
  price: number | null
  isBestseller: boolean
  createdAt: number
}

const SHARED = [
  TEXT.duration,
  TEXT.validity,
  TEXT.certification,
  TEXT.imageUrl,
  TEXT.instructor,
  TEXT.platform,
  TEXT.category,
  TEXT.language,
] as const

/** The shared fields the search index filters by (a follow, by instructor), by their places in SHARED. */
const SHARED_FILTERS = {
  platform: SHARED.indexOf(TEXT.platform),
  category: SHARED.indexOf(TEXT.category),
  language: SHARED.indexOf(TEXT.language),
  instructor: SHARED.indexOf(TEXT.instructor),
}

/** A learner rating's place in its column when there is none. */
const NO_RATING = -1

export class ListCards {
  /** The shared values by their bytes, and each one's JSON by its number: one copy of each. */
  private readonly pool = new ByteTable()
  private readonly pooled: string[] = []
  /** Per shared field, each document's value as its number in the pool. */
  private readonly shared = SHARED.map(() => new Column((n) => new Int32Array(n)))
  private readonly urls = new ByteTexts()
  /** Each document's address, as its number in `urls`. */
  private readonly urlOf = new Column((n) => new Int32Array(n))
  private readonly isFavourite = new Column((n) => new Uint8Array(n))
  private readonly fvrtCount = new Column((n) => new Int32Array(n))
  private readonly learnerRating = new Column((n) => new Float64Array(n))
  private readonly learnerRatingCount = new Column((n) => new Int32Array(n))

  /** Sets document `doc`'s card from course `c` of the batch (a new document is the next one). */
  set(doc: number, batch: CourseBatch, c: number): void {
    const { bytes, ends, numbers } = batch
    for (let i = 0; i < SHARED.length; i++) {
      const field = SHARED[i]!
      const id = this.pool.intern(
        bytes,
        batch.starts[c * TEXT_FIELDS + field]!,
        ends[c * TEXT_FIELDS + field]!,
      )
      if (id === this.pooled.length) this.pooled.push(JSON.stringify(this.pool.text(id)))
      this.shared[i]!.put(doc, id)
    }
    const urlStart = batch.starts[c * TEXT_FIELDS + TEXT.officialUrl]!
    const urlEnd = ends[c * TEXT_FIELDS + TEXT.officialUrl]!
    // A card set again (its counts moved) keeps its address: no second copy of the same bytes.
    const same =
      doc < this.urlOf.length && this.urls.equals(this.urlOf.values[doc]!, bytes, urlStart, urlEnd)
    if (!same) this.urlOf.put(doc, this.urls.push(bytes, urlStart, urlEnd))
    const n = c * NUMBER_FIELDS
    this.isFavourite.put(doc, numbers[n + NUMBER.isFavourite]!)
    this.fvrtCount.put(doc, numbers[n + NUMBER.fvrtCount]!)
    // The record holds the learners' sum and count; a card, their average as a course shows it.
    const ratings = numbers[n + NUMBER.ratingCount]!
    const learnerRating = roundedAverage(numbers[n + NUMBER.ratingSum]!, ratings)
    this.learnerRating.put(doc, learnerRating ?? NO_RATING)
    this.learnerRatingCount.put(doc, ratings)
  }

  /** Gives back the room grown while loading. */
  trim(): void {
    this.urls.trim()
  }

  /** The number of a document's value of a shared field the index filters by. */
  valueId(doc: number, field: keyof typeof SHARED_FILTERS): number {
    return this.shared[SHARED_FILTERS[field]]!.values[doc]!
  }

  /** A shared value, by its number. */
  value(id: number): string {
    return this.pool.text(id)
  }

  /**
   * The card as JSON, its keys in courseListItemSchema's order (courses-routes.test.ts holds it to
   * what the course's own address answers, keys in the same order).
   */
  json(doc: number, base: CardBase): string {
    const { pooled } = this
    const [duration, validity, certification, imageUrl, instructor, platform, category, language] =
      this.shared.map((column) => pooled[column.values[doc]!]!)
    const text = (value: number | null) => (value === null ? 'null' : String(value))
    const learnerRating = this.learnerRating.values[doc]!
    return (
      `{"courseId":${JSON.stringify(base.courseId)},"courseName":${JSON.stringify(base.courseName)}` +
      `,"rating":${text(base.rating)},"duration":${duration},"validity":${validity}` +
      `,"certification":${certification},"price":${text(base.price)}` +
      `,"imageUrl":${imageUrl},"instructor":${instructor},"platform":${platform}` +
      `,"category":${category},"isFavourite":${this.isFavourite.values[doc] === 1}` +
      `,"fvrtCount":${this.fvrtCount.values[doc]}` +
      `,"officialUrl":${JSON.stringify(this.urls.text(this.urlOf.values[doc]!))}` +
      `,"language":${language},"isBestseller":${base.isBestseller}` +
      `,"createdAt":"${new Date(base.createdAt).toISOString()}"` +
      `,"learnerRating":${text(learnerRating === NO_RATING ? null : learnerRating)}` +
      `,"learnerRatingCount":${this.learnerRatingCount.values[doc]}}`
    )
  }
}
