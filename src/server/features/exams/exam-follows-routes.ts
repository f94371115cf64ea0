// Following exams (docs/product.md#exam-reminders): a member follows an exam from its page
// (`PUT /api/me/exams/:slug`, sent twice it is one follow) and is reminded of its dates by mail;
// stops it there, on My Courses or from a reminder's one-click link; and keeps a private calendar
// address listing every exam they follow (`GET /api/calendar/exams.ics?token=…`), which phone
// calendars subscribe to and which they can replace when it has leaked.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  EXAM_ALL_REMINDERS_STOPPED,
  EXAM_CALENDAR_INVALID,
  EXAM_FOLLOWS_TOO_MANY,
  EXAM_NOT_FOLLOWED,
  EXAM_REMINDERS_STOPPED,
  indiaDay,
  sortStages,
} from '../../../domain/exams'
import { isLanguage, type Language } from '../../../domain/languages'
import { ALERT_LINK_INVALID } from '../../../domain/price-alerts'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import {
  examCalendarFeedSchema,
  examParamsSchema,
  followedExamListSchema,
  followedExamSchema,
} from '../../../domain/schemas/exams'
import { SIGN_IN_REQUIRED_MESSAGE } from '../../auth/sessions'
import { HttpError } from '../../http/errors'
import { messageIn } from '../../http/messages-hi'
import { registerStopRoute } from '../../http/one-click'
import { perMinute, type ThrottleRepository } from '../../http/throttle'
import { examCalendar } from './exam-calendar'
import type { ExamFollowsRepository } from './exam-follows-repository'
import { examReminderStopTokens, readFollowStop } from './exam-reminders'
import { EXAM_NOT_FOUND, examSummary } from './exams-routes'

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema }
const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.'
/** The path of a member's calendar; its token is a query parameter, so logs never hold it. */
export const EXAM_FEED_PATH = '/api/calendar/exams.ics'
/** How often a subscribed calendar app is asked to read the feed again. */
const FEED_REFRESH_HOURS = 6
/** The calendar's name in the member's calendar app (in their language: messageIn). */
export const EXAM_FEED_NAME = 'CourseCompass: my exams'

/**
 * A calendar address's token: its feed's id and the site's signature of it. The id alone (a
 * database's copy) does not make an address that works; a new id makes the old address fail.
 */
export function examFeedTokens(secret: string) {
  const signature = (feedId: string) =>
    createHmac('sha256', secret).update(`exam-calendar:${feedId}`).digest('base64url')
  return {
    token: (feedId: string) => `${feedId}.${signature(feedId)}`,
    /** The feed id a token names, or null when the site did not make it. */
    read(token: string): string | null {
      const [feedId, given, ...rest] = token.split('.')
      if (rest.length > 0 || !feedId || !given || feedId.length > 36) return null
      const expected = Buffer.from(signature(feedId))
      const actual = Buffer.from(given)
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? feedId : null
    },
  }
}

export const examFollowsRoutes: FastifyPluginAsyncZod<{
  follows: ExamFollowsRepository
  throttle: ThrottleRepository
  secret: string
  siteUrl: string
  now?: () => Date
}> = async (app, { follows, throttle, secret, siteUrl, now = () => new Date() }) => {
  const feedTokens = examFeedTokens(secret)
  const feedOf = (feed: { feedId: string; createdAt: Date } | undefined) => {
    if (!feed) return { feed: null }
    const url = new URL(EXAM_FEED_PATH, siteUrl)
    url.searchParams.set('token', feedTokens.token(feed.feedId))
    return {
      feed: {
        url: url.href,
        webcal: url.href.replace(/^https?:/, 'webcal:'),
        createdAt: feed.createdAt.toISOString(),
      },
    }
  }
  const writes = (userId: string) =>
    throttle.enforce(`exam-follow:${userId}`, perMinute(60), TOO_MANY_REQUESTS)

  app.get(
    '/api/me/exams',
    {
      config: { access: 'user' },
      schema: { response: { 200: followedExamListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const today = indiaDay(now())
      const followed = await follows.followedBy(request.user.id)
      return {
        today,
        items: followed.map((exam) => ({
          ...examSummary(exam, today),
          followedAt: exam.followedAt.toISOString(),
        })),
      }
    },
  )

  // Following an exam followed already is that follow: sent twice, it is added once.
  app.put(
    '/api/me/exams/:slug',
    {
      config: { access: 'user' },
      schema: {
        params: examParamsSchema,
        response: {
          200: followedExamSchema,
          201: followedExamSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user.id
      await writes(userId)
      const answer = await follows.follow(userId, request.params.slug)
      if (answer === 'missing') throw new HttpError(404, 'not_found', EXAM_NOT_FOUND)
      if (answer === 'gone') throw new HttpError(401, 'unauthorized', SIGN_IN_REQUIRED_MESSAGE)
      if (answer === 'too-many') {
        throw new HttpError(400, 'validation_failed', EXAM_FOLLOWS_TOO_MANY)
      }
      const { followed, created } = answer
      return reply.code(created ? 201 : 200).send({
        ...examSummary(followed, indiaDay(now())),
        followedAt: followed.followedAt.toISOString(),
      })
    },
  )

  app.delete(
    '/api/me/exams/:slug',
    {
      config: { access: 'user' },
      schema: {
        params: examParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await writes(request.user.id)
      if (!(await follows.unfollow(request.user.id, request.params.slug))) {
        throw new HttpError(404, 'not_found', EXAM_NOT_FOLLOWED)
      }
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/me/exam-calendar',
    {
      config: { access: 'user' },
      schema: { response: { 200: examCalendarFeedSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return feedOf(await follows.feedOf(request.user.id))
    },
  )

  // Asked for twice, one address.
  app.put(
    '/api/me/exam-calendar',
    {
      config: { access: 'user' },
      schema: { response: { 200: examCalendarFeedSchema, 429: errorResponseSchema, ...errors } },
    },
    async (request) => {
      await writes(request.user.id)
      const feed = await follows.ensureFeed(request.user.id)
      if (!feed) throw new HttpError(401, 'unauthorized', SIGN_IN_REQUIRED_MESSAGE)
      return feedOf(feed)
    },
  )

  // A new address: the old one stops working (it was shared, or leaked).
  app.post(
    '/api/me/exam-calendar/reset',
    {
      config: { access: 'user' },
      schema: { response: { 200: examCalendarFeedSchema, 429: errorResponseSchema, ...errors } },
    },
    async (request) => {
      await writes(request.user.id)
      const feed = await follows.resetFeed(request.user.id)
      if (!feed) throw new HttpError(401, 'unauthorized', SIGN_IN_REQUIRED_MESSAGE)
      return feedOf(feed)
    },
  )

  app.delete(
    '/api/me/exam-calendar',
    {
      config: { access: 'user' },
      schema: { response: { 204: z.null(), 429: errorResponseSchema, ...errors } },
    },
    async (request, reply) => {
      await writes(request.user.id)
      await follows.removeFeed(request.user.id)
      return reply.code(204).send(null)
    },
  )

  // The member's calendar, read by their calendar app without cookies: the token is the key. An
  // address that is not one (made up, or replaced) is a 404 that counts against the asker's 30 a
  // minute, so that tokens cannot be tried at speed.
  app.get(
    EXAM_FEED_PATH,
    {
      config: { access: 'public' },
      schema: { querystring: z.object({ token: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      const feedId = feedTokens.read(request.query.token ?? '')
      const owner = feedId ? await follows.feedOwner(feedId) : undefined
      if (!owner) {
        await throttle.enforce(`exam-feed-ip:${request.ip}`, perMinute(30), TOO_MANY_REQUESTS)
        throw new HttpError(404, 'not_found', EXAM_CALENDAR_INVALID)
      }
      const language: Language = isLanguage(owner.language) ? owner.language : 'en'
      const followed = await follows.followedBy(owner.userId)
      const calendar = examCalendar({
        exams: followed.map((exam) => ({ ...exam, stages: sortStages(exam.stages) })),
        name: messageIn(language, EXAM_FEED_NAME),
        siteUrl,
        language,
        now: now(),
        refreshHours: FEED_REFRESH_HOURS,
      })
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // One member's: no shared cache keeps it, and no address bar or referrer shows it.
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .send(calendar)
      )
    },
  )

  const stopTokens = examReminderStopTokens(secret)
  await registerStopRoute(app, {
    path: '/api/exam-reminders/stop',
    read: stopTokens.read,
    stop: (stop) => {
      if (stop.kind === 'all') return follows.removeAll(stop.id)
      const { userId, examId } = readFollowStop(stop.id)
      return follows.removeFor(userId, examId)
    },
    messages: {
      one: EXAM_REMINDERS_STOPPED,
      all: EXAM_ALL_REMINDERS_STOPPED,
      invalid: ALERT_LINK_INVALID,
    },
    throttle,
    throttleKey: 'exam-stop-ip',
  })
}
