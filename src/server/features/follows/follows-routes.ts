// Follows (docs/product.md#follows): a member follows a search, a category, a platform, an
// instructor or an exam, chooses how often they hear of it, and stops; a digest's stop link ends
// one follow or all of them, from the page (JSON `{ token }`) or a mail client's one-click button
// (RFC 8058: `POST …?token=…`, the form body `List-Unsubscribe=One-Click`, no cookies).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
import { HttpError } from '../../http/errors'
import { registerStopRoute } from '../../http/one-click'
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

  await registerStopRoute(app, {
    path: '/api/follows/stop',
    read: tokens.read,
    stop: (stop) =>
      stop.kind === 'all' ? follows.removeAll(stop.id) : follows.removeById(stop.id),
    messages: { one: FOLLOW_STOPPED, all: FOLLOWS_STOPPED, invalid: ALERT_LINK_INVALID },
    throttle,
    throttleKey: 'follow-stop-ip',
  })
}
