// Writes that create something are done once per Idempotency-Key (docs/decisions/045-idempotent-writes.md,
// docs/security.md#writes-counted-once). A page makes one key per submission and sends it again
// when it retries; the first answer is kept 24 hours per member ('user:<id>') or, signed out, per
// client address (a keyed hash of it, as recommendation feedback counts voters), and a retry with
// the same key and content gets that answer again, with `Idempotent-Replayed: true`, writing
// nothing.
//
// The key's row and the write commit in one transaction, so a crash leaves neither a write without
// its key nor a key without its write. The transaction claims the key first (INSERT ... ON
// CONFLICT): on PostgreSQL a twin sent at the same moment waits on the key's unique index until the
// first commits, then finds its answer; on PGlite transactions run one at a time anyway. A write
// that fails (a 4xx, a 5xx) rolls back with its key, which stays free for a corrected retry. Only
// 2xx answers are kept.
//
// A write runs on the `Db` it is handed (the transaction, or the database when the request has no
// key): its repositories are built on that `Db`, and nothing in it may query the database any
// other way (on PGlite the transaction holds the only connection: a query beside it waits for
// ever).
import { createHash, createHmac } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENT_REPLAYED_HEADER,
  readIdempotencyKey,
} from '../../domain/idempotency'
import type { Db } from '../db/db-type'
import { idempotencyKeys } from '../db/schema'
import { runEvery } from '../periodic'
import { HttpError } from './errors'

/** What a write answers: a 2xx status, the body, and what follows once it is committed. */
export interface Written<T> {
  status: number
  body: T
  /** Events, caches: run after the commit, by the request that wrote only (never on a replay). */
  after?: () => Promise<unknown>
}

export interface WriteOnce<P, T> {
  /**
   * What the write is made of, besides the method, the route and its path parameters: the
   * request's body unless said otherwise (a form's fields and a hash of its file).
   */
  content?: unknown
  /**
   * Limits and checks before the write (throttles, "does the post exist?"): skipped when the key's
   * first answer is found, so a retry spends no write budget.
   */
  prepare?: () => Promise<P>
  /** The write, on `db` only (see above); throws HttpError to refuse, which keeps nothing. */
  write: (db: Db, prepared: P) => Promise<Written<T>>
}

/** The scope of a member's keys (account deletion removes them). */
export const userScope = (userId: string) => `user:${userId}`

/** How often expired keys are deleted. */
export const IDEMPOTENCY_TRIM_MS = 15 * 60_000

const HEADER = 'idempotency-key'

/** Rows younger than IDEMPOTENCY_KEY_HOURS: an older one counts as absent. */
const live = sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`
const expired = sql`${idempotencyKeys.createdAt} <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`

/** JSON with every object's keys sorted: the same content always reads the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, canonical(object[key])]),
    )
  }
  return value
}

/** The key the request names, undefined without the header; 400 for a value that is not a key. */
function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER]
  if (value === undefined) return undefined
  const key = typeof value === 'string' ? readIdempotencyKey(value) : undefined
  if (key === undefined) {
    throw new HttpError(400, 'validation_failed', IDEMPOTENCY_KEY_MESSAGE, {
      [HEADER]: IDEMPOTENCY_KEY_MESSAGE,
    })
  }
  return key
}

type KeyRow = { fingerprint: string; status: number | null; response: unknown }
/** How a transaction with a key ended: it wrote, or found the key's answer. */
type Outcome<T> = { written: Written<T> } | { row: KeyRow }

export function createIdempotentWrites({ db, secret }: { db: Db; secret: string }) {
  /** A member's keys are theirs on any device; a visitor's are their address's. */
  const scopeOf = (request: FastifyRequest) => {
    const who = request.routeOptions.config.access === 'public' ? null : request.viewer
    if (who) return userScope(who.id)
    return `ip:${createHmac('sha256', secret).update(`ip:${request.ip}`).digest('base64url')}`
  }
  const fingerprintOf = (request: FastifyRequest, content: unknown) =>
    createHash('sha256')
      .update(
        JSON.stringify([
          request.method,
          request.routeOptions.url,
          canonical(request.params),
          canonical(content),
        ]),
      )
      .digest('base64url')

  const find = async (executor: Db, scope: string, key: string): Promise<KeyRow | undefined> => {
    const [row] = await executor
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        status: idempotencyKeys.status,
        response: idempotencyKeys.response,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), live))
    return row
  }

  /**
   * Takes the key for this transaction: true when it was free (never used, or expired). A key
   * another transaction holds makes this wait until that one ends.
   */
  const claim = async (tx: Db, scope: string, key: string, fingerprint: string) => {
    const rows = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { fingerprint, status: null, response: null, createdAt: sql`now()` },
        setWhere: expired,
      })
      .returning({ key: idempotencyKeys.key })
    return rows.length > 0
  }

  /** The first answer again, or 422 when the key was used for other content. */
  const replay = <T>(reply: FastifyReply, row: KeyRow, fingerprint: string): T => {
    if (row.fingerprint !== fingerprint) {
      throw new HttpError(422, 'idempotency_key_reused', IDEMPOTENCY_KEY_REUSED_MESSAGE)
    }
    // Committed rows always hold their answer: the status is written before the commit.
    reply.status(row.status!).header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    return row.response as T
  }

  const answer = async <T>(reply: FastifyReply, written: Written<T>): Promise<T> => {
    reply.status(written.status)
    await written.after?.()
    return written.body
  }

  /** Deletes the keys older than IDEMPOTENCY_KEY_HOURS. */
  const trim = async () => {
    await db.delete(idempotencyKeys).where(expired)
  }

  return {
    /**
     * Runs `spec.write` once per key: the first request with the key writes and its answer is
     * kept; a later one with the same content gets that answer. Without the header, the write
     * runs as it would without this module.
     */
    async once<P, T>(
      request: FastifyRequest,
      reply: FastifyReply,
      spec: WriteOnce<P, T>,
    ): Promise<T> {
      const key = keyOf(request)
      if (key === undefined) {
        const prepared = (await spec.prepare?.()) as P
        return answer(reply, await spec.write(db, prepared))
      }
      const scope = scopeOf(request)
      const fingerprint = fingerprintOf(request, spec.content ?? request.body)
      const finished = await find(db, scope, key)
      if (finished) return replay(reply, finished, fingerprint)

      const prepared = (await spec.prepare?.()) as P
      const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
        // A key held by a transaction that then commits is found; one deleted meanwhile (its
        // account went) is free again.
        for (let attempt = 0; attempt < 3; attempt++) {
          if (!(await claim(tx, scope, key, fingerprint))) {
            const row = await find(tx, scope, key)
            if (row) return { row }
            continue
          }
          const written = await spec.write(tx, prepared)
          if (written.status < 200 || written.status > 299) {
            throw new Error(`only 2xx answers are kept (got ${written.status})`)
          }
          await tx
            .update(idempotencyKeys)
            .set({ status: written.status, response: written.body ?? null })
            .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
          return { written }
        }
        throw new Error(`the Idempotency-Key ${key} could not be claimed`)
      })
      if ('row' in outcome) return replay(reply, outcome.row, fingerprint)
      return answer(reply, outcome.written)
    },

    trim,

    /** Trims every `everyMs` on a timer that keeps no process alive; call the answer to stop. */
    trimEvery: (everyMs: number, onError: (error: unknown) => void) =>
      runEvery(everyMs, trim, onError),
  }
}
export type IdempotentWrites = ReturnType<typeof createIdempotentWrites>
