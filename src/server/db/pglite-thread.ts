// The embedded database on a thread of its own (docs/decisions/017). PGlite answers a query by
// running PostgreSQL's WASM on the thread that asked: a 20 ms query in the server's event loop
// stalls every request for 20 ms. This client speaks the part of PGlite's interface that drizzle
// and this server use (query, transaction, close) and forwards each call to pglite-worker.ts.
import fs from 'node:fs'
import path from 'node:path'
import type { Results } from '@electric-sql/pglite'
import { workerModule } from '../server-files'
import { WorkerClient } from '../workers/worker-client'

export type PgliteRequest =
  | {
      op: 'query'
      sql: string
      params: unknown[]
      rowMode: 'array' | 'object'
      /** Types whose values stay as PostgreSQL's text (drizzle parses dates itself). */
      rawTypes: number[]
      tx?: number | undefined
    }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }

interface QueryOptions {
  rowMode?: 'array' | 'object'
  parsers?: Record<number, (value: string, typeId: number) => unknown>
}

/** What a transaction's callback receives, as PGlite's Transaction does. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}

/** The embedded database's directory under DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pglite')

/** Whether the embedded database under DATA_DIR has yet to be created (initdb). */
export function isNewDataDir(dataDir: string): boolean {
  return !fs.existsSync(embeddedDatabaseDir(dataDir))
}

/** Databases being opened ahead of their use (`startEarly`), by directory. */
const early = new Map<string, Promise<PgliteThread>>()

export class PgliteThread {
  private readonly worker: WorkerClient<PgliteRequest>

  private constructor(dataDir: string | undefined, template: string | undefined) {
    this.worker = new WorkerClient(workerModule('./pglite-worker.ts', import.meta.url), {
      dataDir,
      template,
    })
  }

  get closed(): boolean {
    return this.worker.closed
  }

  /**
   * Starts opening the database under `dataDir` now, for the next `open` of the same directory to
   * take: the server does this first of all, and loads the rest of itself while PostgreSQL starts.
   */
  static startEarly(dataDir: string): void {
    if (early.has(dataDir)) return
    const opening = PgliteThread.openNow(dataDir)
    opening.catch(() => {}) // the `open` that takes it sees the failure
    early.set(dataDir, opening)
  }

  /**
   * Starts the thread and opens the database (under `dataDir`, or in memory without one), or takes
   * the one `startEarly` began for that directory. `template`: a new database starts as a copy of
   * this data directory archive (dumpDataDir's .tgz) instead of running initdb.
   */
  static open(dataDir?: string, options: { template?: string } = {}): Promise<PgliteThread> {
    const started = dataDir === undefined ? undefined : early.get(dataDir)
    if (started) {
      early.delete(dataDir!)
      return started
    }
    return PgliteThread.openNow(dataDir, options.template)
  }

  private static async openNow(dataDir?: string, template?: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir, template)
    await thread.query('SELECT 1')
    return thread
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    const rawTypes = Object.entries(options.parsers ?? {}).map(([oid, parse]) => {
      // Functions cannot cross threads: only "keep the text" parsers, which is all drizzle passes.
      if (parse('x', Number(oid)) !== 'x')
        throw new Error(`parser for type ${oid} is not supported`)
      return Number(oid)
    })
    return this.worker.call<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes,
      tx,
    })
  }

  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = await this.worker.call<number>({ op: 'begin' })
    let result: T
    try {
      result = await callback({
        query: (sql, params, options) => this.query(sql, params, options, tx),
      })
    } catch (error) {
      await this.worker.call({ op: 'end', tx, commit: false }).catch(() => {})
      throw error
    }
    await this.worker.call({ op: 'end', tx, commit: true })
    return result
  }

  /** Checkpoints and closes the database, then ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return
    await this.worker.call({ op: 'close' })
    await this.worker.terminate()
  }
}
