// POST /api/recommendations: loads the chosen courses from the database (never trusting course text
// from the browser), builds the prompt of docs/product.md#recommendation-prompt, asks the
// configured recommender within 30 seconds, strips # and *, and caches the answer by profile and
// course set.
import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Course } from '../../../domain/schemas/course'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import {
  AI_UNAVAILABLE_MESSAGE,
  buildRecommendationPrompt,
  RECOMMENDATIONS_PER_MINUTE,
  stripMarkdownMarks,
} from '../../../domain/recommendation'
import {
  recommendationRequestSchema,
  recommendationResponseSchema,
} from '../../../domain/schemas/recommendation'
import { errorBodyFor, HttpError } from '../../http/errors'
import { perMinute, type ThrottleRepository } from '../../http/throttle'
import type { Recommender } from '../../ai/recommender'
import { pageLanguage } from '../../web/page-language'

export const RECOMMENDATION_TIMEOUT_MS = 30_000

export const recommendationsRoutes: FastifyPluginAsyncZod<{
  recommender: Recommender
  findCourse: (courseId: string) => Promise<Course | undefined>
  throttle: ThrottleRepository
  timeoutMs?: number
}> = async (app, { recommender, findCourse, throttle, timeoutMs = RECOMMENDATION_TIMEOUT_MS }) => {
  const answers = new Map<string, string>()

  app.post(
    '/api/recommendations',
    {
      config: { access: 'public' },
      schema: {
        body: recommendationRequestSchema,
        // ?stream=1: the answer as text/plain, sent as the provider produces it.
        querystring: z.object({ stream: z.enum(['0', '1']).optional() }),
        response: {
          200: recommendationResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { courseIds, profile } = request.body
      const streaming = request.query.stream === '1'
      // The answer is written in the page's language (the page asks with ?lang=).
      const language = pageLanguage(request)
      const courses: Course[] = []
      for (const id of courseIds) {
        const course = await findCourse(id)
        if (!course)
          throw new HttpError(404, 'not_found', 'One of the selected courses no longer exists.')
        courses.push(course)
      }
      const key = createHash('sha256')
        .update(JSON.stringify([recommender.name, language, profile, [...courseIds].sort()]))
        .digest('hex')
      const cached = answers.get(key)
      if (cached) {
        if (!streaming) return { text: cached, provider: recommender.name }
        return reply
          .type('text/plain; charset=utf-8')
          .header('x-recommender', recommender.name)
          .send(cached as never)
      }

      await throttle.enforce(
        `recommend-ip:${request.ip}`,
        perMinute(RECOMMENDATIONS_PER_MINUTE),
        'Too many recommendations asked for. Please wait a minute.',
      )

      const signal = AbortSignal.timeout(timeoutMs)
      const input = {
        profile,
        courses,
        language,
        prompt: buildRecommendationPrompt(profile, courses, language),
      }
      const unavailable = (error: unknown) => {
        request.log.warn({ err: error, provider: recommender.name }, 'recommendation failed')
        return reply
          .status(502)
          .send(errorBodyFor(request, 'ai_unavailable', AI_UNAVAILABLE_MESSAGE))
      }

      if (streaming && recommender.stream) {
        const chunks = recommender.stream(input, signal)[Symbol.asyncIterator]()
        let first: IteratorResult<string>
        try {
          first = await chunks.next() // a failure before any text still gets the 502 and its message
        } catch (error) {
          return unavailable(error)
        }
        reply.hijack()
        const res = reply.raw
        res.writeHead(200, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'x-recommender': recommender.name,
        })
        let full = ''
        try {
          for (let next = first; !next.done; next = await chunks.next()) {
            // Like the whole answer, the streamed one starts at its first visible character.
            const clean = full
              ? stripMarkdownMarks(next.value)
              : stripMarkdownMarks(next.value).trimStart()
            full += clean
            if (clean) res.write(clean)
          }
          answers.set(key, full.trim())
          res.end()
        } catch (error) {
          request.log.warn(
            { err: error, provider: recommender.name },
            'recommendation stream failed',
          )
          res.destroy() // the page sees the answer cut off and shows the provider message
        }
        return reply
      }

      let text: string
      try {
        text = await recommender.recommend(input, signal)
      } catch (error) {
        return unavailable(error)
      }
      const clean = stripMarkdownMarks(text).trim()
      answers.set(key, clean)
      if (answers.size > 500) answers.delete(answers.keys().next().value as string)
      if (streaming) {
        return reply
          .type('text/plain; charset=utf-8')
          .header('x-recommender', recommender.name)
          .send(clean as never)
      }
      return { text: clean, provider: recommender.name }
    },
  )
}
