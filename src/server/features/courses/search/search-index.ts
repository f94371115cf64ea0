// The catalogue's search index, held in memory by every server instance (docs/decisions/016):
// inverted lists of terms with the fields each term appears in, the filterable values of every
// course, and the course order of every sort. One pass over the courses answers a search with its
// page, its total, the count of every filter option and a did-you-mean, in a few milliseconds at
// 100,000 courses. The database stays the record; catalogue-search.ts keeps this index in step.
import {
  CATEGORIES,
  COURSE_SORTS,
  LANGUAGES,
  MAX_FACET_OPTIONS,
  PLATFORMS,
  PRICE_BANDS,
  type CourseSort,
  type CourseTrack,
} from '../../../../domain/constants'
import { courseTrack, priceInBand } from '../../../../domain/catalogue-filter'
import type { CourseFilterName, CourseFilters } from '../../../../domain/course'
import {
  instructorKey,
  instructorNames,
  type NewsFound,
  type NewsQuery,
  type NewsWindow,
} from '../../../../domain/follows'
import type { CourseFacets, FacetOption } from '../../../../domain/schemas/course'
import { bayesianAverage, ratingPrior } from '../../../../domain/review'
import {
  CERTIFICATE_KINDS,
  COURSE_FORMATS,
  COURSE_LEVELS,
  type CertificateKind,
  type CourseFormat,
  type CourseLevel,
} from '../../../../domain/course-facts'
import {
  findFilterWords,
  withoutPhrases,
  type FilterWordName,
} from '../../../../domain/search-filter-words'
import {
  isAsciiBytes,
  lower,
  normalizeText,
  OPTIONAL_WORDS,
  stem,
  TermReader,
  tokens,
  WEAK_WORDS,
} from './search-text'
import type { Synonyms } from './synonyms'
import { ByteTable, ByteTexts } from './byte-table'
import { Column } from './column'
import {
  encodeCourses,
  NUMBER,
  NUMBER_FIELDS,
  TEXT,
  TEXT_FIELDS,
  readRecords,
  type CourseBatch,
  type CourseRecords,
} from './course-batch'
import { ListCards, type CardFields } from './list-cards'
import { Vocabulary } from './vocabulary'

/** The fields of a course the index reads. */
export interface IndexedCourse {
  id: string
  courseName: string
  instructor: string
  platform: string
  category: string
  description: string
  language: string
  price: number | null
  rating: number
  isBestseller: boolean
  createdAt: Date
  /** Its last drop in price: where from, and when (docs/product.md#price-drops). */
  priceDropFrom?: number | null
  priceDroppedAt?: Date | null
  /** The facts the catalogue filters by (docs/product.md#course-facts); absent: not stated. */
  level?: CourseLevel | null
  format?: CourseFormat | null
  certificate?: CertificateKind | null
  /** What else a list shows of the course (list-cards.ts); without it those fields are empty. */
  card?: CardExtras
}

/** The fields of a list's card beyond those the index searches and filters. */
export type CardExtras = Omit<
  CardFields,
  'instructor' | 'platform' | 'category' | 'language' | 'learnerRating' | 'learnerRatingCount'
> & {
  /** The learners' ratings: their sum and how many (the card shows their rounded average). */
  ratingSum: number
  ratingCount: number
}

// Where a term appears, as bits; a match in the name counts most, then instructor, platform,
// category or language, then the description.
const NAME = 1
const META = 2 | 4 | 8 | 16
const FIELDS = [
  TEXT.courseName,
  TEXT.instructor,
  TEXT.platform,
  TEXT.category,
  TEXT.language,
  TEXT.description,
]
const FIELD_BITS = [NAME, 2, 4, 8, 16, 32]
const FIELD_WEIGHT = Uint8Array.from({ length: 64 }, (_, mask) =>
  mask & NAME ? 6 : mask & META ? 3 : mask ? 1 : 0,
)
// How a search word matched a term: exact words beat stems and aliases, which beat the prefix of
// a word being typed, which beats a typo's correction or the original bare substring rule.
const KIND = { exact: 4, alias: 3, stem: 3, prefix: 2, typo: 1, floor: 1 } as const
type Kind = keyof typeof KIND

/** Words this long match as a prefix when last in the search; shorter ones are whole words. */
const MIN_PREFIX = 3
/** The original substring rule applies to searches this long (decision 016). */
const MIN_FLOOR = 4
const MAX_QUERY_WORDS = 10
/** Filter combinations whose browsing answer is kept (see browse()). */
const BROWSE_CACHE_ENTRIES = 64

const typoBudget = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0)

class Postings {
  docs = new Int32Array(4)
  masks = new Uint8Array(4)
  length = 0
  /** Gives back the room grown for documents not added (loading doubles it as it goes). */
  trim() {
    if (this.docs.length === this.length) return
    this.docs = this.docs.slice(0, this.length)
    this.masks = this.masks.slice(0, this.length)
  }
  push(doc: number, mask: number) {
    if (this.length === this.docs.length) {
      const docs = new Int32Array(this.length * 2)
      docs.set(this.docs)
      this.docs = docs
      const masks = new Uint8Array(this.length * 2)
      masks.set(this.masks)
      this.masks = masks
    }
    this.docs[this.length] = doc
    this.masks[this.length] = mask
    this.length++
  }
}

/** The distinct values of one filterable field (lowercase keys), with how many courses hold each. */
class ValueTable {
  readonly keys: string[] = []
  readonly values: string[] = []
  readonly counts: number[] = []
  private readonly ids = new Map<string, number>()
  /** Per value of the list cards' pool (ListCards.valueId), its id here plus one; 0: not yet. */
  private readonly byPooled = new Column((n) => new Int32Array(n))
  /** Whether some course holds the value (any case). */
  holds(value: string): boolean {
    const id = this.ids.get(value.toLowerCase())
    return id !== undefined && this.counts[id]! > 0
  }
  idOf(value: string): number {
    const key = value.toLowerCase()
    let id = this.ids.get(key)
    if (id === undefined) {
      id = this.keys.length
      this.ids.set(key, id)
      this.keys.push(key)
      this.values.push(value)
      this.counts.push(0)
    }
    return id
  }
  /** The id of the list cards' pooled value `pooled`, whose text is read the first time only. */
  idOfPooled(pooled: number, text: (pooled: number) => string): number {
    const known = pooled < this.byPooled.values.length ? this.byPooled.values[pooled]! : 0
    if (known > 0) return known - 1
    const id = this.idOf(text(pooled))
    this.byPooled.put(pooled, id + 1)
    return id
  }
}

/** A filter's options: the usual values first, then what the catalogue holds, most held first. */
function facetOptions(table: ValueTable, specValues: readonly string[]): string[] {
  const options: string[] = [...specValues]
  const taken = new Set(specValues.map((v) => v.toLowerCase()))
  const rest = table.keys
    .map((key, id) => ({ key, id }))
    .filter(({ key, id }) => key.trim() !== '' && table.counts[id]! > 0 && !taken.has(key))
    .sort((a, b) => table.counts[b.id]! - table.counts[a.id]! || (a.key < b.key ? -1 : 1))
  for (const { id } of rest) {
    if (options.length >= MAX_FACET_OPTIONS) break
    options.push(table.values[id]!)
  }
  return options
}

/**
 * Scores of documents for one search word (0: no match), and which documents have one: the
 * first `count` of `touched`. Both arrays are reused from search to search (SearchIndex.acquire):
 * a word in a tenth of 100,000 courses touches 10,000 documents, and lists grown afresh for each
 * search cost the index's thread more in garbage collection than the search itself
 * (docs/decisions/051-search-measured-on-a-long-tail.md).
 */
class Scores {
  count = 0
  /** The terms whose documents were added (addTerm). */
  readonly terms = new Set<string>()
  constructor(
    readonly values: Uint8Array,
    public touched: Int32Array,
  ) {}

  /** Lists `doc`, whose score was 0 until now. */
  touch(doc: number): void {
    if (this.count === this.touched.length) {
      const grown = new Int32Array(this.count * 2)
      grown.set(this.touched)
      this.touched = grown
    }
    this.touched[this.count++] = doc
  }
}

export interface SearchQuery {
  filters: CourseFilters
  /**
   * Only courses whose price dropped within the last 7 days (docs/product.md#price-drops); the
   * 'price-drop' sort implies it.
   */
  droppedThisWeek?: boolean
  /** The time the week is counted back from (tests set it); now by default. */
  now?: number
  sort: CourseSort
  offset: number
  limit: number
  /** Facet counts, counts without each filter and a did-you-mean (the catalogue page's extras). */
  details?: boolean
}

export interface SearchResult {
  ids: string[]
  /** The page's courses as a list shows them, each as JSON (list-cards.ts), in the order of ids. */
  cards: string[]
  total: number
  facets: CourseFacets
  withoutFilter: Partial<Record<CourseFilterName, number>>
  didYouMean: string | null
  /**
   * When no course holds every word searched: the words the answer's courses hold (most words,
   * the rarest first) and those left out. Null when every word was found together.
   */
  partial: { matched: string[]; unmatched: string[] } | null
  /** Filters named by the search's words, applied (docs/product.md#catalogue-search). */
  understood: UnderstoodFilter[]
}

export interface UnderstoodFilter {
  name: FilterWordName
  value: string
  /** The words that named it, as the search read them. */
  words: string
  /** The search text without those words: the same search without this filter. */
  qWithout: string
}

/**
 * The filters as the index applies them: the visitor's, a price ceiling the words named, and the
 * minute since which a course's price must have dropped.
 */
type IndexFilters = CourseFilters & {
  maxPrice?: number | undefined
  droppedSinceMinute?: number | undefined
}

const NO_NEWS: NewsFound = { added: [], addedTotal: 0, dropped: [], droppedTotal: 0 }

/** A week, in minutes: how far back 'price dropped this week' looks. */
export const DROP_WEEK_MINUTES = 7 * 24 * 60
/** The sorts whose order is kept (the 'price-drop' sort orders the few courses that dropped). */
const KEPT_SORTS: readonly CourseSort[] = COURSE_SORTS.filter((sort) => sort !== 'price-drop')

/** What the filters make of a combination of values: passes them all, fails one (which), more. */
const PASS = 0
const FAILS_CATEGORY = 1
const FAILS_PLATFORM = 2
const FAILS_LANGUAGE = 3
const FAILS_PRICE = 4
const FAILS_TRACK = 5
const FAILS_LEVEL = 6
const FAILS_FORMAT = 7
const FAILS_CERTIFICATE = 8
const FAILS_MORE = -1
/** The filter of each FAILS_* (PASS fails none). */
const FAILED_FILTER = [
  null,
  'category',
  'platform',
  'language',
  'price',
  'track',
  'level',
  'format',
  'certificate',
] as const

/** Documents in a sort's order. */
type Order = Column<Int32Array>
const int32s = (n: number) => new Int32Array(n)

/** Values of a filter below this are numbered into a combination's key (addDocument). */
const COMBO_VALUES = 4096
/**
 * How many values a course's level, format and certificate each take: its place in its list plus
 * one, 0 when not stated. A combination's key holds the three as level × FACT_VALUES² + format ×
 * FACT_VALUES + certificate.
 */
const FACT_VALUES = 5
/** A fact's number in a record: its place in its list plus one, or NaN (not stated): 0. */
const factNumber = (value: number) => (Number.isNaN(value) ? 0 : value)

/** Where each value of a combination lies in its row of ComboRows, and a row's length. */
const CATEGORY = 0
const PLATFORM = 1
const LANGUAGE = 2
const BAND = 3
const LEVEL = 4
const FORMAT = 5
const CERTIFICATE = 6
const ROW = 8

/**
 * The combinations of values, a row of ROW numbers each: a category's id in `categories`, a
 * platform's, a language's, a price band (or -1), and the level, format and certificate (each its
 * place in its list plus one, or 0).
 */
class ComboRows {
  rows = new Int32Array(ROW * 1024)
  length = 0

  /** Adds a combination; its number. */
  push(...values: number[]): number {
    if ((this.length + 1) * ROW > this.rows.length) {
      const grown = new Int32Array(this.rows.length * 2)
      grown.set(this.rows)
      this.rows = grown
    }
    this.rows.set(values, this.length * ROW)
    return this.length++
  }
}

/** A free course's price in the index's price column (below every price, as free sorts first). */
const NO_PRICE = -1

/** A search's words and the documents each found (SearchIndex.matchWords). */
/** What the filters leave (SearchIndex.filterPlan). */
type FilterPlan = ReturnType<SearchIndex['makePlan']>
/** A search's counts: its total, the facets and the totals without each filter (SearchIndex.tally). */
type Counts = Omit<SearchResult, 'ids' | 'cards' | 'didYouMean' | 'partial' | 'understood'>
/** The filters as a key: every filter but the search text, as they match (case aside). */
const filtersKey = (filters: IndexFilters) =>
  JSON.stringify([
    filters.category?.toLowerCase(),
    filters.platform?.toLowerCase(),
    filters.language?.toLowerCase(),
    filters.price,
    filters.track,
    filters.level,
    filters.format,
    filters.certificate,
    filters.maxPrice,
    filters.droppedSinceMinute,
  ])
/** How many filter plans are kept (SearchIndex.filterPlan). */
const PLANS_KEPT = 64

interface WordMatches {
  words: string[]
  /** Every required word's documents (all are released after the search). */
  all: Scores[]
  /** Those the results must hold: all of them, or the best partial match's. */
  required: Scores[]
  optional: Scores[]
  floor: Scores | null
  partial: SearchResult['partial']
}

export class SearchIndex {
  private readonly postings = new Map<string, Postings>()
  /** The terms by their bytes, and each one's documents by its number (loading looks up there). */
  private readonly terms = new ByteTable()
  private readonly termPostings: Postings[] = []
  private readonly stems = new Map<string, string[]>()
  private readonly vocabulary = new Vocabulary()
  private readonly reader = new TermReader()

  // One entry per document; an updated course becomes a new document and its old one dies.
  /** The course ids by their bytes; each document's id as its number there. */
  private readonly idKeys = new ByteTable()
  private readonly idOf = new Column((n) => new Int32Array(n))
  /** Per course id (its number in idKeys), its living document, or -1. */
  private readonly docOfKey = new Column((n) => new Int32Array(n))
  private living = 0
  private readonly cards = new ListCards()
  /** Each document's name (document d is text d). */
  private readonly names = new ByteTexts()
  /**
   * Each document's place in the order of names (normalised, then by id), for the sorts' ties:
   * numbers instead of a normalised copy of every name (80 MB at a million courses). Worked out
   * when the orders are built; a course added later takes a place between its neighbours.
   */
  private readonly nameRank = new Column((n) => new Float64Array(n))
  /** The documents in name order, once ranked (dead ones stay, they keep their places). */
  private nameOrder: Order | null = null
  private readonly alive = new Column((n) => new Uint8Array(n))
  private readonly rating = new Column((n) => new Float64Array(n))
  /** The learners' ratings of each document: the sum of their stars and how many. */
  private readonly ratingSum = new Column((n) => new Float64Array(n))
  private readonly ratingCount = new Column((n) => new Int32Array(n))
  /** The living courses' learners' ratings, summed: the catalogue's mean for 'rating'. */
  private allRatingSum = 0
  private allRatingCount = 0
  /**
   * The catalogue's mean that the 'rating' order was built with (ratingPrior): when the mean to
   * two decimals moves, that order is built again (docs/product.md#catalogue-sorts).
   */
  private prior = 0
  /** The price, or NO_PRICE for a free course. */
  private readonly price = new Column((n) => new Float64Array(n))
  private readonly bestseller = new Column((n) => new Uint8Array(n))
  private readonly created = new Column((n) => new Float64Array(n))
  /** How much its last drop took off its price, in hundredths of a percent (docs/product.md#price-drops). */
  private readonly dropShare = new Column((n) => new Uint16Array(n))
  /** The minute (since 1970) of its last drop, or 0. */
  private readonly droppedMinute = new Column((n) => new Int32Array(n))
  /** Each document's combination of filterable values (its category, platform, ...). */
  private readonly comboOf = new Column((n) => new Int32Array(n))
  /**
   * Per combination, its values side by side (ComboRows): a search's counts visit up to 100,000
   * combinations, and one row is one read from memory where seven lists were seven.
   */
  private readonly combos = new ComboRows()
  /** Zeroed arrays of counts per combination, for run (one per search running inside another). */
  private readonly comboCounts: Int32Array[] = []
  /** Filter plans by their filters, while `changes` is plansAt (filterPlan). */
  private readonly plans = new Map<string, FilterPlan>()
  private plansAt = -1
  private readonly comboIds = new Map<number | string, number>()
  /** Per combination, how many living documents hold it. */
  private readonly comboAlive: number[] = []
  private deadCount = 0

  private readonly categories = new ValueTable()
  private readonly platforms = new ValueTable()
  private readonly languages = new ValueTable()

  private readonly orders = new Map<CourseSort, Order>()
  private readonly pool: Scores[] = []
  /** Which search words each document holds, as bits (bestPartial's scratch, zero between uses). */
  private wordMasks = new Uint16Array(0)
  /** Documents added or removed so far: what news() keeps for a window holds until this moves. */
  private changes = 0
  /** The candidates and cut lists of the last window news() was asked about. */
  private newsWindow: (ReturnType<SearchIndex['newsCandidates']> & { key: string }) | null = null
  /** Set while news() runs: addTerm reads the terms' lists cut to its candidates. */
  private news_: ReturnType<SearchIndex['newsCandidates']> | null = null
  private readonly browseCache = new Map<
    string,
    { results: Int32Array; member: Uint8Array; result: Omit<SearchResult, 'ids' | 'cards'> }
  >()
  private options: {
    category: string[]
    platform: string[]
    language: string[]
    /** Per distinct category (platform) value, the options it contains (the substring rule). */
    categoryMatches: number[][]
    platformMatches: number[][]
    languageMatch: number[]
  } | null = null

  constructor(
    private readonly synonyms: Synonyms,
    courses: Iterable<IndexedCourse> = [],
  ) {
    this.load(courses)
  }

  /** The arrays the last records were read into, read into again (readRecords). */
  private lastBatch: CourseBatch | undefined

  /** Adds many new courses at once (loading the catalogue): the sort orders are rebuilt once. */
  load(courses: Iterable<IndexedCourse>): void {
    this.loadRecords(encodeCourses([...courses]))
  }

  /** load() of courses as bytes (course-batch.ts), as the index's thread receives them. */
  loadRecords(records: CourseRecords): void {
    const batch = readRecords(records, this.lastBatch)
    this.lastBatch = batch
    for (let c = 0; c < batch.count; c++) this.addDocument(batch, c)
    this.orders.clear()
    this.nameOrder = null
  }

  /**
   * Puts every sort order in place now (a reload does, on its own thread, before the new index
   * answers): built on first use instead, at 100,000 courses each held the search that needed it
   * for 100-300 ms. What grew while loading (lists of documents, texts) loses its spare room: at
   * a million courses, doubling had left a hundred megabytes unused.
   */
  prepare(): void {
    for (const sort of KEPT_SORTS) this.order(sort)
    for (const list of this.postings.values()) list.trim()
    this.names.trim()
    this.idKeys.trim()
    this.terms.trim()
    this.cards.trim()
    this.lastBatch = undefined
  }

  private order(sort: CourseSort): Order {
    if (sort === 'rating') this.settlePrior()
    let order = this.orders.get(sort)
    if (!order) {
      this.rankNames()
      order = this.sortedDocuments(sort)
      this.orders.set(sort, order)
    }
    return order
  }

  /** Ranks every document by name, unless done since the last load. */
  private rankNames(): void {
    if (this.nameOrder) return
    const n = this.idOf.length
    // Every name normalised, as UTF-16 units (the order of < on strings) in one array, and the
    // documents sorted by comparing those: a string made for each (its name, id and number) and
    // sorted by the engine took 6 s at a million courses, most of it collecting them.
    const { names } = this
    const starts = new Int32Array(n + 1)
    // As many units as the names' bytes: no more unless normalising lengthens a name.
    let units = new Uint16Array(Math.max(16, n === 0 ? 0 : names.end(n - 1)))
    let used = 0
    for (let d = 0; d < n; d++) {
      const from = names.start(d)
      const to = names.end(d)
      const text = isAsciiBytes(names.bytes, from, to) ? null : normalizeText(names.text(d))
      const length = text === null ? to - from : text.length
      if (used + length > units.length) {
        const grown = new Uint16Array(Math.max(units.length * 2, used + length))
        grown.set(units.subarray(0, used))
        units = grown
      }
      if (text === null) for (let i = from; i < to; i++) units[used++] = lower(names.bytes[i]!)
      else for (let i = 0; i < length; i++) units[used++] = text.charCodeAt(i)
      starts[d + 1] = used
    }
    const idOf = this.idOf.values
    const idKeys = this.idKeys.texts
    const order = new Int32Array(n)
    for (let d = 0; d < n; d++) order[d] = d
    order.sort((a, b) => {
      const aEnd = starts[a + 1]!
      const bEnd = starts[b + 1]!
      for (let i = starts[a]!, j = starts[b]!; i < aEnd && j < bEnd; i++, j++) {
        if (units[i] !== units[j]) return units[i]! - units[j]!
      }
      return aEnd - starts[a]! - (bEnd - starts[b]!) || idKeys.compare(idOf[a]!, idOf[b]!) || a - b
    })
    const rank = this.nameRank.values
    for (let i = 0; i < n; i++) rank[order[i]!] = i
    this.nameOrder = Column.of(int32s, order)
  }

  /** Gives a document added after the ranking a rank between its neighbours by name. */
  private placeName(doc: number): void {
    const order = this.nameOrder
    if (!order) return
    const key = normalizeText(this.names.text(doc))
    const id = this.idOf.values[doc]!
    const ids = this.idKeys.texts
    // As rankNames orders them: by name as normalised, then by id as bytes.
    const before = (other: number) => {
      const otherKey = normalizeText(this.names.text(other))
      return otherKey < key || (otherKey === key && ids.compare(this.idOf.values[other]!, id) < 0)
    }
    let lo = 0
    let hi = order.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (before(order.values[mid]!)) lo = mid + 1
      else hi = mid
    }
    order.insert(lo, doc)
    const docs = order.values
    const rank = this.nameRank.values
    const low = lo > 0 ? rank[docs[lo - 1]!]! : -1
    const high = lo + 1 < order.length ? rank[docs[lo + 1]!]! : low + 2
    const middle = (low + high) / 2
    if (middle > low && middle < high) rank[doc] = middle
    // Halved so often that no number is left between them: everyone is numbered afresh.
    else for (let i = 0; i < order.length; i++) rank[docs[i]!] = i
  }

  /** Courses in the index. */
  get size(): number {
    return this.living
  }

  /** Documents left behind by updates and removals, as a share of all (compaction is a rebuild). */
  get deadShare(): number {
    return this.idOf.length === 0 ? 0 : this.deadCount / this.idOf.length
  }

  private idText(doc: number): string {
    return this.idKeys.text(this.idOf.values[doc]!)
  }

  /** The course's living document, or -1. */
  private docOf(courseId: string): number {
    const key = this.idKeys.findText(courseId)
    return key === -1 ? -1 : this.docOfKey.values[key]!
  }

  /** Adds the course, or replaces what the index held for it. */
  upsert(course: IndexedCourse): void {
    this.remove(course.id)
    // The orders as they stand without the new document, which is then placed in each (the
    // 'price-drop' order only once some search has needed it).
    const orders = COURSE_SORTS.filter(
      (sort) => KEPT_SORTS.includes(sort) || this.orders.has(sort),
    ).map((sort) => [sort, this.order(sort)] as const)
    const doc = this.addDocument(readRecords(encodeCourses([course])), 0)
    this.placeName(doc)
    for (const [sort, order] of orders) {
      const compare = this.comparator(sort)
      let lo = 0
      let hi = order.length
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if (compare(order.values[mid]!, doc) < 0) lo = mid + 1
        else hi = mid
      }
      order.insert(lo, doc)
    }
  }

  /**
   * Replaces what a list shows of the course (its counts moved); false when it is not indexed. A
   * course whose learners' ratings moved takes its new place in 'Highest rated' (it is indexed
   * anew, as an edit is).
   */
  setCard(course: IndexedCourse): boolean {
    const doc = this.docOf(course.id)
    if (doc === -1) return false
    const batch = readRecords(encodeCourses([course]))
    if (
      batch.numbers[NUMBER.ratingSum] !== this.ratingSum.values[doc] ||
      batch.numbers[NUMBER.ratingCount] !== this.ratingCount.values[doc]
    ) {
      this.upsert(course)
      return true
    }
    this.cards.set(doc, batch, 0)
    return true
  }

  /**
   * Puts 'Highest rated' in order again when the catalogue's mean (to two decimals) has moved.
   * Only the courses learners rated move: every other one scores the mean itself, so they keep
   * their order among themselves (the platform's rating, then the name). The rated ones are sorted
   * and merged back in: at a million courses, 10% of them rated, about 100 ms where sorting the
   * whole order took 4 s (docs/decisions/060-highest-rated-by-a-bayesian-average.md).
   */
  private settlePrior(): void {
    const prior = ratingPrior(this.allRatingSum, this.allRatingCount)
    if (prior === this.prior) return
    this.prior = prior
    const order = this.orders.get('rating')
    if (!order) return
    const count = this.ratingCount.values
    const docs = order.values
    const length = order.length
    let ratedCount = 0
    for (let i = 0; i < length; i++) if (count[docs[i]!]! > 0) ratedCount++
    const rated = new Int32Array(ratedCount)
    const unrated = new Int32Array(length - ratedCount)
    for (let i = 0, r = 0, u = 0; i < length; i++) {
      const doc = docs[i]!
      if (count[doc]! > 0) rated[r++] = doc
      else unrated[u++] = doc
    }
    // Each rated course's score worked out once (the comparator's would be, per comparison); an
    // unrated one scores the prior.
    const sum = this.ratingSum.values
    const scores = new Float64Array(this.idOf.length)
    for (const doc of rated) scores[doc] = bayesianAverage(sum[doc]!, count[doc]!, prior)
    const compare = this.byScore((d) => (count[d] === 0 ? prior : scores[d]!))
    rated.sort(compare)
    const merged = new Int32Array(length)
    for (let r = 0, u = 0, m = 0; m < length; m++) {
      const takeRated =
        u >= unrated.length || (r < ratedCount && compare(rated[r]!, unrated[u]!) <= 0)
      merged[m] = takeRated ? rated[r++]! : unrated[u++]!
    }
    this.orders.set('rating', Column.of(int32s, merged))
  }

  remove(courseId: string): void {
    const doc = this.docOf(courseId)
    if (doc === -1) return
    this.changes++
    this.docOfKey.values[this.idOf.values[doc]!] = -1
    this.living--
    this.alive.values[doc] = 0
    this.deadCount++
    this.allRatingSum -= this.ratingSum.values[doc]!
    this.allRatingCount -= this.ratingCount.values[doc]!
    const combo = this.comboOf.values[doc]!
    this.comboAlive[combo]!--
    const row = this.combos.rows
    this.categories.counts[row[combo * ROW + CATEGORY]!]!--
    this.platforms.counts[row[combo * ROW + PLATFORM]!]!--
    this.languages.counts[row[combo * ROW + LANGUAGE]!]!--
    this.options = null
    this.browseCache.clear()
  }

  /** Adds course `c` of the batch as the next document. */
  private addDocument(batch: CourseBatch, c: number): number {
    this.changes++
    const doc = this.idOf.length
    const { bytes, ends, numbers } = batch
    const t = c * TEXT_FIELDS
    const n = c * NUMBER_FIELDS
    const key = this.idKeys.intern(bytes, batch.starts[t + TEXT.id]!, ends[t + TEXT.id]!)
    this.idOf.push(key)
    this.docOfKey.put(key, doc)
    this.living++
    this.cards.set(doc, batch, c)
    this.names.push(bytes, batch.starts[t + TEXT.courseName]!, ends[t + TEXT.courseName]!)
    this.nameRank.push(doc)
    this.alive.push(1)
    const stated = numbers[n + NUMBER.price]!
    const price = Number.isNaN(stated) ? null : stated
    this.rating.push(numbers[n + NUMBER.rating]!)
    const ratingSum = numbers[n + NUMBER.ratingSum]!
    const ratingCount = numbers[n + NUMBER.ratingCount]!
    this.ratingSum.push(ratingSum)
    this.ratingCount.push(ratingCount)
    this.allRatingSum += ratingSum
    this.allRatingCount += ratingCount
    this.price.push(price ?? NO_PRICE)
    this.bestseller.push(numbers[n + NUMBER.isBestseller]!)
    this.created.push(numbers[n + NUMBER.createdAt]!)
    const dropFrom = numbers[n + NUMBER.priceDropFrom]!
    const droppedAt = numbers[n + NUMBER.priceDroppedAt]!
    const dropped = dropFrom > 0 && !Number.isNaN(droppedAt)
    this.dropShare.push(
      dropped ? Math.round(Math.max(0, (dropFrom - (price ?? 0)) / dropFrom) * 10_000) : 0,
    )
    this.droppedMinute.push(dropped ? Math.floor(droppedAt / 60_000) : 0)
    const { pooledValue } = this
    const category = this.categories.idOfPooled(this.cards.valueId(doc, 'category'), pooledValue)
    const platform = this.platforms.idOfPooled(this.cards.valueId(doc, 'platform'), pooledValue)
    const language = this.languages.idOfPooled(this.cards.valueId(doc, 'language'), pooledValue)
    this.categories.counts[category]!++
    this.platforms.counts[platform]!++
    this.languages.counts[language]!++
    let band = -1
    for (let b = 0; b < PRICE_BANDS.length && band === -1; b++) {
      if (priceInBand(price, PRICE_BANDS[b]!)) band = b
    }
    const level = factNumber(numbers[n + NUMBER.level]!)
    const format = factNumber(numbers[n + NUMBER.format]!)
    const certificate = factNumber(numbers[n + NUMBER.certificate]!)
    const facts = (level * FACT_VALUES + format) * FACT_VALUES + certificate
    // One number for the five (a string made per course was garbage at a million of them): at
    // most 2^47, exact in a double.
    const comboKey =
      category < COMBO_VALUES && platform < COMBO_VALUES && language < COMBO_VALUES
        ? (((category * COMBO_VALUES + platform) * COMBO_VALUES + language) * 16 + band + 1) *
            FACT_VALUES ** 3 +
          facts
        : `${category} ${platform} ${language} ${band} ${facts}`
    let combo = this.comboIds.get(comboKey)
    if (combo === undefined) {
      combo = this.combos.push(category, platform, language, band, level, format, certificate)
      this.comboAlive.push(0)
      this.comboIds.set(comboKey, combo)
    }
    this.comboOf.push(combo)
    this.comboAlive[combo]!++
    this.options = null
    this.browseCache.clear()

    // Documents are added in increasing order, so a term this document already holds has it as
    // its last entry: a later field adds its bit there. No map of the course's terms is built
    // (at a million courses it was most of what loading gave the collector to do).
    this.adding = doc
    for (let f = 0; f < FIELDS.length; f++) {
      const field = FIELDS[f]!
      this.addingBit = FIELD_BITS[f]!
      this.reader.read(bytes, batch.starts[t + field]!, ends[t + field]!, this.indexTerm)
    }
    return doc
  }

  private readonly pooledValue = (pooled: number) => this.cards.value(pooled)

  /** The document addDocument is adding, and the bit of the field it is reading. */
  private adding = 0
  private addingBit = 0

  /** Adds a term of the document being added (TermReader's bytes: no string unless new). */
  private readonly indexTerm = (term: Uint8Array, length: number): void => {
    let k = this.terms.find(term, 0, length)
    if (k === -1) {
      k = this.terms.intern(term, 0, length)
      const text = this.terms.text(k)
      const list = new Postings()
      this.termPostings.push(list)
      this.postings.set(text, list)
      this.vocabulary.add(text)
      const s = stem(text)
      const family = this.stems.get(s)
      if (family) family.push(text)
      else this.stems.set(s, [text])
    }
    const list = this.termPostings[k]!
    const doc = this.adding
    const last = list.length - 1
    if (last >= 0 && list.docs[last] === doc) list.masks[last]! |= this.addingBit
    else list.push(doc, this.addingBit)
  }

  /** The sort's order of two documents; ties go by name (nameRank must be worked out). */
  private comparator(sort: CourseSort): (a: number, b: number) => number {
    this.rankNames()
    const idOf = this.idOf.values
    const idKeys = this.idKeys.texts
    const rating = this.rating.values
    const price = this.price.values
    const bestseller = this.bestseller.values
    const created = this.created.values
    const name = this.nameRank.values
    const dropShare = this.dropShare.values
    switch (sort) {
      case 'recommended':
        return (a, b) =>
          bestseller[b]! - bestseller[a]! || rating[b]! - rating[a]! || name[a]! - name[b]!
      case 'rating': {
        const sum = this.ratingSum.values
        const count = this.ratingCount.values
        const { prior } = this
        // A course nobody rated scores the prior itself (the formula's (20 × m) / 20 is not
        // always m in floating point), as settlePrior's merge counts it.
        return this.byScore((d) =>
          count[d] === 0 ? prior : bayesianAverage(sum[d]!, count[d]!, prior),
        )
      }
      case 'price-asc':
        // Free (NO_PRICE) first.
        return (a, b) => price[a]! - price[b]! || name[a]! - name[b]!
      case 'price-desc':
        return (a, b) => price[b]! - price[a]! || name[a]! - name[b]!
      case 'newest':
        // Ids compared as bytes: the order of their text's code points (course ids are ASCII).
        return (a, b) => created[b]! - created[a]! || idKeys.compare(idOf[a]!, idOf[b]!)
      case 'price-drop':
        return (a, b) => dropShare[b]! - dropShare[a]! || name[a]! - name[b]!
    }
  }

  /**
   * 'Highest rated' given each document's score: the learners' Bayesian average
   * (docs/product.md#catalogue-sorts), then the platform's rating, then the name. The kept order
   * and settlePrior's merge both compare by it.
   */
  private byScore(score: (doc: number) => number): (a: number, b: number) => number {
    const rating = this.rating.values
    const name = this.nameRank.values
    return (a, b) => score(b) - score(a) || rating[b]! - rating[a]! || name[a]! - name[b]!
  }

  private sortedDocuments(sort: CourseSort): Order {
    const alive = this.alive.values
    const n = this.idOf.length
    const docs = new Int32Array(this.living)
    for (let d = 0, i = 0; d < n; d++) if (alive[d]) docs[i++] = d
    return Column.of(int32s, docs.sort(this.comparator(sort)))
  }

  private facetOptions() {
    if (this.options) return this.options
    const category = facetOptions(this.categories, CATEGORIES)
    const platform = facetOptions(this.platforms, PLATFORMS)
    const language = facetOptions(this.languages, LANGUAGES)
    const contains = (table: ValueTable, options: string[]) =>
      table.keys.map((key) =>
        options.flatMap((option, i) => (key.includes(option.toLowerCase()) ? [i] : [])),
      )
    const languageKeys = language.map((l) => l.toLowerCase())
    this.options = {
      category,
      platform,
      language,
      categoryMatches: contains(this.categories, category),
      platformMatches: contains(this.platforms, platform),
      languageMatch: this.languages.keys.map((key) => languageKeys.indexOf(key)),
    }
    return this.options
  }

  // ---------------------------------------------------------------------------------- matching

  /** Zeroed scores for the documents (reused: a search allocates none once warm). */
  private acquire(): Scores {
    const n = this.idOf.length
    const reused = this.pool.pop()
    if (reused && reused.values.length >= n) return reused
    return new Scores(new Uint8Array(Math.max(n, 1024)), new Int32Array(256))
  }

  private release(...sets: (Scores | null)[]): void {
    for (const set of sets) {
      if (!set) continue
      const { values, touched, count } = set
      if (count < values.length >> 4) for (let i = 0; i < count; i++) values[touched[i]!] = 0
      else values.fill(0)
      set.count = 0
      set.terms.clear()
      this.pool.push(set)
    }
  }

  /** Adds `term`'s documents to `scores` at weight `kind`; false when the term is not indexed. */
  private addTerm(term: string, kind: Kind, scores: Scores): boolean {
    const full = this.postings.get(term)
    if (!full) return false
    const list = this.news_ ? this.newsPostings(term, full) : full
    scores.terms.add(term)
    const weight = KIND[kind]
    const { docs, masks, length } = list
    const { values } = scores
    for (let i = 0; i < length; i++) {
      const doc = docs[i]!
      const score = FIELD_WEIGHT[masks[i]!]! * weight
      const before = values[doc]!
      if (score > before) {
        if (before === 0) scores.touch(doc)
        values[doc] = score
      }
    }
    return true
  }

  /** The word itself and the words sharing its stem. */
  private addWordForms(word: string, kind: Kind, scores: Scores): boolean {
    let found = this.addTerm(word, kind, scores)
    for (const term of this.stems.get(stem(word)) ?? []) {
      if (term !== word)
        found = this.addTerm(term, kind === 'exact' ? 'stem' : kind, scores) || found
    }
    return found
  }

  /** The documents in every one of `sets`, scored by their lowest score there (or `fixed`). */
  private intersect(sets: Scores[], into: Scores, fixed?: number): void {
    const smallest = sets.reduce((a, b) => (b.count < a.count ? b : a))
    for (let i = 0; i < smallest.count; i++) {
      const d = smallest.touched[i]!
      let lowest = 255
      for (const set of sets) {
        const v = set.values[d]!
        if (v < lowest) lowest = v
        if (v === 0) break
      }
      if (lowest === 0) continue
      const v = fixed ?? lowest
      if (v > into.values[d]!) {
        if (into.values[d] === 0) into.touch(d)
        into.values[d] = v
      }
    }
  }

  /** Every term of the phrase, anywhere in the course; scored by its weakest word. */
  private addPhrase(terms: readonly string[], scores: Scores): boolean {
    const needed = terms.filter((t) => !OPTIONAL_WORDS.has(t))
    const words = needed.length > 0 ? needed : terms
    const sets: Scores[] = []
    try {
      for (const word of words) {
        const own = this.acquire()
        sets.push(own)
        if (!this.addWordForms(word, 'alias', own)) return false
      }
      this.intersect(sets, scores)
      return true
    } finally {
      this.release(...sets)
    }
  }

  /** Scores every document for one search word; false when nothing at all matched it. */
  private scoreWord(word: string, isLast: boolean, scores: Scores): boolean {
    let found = this.addWordForms(word, 'exact', scores)
    if (isLast && word.length >= MIN_PREFIX) {
      for (const term of this.vocabulary.withPrefix(word)) {
        if (term !== word) found = this.addTerm(term, 'prefix', scores) || found
      }
    }
    for (const alternative of this.synonyms.get(word) ?? []) {
      found =
        (alternative.length === 1
          ? this.addWordForms(alternative[0]!, 'alias', scores)
          : this.addPhrase(alternative, scores)) || found
    }
    // Typos are looked for only when the word itself is nowhere in the catalogue.
    const budget = typoBudget(word)
    if (!found && budget > 0) {
      for (const { term } of this.vocabulary.within(word, budget)) {
        found = this.addTerm(term, 'typo', scores) || found
      }
    }
    return found
  }

  /**
   * The original substring rule as a floor (docs/product.md#catalogue-search): a superset of the
   * courses whose text contains the search text (its first word may end a longer word, its last
   * begin one, the words between are whole).
   */
  private floorMatches(words: string[], wordSets: (Scores | null)[]): Scores | null {
    if (words.length === 0) return null
    const termSets: string[][] =
      words.length === 1
        ? // Words starting with it were matched as prefixes already.
          [this.vocabulary.containing(words[0]!).filter((t) => !t.startsWith(words[0]!))]
        : words.map((word, i) =>
            i === 0
              ? this.vocabulary.endingWith(word)
              : i === words.length - 1
                ? this.vocabulary.withPrefix(word)
                : [word],
          )
    // When each required word's search already took every term its floor would (the usual
    // case: 'python for beginners'), the floor holds no course the search did not find
    // (docs/decisions/053).
    const covered = termSets.every((terms, i) => {
      const set = wordSets[i] ?? null
      return set === null || terms.every((term) => set.terms.has(term))
    })
    if (covered) return null
    const sets = termSets.map((terms) => {
      const own = this.acquire()
      for (const term of terms) this.addTerm(term, 'floor', own)
      return own
    })
    if (sets.length === 1) return sets[0]!
    const combined = this.acquire()
    this.intersect(sets, combined, KIND.floor)
    this.release(...sets)
    return combined
  }

  /** Whether a living document holds every one of `sets`. */
  private anyHoldsAll(sets: Scores[]): boolean {
    const rarest = sets.reduce((a, b) => (b.count < a.count ? b : a))
    const alive = this.alive.values
    next: for (let i = 0; i < rarest.count; i++) {
      const d = rarest.touched[i]!
      if (!alive[d]) continue
      for (let j = 0; j < sets.length; j++) if (sets[j]!.values[d] === 0) continue next
      return true
    }
    return false
  }

  private anyAlive(set: Scores | null): boolean {
    if (!set) return false
    const alive = this.alive.values
    for (let i = 0; i < set.count; i++) if (alive[set.touched[i]!]) return true
    return false
  }

  /**
   * The positions of the words whose sets the best partial answer holds: of the combinations some
   * living document holds, the one with the most words, then the rarest (fewest documents between
   * them). Empty when no word matched anything but words too common to carry a search ('no').
   * One pass over the words' documents.
   */
  private bestPartial(sets: Scores[], words: readonly string[]): number[] {
    const n = this.idOf.length
    if (this.wordMasks.length < n) this.wordMasks = new Uint16Array(Math.max(n, 1024))
    const masks = this.wordMasks
    const seen = this.acquire()
    const held = new Map<number, number>()
    const alive = this.alive.values
    try {
      for (const [j, set] of sets.entries()) {
        if (WEAK_WORDS.has(words[j]!)) continue
        const bit = 1 << j
        for (let i = 0; i < set.count; i++) {
          const d = set.touched[i]!
          if (!alive[d]) continue
          if (masks[d] === 0) seen.touch(d)
          masks[d]! |= bit
        }
      }
      for (let i = 0; i < seen.count; i++) {
        const mask = masks[seen.touched[i]!]!
        held.set(mask, (held.get(mask) ?? 0) + 1)
      }
    } finally {
      for (let i = 0; i < seen.count; i++) masks[seen.touched[i]!] = 0
      this.release(seen)
    }
    const positions = (mask: number) => sets.flatMap((_, j) => (mask & (1 << j) ? [j] : []))
    const documents = (mask: number) => positions(mask).reduce((sum, j) => sum + sets[j]!.count, 0)
    let best = 0
    for (const mask of held.keys()) {
      const more = positions(mask).length - positions(best).length
      if (more > 0 || (more === 0 && best !== 0 && documents(mask) < documents(best))) best = mask
    }
    return positions(best)
  }

  private queryWords(q: string): string[] {
    return tokens(normalizeText(q))
      .map((t) => t.term)
      .slice(0, MAX_QUERY_WORDS)
  }

  // ---------------------------------------------------------------------------------- searching

  search(query: SearchQuery): SearchResult {
    this.settlePrior()
    const { sort, offset, limit, details = true } = query
    const understanding = this.understand(query.filters)
    const { understood } = understanding
    // A copy: the caller's filters are not the index's to change.
    const filters: IndexFilters = { ...understanding.filters }
    if (query.droppedThisWeek || sort === 'price-drop') {
      filters.droppedSinceMinute =
        Math.floor((query.now ?? Date.now()) / 60_000) - DROP_WEEK_MINUTES
    }
    const q = filters.q?.trim() ?? ''
    let answer: SearchResult
    if (!q && filters.maxPrice === undefined && filters.droppedSinceMinute === undefined) {
      answer = this.browseCombinations(filters, sort, offset, limit)
    } else if (!q) {
      const browsed = this.browse(filters)
      const docs = this.page(sort, false, browsed.results, browsed.member, offset, limit)
      answer = { ...browsed.result, ...this.pageOf(docs) }
    } else {
      const run = this.run(filters, details)
      const docs = this.page(sort, true, run.results, run.score.values, offset, limit)
      this.release(run.score)
      answer = { ...run.result, ...this.pageOf(docs) }
    }
    if (understood.length === 0) return answer
    // A filter the words named is no filter the visitor chose: its chip, not the empty state's
    // list of filters to remove, takes it away.
    const withoutFilter = { ...answer.withoutFilter }
    for (const { name } of understood) delete withoutFilter[name as CourseFilterName]
    return { ...answer, withoutFilter, understood }
  }

  private pageOf(docs: number[]): Pick<SearchResult, 'ids' | 'cards'> {
    const cards = docs.map((d) =>
      this.cards.json(d, {
        courseId: this.idText(d),
        courseName: this.names.text(d),
        rating: this.rating.values[d]!,
        price: this.price.values[d] === NO_PRICE ? null : this.price.values[d]!,
        isBestseller: this.bestseller.values[d] === 1,
        createdAt: this.created.values[d]!,
      }),
    )
    return { ids: docs.map((d) => this.idText(d)), cards }
  }

  /**
   * The words of the search that name a filter the visitor has not chosen and the catalogue holds
   * ('python in hindi under 500'): applied as that filter, the rest searched.
   */
  private understand(asked: CourseFilters): {
    filters: IndexFilters
    understood: UnderstoodFilter[]
  } {
    const text = normalizeText(asked.q ?? '')
      .replace(/\s+/g, ' ')
      .trim()
    if (!text) return { filters: asked, understood: [] }
    const filters: IndexFilters = { ...asked }
    const applied = findFilterWords(text).filter(({ name, value }) => {
      switch (name) {
        case 'language':
          if (asked.language || !this.languages.holds(value)) return false
          filters.language = value
          return true
        case 'platform':
          if (asked.platform || !this.platforms.holds(value)) return false
          filters.platform = value
          return true
        case 'price':
          if (asked.price) return false
          filters.price = 'free'
          return true
        case 'track':
          if (asked.track) return false
          filters.track = 'govt'
          return true
        case 'maxPrice':
          filters.maxPrice = Number(value)
          return true
      }
    })
    if (applied.length === 0) return { filters: asked, understood: [] }
    const rest = withoutPhrases(text, applied)
    // What is left may be only words such as 'course': then it is browsing with those filters.
    filters.q = tokens(rest).every((t) => OPTIONAL_WORDS.has(t.term)) ? undefined : rest
    return {
      filters,
      understood: applied.map(({ name, value, start, end }) => ({
        name,
        value,
        words: text.slice(start, end),
        qWithout: withoutPhrases(text, [{ start, end }]),
      })),
    }
  }

  /**
   * A catalogue without search text and without a price ceiling: its counts are the living
   * courses' per combination of values, and its page is read off the sort's order, which stops
   * once the page is full; no pass over every course (docs/decisions/053).
   */
  private browseCombinations(
    filters: IndexFilters,
    sort: CourseSort,
    offset: number,
    limit: number,
  ): SearchResult {
    const plan = this.filterPlan(filters)
    plan.browsed ??= this.tally(filters, plan, this.comboAlive, true, false)
    const counted = plan.browsed
    const { state } = plan
    const alive = this.alive.values
    const comboOf = this.comboOf.values
    const keep = (d: number) => alive[d] === 1 && state[comboOf[d]!] === PASS
    const end = Math.min(counted.total, offset + limit)
    let docs: number[] = []
    if (offset < end) {
      // Few courses pass: found in one pass and sorted (walking the order would read most of it).
      if (counted.total < 2 * end) {
        const passing: number[] = []
        for (let d = 0; d < this.idOf.length; d++) if (keep(d)) passing.push(d)
        docs = passing.sort(this.comparator(sort)).slice(offset, end)
      } else {
        docs = this.walk(this.order(sort), end, keep).slice(offset)
      }
    }
    return {
      ...counted,
      didYouMean: null,
      partial: null,
      understood: [],
      ...this.pageOf(docs),
    }
  }

  /**
   * A catalogue without search text (browsing, filters only): the same few filter combinations
   * come again and again, and each costs a pass over every course, so the answer is kept until the
   * catalogue changes.
   */
  private browse(filters: IndexFilters) {
    const key = filtersKey(filters)
    let entry = this.browseCache.get(key)
    if (!entry) {
      const run = this.run({ ...filters, q: undefined }, true)
      const results = run.results.slice()
      const member = new Uint8Array(this.idOf.length)
      for (const d of results) member[d] = 1
      this.release(run.score)
      entry = { results, member, result: run.result }
      if (this.browseCache.size >= BROWSE_CACHE_ENTRIES) {
        this.browseCache.delete(this.browseCache.keys().next().value!)
      }
      this.browseCache.set(key, entry)
    }
    return entry
  }

  /**
   * What the filters make of each combination of values (docs/decisions/053): PASS, the one
   * filter it fails, or FAILS_MORE. Courses are counted per combination as they are visited; the
   * total, the facets' counts and the totals without each filter are worked out from those counts
   * (tally), instead of six counters kept for every course matched.
   */
  private filterPlan(filters: IndexFilters): FilterPlan {
    // Plans are kept until the catalogue changes: a plan visits every combination (100,000 at a
    // catalogue whose courses state their facts), and the same few filters come again and again.
    if (this.plansAt !== this.changes) {
      this.plans.clear()
      this.plansAt = this.changes
    }
    const key = filtersKey(filters)
    let plan = this.plans.get(key)
    if (!plan) {
      plan = this.makePlan(filters)
      if (this.plans.size >= PLANS_KEPT) this.plans.delete(this.plans.keys().next().value!)
      this.plans.set(key, plan)
    }
    return plan
  }

  private makePlan(filters: IndexFilters) {
    const category = filters.category?.toLowerCase()
    const platform = filters.platform?.toLowerCase()
    const language = filters.language?.toLowerCase()
    const categoryPass = category ? this.categories.keys.map((k) => k.includes(category)) : null
    const platformPass = platform ? this.platforms.keys.map((k) => k.includes(platform)) : null
    const languagePass = language ? this.languages.keys.map((k) => k === language) : null
    const band = filters.price ? PRICE_BANDS.indexOf(filters.price) : -1
    const track: CourseTrack | undefined = filters.track
    const trackPass = track
      ? this.categories.values.map((value) => courseTrack(value) === track)
      : null
    const maxPrice = filters.maxPrice ?? Infinity
    const sinceMinute = filters.droppedSinceMinute ?? -Infinity
    // A fact's filter: the value's place in its list plus one (as combos hold it), or 0 (none).
    const level = filters.level ? COURSE_LEVELS.indexOf(filters.level) + 1 : 0
    const format = filters.format ? COURSE_FORMATS.indexOf(filters.format) + 1 : 0
    const certificate = filters.certificate ? CERTIFICATE_KINDS.indexOf(filters.certificate) + 1 : 0
    const anyFilter =
      Boolean(categoryPass || platformPass || languagePass || trackPass) ||
      level + format + certificate > 0 ||
      band >= 0 ||
      maxPrice !== Infinity ||
      sinceMinute !== -Infinity
    const combos = this.combos.rows
    const comboCount = this.combos.length
    const state = new Int8Array(comboCount)
    if (anyFilter) {
      for (let c = 0; c < comboCount; c++) {
        const at = c * ROW
        const comboCategory = combos[at + CATEGORY]!
        let fails = 0
        let failed: number = PASS
        if (categoryPass && !categoryPass[comboCategory]) {
          fails++
          failed = FAILS_CATEGORY
        }
        if (platformPass && !platformPass[combos[at + PLATFORM]!]) {
          fails++
          failed = FAILS_PLATFORM
        }
        if (languagePass && !languagePass[combos[at + LANGUAGE]!]) {
          fails++
          failed = FAILS_LANGUAGE
        }
        if (band >= 0 && combos[at + BAND] !== band) {
          fails++
          failed = FAILS_PRICE
        }
        if (trackPass && !trackPass[comboCategory]) {
          fails++
          failed = FAILS_TRACK
        }
        if (level && combos[at + LEVEL] !== level) {
          fails++
          failed = FAILS_LEVEL
        }
        if (format && combos[at + FORMAT] !== format) {
          fails++
          failed = FAILS_FORMAT
        }
        if (certificate && combos[at + CERTIFICATE] !== certificate) {
          fails++
          failed = FAILS_CERTIFICATE
        }
        state[c] = fails > 1 ? FAILS_MORE : failed
      }
    }
    return {
      state,
      anyFilter,
      band,
      maxPrice,
      sinceMinute,
      /** How many courses pass (passing), once counted. */
      passing: undefined as number | undefined,
      /** A browse's counts (browseCombinations), once worked out. */
      browsed: undefined as Counts | undefined,
    }
  }

  /**
   * Whether document d is left out before any filter of a combination is asked: dead, above the
   * price ceiling, or not dropped in price since the plan's minute.
   */
  private outside(plan: FilterPlan): (d: number) => boolean {
    const alive = this.alive.values
    const price = this.price.values
    const dropped = this.droppedMinute.values
    const { maxPrice, sinceMinute } = plan
    if (sinceMinute !== -Infinity) {
      return (d) => alive[d] === 0 || price[d]! > maxPrice || dropped[d]! < sinceMinute
    }
    if (maxPrice !== Infinity) return (d) => alive[d] === 0 || price[d]! > maxPrice
    return (d) => alive[d] === 0
  }

  /**
   * The total, facets and totals without each filter of the courses counted in `perCombo` (those
   * that match and fail at most one filter, per combination).
   */
  private tally(
    filters: IndexFilters,
    plan: FilterPlan,
    perCombo: ArrayLike<number>,
    details: boolean,
    hasQuery: boolean,
    /** The combinations `perCombo` counts any course under; null: every one. */
    touched: readonly number[] | null = null,
  ): Counts {
    const { state, anyFilter, band } = plan
    const { categories, platforms, languages } = this
    const combos = this.combos.rows
    const perCategory = new Int32Array(categories.keys.length)
    const perPlatform = new Int32Array(platforms.keys.length)
    const perLanguage = new Int32Array(languages.keys.length)
    const perBand = new Int32Array(PRICE_BANDS.length)
    /** Per fact, per value (its place plus one; 0: not stated). */
    const perLevel = new Int32Array(FACT_VALUES)
    const perFormat = new Int32Array(FACT_VALUES)
    const perCertificate = new Int32Array(FACT_VALUES)
    let total = 0
    /** Per filter a combination fails alone (FAILS_*), the courses it holds back. */
    const failing = new Int32Array(FAILED_FILTER.length)
    const visited = touched ? touched.length : state.length
    for (let i = 0; i < visited; i++) {
      const c = touched ? touched[i]! : i
      const count = perCombo[c]!
      if (count === 0) continue
      const st = state[c]!
      if (st === FAILS_MORE) continue
      // The courses passing every filter are every filter's 'without' too: added once, below.
      if (st === PASS) total += count
      else failing[st]! += count
      if (!details) continue
      const at = c * ROW
      if (st === PASS || st === FAILS_CATEGORY) perCategory[combos[at + CATEGORY]!]! += count
      if (st === PASS || st === FAILS_PLATFORM) perPlatform[combos[at + PLATFORM]!]! += count
      if (st === PASS || st === FAILS_LANGUAGE) perLanguage[combos[at + LANGUAGE]!]! += count
      if ((st === PASS || st === FAILS_PRICE) && combos[at + BAND]! >= 0) {
        perBand[combos[at + BAND]!]! += count
      }
      if (st === PASS || st === FAILS_LEVEL) perLevel[combos[at + LEVEL]!]! += count
      if (st === PASS || st === FAILS_FORMAT) perFormat[combos[at + FORMAT]!]! += count
      if (st === PASS || st === FAILS_CERTIFICATE)
        perCertificate[combos[at + CERTIFICATE]!]! += count
    }
    const active = (name: CourseFilterName) =>
      name === 'q' ? hasQuery : name === 'price' ? band >= 0 : Boolean(filters[name])
    const withoutFilter: Partial<Record<CourseFilterName, number>> = {}
    // Without the search: every course passing the filters.
    if (hasQuery) withoutFilter.q = anyFilter ? this.passing(filters, plan) : this.size
    FAILED_FILTER.forEach((name, st) => {
      if (name && active(name)) withoutFilter[name] = total + failing[st]!
    })
    const options = this.facetOptions()
    const { categoryMatches, platformMatches, languageMatch } = options
    const categoryCounts = new Array<number>(options.category.length).fill(0)
    const platformCounts = new Array<number>(options.platform.length).fill(0)
    const languageCounts = new Array<number>(options.language.length).fill(0)
    for (let id = 0; id < perCategory.length; id++) {
      if (perCategory[id])
        for (const o of categoryMatches[id]!) categoryCounts[o]! += perCategory[id]!
    }
    for (let id = 0; id < perPlatform.length; id++) {
      if (perPlatform[id])
        for (const o of platformMatches[id]!) platformCounts[o]! += perPlatform[id]!
    }
    for (let id = 0; id < perLanguage.length; id++) {
      const o = languageMatch[id]!
      if (perLanguage[id] && o >= 0) languageCounts[o]! += perLanguage[id]!
    }
    const facetList = (values: string[], counts: ArrayLike<number>): FacetOption[] =>
      values.map((value, i) => ({ value, count: counts[i]! }))
    return {
      total,
      facets: {
        category: facetList(options.category, categoryCounts),
        platform: facetList(options.platform, platformCounts),
        language: facetList(options.language, languageCounts),
        price: PRICE_BANDS.map((value, i) => ({ value, count: perBand[i]! })),
        level: COURSE_LEVELS.map((value, i) => ({ value, count: perLevel[i + 1]! })),
        format: COURSE_FORMATS.map((value, i) => ({ value, count: perFormat[i + 1]! })),
        certificate: CERTIFICATE_KINDS.map((value, i) => ({
          value,
          count: perCertificate[i + 1]!,
        })),
      },
      withoutFilter,
    }
  }

  /** How many courses pass the filters (a search's total without its words). */
  private passing(filters: IndexFilters, plan: FilterPlan): number {
    // A price ceiling or a drop is no combination's: those courses are counted one by one (and kept).
    if (plan.maxPrice !== Infinity || plan.sinceMinute !== -Infinity) {
      return this.browse(filters).results.length
    }
    if (plan.passing === undefined) {
      let count = 0
      const { comboAlive } = this
      for (let c = 0; c < plan.state.length; c++)
        if (plan.state[c] === PASS) count += comboAlive[c]!
      plan.passing = count
    }
    return plan.passing
  }

  /** Matches, filters and counts; the caller orders the page and releases `score`. */
  /**
   * A search's words and the documents each finds: the required words must all match (or, when no
   * course holds every one of them nor the text, the best partial match: `partial` names the words
   * left out); optional ones ('course') only add; the floor finds the text inside words.
   */
  private matchWords(q: string): WordMatches {
    const words = q ? this.queryWords(q) : []
    const allOptional = words.every((w) => OPTIONAL_WORDS.has(w))
    const all: Scores[] = []
    const requiredWords: string[] = []
    const optional: Scores[] = []
    /** Per word, its documents when it is required (null: optional). */
    const perWord: (Scores | null)[] = []
    for (const [i, word] of words.entries()) {
      const scores = this.acquire()
      this.scoreWord(word, i === words.length - 1, scores)
      if (OPTIONAL_WORDS.has(word) && !allOptional) {
        optional.push(scores)
        perWord.push(null)
      } else {
        all.push(scores)
        requiredWords.push(word)
        perWord.push(scores)
      }
    }
    const floor = q.length >= MIN_FLOOR ? this.floorMatches(words, perWord) : null
    // Never a needless zero: when no course holds every word (nor the text, by the floor's rule),
    // the courses holding the most of them answer, and the words left out are named.
    if (all.length > 1 && !this.anyHoldsAll(all) && !this.anyAlive(floor)) {
      const kept = this.bestPartial(all, requiredWords)
      if (kept.length > 0) {
        const partial = {
          matched: requiredWords.filter((_, i) => kept.includes(i)),
          unmatched: requiredWords.filter((_, i) => !kept.includes(i)),
        }
        return { words, all, required: kept.map((i) => all[i]!), optional, floor, partial }
      }
    }
    return { words, all, required: all, optional, floor, partial: null }
  }

  /**
   * Runs a search or a browse: the results (with their scores) and the counts of every filter's
   * values. A course that matches and fails at most one filter is counted under its combination;
   * one that passes every filter is a result. The results are the documents `score` lists (its
   * `touched`): no list grown per search.
   */
  private run(filters: IndexFilters, details: boolean) {
    const q = filters.q?.trim() ?? ''
    const hasQuery = q !== ''
    const matches = this.matchWords(q)
    const plan = this.filterPlan(filters)
    // Per combination, the courses counted under it, in an array kept between searches (a new one
    // was 400 KB for the collector per search at 100,000 combinations); only the combinations
    // `touched` lists are read, and set back to zero after.
    const perCombo = this.comboCounts.pop() ?? new Int32Array(0)
    const counts =
      perCombo.length >= plan.state.length
        ? perCombo
        : new Int32Array(Math.max(plan.state.length, 1024) * 2)
    const touched: number[] = []
    const score = this.acquire()
    if (hasQuery) this.collectMatches(matches, plan, counts, touched, score)
    else this.collectAll(plan, counts, touched, score)
    this.release(matches.floor, ...matches.all, ...matches.optional)
    const results = score.touched.subarray(0, score.count)
    const { words, partial } = matches
    const tallied = this.tally(filters, plan, counts, details, hasQuery, touched)
    for (const c of touched) counts[c] = 0
    this.comboCounts.push(counts)
    const result: Omit<SearchResult, 'ids' | 'cards'> = {
      ...tallied,
      didYouMean:
        details && results.length === 0 && words.length > 0
          ? this.correction(words, filters)
          : null,
      partial,
      understood: [],
    }
    return { results, score, result }
  }

  /** A browse: every living course that passes the price is counted, and each that passes all is a result. */
  private collectAll(
    plan: FilterPlan,
    perCombo: Int32Array,
    touched: number[],
    score: Scores,
  ): void {
    const { state } = plan
    const outside = this.outside(plan)
    const comboOf = this.comboOf.values
    const scoreValues = score.values
    for (let d = 0; d < this.idOf.length; d++) {
      if (outside(d)) continue
      const c = comboOf[d]!
      const st = state[c]!
      if (st === FAILS_MORE) continue
      if (perCombo[c]!++ === 0) touched.push(c)
      if (st === PASS) {
        scoreValues[d] = 1
        score.touch(d)
      }
    }
  }

  /**
   * A search: the courses the rarest required word (or the floor) found are looked at, each scored
   * by the words it holds; those only the floor found score as the floor.
   */
  private collectMatches(
    matches: WordMatches,
    plan: FilterPlan,
    perCombo: Int32Array,
    touched: number[],
    score: Scores,
  ): void {
    const { required, optional, floor } = matches
    const { state } = plan
    const outside = this.outside(plan)
    const comboOf = this.comboOf.values
    const rarest = required.reduce<Scores | null>(
      (a, b) => (a === null || b.count < a.count ? b : a),
      null,
    )
    const scoreValues = score.values
    const sets = required.map((set) => set.values)
    const extras = optional.map((set) => set.values)
    const only = sets.length === 1 && extras.length === 0 ? sets[0]! : null
    const visit = (d: number, s: number) => {
      const c = comboOf[d]!
      const st = state[c]!
      if (st === FAILS_MORE) return
      if (perCombo[c]!++ === 0) touched.push(c)
      if (st !== PASS) return
      scoreValues[d] = s > 255 ? 255 : s
      score.touch(d)
    }
    if (rarest) {
      const { touched, count } = rarest
      for (let i = 0; i < count; i++) {
        const d = touched[i]!
        if (outside(d)) continue
        if (only) {
          // One word (the common case): its score is the course's.
          visit(d, only[d]!)
          continue
        }
        let s = 0
        let matched = true
        for (let j = 0; j < sets.length; j++) {
          const v = sets[j]![d]!
          if (v === 0) {
            matched = false
            break
          }
          s += v
        }
        // Optional words ('course', 'learn') only break ties among courses matching the rest.
        if (matched) for (let j = 0; j < extras.length; j++) s += extras[j]![d]! >> 2
        else if (floor?.values[d]) s = KIND.floor
        else continue
        visit(d, s)
      }
    }
    // Courses only the floor found (the others were visited already).
    if (floor) {
      const { touched, count } = floor
      for (let i = 0; i < count; i++) {
        const d = touched[i]!
        if (rarest?.values[d] || outside(d)) continue
        visit(d, KIND.floor)
      }
    }
  }

  /**
   * The page of results: by relevance, then the default order, for a search; else by the sort.
   * Only the page is put in order: the courses scoring above the page's lowest score are few and
   * sorted directly; those at that score are taken in the sort's stored order until the page is
   * full. `score` is non-zero for every result.
   */
  private page(
    sort: CourseSort,
    hasQuery: boolean,
    results: Int32Array,
    score: Uint8Array,
    offset: number,
    limit: number,
  ): number[] {
    const end = Math.min(results.length, offset + limit)
    if (offset >= end) return []
    let ordered: number[]
    if (sort === 'recommended' && hasQuery) {
      const perScore = new Int32Array(256)
      for (const d of results) perScore[score[d]!]!++
      // The lowest score on the page: everything above it comes first, whole.
      let above = 0
      let cut = 255
      while (above + perScore[cut]! < end) above += perScore[cut--]!
      const compare = this.comparator(sort)
      const higher = Array.from(results.filter((d) => score[d]! > cut))
      higher.sort((a, b) => score[b]! - score[a]! || compare(a, b))
      const atCut = this.inOrder(
        sort,
        results,
        perScore[cut]!,
        end - above,
        (d) => score[d] === cut,
      )
      ordered = [...higher, ...atCut]
    } else {
      ordered = this.inOrder(sort, results, results.length, end, (d) => score[d] !== 0)
    }
    return ordered.slice(offset, end)
  }

  /** The first `count` of the `matching` documents among `docs` that pass `keep`, in sort order. */
  private inOrder(
    sort: CourseSort,
    docs: Int32Array,
    matching: number,
    count: number,
    keep: (d: number) => boolean,
  ): number[] {
    // Few: sort them; many: walk the stored order, which stops as soon as the page is full.
    if (matching <= 4 * count || matching < 500) {
      return Array.from(docs.filter(keep)).sort(this.comparator(sort)).slice(0, count)
    }
    return this.walk(this.order(sort), count, keep)
  }

  /** The first `count` documents of the order that pass `keep`. */
  private walk(order: Order, count: number, keep: (d: number) => boolean): number[] {
    const out: number[] = []
    const docs = order.values
    for (let i = 0; i < order.length; i++) {
      if (keep(docs[i]!) && out.push(docs[i]!) >= count) break
    }
    return out
  }

  /**
   * The closest spelling with results: each word the catalogue does not hold becomes the most
   * common term within two edits of it, or is left out; null when that finds nothing either.
   */
  private correction(words: string[], filters: IndexFilters): string | null {
    const corrected: string[] = []
    for (const word of words) {
      if (this.postings.has(word) || this.stems.has(stem(word)) || this.synonyms.has(word)) {
        corrected.push(word)
        continue
      }
      const candidates = word.length >= 4 ? this.vocabulary.within(word, 2) : []
      const best = candidates.sort(
        (a, b) =>
          a.distance - b.distance ||
          this.postings.get(b.term)!.length - this.postings.get(a.term)!.length,
      )[0]
      if (best) corrected.push(best.term)
    }
    const text = corrected.join(' ')
    if (corrected.length === 0 || text === words.join(' ')) return null
    const { total } = this.search({
      filters: { ...filters, q: text },
      sort: 'recommended',
      offset: 0,
      limit: 0,
      details: false,
    })
    return total > 0 ? text : null
  }

  /**
   * What is new for each follow's query within a window of time (docs/product.md#follows): the
   * living courses the query finds that were added in it, and, of the others, those whose price
   * dropped in it, counted by the minute: [from, to) in milliseconds, to the minute, so that
   * windows that meet share no minute. A query finds what the catalogue finds for it (its filter
   * words, stems, aliases, close spellings and the substring floor), without the catalogue's
   * fallback: a course must hold every word (no partial answer). Up to `limit` ids of each,
   * the newest (the biggest drop) first, and how many there are. Equal queries are worked out once.
   */
  news(window: NewsWindow, queries: readonly NewsQuery[], limit: number): NewsFound[] {
    const lo = Math.floor(window.from / 60_000)
    const hi = Math.floor(window.to / 60_000)
    const key = `${lo}:${hi}:${this.changes}`
    if (this.newsWindow?.key !== key) this.newsWindow = { key, ...this.newsCandidates(lo, hi) }
    const { added, cut } = this.newsWindow
    const found = new Map<string, NewsFound>()
    this.news_ = this.newsWindow
    try {
      return queries.map((query) => {
        const key = JSON.stringify([query.filters, query.instructor])
        let answer = found.get(key)
        if (!answer) {
          answer = added.length + cut.length === 0 ? NO_NEWS : this.newsOf(query, limit)
          found.set(key, answer)
        }
        return answer
      })
    } finally {
      this.news_ = null
    }
  }

  /**
   * The documents news() looks at for a window of minutes: the living added in it (newest first)
   * and the others dropped in it (biggest drop first), and which they are.
   */
  private newsCandidates(lo: number, hi: number) {
    this.rankNames()
    const alive = this.alive.values
    const created = this.created.values
    const dropped = this.droppedMinute.values
    const added: number[] = []
    const cut: number[] = []
    const member = new Uint8Array(this.idOf.length)
    for (let d = 0; d < this.idOf.length; d++) {
      if (!alive[d]) continue
      const minute = Math.floor(created[d]! / 60_000)
      if (minute >= lo && minute < hi) added.push(d)
      else if (dropped[d]! >= lo && dropped[d]! < hi) cut.push(d)
      else continue
      member[d] = 1
    }
    const rank = this.nameRank.values
    added.sort((a, b) => created[b]! - created[a]! || rank[a]! - rank[b]!)
    const share = this.dropShare.values
    cut.sort((a, b) => share[b]! - share[a]! || rank[a]! - rank[b]!)
    // Each candidate's place in its list (added: 1, 2, ...; dropped: -1, -2, ...), and the
    // candidates of each combination of values: a query is answered from those it can find.
    const place = new Int32Array(this.idOf.length)
    added.forEach((d, i) => (place[d] = i + 1))
    cut.forEach((d, i) => (place[d] = -(i + 1)))
    const byCombo = new Map<number, number[]>()
    const comboOf = this.comboOf.values
    for (const d of [...added, ...cut]) {
      const list = byCombo.get(comboOf[d]!)
      if (list) list.push(d)
      else byCombo.set(comboOf[d]!, [d])
    }
    return {
      added,
      cut,
      place,
      byCombo,
      /** The candidates by each name their instructor field holds, once an instructor is asked. */
      byInstructor: null as Map<string, number[]> | null,
      member,
      lists: new Map<string, Postings>(),
    }
  }

  /**
   * A term's documents among those news() looks at: a digest asks thousands of queries of the
   * same few thousand courses, and the common words' full lists (tens of thousands of documents)
   * would be read again for each. Cut once per window, kept while the index does not change.
   */
  private newsPostings(term: string, full: Postings): Postings {
    const { member, lists } = this.news_!
    let list = lists.get(term)
    if (!list) {
      list = new Postings()
      for (let i = 0; i < full.length; i++) {
        if (member[full.docs[i]!]) list.push(full.docs[i]!, full.masks[i]!)
      }
      lists.set(term, list)
    }
    return list
  }

  /**
   * One query's news: the candidates it can find (a search's: those its rarest word finds, cut to
   * the window; an instructor's: those naming them; filters': those of the combinations passing)
   * that pass every filter and hold every word, in their lists' order.
   */
  private newsOf(query: NewsQuery, limit: number): NewsFound {
    const window = this.news_!
    const { filters } = this.understand(query.filters)
    const plan = this.filterPlan(filters)
    const outside = this.outside(plan)
    const comboOf = this.comboOf.values
    const { place } = window
    const q = filters.q?.trim() ?? ''
    const matches = q ? this.matchWords(q) : null
    const ofInstructor =
      query.instructor === undefined
        ? undefined
        : (this.newsByInstructor().get(instructorKey(query.instructor)) ?? [])
    try {
      let found: number[]
      if (matches) {
        const rarest = matches.all.reduce<Scores | null>(
          (a, b) => (a === null || b.count < a.count ? b : a),
          null,
        )
        found = []
        for (const set of [rarest, matches.floor]) {
          if (set) for (let i = 0; i < set.count; i++) found.push(set.touched[i]!)
        }
      } else if (ofInstructor) {
        found = ofInstructor
      } else {
        found = []
        for (const [combo, docs] of window.byCombo) {
          if (plan.state[combo] === PASS) found.push(...docs)
        }
      }
      // Words and an instructor: the words' courses, kept when the instructor's list holds them.
      const byInstructor = ofInstructor && found !== ofInstructor ? new Set(ofInstructor) : null
      const held = new Set<number>()
      for (const d of found) {
        if (place[d] === 0 || held.has(d) || outside(d) || plan.state[comboOf[d]!] !== PASS) {
          continue
        }
        if (byInstructor && !byInstructor.has(d)) continue
        if (
          matches &&
          !matches.all.every((set) => set.values[d]! > 0) &&
          !matches.floor?.values[d]
        ) {
          continue
        }
        held.add(d)
      }
      const sorted = [...held].sort((a, b) => Math.abs(place[a]!) - Math.abs(place[b]!))
      const added = sorted.filter((d) => place[d]! > 0)
      const dropped = sorted.filter((d) => place[d]! < 0)
      return {
        added: added.slice(0, limit).map((d) => this.idText(d)),
        addedTotal: added.length,
        dropped: dropped.slice(0, limit).map((d) => this.idText(d)),
        droppedTotal: dropped.length,
      }
    } finally {
      if (matches) this.release(matches.floor, ...matches.all, ...matches.optional)
    }
  }

  /** The window's candidates by each name their instructor field holds (instructorNames). */
  private newsByInstructor(): Map<string, number[]> {
    const window = this.news_!
    if (window.byInstructor) return window.byInstructor
    const byName = new Map<string, number[]>()
    const namesOf = new Map<number, string[]>()
    for (const d of [...window.added, ...window.cut]) {
      const id = this.cards.valueId(d, 'instructor')
      let names = namesOf.get(id)
      if (!names) namesOf.set(id, (names = instructorNames(this.cards.value(id))))
      for (const name of names) {
        const list = byName.get(name)
        if (list) list.push(d)
        else byName.set(name, [d])
      }
    }
    window.byInstructor = byName
    return byName
  }

  /** Header suggestions: the best matches' names, ranked as the catalogue ranks them. */
  suggest(q: string, limit: number): { courseId: string; courseName: string }[] {
    const { ids } = this.search({
      filters: { q },
      sort: 'recommended',
      offset: 0,
      limit,
      details: false,
    })
    return ids.map((id) => ({ courseId: id, courseName: this.names.text(this.docOf(id)) }))
  }
}
