// The live-update bus: one interface, two implementations (in-process for PGlite, PostgreSQL
// LISTEN/NOTIFY so that every instance sharing a database streams every change).
import { EventEmitter } from 'node:events'
import pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import { liveEventSchema, type LiveEvent } from '../../domain/events'

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
  let client: pg.Client | undefined
  let closed = false
  let retryDelay = 250

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return
      const parsed = liveEventSchema.safeParse(JSON.parse(msg.payload))
      if (parsed.success) listeners.emit(parsed.data)
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
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(event)])
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true
      listeners.clear()
      await client?.end().catch(() => {})
    },
  }
}
