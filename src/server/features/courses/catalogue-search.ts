// The catalogue's search as the routes use it: the in-memory SearchIndex (docs/decisions/016), on
// its own thread (decision 018), loaded from the database at start and kept in step with it
// through the event bus, so that every instance sharing a PostgreSQL database searches the same
// catalogue. The index also holds each course as a list shows it, so a page of results needs no
// query (decision 052). Updates are applied one at a time in the order announced, and a search
// waits for those announced before it: a course added, edited or favourited through this instance
// is in the very next search.
import type { FastifyBaseLogger } from 'fastify'
import type { CourseSort } from '../../../domain/constants'
import type { CourseFilters } from '../../../domain/course'
import type { CourseListResponse } from '../../../domain/schemas/course'
import type { LiveEvent } from '../../../domain/events'
import type { Db } from '../../db/db-type'
import type { toCourse } from '../../db/course-rows'
import type { EventBus } from '../../live/event-bus'
import type { NewsFound, NewsQuery, NewsWindow } from '../../../domain/follows'
import type { IndexedCourse } from './search/search-index'
import type { CourseRecords } from './search/course-batch'
import { createCoursesRepository, type CoursesRepository } from './courses-repository'
import { SearchThread } from './search/search-thread'

type CourseRow = Parameters<typeof toCourse>[0] & {
  priceDropFrom: number | null
  priceDroppedAt: Date | null
}

const encoder = new TextEncoder()

/** What the index reads of a course row: the fields it searches, filters and sorts, and its card. */
function indexed(row: CourseRow): IndexedCourse {
  const { id, courseName, instructor, platform, category, description, language } = row
  const { price, rating, isBestseller, createdAt } = row
  const { duration, validity, certification, imageUrl, isFavourite, fvrtCount, officialUrl } = row
  const { ratingSum, ratingCount, priceDropFrom, priceDroppedAt } = row
  const { level, format, certificate } = row
  return {
    ...{ id, courseName, instructor, platform, category, description, language },
    ...{ price, rating, isBestseller, createdAt, priceDropFrom, priceDroppedAt },
    ...{ level, format, certificate },
    card: {
      ...{ duration, validity, certification, imageUrl, isFavourite, fvrtCount, officialUrl },
      ...{ ratingSum, ratingCount },
    },
  }
}

/** Rows read per query when the whole catalogue is loaded (bounds memory and event-loop stalls). */
const LOAD_CHUNK = 5000
/**
 * Above this many courses a reload takes long enough (about 30 ms per 1,000) that searches are
 * answered from the previous index meanwhile instead of waiting for it.
 */
const LARGE_CATALOGUE = 20_000
/** An index holding more dead documents (left by updates) than this share is rebuilt. */
const MAX_DEAD_SHARE = 0.3

/** The whole catalogue as course records, a chunk at a time. */
async function* catalogueChunks(courses: CoursesRepository): AsyncGenerator<CourseRecords> {
  let after: string | null = null
  for (;;) {
    const { count, last, records } = await courses.records(after, LOAD_CHUNK)
    yield { count, bytes: encoder.encode(records) }
    if (count < LOAD_CHUNK) return
    after = last
  }
}

/** A list's answer but its page: the page's courses come as JSON, with their ids. */
export type CataloguePage = Omit<CourseListResponse, 'page' | 'pageSize' | 'items'> & {
  /** The page's courses as a list shows them: the UTF-8 bytes of a JSON array (courseListItemSchema). */
  items: Uint8Array
  courseIds: string[]
}

export interface CatalogueSearch {
  list(params: {
    filters: CourseFilters
    /** Only courses whose price dropped this week (docs/product.md#price-drops). */
    droppedThisWeek?: boolean
    sort: CourseSort
    page: number
    pageSize: number
  }): Promise<CataloguePage>
  suggest(q: string, limit: number): Promise<{ courseId: string; courseName: string }[]>
  /**
   * What each follow's query finds new in the window (SearchIndex.news), once every change
   * announced so far is in the index, a reload's included: news looked for in an index still
   * being rebuilt would be missed for good.
   */
  news(window: NewsWindow, queries: NewsQuery[], limit: number): Promise<NewsFound[]>
  /** Calls `listener` when a reload replaced the index (read caches of old answers empty then). */
  onReload(listener: () => void): void
  /** How many courses the index holds now. */
  size(): number
  close(): Promise<void>
}

/** A promise and the function that resolves it. */
function signal() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

export async function createCatalogueSearch(options: {
  db: Db
  bus: EventBus
  log?: Pick<FastifyBaseLogger, 'warn'>
  /** Catalogues larger than this are searched in their previous state while they reload. */
  largeCatalogue?: number
}): Promise<CatalogueSearch> {
  const { db, bus, log, largeCatalogue = LARGE_CATALOGUE } = options
  const courses = createCoursesRepository(db)
  const index = new SearchThread()
  await index.reload(catalogueChunks(courses))
  let tail: Promise<void> = Promise.resolve()
  // While a large catalogue reloads (seconds), searches are answered from the previous index.
  let reloading = false
  let reloadBegun = signal()
  const reloadListeners: (() => void)[] = []

  const enqueue = (job: () => Promise<void>) => {
    tail = tail.then(job).catch((error: unknown) => {
      log?.warn({ err: error }, 'search index update failed; rebuilding it from the database')
      return rebuild().catch(() => {})
    })
  }
  const rebuild = async () => {
    if (index.stats.size > largeCatalogue) {
      reloading = true
      reloadBegun.resolve()
    }
    try {
      await index.reload(catalogueChunks(courses))
    } finally {
      reloading = false
      reloadBegun = signal()
    }
    for (const listener of reloadListeners) listener()
  }
  /** Rebuilt when updates have left too many dead documents behind. */
  const compact = async () => {
    const { deadShare, size } = index.stats
    if (deadShare > MAX_DEAD_SHARE && size > 100) await rebuild()
  }
  const refresh = async (courseId: string) => {
    const row = await courses.indexedRow(courseId)
    if (row) await index.upsert(indexed(row))
    else await index.remove(courseId)
    await compact()
  }
  const onEvent = (event: LiveEvent) => {
    if (event.type === 'course.added' || event.type === 'course.updated') {
      const { courseId } = event
      enqueue(() => refresh(courseId))
    } else if (event.type === 'course.counts') {
      // Its favourite count or learners' rating moved: what a list shows of it, and its place in
      // 'Highest rated' (a new document when its ratings moved, as an edit makes).
      const { courseId } = event
      enqueue(async () => {
        const row = await courses.indexedRow(courseId)
        if (row) await index.setCard(indexed(row))
        await compact()
      })
    } else if (event.type === 'course.imported' || event.type === 'everything.changed') {
      enqueue(rebuild)
    }
  }
  const unsubscribe = bus.subscribe(onEvent)

  /** Resolves once the changes announced so far are in the index (unless a large one reloads). */
  const settled = async () => {
    // A job queued while waiting extends the tail: wait until it stops moving.
    for (let seen: Promise<void> | null = null; seen !== tail && !reloading;) {
      seen = tail
      await Promise.race([seen, reloadBegun.promise])
    }
  }

  return {
    async list({ filters, droppedThisWeek, sort, page, pageSize }) {
      await settled()
      const { ids, ...found } = await index.search({
        filters,
        ...(droppedThisWeek && { droppedThisWeek }),
        sort,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      })
      return { ...found, courseIds: ids, totalExact: true }
    },
    async suggest(q, limit) {
      await settled()
      return index.suggest(q, limit)
    },
    async news(window, queries, limit) {
      for (let seen: Promise<void> | null = null; seen !== tail;) {
        seen = tail
        await seen
      }
      return index.news(window, queries, limit)
    },
    onReload: (listener) => void reloadListeners.push(listener),
    size: () => index.stats.size,
    async close() {
      unsubscribe()
      await tail
      await index.close()
    },
  }
}
