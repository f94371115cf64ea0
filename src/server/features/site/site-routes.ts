// Contact messages and newsletter subscriptions (docs/product.md#contact-and-newsletter): stored,
// rate-limited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { inRequestLanguage } from '../../http/errors'
import { CONTACT_SENT, SUBSCRIBED } from '../../../domain/site'
import { contactInputSchema, subscribeInputSchema } from '../../../domain/schemas/site'
import type { SiteRepository } from './site-repository'
import { perMinute, type ThrottleRepository } from '../../http/throttle'

const errors = { 400: errorResponseSchema, 429: errorResponseSchema }

export const siteRoutes: FastifyPluginAsyncZod<{
  site: SiteRepository
  throttle: ThrottleRepository
}> = async (app, { site, throttle }) => {
  const limit = (key: string, count: number) =>
    throttle.enforce(
      key,
      perMinute(count),
      'Too many requests. Please wait a minute and try again.',
    )

  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        body: contactInputSchema,
        response: { 201: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      await limit(`contact-ip:${request.ip}`, 5)
      await site.saveContactMessage(request.body)
      reply.status(201)
      return { message: inRequestLanguage(request, CONTACT_SENT) }
    },
  )

  app.post(
    '/api/subscribe',
    {
      config: { access: 'public' },
      schema: {
        body: subscribeInputSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await limit(`subscribe-ip:${request.ip}`, 10)
      await site.subscribe(request.body.email)
      return { message: inRequestLanguage(request, SUBSCRIBED) }
    },
  )
}
