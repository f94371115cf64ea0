// RFC 8058's one-click unsubscribe: a mail client POSTs the mail's List-Unsubscribe address with
// the form body `List-Unsubscribe=One-Click`, no cookies and no Origin (the same-origin check lets
// a request without browser headers through). The newsletter's, the price alerts' and the follows'
// stop routes read that form, and the page's JSON, with this parser.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponseSchema } from '../../domain/schemas/errors'
import { HttpError, inRequestLanguage } from './errors'
import { perMinute, type ThrottleRepository } from './throttle'

/** Lets `app` (a plugin of its own) read a small urlencoded form as an object of its fields. */
export function acceptOneClickForm(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
}

/** What a signed stop link stops (src/server/mail/stop-links.ts). */
interface Stop {
  kind: 'one' | 'all'
  id: string
}

/**
 * A mail's one-click stop route (price alerts, follows): `POST path?token=…` from a mail client
 * (RFC 8058, no cookies) or `{ token }` from the page's confirmation. A token the site did not sign
 * is a 400, and only those count against the address's 30 a minute: a mail provider's servers send
 * every member's stops from a few addresses, and a signed link cannot be guessed. Stopped already
 * answers the same: the link did its job.
 */
export async function registerStopRoute(
  app: FastifyInstance,
  route: {
    path: string
    read: (token: string) => Stop | null
    stop: (stop: Stop) => Promise<unknown>
    messages: { one: string; all: string; invalid: string }
    throttle: ThrottleRepository
    throttleKey: string
  },
): Promise<void> {
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema }
  await app.register(async (oneClick) => {
    acceptOneClickForm(oneClick)
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      route.path,
      {
        config: { access: 'public' },
        schema: {
          querystring: z.object({ token: z.string().max(300).optional() }),
          body: z.object({ token: z.string().max(300).optional() }).optional(),
          response: { 200: z.object({ message: z.string() }), 429: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const stop = route.read(request.body?.token ?? request.query.token ?? '')
        if (!stop) {
          await route.throttle.enforce(
            `${route.throttleKey}:${request.ip}`,
            perMinute(30),
            'Too many requests. Please wait a minute and try again.',
          )
          const { invalid } = route.messages
          throw new HttpError(400, 'validation_failed', invalid, { token: invalid })
        }
        await route.stop(stop)
        return { message: inRequestLanguage(request, route.messages[stop.kind]) }
      },
    )
  })
}
