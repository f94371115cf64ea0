// Follows (docs/product.md#follows): a member follows a search, a category, a platform, an
// instructor or an exam, chooses how often they hear of it, and stops; a digest's stop link ends
// one follow or all of them, from the page (JSON `{ token }`) or a mail client's one-click button
// (RFC 8058: `POST …?token=…`, the form body `List-Unsubscribe=One-Click`, no cookies).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  FOLLOW_NOT_FOUND,
  FOLLOW_STOPPED,
  FOLLOW_TOO_MANY,
  FOLLOWS_STOPPED,
} from '../../../domain/follows'
import { ALERT_LINK_INVALID } from '../../../domain/price-alerts'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import {
  followChangeSchema,
  followInputSchema,
  followListSchema,
  followParamsSchema,
  followSchema,
} from '../../../domain/schemas/follows'
import { HttpError, inRequestLanguage } from '../../http/errors'
import { acceptOneClickForm } from '../../http/one-click'
import { perMinute, type ThrottleRepository } from '../../http/throttle'
import { followStopTokens } from './follow-digests'
import type { FollowsRepository } from './follows-repository'

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema }
const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.'

export const followsRoutes: FastifyPluginAsyncZod<{
  follows: FollowsRepository
  throttle: ThrottleRepository
  secret: string
}> = async (app, { follows, throttle, secret }) => {
  const tokens = followStopTokens(secret)

  app.get(
    '/api/me/follows',
    { config: { access: 'user' }, schema: { response: { 200: followListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { follows: await follows.list(request.user.id) }
    },
  )

  // Following what the member follows already is the same follow: sent twice, it is added once.
  app.post(
    '/api/me/follows',
    {
      config: { access: 'user' },
      schema: {
        body: followInputSchema,
        response: { 200: followSchema, 201: followSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user.id
      await throttle.enforce(`follow:${userId}`, perMinute(60), TOO_MANY_REQUESTS)
      const added = await follows.add(userId, request.body.query, request.body.frequency)
      if (!added) throw new HttpError(400, 'validation_failed', FOLLOW_TOO_MANY)
      return reply.code(added.created ? 201 : 200).send(added.follow)
    },
  )

  app.patch(
    '/api/me/follows/:followId',
    {
      config: { access: 'user' },
      schema: {
        params: followParamsSchema,
        body: followChangeSchema,
        response: {
          200: followSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const userId = request.user.id
      await throttle.enforce(`follow:${userId}`, perMinute(60), TOO_MANY_REQUESTS)
      const follow = await follows.setFrequency(
        userId,
        request.params.followId,
        request.body.frequency,
      )
      if (!follow) throw new HttpError(404, 'not_found', FOLLOW_NOT_FOUND)
      return follow
    },
  )

  app.delete(
    '/api/me/follows/:followId',
    {
      config: { access: 'user' },
      schema: {
        params: followParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await follows.remove(request.user.id, request.params.followId))) {
        throw new HttpError(404, 'not_found', FOLLOW_NOT_FOUND)
      }
      return reply.code(204).send(null)
    },
  )

  await app.register(async (oneClick) => {
    acceptOneClickForm(oneClick)
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/api/follows/stop',
      {
        config: { access: 'public' },
        schema: {
          querystring: z.object({ token: z.string().max(300).optional() }),
          body: z.object({ token: z.string().max(300).optional() }).optional(),
          response: { 200: z.object({ message: z.string() }), 429: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const stop = tokens.read(request.body?.token ?? request.query.token ?? '')
        if (!stop) {
          // Only a link that is not the site's counts: a mail provider's servers send every
          // member's one-click stops from a few addresses, and a signed link cannot be guessed.
          await throttle.enforce(`follow-stop-ip:${request.ip}`, perMinute(30), TOO_MANY_REQUESTS)
          throw new HttpError(400, 'validation_failed', ALERT_LINK_INVALID, {
            token: ALERT_LINK_INVALID,
          })
        }
        // Stopped already answers the same: the link did its job.
        if (stop.kind === 'all') await follows.removeAll(stop.id)
        else await follows.removeById(stop.id)
        return {
          message: inRequestLanguage(
            request,
            stop.kind === 'all' ? FOLLOWS_STOPPED : FOLLOW_STOPPED,
          ),
        }
      },
    )
  })
}
