// The search index on a thread of its own (docs/decisions/018): the same operations as
// SearchIndex, asynchronous, answered by search-worker.ts.
import { WorkerClient } from '../../../workers/worker-client'
import type { NewsFound, NewsQuery, NewsWindow } from '../../../../domain/follows'
import type { IndexedCourse, SearchQuery, SearchResult } from './search-index'
import type { CourseRecords } from './course-batch'
import { workerModule } from '../../../server-files'

export type SearchRequest =
  | { op: 'reload-begin' }
  | { op: 'reload-records'; records: CourseRecords }
  | { op: 'reload-end' }
  | { op: 'upsert'; row: IndexedCourse }
  | { op: 'remove'; courseId: string }
  | { op: 'card'; row: IndexedCourse }
  | { op: 'search'; query: SearchQuery }
  | { op: 'suggest'; q: string; limit: number }
  | { op: 'news'; window: NewsWindow; queries: NewsQuery[]; limit: number }

/**
 * A search's answer as the thread sends it: the page's cards as the bytes of one JSON array, which
 * arrive as a byte array and not as a string per card: the server's thread then writes the
 * answer's body without making them strings (docs/decisions/054-search-index-built-from-bytes.md).
 */
export type ThreadSearchResult = Omit<SearchResult, 'cards'> & { items: Uint8Array }

export interface IndexStats {
  size: number
  deadShare: number
}

const startWorker = () =>
  new WorkerClient<SearchRequest>(workerModule('./search-worker.ts', import.meta.url), null)

/** A thread started ahead of its use by `SearchThread.startEarly`, for the next SearchThread. */
let early: WorkerClient<SearchRequest> | undefined

export class SearchThread {
  /**
   * Starts the next index's thread now (the server does, while its database opens): starting a
   * thread and loading its module take a few hundred milliseconds that need nothing else.
   */
  static startEarly(): void {
    early ??= startWorker()
  }

  private readonly worker: WorkerClient<SearchRequest>

  constructor() {
    this.worker = early ?? startWorker()
    early = undefined
  }

  /** As of the last change applied. */
  stats: IndexStats = { size: 0, deadShare: 0 }

  /**
   * Replaces the index with one built from `chunks`; searches see the old one until it is done.
   * Each chunk's buffers move to the thread (course-batch.ts).
   */
  async reload(chunks: AsyncIterable<CourseRecords>): Promise<void> {
    await this.worker.call({ op: 'reload-begin' })
    // The next chunk is read while the thread indexes this one: at a million courses, reading
    // and indexing one after the other took their sum (docs/decisions/053).
    let indexing: Promise<unknown> = Promise.resolve()
    for await (const records of chunks) {
      await indexing
      const buffer = records.bytes.buffer as ArrayBuffer
      indexing = this.worker.call({ op: 'reload-records', records }, [buffer])
      // Its failure is seen at the next await; until then it is no unhandled rejection.
      indexing.catch(() => {})
    }
    await indexing
    this.stats = await this.worker.call<IndexStats>({ op: 'reload-end' })
  }

  async upsert(row: IndexedCourse): Promise<void> {
    this.stats = await this.worker.call<IndexStats>({ op: 'upsert', row })
  }

  /** Replaces what a list shows of the course; false when the index does not hold it. */
  async setCard(row: IndexedCourse): Promise<boolean> {
    const { found, ...stats } = await this.worker.call<IndexStats & { found: boolean }>({
      op: 'card',
      row,
    })
    this.stats = stats
    return found
  }

  async remove(courseId: string): Promise<void> {
    this.stats = await this.worker.call<IndexStats>({ op: 'remove', courseId })
  }

  search(query: SearchQuery): Promise<ThreadSearchResult> {
    return this.worker.call({ op: 'search', query })
  }

  suggest(q: string, limit: number): Promise<{ courseId: string; courseName: string }[]> {
    return this.worker.call({ op: 'suggest', q, limit })
  }

  news(window: NewsWindow, queries: NewsQuery[], limit: number): Promise<NewsFound[]> {
    return this.worker.call({ op: 'news', window, queries, limit })
  }

  close(): Promise<void> {
    return this.worker.terminate()
  }
}
