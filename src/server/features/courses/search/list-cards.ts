// What a catalogue list shows of each course, kept by the search index beside what it searches, so
// that a page of results is written from memory instead of read from the database
// (docs/decisions/052-list-cards-from-the-index.md). Kept as columns, not as each course's JSON:
// a card's JSON is about 500 bytes, half of them key names, and most of its values (platform,
// category, language, duration, validity, certificate, picture, instructor) are shared by many
// courses, so one copy of each is kept (interned) and a course holds only its number. Text
// is kept JSON-encoded, so that writing a card is joining strings (the index's thread writes 24 of
// them for every page it answers).
import type { CourseListItem } from '../../../../domain/schemas/course'
import { Column } from './column'

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
  'duration',
  'validity',
  'certification',
  'imageUrl',
  'instructor',
  'platform',
  'category',
  'language',
] as const

/** A learner rating's place in its column when there is none. */
const NO_RATING = -1

export class ListCards {
  /** Each shared value's number, and the JSON of each by number: one copy of each. */
  private readonly pool = new Map<string, number>()
  private readonly pooled: string[] = []
  /** Per shared field, each document's value as its number in the pool. */
  private readonly shared = SHARED.map(() => new Column((n) => new Int32Array(n)))
  private readonly officialUrl: string[] = []
  private readonly isFavourite = new Column((n) => new Uint8Array(n))
  private readonly fvrtCount = new Column((n) => new Int32Array(n))
  private readonly learnerRating = new Column((n) => new Float64Array(n))
  private readonly learnerRatingCount = new Column((n) => new Int32Array(n))

  private intern(value: string): number {
    let id = this.pool.get(value)
    if (id === undefined) {
      id = this.pooled.push(JSON.stringify(value)) - 1
      this.pool.set(value, id)
    }
    return id
  }

  /** Sets document `doc`'s card (a new document is the next one). */
  set(doc: number, fields: CardFields): void {
    for (const [i, name] of SHARED.entries()) this.shared[i]!.put(doc, this.intern(fields[name]))
    this.officialUrl[doc] = JSON.stringify(fields.officialUrl)
    this.isFavourite.put(doc, fields.isFavourite ? 1 : 0)
    this.fvrtCount.put(doc, fields.fvrtCount)
    this.learnerRating.put(doc, fields.learnerRating ?? NO_RATING)
    this.learnerRatingCount.put(doc, fields.learnerRatingCount)
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
      `,"fvrtCount":${this.fvrtCount.values[doc]},"officialUrl":${this.officialUrl[doc]}` +
      `,"language":${language},"isBestseller":${base.isBestseller}` +
      `,"createdAt":"${new Date(base.createdAt).toISOString()}"` +
      `,"learnerRating":${text(learnerRating === NO_RATING ? null : learnerRating)}` +
      `,"learnerRatingCount":${this.learnerRatingCount.values[doc]}}`
    )
  }
}
