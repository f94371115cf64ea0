// GET /api/events: the event bus as Server-Sent Events, with a heartbeat comment so proxies keep
// the connection open and clients notice a dead one. Streams are capped per client address and in
// all (docs/decisions/042-event-stream-caps-and-http-timeouts.md): a stream holds a connection for
// as long as the page is open, and every event is written to every stream.
import type { FastifyPluginAsync } from 'fastify'
import type { ServerResponse } from 'node:http'
import type { EventBus } from '../../live/event-bus'
import { courseIdSchema } from '../../../domain/schemas/course'
import { isPublicEvent, type LiveEvent } from '../../../domain/events'
import { errorBodyFor } from '../../http/errors'

export const STREAMS_PER_ADDRESS_MESSAGE =
  'Too many pages with live updates are open from your network. Close some tabs, or try again in a minute.'
export const STREAMS_TOTAL_MESSAGE =
  'Live updates are busy right now. Please try again in a minute.'
/** What a refused stream is told to wait (a browser's EventSource does not retry a 503 itself). */
const RETRY_AFTER_SECONDS = 60
/**
 * Events waiting in memory for a client that does not read them (once the network's buffers are
 * full): past this, the stream is cut, rather than holding ever more for it. A reading browser,
 * even a slow phone, is never this far behind: events are a few hundred bytes.
 */
const MAX_UNSENT_BYTES = 64 * 1024

/** An event number as a page sends it back, or undefined when it is none (then nothing is replayed). */
function eventNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return undefined
  return Number(value)
}

/**
 * The most missed events a stream is sent on (re)connecting; a page that missed more reads what it
 * shows afresh. About 30 KB at most: well within MAX_UNSENT_BYTES, so a replay never gets the
 * stream cut, even to a phone whose network takes it slowly.
 */
export const MAX_REPLAYED_TO_A_PAGE = 200

export interface EventsRoutesOptions {
  bus: EventBus
  heartbeatMs?: number
  /** Streams open at once from one client address (request.ip), and in all. */
  limits: { perAddress: number; total: number }
}

export const eventsRoutes: FastifyPluginAsync<EventsRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? 20_000
  const { perAddress, total } = options.limits
  const open = new Set<ServerResponse>()
  /** Open streams per client address; an address with none is not kept. */
  const byAddress = new Map<string, number>()

  // Shutting down (src/server/main.ts): every stream ends at once, asking the browser to come back
  // within half a second; through a load balancer it reconnects to another instance
  // (docs/deploy.md). Waiting for them would hold the shutdown for as long as visitors stay.
  app.addHook('preClose', async () => {
    for (const res of open) res.end('retry: 500\n\n')
  })

  // ?course=<id>: also this course's review events. Review events of other courses never reach a
  // stream, so a page gets only what is on screen.
  app.get('/api/events', { config: { access: 'public' } }, (request, reply) => {
    const query = request.query as { course?: string; since?: string }
    const course = query.course
    if (course !== undefined && !courseIdSchema.safeParse(course).success) {
      return reply
        .status(400)
        .send(errorBodyFor(request, 'validation_failed', 'Course id is not valid'))
    }
    const address = request.ip
    const fromAddress = byAddress.get(address) ?? 0
    const full =
      fromAddress >= perAddress
        ? STREAMS_PER_ADDRESS_MESSAGE
        : open.size >= total
          ? STREAMS_TOTAL_MESSAGE
          : undefined
    if (full) {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBodyFor(request, 'unavailable', full))
    }
    const wanted = (event: LiveEvent) =>
      isPublicEvent(event) &&
      (event.type.startsWith('review.') ? 'courseId' in event && event.courseId === course : true)
    // Where the page's view stands: the number of the last event it saw, from the browser's own
    // reconnection (Last-Event-ID) or, on the first connection, from the page (?since=, the number
    // the server rendered it at). What came after is sent first (docs/decisions/044).
    const since = eventNumber(request.headers['last-event-id']) ?? eventNumber(query.since)
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    })
    res.write('retry: 3000\n\n')
    // A stream is long and quiet between events by design: the connection's idle timeout
    // (IDLE_TIMEOUT_MS) is not for it. A peer that vanished is found by the heartbeat's writes
    // failing, and one that stops reading by the unsent bytes piling up.
    res.socket?.setTimeout(0)
    open.add(res)
    byAddress.set(address, fromAddress + 1)

    const write = (text: string) => {
      if (res.destroyed) return
      res.write(text)
      if (res.writableLength > MAX_UNSENT_BYTES) res.destroy()
    }
    const send = (event: LiveEvent, id: number) => {
      if (wanted(event)) write(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`)
    }
    // Live events wait while the missed ones are read, then those already replayed are left out
    // (numbers are committed in order, so the replay holds every one up to its newest).
    let waiting: Array<[LiveEvent, number]> | null = since === undefined ? null : []
    let replayedUpTo = 0
    const unsubscribe = options.bus.subscribe((event, id) => {
      if (waiting) waiting.push([event, id])
      else if (id > replayedUpTo) send(event, id)
    })
    if (since !== undefined) {
      void options.bus
        .since(since, MAX_REPLAYED_TO_A_PAGE)
        .then(
          (missed) => {
            if (missed.tooOld) send({ type: 'everything.changed' }, missed.latest)
            else for (const { id, event } of missed.events) send(event, id)
            replayedUpTo = missed.latest
          },
          (error: unknown) => {
            // The page cannot be told what it missed: it reads everything afresh instead.
            request.log.warn({ err: error }, 'reading missed events failed')
            write(`data: ${JSON.stringify({ type: 'everything.changed' })}\n\n`)
          },
        )
        .finally(() => {
          const queued = waiting ?? []
          waiting = null
          for (const [event, id] of queued) if (id > replayedUpTo) send(event, id)
        })
    }
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs)
    // The slot is freed however the stream ends: the tab closed, the connection reset or timed
    // out, a client that stopped reading, or the server shutting down.
    res.once('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
      open.delete(res)
      const left = (byAddress.get(address) ?? 1) - 1
      if (left > 0) byAddress.set(address, left)
      else byAddress.delete(address)
    })
  })
}
