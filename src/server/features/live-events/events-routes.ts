// GET /api/events: the event bus as Server-Sent Events, with a heartbeat comment so proxies keep
// the connection open and clients notice a dead one.
import type { FastifyPluginAsync } from 'fastify'
import type { ServerResponse } from 'node:http'
import type { EventBus } from '../../live/event-bus'
import { courseIdSchema } from '../../../domain/schemas/course'
import { isPublicEvent, type LiveEvent } from '../../../domain/events'
import { errorBodyFor } from '../../http/errors'

export interface EventsRoutesOptions {
  bus: EventBus
  heartbeatMs?: number
}

export const eventsRoutes: FastifyPluginAsync<EventsRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? 20_000
  const open = new Set<ServerResponse>()

  // Shutting down (src/server/main.ts): every stream ends at once, asking the browser to come back
  // within half a second; through a load balancer it reconnects to another instance
  // (docs/deploy.md). Waiting for them would hold the shutdown for as long as visitors stay.
  app.addHook('preClose', async () => {
    for (const res of open) res.end('retry: 500\n\n')
    open.clear()
  })

  // ?course=<id>: also this course's review events. Review events of other courses never reach a
  // stream, so a page gets only what is on screen.
  app.get('/api/events', { config: { access: 'public' } }, (request, reply) => {
    const course = (request.query as { course?: string }).course
    if (course !== undefined && !courseIdSchema.safeParse(course).success) {
      return reply
        .status(400)
        .send(errorBodyFor(request, 'validation_failed', 'Course id is not valid'))
    }
    const wanted = (event: LiveEvent) =>
      isPublicEvent(event) &&
      (event.type.startsWith('review.') ? 'courseId' in event && event.courseId === course : true)
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
    open.add(res)

    const unsubscribe = options.bus.subscribe((event) => {
      if (wanted(event)) res.write(`data: ${JSON.stringify(event)}\n\n`)
    })
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs)
    request.raw.on('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
      open.delete(res)
    })
  })
}
