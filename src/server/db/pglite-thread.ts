// The embedded database on a thread of its own (docs/decisions/017). PGlite answers a query by
// running PostgreSQL's WASM on the thread that asked: a 20 ms query in the server's event loop
// stalls every request for 20 ms. This client speaks the part of PGlite's interface that drizzle
// and this server use (query, transaction, close) and forwards each call to pglite-worker.ts.
import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'

export type WorkerRequest = { id: number } & (
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
)
export type WorkerReply = { id: number } & (
  { result: unknown; error?: undefined } | { error: Record<string, unknown> }
)

interface QueryOptions {
  rowMode?: 'array' | 'object'
  parsers?: Record<number, (value: string, typeId: number) => unknown>
}

/** What a transaction's callback receives, as PGlite's Transaction does. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}

export class PgliteThread {
  private readonly worker: Worker
  private nextId = 1
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >()
  closed = false

  private constructor(dataDir: string | undefined) {
    // The worker is TypeScript too: it registers tsx (as the server runs under it, decision 001)
    // before loading the worker module. A worker's execArgv '--import' is not enough on Node 20.
    const boot = `
      import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
        .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)}) })
        .catch((error) => { console.error(error); process.exit(1) })`
    this.worker = new Worker(boot, { eval: true, workerData: { dataDir } })
    this.worker.on('message', (reply: WorkerReply) => {
      const waiter = this.waiting.get(reply.id)
      if (!waiter) return
      this.waiting.delete(reply.id)
      if (reply.error) {
        waiter.reject(Object.assign(new Error(String(reply.error.message)), reply.error))
      } else waiter.resolve(reply.result)
    })
    const fail = (error: Error) => {
      this.closed = true
      for (const waiter of this.waiting.values()) waiter.reject(error)
      this.waiting.clear()
    }
    this.worker.on('error', fail)
    this.worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit ${code})`)))
  }

  /** Starts the thread and opens the database (under `dataDir`, or in memory without one). */
  static async open(dataDir?: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir)
    await thread.query('SELECT 1')
    return thread
  }

  private request<T>(request: WorkerRequest): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the database is closed'))
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(request.id, { resolve: resolve as (value: unknown) => void, reject })
      this.worker.postMessage(request)
    })
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    const rawTypes = Object.entries(options.parsers ?? {}).map(([oid, parse]) => {
      // Functions cannot cross threads: only "keep the text" parsers, which is all drizzle passes.
      if (parse('x', Number(oid)) !== 'x')
        throw new Error(`parser for type ${oid} is not supported`)
      return Number(oid)
    })
    return this.request<Results<T>>({
      id: this.nextId++,
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes,
      tx,
    })
  }

  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.nextId++
    await this.request({ id: tx, op: 'begin' })
    let result: T
    try {
      result = await callback({
        query: (sql, params, options) => this.query(sql, params, options, tx),
      })
    } catch (error) {
      await this.request({ id: this.nextId++, op: 'end', tx, commit: false }).catch(() => {})
      throw error
    }
    await this.request({ id: this.nextId++, op: 'end', tx, commit: true })
    return result
  }

  /** Checkpoints and closes the database, then ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return
    await this.request({ id: this.nextId++, op: 'close' })
    this.closed = true
    await this.worker.terminate()
  }
}
