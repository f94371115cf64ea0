// What a catalogue list shows of each course, kept by the search index beside what it searches, so
// that a page of results is written from memory instead of read from the database
// (docs/decisions/052-list-cards-from-the-index.md). Kept as columns, not as each course's JSON:
// a card's JSON is about 500 bytes, half of them key names, and most of its values (platform,
// category, language, duration, validity, certificate, picture, instructor) are shared by many
// courses, so one copy of each is kept (interned) and a course holds only references to them.
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
  /** One copy of each shared value. */
  private readonly pool = new Map<string, string>()
  private readonly shared = SHARED.map(() => [] as string[])
  private readonly officialUrl: string[] = []
  private readonly isFavourite: boolean[] = []
  private readonly fvrtCount: number[] = []
  private readonly learnerRating: (number | null)[] = []
  private readonly learnerRatingCount: number[] = []

  private intern(value: string): string {
    const kept = this.pool.get(value)
    if (kept !== undefined) return kept
    this.pool.set(value, value)
    return value
  }

  /** Sets document `doc`'s card (a new document is the next one, `length`). */
  set(doc: number, fields: CardFields): void {
    for (const [i, name] of SHARED.entries()) this.shared[i]![doc] = this.intern(fields[name])
    this.officialUrl[doc] = fields.officialUrl
    this.isFavourite[doc] = fields.isFavourite
    this.fvrtCount[doc] = fields.fvrtCount
    this.learnerRating[doc] = fields.learnerRating
    this.learnerRatingCount[doc] = fields.learnerRatingCount
  }

  /** The card as JSON, its keys in courseListItemSchema's order. */
  json(doc: number, base: CardBase): string {
    const [duration, validity, certification, imageUrl, instructor, platform, category, language] =
      this.shared.map((column) => column[doc]!)
    const item: CourseListItem = {
      courseId: base.courseId,
      courseName: base.courseName,
      rating: base.rating,
      duration: duration!,
      validity: validity!,
      certification: certification!,
      price: base.price,
      imageUrl: imageUrl!,
      instructor: instructor!,
      platform: platform!,
      category: category!,
      isFavourite: this.isFavourite[doc]!,
      fvrtCount: this.fvrtCount[doc]!,
      officialUrl: this.officialUrl[doc]!,
      language: language!,
      isBestseller: base.isBestseller,
      createdAt: new Date(base.createdAt).toISOString(),
      learnerRating: this.learnerRating[doc]!,
      learnerRatingCount: this.learnerRatingCount[doc]!,
    }
    return JSON.stringify(item)
  }
}
