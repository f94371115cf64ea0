// POST /api/recommendations: loads the chosen courses from the database (never trusting course text
// from the browser), builds the prompt of docs/product.md#recommendation-prompt, asks the
// configured recommender within 30 seconds and checks a language model's answer against the rules
// every answer keeps (src/server/ai/answer-check.ts): one that fails is replaced by the offline
// answer (docs/decisions/038-model-answers-are-checked.md). Answers are cached by profile and
// course set.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Course } from '../../../domain/schemas/course'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import {
  AI_UNAVAILABLE_MESSAGE,
  isRecommender,
  RECOMMENDATIONS_PER_MINUTE,
} from '../../../domain/recommendation'
import {
  FEEDBACK_ANSWER_UNKNOWN,
  feedbackCountSchema,
  recommendationFeedbackSchema,
  recommendationRequestSchema,
  recommendationResponseSchema,
  type RecommendationResponse,
} from '../../../domain/schemas/recommendation'
import { idempotencyHeadersSchema } from '../../../domain/schemas/idempotency'
import { createFeedbackRepository, type FeedbackRepository } from './feedback-repository'
import { errorBodyFor, HttpError } from '../../http/errors'
import type { IdempotentWrites } from '../../http/idempotency'
import { perMinute, type ThrottleRepository } from '../../http/throttle'
import type { Recommender } from '../../ai/recommender'
import { checkAnswer } from '../../ai/answer-check'
import { embeddedRecommendation } from '../../ai/embedded-recommender'
import { buildRecommendationPrompt } from '../../ai/recommendation-prompt'
import { pageLanguage } from '../../http/request-language'

export const RECOMMENDATION_TIMEOUT_MS = 30_000
export const FEEDBACK_PER_MINUTE = 30

type Served = Omit<RecommendationResponse, 'answerId'>

export const recommendationsRoutes: FastifyPluginAsyncZod<{
  recommender: Recommender
  findCourse: (courseId: string) => Promise<Course | undefined>
  throttle: ThrottleRepository
  feedback: FeedbackRepository
  /** Signs answer ids, so that feedback names the recommender that really answered. */
  secret: string
  timeoutMs?: number
  writes: IdempotentWrites
}> = async (
  app,
  {
    recommender,
    findCourse,
    throttle,
    feedback,
    secret,
    timeoutMs = RECOMMENDATION_TIMEOUT_MS,
    writes,
  },
) => {
  const answers = new Map<string, Served>()
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url')
  /** '<question hash>.<provider>.<signature>': any instance can verify it, none has to remember. */
  const answerIdOf = (key: string, provider: string) =>
    `${key}.${provider}.${sign(`${key}.${provider}`).slice(0, 32)}`
  const readAnswerId = (answerId: string) => {
    const [key, provider, signature] = answerId.split('.')
    const expected = key && provider ? answerIdOf(key, provider).split('.')[2]! : ''
    const valid =
      signature !== undefined &&
      signature.length === expected.length &&
      timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) &&
      isRecommender(provider ?? '')
    return valid ? { provider: provider! } : undefined
  }
  const remember = (key: string, answer: Served) => {
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
      const send = (served: Served) => {
        const answer = { ...served, answerId: answerIdOf(key, served.provider) }
        return streaming
          ? reply
              .type('text/plain; charset=utf-8')
              .header('x-recommender', answer.provider)
              .header('x-answer-id', answer.answerId)
              .send(answer.text as never)
          : answer
      }
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

  // 'Was this helpful?': one answer per person and recommendation; answering again changes it.
  app.post(
    '/api/recommendations/feedback',
    {
      config: { access: 'viewer' },
      schema: {
        headers: idempotencyHeadersSchema,
        body: recommendationFeedbackSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { answerId, helpful } = request.body
      const user = request.viewer
      // Who answered, as a keyed hash: enough to count each person once, nothing to identify them.
      const voter = sign(user ? `user:${user.id}` : `ip:${request.ip}`)
      return writes.once(request, reply, {
        prepare: async () => {
          const answer = readAnswerId(answerId)
          if (!answer) throw new HttpError(404, 'not_found', FEEDBACK_ANSWER_UNKNOWN)
          await throttle.enforce(
            `recommend-feedback:${request.ip}`,
            perMinute(FEEDBACK_PER_MINUTE),
            'Too many requests. Please wait a minute and try again.',
          )
          return answer
        },
        write: async (db, answer) => {
          const row = { answerId, voter, provider: answer.provider, helpful }
          await createFeedbackRepository(db).record(row)
          return { status: 204, body: null }
        },
      })
    },
  )

  app.get(
    '/api/admin/recommendations/feedback',
    {
      config: { access: 'admin' },
      schema: {
        response: {
          200: z.array(feedbackCountSchema),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return feedback.counts()
    },
  )
}
