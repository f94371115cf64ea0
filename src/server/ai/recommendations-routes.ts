// POST /api/recommendations: loads the chosen courses from the database (never trusting course text
// from the browser), builds the spec's prompt, asks the configured recommender within 30 seconds,
// strips # and *, and caches the answer by profile and course set.
import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Course } from '../../domain/course'
import { errorResponseSchema } from '../../domain/errors'
import {
  AI_UNAVAILABLE_MESSAGE,
  buildRecommendationPrompt,
  RECOMMENDATIONS_PER_MINUTE,
  recommendationRequestSchema,
  recommendationResponseSchema,
  stripMarkdownMarks,
} from '../../domain/recommendation'
import { HttpError } from '../http/errors'
import type { ThrottleRepository } from '../http/throttle'
import type { Recommender } from './recommender'

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
      schema: {
        body: recommendationRequestSchema,
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
      const courses: Course[] = []
      for (const id of courseIds) {
        const course = await findCourse(id)
        if (!course)
          throw new HttpError(404, 'not_found', 'One of the selected courses no longer exists.')
        courses.push(course)
      }
      const key = createHash('sha256')
        .update(JSON.stringify([recommender.name, profile, [...courseIds].sort()]))
        .digest('hex')
      const cached = answers.get(key)
      if (cached) return { text: cached, provider: recommender.name }

      const ipKey = `recommend-ip:${request.ip}`
      if (await throttle.lockedFor([ipKey])) {
        throw new HttpError(
          429,
          'rate_limited',
          'Too many recommendations asked for. Please wait a minute.',
        )
      }
      await throttle.record(ipKey, {
        maxFailures: RECOMMENDATIONS_PER_MINUTE,
        windowMinutes: 1,
        lockMinutes: 1,
      })

      const signal = AbortSignal.timeout(timeoutMs)
      let text: string
      try {
        text = await recommender.recommend(
          { profile, courses, prompt: buildRecommendationPrompt(profile, courses) },
          signal,
        )
      } catch (error) {
        request.log.warn({ err: error, provider: recommender.name }, 'recommendation failed')
        return reply
          .status(502)
          .send({ error: { code: 'ai_unavailable', message: AI_UNAVAILABLE_MESSAGE } })
      }
      const clean = stripMarkdownMarks(text).trim()
      answers.set(key, clean)
      if (answers.size > 500) answers.delete(answers.keys().next().value as string)
      return { text: clean, provider: recommender.name }
    },
  )
}
