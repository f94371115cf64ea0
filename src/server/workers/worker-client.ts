// Calls into a worker_threads worker written in TypeScript: each request gets an id, the worker
// answers with it (see serve-requests.ts), and errors cross as plain data with their fields
// (PostgreSQL's `code`, `detail`, ...). Used to keep work that holds a thread (the embedded
// database, the search index) off the server's event loop: docs/decisions/017 and 018.
import { Worker } from 'node:worker_threads'

export type Reply = { id: number } & (
  { result: unknown; error?: undefined } | { error: Record<string, unknown> }
)

/**
 * Each thread's young generation, where V8 puts new objects: V8's default (about 48 MB on 64-bit)
 * lets a busy thread hold tens of MB of garbage between collections. The main thread gets the
 * same with `--max-semi-space-size=2` on its command line (docs/decisions/049-memory-budget.md).
 */
const YOUNG_GENERATION_MB = 6

export class WorkerClient<Request extends { op: string }> {
  private readonly worker: Worker
  private nextId = 1
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >()
  closed = false

  constructor(module: URL, workerData: unknown) {
    const resourceLimits = { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB }
    this.worker = module.pathname.endsWith('.ts')
      ? // The sources run under tsx (tests, `npm run dev`): the worker registers it before loading
        // its module, as Node 20 does not apply a worker's execArgv '--import'. The built server's
        // workers are plain JavaScript (docs/decisions/048-built-server.md).
        new Worker(
          `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
            .then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}) })
            .catch((error) => { console.error(error); process.exit(1) })`,
          { eval: true, workerData, resourceLimits },
        )
      : new Worker(module, { workerData, resourceLimits })
    this.worker.on('message', (reply: Reply) => {
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
    this.worker.on('exit', (code) => fail(new Error(`the worker thread stopped (exit ${code})`)))
  }

  /** Sends the request; the buffers in `transfer` move to the thread (unusable here after). */
  call<T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the worker thread is closed'))
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.worker.postMessage({ ...request, id }, transfer)
    })
  }

  async terminate(): Promise<void> {
    this.closed = true
    await this.worker.terminate()
  }
}
