// Contact messages and the newsletter (docs/product.md#contact-and-newsletter): stored,
// rate-limited. The newsletter asks for a confirmation by mail before an address counts (double
// opt-in) and every mail carries a one-click unsubscribe (RFC 8058):
// docs/decisions/033-newsletter-double-opt-in.md.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { idempotencyHeadersSchema } from '../../../domain/schemas/idempotency'
import { HttpError, inRequestLanguage } from '../../http/errors'
import { acceptOneClickForm } from '../../http/one-click'
import {
  CONTACT_SENT,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_TOKEN_INVALID,
  NEWSLETTER_UNSUBSCRIBED,
  SUBSCRIBED,
} from '../../../domain/site'
import {
  contactInputSchema,
  newsletterTokenBodySchema,
  newsletterTokenSchema,
  subscribeInputSchema,
} from '../../../domain/schemas/site'
import type { AccountMails } from '../../mail/account-mails'
import { pageLanguage } from '../../http/request-language'
import { createSiteRepository, type SiteRepository } from './site-repository'
import { perMinute, type ThrottleRepository } from '../../http/throttle'
import type { IdempotentWrites } from '../../http/idempotency'

const errors = { 400: errorResponseSchema, 429: errorResponseSchema }
const messageSchema = z.object({ message: z.string() })

export const siteRoutes: FastifyPluginAsyncZod<{
  site: SiteRepository
  throttle: ThrottleRepository
  mails: Pick<AccountMails, 'newsletterConfirm'>
  writes: IdempotentWrites
}> = async (app, { site, throttle, mails, writes }) => {
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
        headers: idempotencyHeadersSchema,
        body: contactInputSchema,
        response: { 201: messageSchema, 422: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      writes.once(request, reply, {
        prepare: () => limit(`contact-ip:${request.ip}`, 5),
        write: async (db) => {
          await createSiteRepository(db).saveContactMessage(request.body)
          return { status: 201, body: { message: inRequestLanguage(request, CONTACT_SENT) } }
        },
      }),
  )

  // The same answer whether the address is new, waiting for its confirmation or confirmed: the
  // form tells nobody who subscribes.
  app.post(
    '/api/subscribe',
    {
      config: { access: 'public' },
      schema: {
        body: subscribeInputSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await limit(`subscribe-ip:${request.ip}`, 10)
      const language = pageLanguage(request)
      const token = await site.subscribe(request.body.email, language)
      if (token) {
        mails.newsletterConfirm({ email: request.body.email, language }, token)
      }
      return { message: inRequestLanguage(request, SUBSCRIBED) }
    },
  )

  app.post(
    '/api/newsletter/confirm',
    {
      config: { access: 'public' },
      schema: {
        body: newsletterTokenBodySchema,
        response: { 200: messageSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await limit(`newsletter-ip:${request.ip}`, 30)
      if (!(await site.confirm(request.body.token))) {
        throw new HttpError(404, 'not_found', NEWSLETTER_LINK_INVALID)
      }
      return { message: inRequestLanguage(request, NEWSLETTER_CONFIRMED) }
    },
  )

  // Unsubscribing: from the page (/newsletter?unsubscribe=…, JSON `{ token }`), or from a mail
  // client's one-click button (RFC 8058: `POST …?token=…` with the form body
  // `List-Unsubscribe=One-Click`, no cookies, no Origin; the same-origin check lets a request
  // without browser headers through). Already unsubscribed answers the same: the link did its job.
  await app.register(async (oneClick) => {
    acceptOneClickForm(oneClick)
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/api/newsletter/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          querystring: z.object({ token: z.string().optional() }),
          body: z.object({ token: z.string().optional() }).optional(),
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => {
        await limit(`newsletter-ip:${request.ip}`, 30)
        const parsed = newsletterTokenSchema.safeParse(request.body?.token ?? request.query.token)
        if (!parsed.success) {
          throw new HttpError(400, 'validation_failed', NEWSLETTER_TOKEN_INVALID, {
            token: NEWSLETTER_TOKEN_INVALID,
          })
        }
        await site.unsubscribe(parsed.data)
        return { message: inRequestLanguage(request, NEWSLETTER_UNSUBSCRIBED) }
      },
    )
  })
}
