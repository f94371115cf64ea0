// What a catalogue list shows of each course, kept by the search index beside what it searches, so
// that a page of results is written from memory instead of read from the database
// (docs/decisions/052-list-cards-from-the-index.md). Kept as columns, not as each course's JSON:
// a card's JSON is about 500 bytes, half of them key names, and most of its values (platform,
// category, language, duration, validity, certificate, picture, instructor) are shared by many
// courses, so one copy of each is kept (interned) and a course holds only references to them. Text
// is kept JSON-encoded, so that writing a card is joining strings (the index's thread writes 24 of
// them for every page it answers).
import type { CourseListItem } from '../../../../domain/schemas/course'

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

export class ListCards {
  /** One copy of each shared value's JSON, by the value. */
  private readonly pool = new Map<string, string>()
  private readonly shared = SHARED.map(() => [] as string[])
  private readonly officialUrl: string[] = []
  private readonly isFavourite: boolean[] = []
  private readonly fvrtCount: number[] = []
  private readonly learnerRating: (number | null)[] = []
  private readonly learnerRatingCount: number[] = []

  private intern(value: string): string {
    let json = this.pool.get(value)
    if (json === undefined) {
      json = JSON.stringify(value)
      this.pool.set(value, json)
    }
    return json
  }

  /** Sets document `doc`'s card (a new document is the next one, `length`). */
  set(doc: number, fields: CardFields): void {
    for (const [i, name] of SHARED.entries()) this.shared[i]![doc] = this.intern(fields[name])
    this.officialUrl[doc] = JSON.stringify(fields.officialUrl)
    this.isFavourite[doc] = fields.isFavourite
    this.fvrtCount[doc] = fields.fvrtCount
    this.learnerRating[doc] = fields.learnerRating
    this.learnerRatingCount[doc] = fields.learnerRatingCount
  }

  /**
   * The card as JSON, its keys in courseListItemSchema's order (courses-routes.test.ts holds it to
   * what the course's own address answers, keys in the same order).
   */
  json(doc: number, base: CardBase): string {
    const [duration, validity, certification, imageUrl, instructor, platform, category, language] =
      this.shared
    const text = (value: number | null) => (value === null ? 'null' : String(value))
    return (
      `{"courseId":${JSON.stringify(base.courseId)},"courseName":${JSON.stringify(base.courseName)}` +
      `,"rating":${text(base.rating)},"duration":${duration![doc]},"validity":${validity![doc]}` +
      `,"certification":${certification![doc]},"price":${text(base.price)}` +
      `,"imageUrl":${imageUrl![doc]},"instructor":${instructor![doc]},"platform":${platform![doc]}` +
      `,"category":${category![doc]},"isFavourite":${this.isFavourite[doc]}` +
      `,"fvrtCount":${text(this.fvrtCount[doc]!)},"officialUrl":${this.officialUrl[doc]}` +
      `,"language":${language![doc]},"isBestseller":${base.isBestseller}` +
      `,"createdAt":"${new Date(base.createdAt).toISOString()}"` +
      `,"learnerRating":${text(this.learnerRating[doc]!)}` +
      `,"learnerRatingCount":${text(this.learnerRatingCount[doc]!)}}`
    )
  }
}
