// Price alerts (docs/product.md#price-alerts): a member sets, changes and removes "tell me when it
// is below ₹X" on a course and lists theirs; a mail's stop link ends one alert or all of them, from
// the page (JSON `{ token }`) or a mail client's one-click button (RFC 8058: `POST …?token=…`, the
// form body `List-Unsubscribe=One-Click`, no cookies).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ALERT_LINK_INVALID,
  ALERT_NOT_FOUND,
  ALERT_STOPPED,
  ALERTS_STOPPED,
  ALERT_TOO_MANY,
  alertTargetError,
  PRICE_ALERTS_MAX,
} from '../../../domain/price-alerts'
import { courseParamsSchema } from '../../../domain/schemas/course'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import {
  priceAlertInputSchema,
  priceAlertListSchema,
  priceAlertSchema,
} from '../../../domain/schemas/price-alerts'
import { HttpError } from '../../http/errors'
import { registerStopRoute } from '../../http/one-click'
import { perMinute, type ThrottleRepository } from '../../http/throttle'
import { alertStopTokens } from './price-alert-mails'
import type { PriceAlertsRepository } from './price-alerts-repository'

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema }

export const priceAlertsRoutes: FastifyPluginAsyncZod<{
  alerts: PriceAlertsRepository
  coursePrice: (courseId: string) => Promise<{ price: number | null } | undefined>
  throttle: ThrottleRepository
  secret: string
}> = async (app, { alerts, coursePrice, throttle, secret }) => {
  app.get(
    '/api/me/price-alerts',
    { config: { access: 'user' }, schema: { response: { 200: priceAlertListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { alerts: await alerts.list(request.user.id) }
    },
  )

  // Setting a state: sent twice, it is set once.
  app.put(
    '/api/courses/:courseId/price-alert',
    {
      config: { access: 'user' },
      schema: {
        params: courseParamsSchema,
        body: priceAlertInputSchema,
        response: {
          200: priceAlertSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const userId = request.user.id
      await throttle.enforce(
        `price-alert:${userId}`,
        perMinute(60),
        'Too many requests. Please wait a minute and try again.',
      )
      const { courseId } = request.params
      const course = await coursePrice(courseId)
      if (!course) throw new HttpError(404, 'not_found', 'Course not found!')
      const problem = alertTargetError(request.body.target, course.price)
      if (problem) throw new HttpError(400, 'validation_failed', problem, { target: problem })
      const mine = await alerts.list(userId)
      if (!mine.some((a) => a.courseId === courseId) && mine.length >= PRICE_ALERTS_MAX) {
        throw new HttpError(400, 'validation_failed', ALERT_TOO_MANY)
      }
      await alerts.set(userId, courseId, request.body.target)
      return (await alerts.list(userId)).find((a) => a.courseId === courseId)!
    },
  )

  app.delete(
    '/api/courses/:courseId/price-alert',
    {
      config: { access: 'user' },
      schema: {
        params: courseParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await alerts.remove(request.user.id, request.params.courseId))) {
        throw new HttpError(404, 'not_found', ALERT_NOT_FOUND)
      }
      return reply.code(204).send(null)
    },
  )

  const tokens = alertStopTokens(secret)
  await registerStopRoute(app, {
    path: '/api/price-alerts/stop',
    read: tokens.read,
    stop: (stop) => (stop.kind === 'all' ? alerts.removeAll(stop.id) : alerts.removeById(stop.id)),
    messages: { one: ALERT_STOPPED, all: ALERTS_STOPPED, invalid: ALERT_LINK_INVALID },
    throttle,
    throttleKey: 'price-alert-stop-ip',
  })
}
