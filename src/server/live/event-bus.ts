// The live-update bus: one interface, two implementations (in-process for PGlite, PostgreSQL
// LISTEN/NOTIFY so that every instance sharing a database streams every change). Every event is
// numbered in the database's log (live_events) in the order it was committed, so that a page or an
// instance that was away can ask for what it missed (docs/decisions/044-numbered-change-events.md).
import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type pg from 'pg'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { parseLiveEvent, type LiveEvent } from '../../domain/events'
import type { Db } from '../db/db-type'
import { runEvery } from '../periodic'

/** `id`: the event's number in the log (increasing in the order events were committed). */
export type LiveListener = (event: LiveEvent, id: number) => void

export interface NumberedEvent {
  id: number
  event: LiveEvent
}

/**
 * What a page or an instance missed after the event it saw last: the events since, in order, or
 * `tooOld` when the log no longer reaches back that far (or the id is not one of this log's, as
 * after a restore): then whatever it holds must be read afresh. `latest` is the newest number.
 */
export type Missed =
  { tooOld: false; events: NumberedEvent[]; latest: number } | { tooOld: true; latest: number }

export interface EventBus {
  /** Numbers the event, tells this instance's listeners, then the other instances; its number. */
  publish(event: LiveEvent): Promise<number>
  subscribe(listener: LiveListener): () => void
  /**
   * The newest event this instance has heard of (published or received). Anything read after it
   * was read shows at least that state: a page rendered now carries it and asks for what followed.
   */
  readonly lastId: number
  /** At most `limit` events (MAX_REPLAYED_EVENTS by default); more are `tooOld`. */
  since(id: number, limit?: number): Promise<Missed>
  /**
   * False while this instance may have missed other instances' events: its listening connection
   * is down, or it is catching up on what was sent meanwhile. /api/ready answers 503 then.
   */
  readonly current: boolean
  close(): Promise<void>
}

/** How long the log keeps events; a page away for longer reads everything afresh. */
export const EVENT_LOG_KEEP_MS = 60 * 60_000
/** More missed events than this and reading afresh is cheaper than replaying them. */
export const MAX_REPLAYED_EVENTS = 1000
const TRIM_EVERY_MS = 60_000
/** Serialises appends so that numbers are committed in order (arbitrary; 727_001 and 727_002 are the set-up and import locks). */
const EVENT_LOG_LOCK_KEY = 727_003

export const NOTIFY_CHANNEL = 'coursecompass_events'

type Rows<T> = { rows: T[] }
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows

/** The events table (live_events): appended to by every instance, read by the ones that were away. */
export function createEventLog(db: Db, keepMs = EVENT_LOG_KEEP_MS) {
  return {
    /**
     * Appends the event under a transaction-scoped lock, so that a number is visible to readers
     * only after every smaller one is (a reader never skips an event committed late); with
     * `notify`, the other instances hear it (NOTIFY is sent when the statement commits).
     */
    async append(event: LiveEvent, origin: string, notify: boolean): Promise<number> {
      const payload = JSON.stringify(event)
      const [row] = await rowsOf<{ id: string | number }>(
        db.execute(sql`
          WITH locked AS (SELECT pg_advisory_xact_lock(${EVENT_LOG_LOCK_KEY})),
          added AS (
            INSERT INTO live_events (payload, origin)
            SELECT ${payload}::jsonb, ${origin} FROM locked
            RETURNING id, payload
          )
          SELECT id, ${
            notify
              ? sql`pg_notify(${NOTIFY_CHANNEL}, (payload || jsonb_build_object('id', id, 'origin', ${origin}::text))::text)`
              : sql`NULL`
          } AS sent FROM added`),
      )
      return Number(row!.id)
    },

    /** The events after `id` (at most `limit`), the oldest number kept and the newest. */
    async after(id: number, limit: number) {
      const [bounds] = await rowsOf<{ first: string | null; latest: string | null }>(
        db.execute(sql`SELECT min(id) AS first, max(id) AS latest FROM live_events`),
      )
      const rows = await rowsOf<{ id: string | number; origin: string; payload: unknown }>(
        db.execute(sql`
          SELECT id, origin, payload FROM live_events WHERE id > ${id} ORDER BY id LIMIT ${limit}`),
      )
      const events = rows.flatMap((row) => {
        const event = parseLiveEvent(row.payload)
        return event ? [{ id: Number(row.id), origin: row.origin, event }] : []
      })
      const first = bounds?.first == null ? null : Number(bounds.first)
      const latest = Math.max(
        bounds?.latest == null ? 0 : Number(bounds.latest),
        events.at(-1)?.id ?? 0,
      )
      return { first, latest, events }
    },

    async latest(): Promise<number> {
      const [row] = await rowsOf<{ latest: string | null }>(
        db.execute(sql`SELECT max(id) AS latest FROM live_events`),
      )
      return row?.latest == null ? 0 : Number(row.latest)
    },

    /** Drops events older than the log keeps, always keeping the newest (it holds the number). */
    async trim() {
      await db.execute(sql`
        DELETE FROM live_events
        WHERE created_at < now() - make_interval(secs => ${keepMs / 1000})
          AND id < (SELECT max(id) FROM live_events)`)
    },
  }
}

export type EventLog = ReturnType<typeof createEventLog>

/** What a reader that last saw `id` missed, from the log. */
async function missedSince(
  log: EventLog,
  id: number,
  options: { limit?: number | undefined; exceptOrigin?: string } = {},
): Promise<Missed> {
  const limit = options.limit ?? MAX_REPLAYED_EVENTS
  const found = await log.after(id, limit + 1)
  const { latest } = found
  // Numbers can skip (a sequence is not transactional), so "too old" may be said of a reader that
  // missed nothing trimmed: it then reads afresh once, which is only slower.
  const tooOld =
    id > latest ||
    (found.first !== null && id < found.first - 1 && id < latest) ||
    found.events.length > limit
  if (tooOld) return { tooOld: true, latest }
  const events = found.events
    .filter((entry) => entry.origin !== options.exceptOrigin)
    .map(({ id: number, event }) => ({ id: number, event }))
  return { tooOld: false, events, latest }
}

class LocalListeners {
  private readonly emitter = new EventEmitter()
  constructor() {
    this.emitter.setMaxListeners(0)
  }
  emit(event: LiveEvent, id: number) {
    this.emitter.emit('event', event, id)
  }
  add(listener: LiveListener) {
    this.emitter.on('event', listener)
    return () => void this.emitter.off('event', listener)
  }
  clear() {
    this.emitter.removeAllListeners()
  }
}

/**
 * One instance alone (PGlite): events are numbered in the database's log, which outlives a restart,
 * so a page open across one still asks for what it missed.
 */
export async function openLocalBus(
  db: Db,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<EventBus> {
  const eventLog = createEventLog(db)
  const origin = randomUUID()
  const stopTrimming = runEvery(TRIM_EVERY_MS, eventLog.trim, (err) =>
    log?.warn({ err }, 'trimming the event log failed'),
  )
  return localBus(await eventLog.latest(), {
    append: (event) => eventLog.append(event, origin, false),
    since: (id, limit) => missedSince(eventLog, id, { limit }),
    close: stopTrimming,
  })
}

/** A bus in memory, numbers and log included (unit tests of what listens to it). */
export function createInProcessBus(): EventBus {
  const memory: NumberedEvent[] = []
  let next = 1
  return localBus(0, {
    async append(event) {
      memory.push({ id: next, event })
      if (memory.length > MAX_REPLAYED_EVENTS) memory.shift()
      return next++
    },
    async since(id, limit = MAX_REPLAYED_EVENTS) {
      const latest = next - 1
      const first = memory[0]?.id ?? next
      if (id > latest || id < first - 1 || latest - id > limit) return { tooOld: true, latest }
      return { tooOld: false, events: memory.filter((entry) => entry.id > id), latest }
    },
    close() {},
  })
}

function localBus(
  latest: number,
  store: {
    append(event: LiveEvent): Promise<number>
    since(id: number, limit?: number): Promise<Missed>
    close(): void
  },
): EventBus {
  const listeners = new LocalListeners()
  let lastId = latest
  return {
    async publish(event) {
      const id = await store.append(event)
      lastId = Math.max(lastId, id)
      listeners.emit(event, id)
      return id
    },
    subscribe: (listener) => listeners.add(listener),
    get lastId() {
      return lastId
    },
    since: (id, limit) => store.since(id, limit),
    current: true,
    async close() {
      store.close()
      listeners.clear()
    },
  }
}

/**
 * LISTEN on a dedicated connection; reconnects with backoff if the connection drops, and then
 * catches up from the log on what was sent meanwhile before it counts as current again.
 */
export async function createPostgresBus(
  connectionString: string,
  db: Db,
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): Promise<EventBus> {
  const { default: Pg } = await import('pg') // as in openPostgres: the embedded site never loads pg
  const listeners = new LocalListeners()
  const eventLog = createEventLog(db)
  const origin = randomUUID()
  let client: pg.Client | undefined
  let closed = false
  let retryDelay = 250
  /** The newest event heard on the listening connection (or caught up on): where a catch-up starts. */
  let heard = 0
  /** The newest event this instance knows of, its own included. */
  let lastId = 0
  let current = false
  /** Notifications that arrive while catching up wait here, so that order is kept. */
  let held: Array<NumberedEvent & { from: string }> | null = null

  const deliver = (id: number, event: LiveEvent, from: string) => {
    if (id <= heard) return
    heard = id
    lastId = Math.max(lastId, id)
    // Our own events were delivered here when published; the rest come from other instances.
    if (from !== origin) listeners.emit(event, id)
  }

  /** Reads what was missed since `heard` (notifications are held meanwhile), then hears on. */
  const catchUp = async () => {
    const missed = await missedSince(eventLog, heard, { exceptOrigin: origin })
    if (missed.tooOld) {
      heard = missed.latest
      lastId = Math.max(lastId, heard)
      // Everything this instance holds may be stale: its listeners read it all afresh.
      listeners.emit({ type: 'everything.changed' }, heard)
    } else {
      // missedSince left our own out; the numbers still move past them.
      for (const { id, event } of missed.events) deliver(id, event, '')
      heard = Math.max(heard, missed.latest)
      lastId = Math.max(lastId, heard)
    }
    releaseHeld()
  }
  /** Hears the notifications held back, in the order they were numbered. */
  const releaseHeld = () => {
    const waiting = held ?? []
    held = null
    waiting.sort((x, y) => x.id - y.id)
    for (const { id, event, from } of waiting) deliver(id, event, from)
  }

  const connect = async (first: boolean): Promise<void> => {
    // Named, so that an operator (and a test) can tell it in pg_stat_activity.
    const next = new Pg.Client({
      connectionString,
      keepAlive: true,
      application_name: 'coursecompass events',
    })
    let lost = false
    const onLost = (error?: Error) => {
      if (lost) return
      lost = true
      current = false
      if (client === next) client = undefined
      if (closed) return
      log?.warn({ err: error }, 'event bus connection lost; reconnecting')
      void next.end().catch(() => {})
      scheduleReconnect()
    }
    next.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return
      let payload: { id?: unknown; origin?: unknown } | null
      try {
        payload = JSON.parse(msg.payload) as typeof payload
      } catch {
        return
      }
      const id = Number(payload?.id)
      const event = parseLiveEvent(payload)
      if (!event || !Number.isSafeInteger(id)) return
      const from = typeof payload?.origin === 'string' ? payload.origin : ''
      if (held) held.push({ id, event, from })
      else deliver(id, event, from)
    })
    next.on('error', onLost)
    next.on('end', () => onLost())
    try {
      await next.connect()
      // Held from before LISTEN: a notification heard before the log is read must not move `heard`
      // past the events the log is about to replay (they would never be heard).
      held = []
      await next.query(`LISTEN ${NOTIFY_CHANNEL}`)
      if (first) {
        heard = await eventLog.latest()
        lastId = Math.max(lastId, heard)
        releaseHeld()
      } else {
        await catchUp()
      }
    } catch (error) {
      held = null
      lost = true
      void next.end().catch(() => {})
      throw error
    }
    if (lost || closed) return
    client = next
    retryDelay = 250
    current = true
  }
  const scheduleReconnect = () => {
    setTimeout(() => {
      if (closed) return
      connect(false).catch((error: unknown) => {
        log?.error({ err: error }, 'event bus reconnect failed')
        retryDelay = Math.min(retryDelay * 2, 10_000)
        scheduleReconnect()
      })
    }, retryDelay).unref()
  }

  await connect(true)
  const stopTrimming = runEvery(TRIM_EVERY_MS, eventLog.trim, (err) =>
    log?.warn({ err }, 'trimming the event log failed'),
  )
  return {
    // This instance's listeners hear the event as soon as it is committed, not when the
    // notification comes back: a read right after a write on the same instance sees the change (its
    // caches already let go). `origin` tells the echo apart.
    async publish(event) {
      const id = await eventLog.append(event, origin, true)
      lastId = Math.max(lastId, id)
      listeners.emit(event, id)
      return id
    },
    subscribe: (listener) => listeners.add(listener),
    get lastId() {
      return lastId
    },
    since: (id, limit) => missedSince(eventLog, id, { limit }),
    get current() {
      return current
    },
    async close() {
      closed = true
      current = false
      stopTrimming()
      listeners.clear()
      await client?.end().catch(() => {})
    },
  }
}
