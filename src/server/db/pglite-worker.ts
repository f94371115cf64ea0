// The embedded database's own thread (docs/decisions/017): PGlite runs PostgreSQL in WASM, and a
// query holds the thread it runs on. Here that is this worker, not the server's event loop.
// Requests come from pglite-thread.ts.
import fs from 'node:fs'
import v8 from 'node:v8'
import { workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { serveRequests } from '../workers/serve-requests'
import type { PgliteRequest } from './pglite-thread'

/**
 * PostgreSQL's settings for the embedded database, lower than initdb's defaults (shared_buffers
 * 128 MB, max_connections 100): in WebAssembly every page PostgreSQL touches stays resident, and
 * one process with one connection needs neither. The operating system's page cache still holds the
 * data files. Figures in docs/decisions/049-memory-budget.md.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'max_connections=5', 'autovacuum_worker_slots=1']

const { dataDir, template } = workerData as {
  dataDir: string | undefined
  template: string | undefined
}

// PostgreSQL's WebAssembly compiled by V8's baseline compiler only: the optimising tier would add
// about 50 MB of machine code and compiler memory for a few tens of percent on long queries, and
// compete for the CPU in the first minutes after a start. The flag is the process's, set before
// PGlite compiles its module below; nothing else in the server runs much WebAssembly.
v8.setFlagsFromString('--liftoff-only')
const ready = PGlite.create({
  dataDir,
  // A new database from the build's copy of a fresh one (scripts/build.ts) instead of initdb.
  ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
})

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
        // A transaction still open is one its caller will not finish (a job cut off by the
        // shutdown): roll it back, or the checkpoint waits behind it for ever.
        for (const transaction of open.values()) transaction.end(false)
        await Promise.allSettled([...open.values()].map((transaction) => transaction.done))
        await db.query('CHECKPOINT')
        await db.close()
      }
      return null
  }
})
