// POST /api/recommendations: loads the chosen courses from the database (never trusting course text
// from the browser), builds the prompt of docs/product.md#recommendation-prompt, asks the
// configured recommender within 30 seconds and checks a language model's answer against the rules
// every answer keeps (src/server/ai/answer-check.ts): one that fails is replaced by the offline
// answer (docs/decisions/038-model-answers-are-checked.md). Answers are cached by profile and
// course set.
import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Course } from '../../../domain/schemas/course'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { AI_UNAVAILABLE_MESSAGE, RECOMMENDATIONS_PER_MINUTE } from '../../../domain/recommendation'
import {
  recommendationRequestSchema,
  recommendationResponseSchema,
  type RecommendationResponse,
} from '../../../domain/schemas/recommendation'
import { errorBodyFor, HttpError } from '../../http/errors'
import { perMinute, type ThrottleRepository } from '../../http/throttle'
import type { Recommender } from '../../ai/recommender'
import { checkAnswer } from '../../ai/answer-check'
import { embeddedRecommendation } from '../../ai/embedded-recommender'
import { buildRecommendationPrompt } from '../../ai/recommendation-prompt'
import { pageLanguage } from '../../web/page-language'

export const RECOMMENDATION_TIMEOUT_MS = 30_000

export const recommendationsRoutes: FastifyPluginAsyncZod<{
  recommender: Recommender
  findCourse: (courseId: string) => Promise<Course | undefined>
  throttle: ThrottleRepository
  timeoutMs?: number
}> = async (app, { recommender, findCourse, throttle, timeoutMs = RECOMMENDATION_TIMEOUT_MS }) => {
  const answers = new Map<string, RecommendationResponse>()
  const remember = (key: string, answer: RecommendationResponse) => {
    answers.set(key, answer)
    if (answers.size > 500) answers.delete(answers.keys().next().value as string)
    return answer
  }

  app.post(
    '/api/recommendations',
    {
      config: { access: 'public' },
      schema: {
        body: recommendationRequestSchema,
        // ?stream=1: the answer as text/plain, with its source in the x-recommender header.
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
      const send = (answer: RecommendationResponse) =>
        streaming
          ? reply
              .type('text/plain; charset=utf-8')
              .header('x-recommender', answer.provider)
              .send(answer.text as never)
          : answer
      const cached = answers.get(key)
      if (cached) return send(cached)

      await throttle.enforce(
        `recommend-ip:${request.ip}`,
        perMinute(RECOMMENDATIONS_PER_MINUTE),
        'Too many recommendations asked for. Please wait a minute.',
      )
      const offline = () => ({
        text: embeddedRecommendation(profile, courses, language),
        provider: 'embedded' as const,
      })
      if (recommender.name === 'embedded') return send(remember(key, offline()))

      const signal = AbortSignal.timeout(timeoutMs)
      const input = {
        profile,
        courses,
        language,
        prompt: buildRecommendationPrompt(profile, courses, language),
      }
      let text: string
      try {
        // A streamed answer is read whole: it is checked before anyone sees it.
        if (streaming && recommender.stream) {
          text = ''
          for await (const chunk of recommender.stream(input, signal)) text += chunk
        } else text = await recommender.recommend(input, signal)
      } catch (error) {
        request.log.warn({ err: error, provider: recommender.name }, 'recommendation failed')
        return reply
          .status(502)
          .send(errorBodyFor(request, 'ai_unavailable', AI_UNAVAILABLE_MESSAGE))
      }
      const answer = text.trim()
      const check = checkAnswer(answer, courses, language)
      if (!check.ok) {
        request.log.warn(
          { provider: recommender.name, problem: check.problem },
          'model answer failed the check: the offline answer is served',
        )
        return send(remember(key, offline()))
      }
      return send(remember(key, { text: answer, provider: recommender.name }))
    },
  )
}
