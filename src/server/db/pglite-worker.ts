// The embedded database's own thread (docs/decisions/017): PGlite runs PostgreSQL in WASM, and a
// query holds the thread it runs on. Here that is this worker, not the server's event loop.
// Requests come from pglite-thread.ts.
import { workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { serveRequests } from '../workers/serve-requests'
import type { PgliteRequest } from './pglite-thread'

const { dataDir } = workerData as { dataDir: string | undefined }
const ready = PGlite.create({ dataDir, extensions: { pg_trgm } })

/** Open transactions: the handle queries run on, and how to end it (commit or roll back). */
const open = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
>()

const raw = (value: unknown) => value

serveRequests<PgliteRequest>(async (request) => {
  const db = await ready
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
      // Its id is this request's.
      return new Promise<number>((begun, failed) => {
        let end!: (commit: boolean) => void
        const decided = new Promise<boolean>((resolve) => (end = resolve))
        const done = db
          .transaction(async (tx) => {
            open.set(request.id, { tx, end, done })
            begun(request.id)
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
})
