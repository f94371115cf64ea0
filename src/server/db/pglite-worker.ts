// The embedded database's own thread (docs/decisions/017): PGlite runs PostgreSQL in WASM, and a
// query holds the thread it runs on. Here that is this worker, not the server's event loop.
// Requests come from pglite-thread.ts; each is answered with its id.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { WorkerReply, WorkerRequest } from './pglite-thread'

const port = parentPort!
const { dataDir } = workerData as { dataDir: string | undefined }
const ready = PGlite.create({ dataDir, extensions: { pg_trgm } })

/** Open transactions: the handle queries run on, and how to end it (commit or roll back). */
const open = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
>()

const raw = (value: unknown) => value

/** An error as plain data: its message and PostgreSQL's fields (code, detail, constraint, ...). */
function errorData(error: unknown): Record<string, unknown> {
  const data: Record<string, unknown> = { message: (error as Error)?.message ?? String(error) }
  for (const [key, value] of Object.entries((error ?? {}) as object)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) data[key] = value
  }
  return data
}

async function handle(db: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : open.get(request.tx)!.tx
      const result = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: Object.fromEntries(request.rawTypes.map((oid) => [oid, raw])),
      })
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }
    }
    case 'begin': {
      // The transaction stays open until 'end'; PGlite makes every other query wait meanwhile.
      return new Promise<null>((begun, failed) => {
        let end!: (commit: boolean) => void
        const decided = new Promise<boolean>((resolve) => (end = resolve))
        const done = db
          .transaction(async (tx) => {
            open.set(request.id, { tx, end, done })
            begun(null)
            if (!(await decided)) await tx.rollback()
          })
          .finally(() => open.delete(request.id))
        done.catch(failed)
      })
    }
    case 'end': {
      const transaction = open.get(request.tx)!
      transaction.end(request.commit)
      await transaction.done
      return null
    }
    case 'close':
      if (!db.closed) {
        await db.query('CHECKPOINT')
        await db.close()
      }
      return null
  }
}

port.on('message', (request: WorkerRequest) => {
  ready
    .then((db) => handle(db, request))
    .then(
      (result) => port.postMessage({ id: request.id, result } satisfies WorkerReply),
      (error: unknown) =>
        port.postMessage({ id: request.id, error: errorData(error) } satisfies WorkerReply),
    )
})
