// The live-update bus: one interface, two implementations (in-process for PGlite, PostgreSQL
// LISTEN/NOTIFY so that every instance sharing a database streams every change).
import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import { parseLiveEvent, type LiveEvent } from '../../domain/events'

export type LiveListener = (event: LiveEvent) => void

export interface EventBus {
  publish(event: LiveEvent): Promise<void>
  subscribe(listener: LiveListener): () => void
  close(): Promise<void>
}

class LocalListeners {
  private readonly emitter = new EventEmitter()
  constructor() {
    this.emitter.setMaxListeners(0)
  }
  emit(event: LiveEvent) {
    this.emitter.emit('event', event)
  }
  add(listener: LiveListener) {
    this.emitter.on('event', listener)
    return () => void this.emitter.off('event', listener)
  }
  clear() {
    this.emitter.removeAllListeners()
  }
}

export function createInProcessBus(): EventBus {
  const listeners = new LocalListeners()
  return {
    async publish(event) {
      listeners.emit(event)
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      listeners.clear()
    },
  }
}

export const NOTIFY_CHANNEL = 'coursecompass_events'

/** LISTEN on a dedicated connection; reconnects with backoff if the connection drops. */
export async function createPostgresBus(
  connectionString: string,
  pool: pg.Pool,
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): Promise<EventBus> {
  const listeners = new LocalListeners()
  const origin = randomUUID()
  let client: pg.Client | undefined
  let closed = false
  let retryDelay = 250

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return
      let payload: unknown
      try {
        payload = JSON.parse(msg.payload)
      } catch {
        return
      }
      // Our own events were delivered here when published; the rest come from other instances.
      if ((payload as { origin?: unknown } | null)?.origin === origin) return
      const event = parseLiveEvent(payload)
      if (event) listeners.emit(event)
    })
    next.on('error', (error) => {
      log?.warn({ err: error }, 'event bus connection lost; reconnecting')
      void next.end().catch(() => {})
      if (!closed) scheduleReconnect()
    })
    await next.connect()
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`)
    client = next
    retryDelay = 250
  }
  const scheduleReconnect = () => {
    setTimeout(() => {
      if (closed) return
      connect().catch((error: unknown) => {
        log?.error({ err: error }, 'event bus reconnect failed')
        retryDelay = Math.min(retryDelay * 2, 10_000)
        scheduleReconnect()
      })
    }, retryDelay).unref()
  }

  await connect()
  return {
    // This instance's listeners hear the event as soon as it is sent, not when the notification
    // comes back: a read right after a write on the same instance sees the change (its caches
    // already let go). `origin` tells the echo apart; the event schema drops it on the other side.
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [
        NOTIFY_CHANNEL,
        JSON.stringify({ ...event, origin }),
      ])
      listeners.emit(event)
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true
      listeners.clear()
      await client?.end().catch(() => {})
    },
  }
}
