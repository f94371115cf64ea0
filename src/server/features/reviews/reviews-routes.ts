// Reviews of a course: list (public), write/edit/delete (the author), helpful votes and reports
// (signed in, with a reason), hide (moderators).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { courseParamsSchema } from '../../../domain/schemas/course'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { idempotencyHeadersSchema } from '../../../domain/schemas/idempotency'
import {
  REVIEW_EDIT_WINDOW_MESSAGE,
  REVIEW_RATE_LIMITED,
  REVIEW_WRITES_PER_MINUTE,
} from '../../../domain/review'
import { withinEditWindow } from '../../../domain/age'
import { can } from '../../../domain/permissions'
import {
  helpfulResponseSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  BURST_THROUGH_MESSAGE,
  burstCheckSchema,
  reviewBurstsResponseSchema,
  reviewParamsSchema,
  reviewSchema,
} from '../../../domain/schemas/review'

import { passesReviewFilter, summariseReviews } from '../../../domain/review'
import { HttpError } from '../../http/errors'
import { countToggle, perMinute, type ThrottleRepository } from '../../http/throttle'
import type { IdempotentWrites } from '../../http/idempotency'
import type { EventBus } from '../../live/event-bus'
import { createReviewsRepository, type ReviewsRepository } from './reviews-repository'
import {
  hiddenAnswerSchema,
  hiddenInputSchema,
  reportInputSchema,
} from '../../../domain/schemas/site'
import { createReports } from '../../moderation/reports'
import type { Moderation } from '../../moderation/moderation'
import type { AuditLog } from '../../audit/audit-log'

const WRITE_POLICY = perMinute(REVIEW_WRITES_PER_MINUTE)
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
}
/** A create's answers: also 422, its Idempotency-Key used for other content. */
const createErrors = { ...errors, 422: errorResponseSchema }

export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsRepository
  throttle: ThrottleRepository
  bus: EventBus
  courseExists: (courseId: string) => Promise<boolean>
  moderation: Moderation
  writes: IdempotentWrites
  audit: AuditLog
}> = async (app, { reviews, throttle, bus, courseExists, moderation, writes, audit }) => {
  /** Counts a write against the user's per-minute limit, refusing it when the limit is reached. */
  const countWrite = (userId: string) =>
    throttle.enforce(`review-write:${userId}`, WRITE_POLICY, REVIEW_RATE_LIMITED)
  const changed = async (courseId: string, reviewId: string, ratingsMoved: boolean) => {
    await bus.publish({ type: 'review.changed', courseId, reviewId })
    // Catalogue cards show the learners' rating: their cached lists must go.
    if (ratingsMoved) await bus.publish({ type: 'course.counts', courseId })
  }
  /** The review and its author, or 404. */
  const existing = async (reviewId: string) => {
    const review = await reviews.owner(reviewId)
    if (!review) throw new HttpError(404, 'not_found', 'Review not found.')
    return review
  }

  app.get(
    '/api/courses/:courseId/reviews',
    {
      config: { access: 'viewer' },
      schema: {
        params: courseParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { courseId } = request.params
      if (!(await courseExists(courseId)))
        throw new HttpError(404, 'not_found', 'Course not found!')
      const viewer = request.viewer
      // A moderator also gets the hidden reviews, to show them greyed with Unhide; the summary
      // counts the visible ones only, as everyone else sees them.
      const moderates = can(viewer, 'moderate')
      const { sort, stars, completed, recent } = request.query
      const items = await reviews.list(courseId, viewer?.id ?? null, sort, moderates)
      // The summary is of every visible review; the filters choose the list.
      const passes = passesReviewFilter(
        { stars: stars && Number(stars), completed: Boolean(completed), recent: Boolean(recent) },
        new Date(),
      )
      return {
        items: items.filter(passes),
        summary: summariseReviews(items),
        mine: items.find((review) => review.mine) ?? null,
      }
    },
  )

  app.post(
    '/api/courses/:courseId/reviews',
    {
      config: { access: 'user', contributes: true },
      schema: {
        headers: idempotencyHeadersSchema,
        params: courseParamsSchema,
        body: reviewInputSchema,
        response: { 200: reviewSchema, 201: reviewSchema, ...createErrors },
      },
    },
    async (request, reply) => {
      const user = request.user
      const { courseId } = request.params
      return writes.once(request, reply, {
        prepare: async () => {
          if (!(await courseExists(courseId)))
            throw new HttpError(404, 'not_found', 'Course not found!')
          const before = await reviews.byAuthor(courseId, user.id)
          if (before && !withinEditWindow(before.createdAt)) {
            throw new HttpError(403, 'forbidden', REVIEW_EDIT_WINDOW_MESSAGE)
          }
          await countWrite(user.id)
        },
        write: async (db) => {
          const written = createReviewsRepository(db)
          const { reviewId, created } = await written.upsert(courseId, user.id, request.body)
          return {
            status: created ? 201 : 200,
            body: (await written.one(reviewId, user.id))!,
            after: () => changed(courseId, reviewId, true),
          }
        },
      })
    },
  )

  app.patch(
    '/api/reviews/:reviewId',
    {
      config: { access: 'user', contributes: true },
      schema: {
        params: reviewParamsSchema,
        body: reviewInputSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user
      const review = await existing(request.params.reviewId)
      if (review.userId !== user.id) {
        throw new HttpError(403, 'forbidden', 'You can only edit your own review.')
      }
      if (!withinEditWindow(review.createdAt)) {
        throw new HttpError(403, 'forbidden', REVIEW_EDIT_WINDOW_MESSAGE)
      }
      await countWrite(user.id)
      await reviews.update(request.params.reviewId, request.body)
      await changed(review.courseId, request.params.reviewId, true)
      return (await reviews.one(request.params.reviewId, user.id))!
    },
  )

  app.delete(
    '/api/reviews/:reviewId',
    {
      config: { access: 'user' },
      schema: { params: reviewParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = request.user
      const review = await existing(request.params.reviewId)
      if (!can(user, 'delete', { authorId: review.userId })) {
        throw new HttpError(403, 'forbidden', 'You can only delete your own review.')
      }
      await reviews.remove(request.params.reviewId)
      await changed(review.courseId, request.params.reviewId, true)
      return reply.status(204).send(null)
    },
  )

  for (const helpful of [true, false]) {
    const route = helpful ? app.put.bind(app) : app.delete.bind(app)
    route(
      '/api/reviews/:reviewId/helpful',
      {
        config: { access: 'user', contributes: true },
        schema: { params: reviewParamsSchema, response: { 200: helpfulResponseSchema, ...errors } },
      },
      async (request) => {
        const user = request.user
        await countToggle(throttle, user.id)
        const review = await existing(request.params.reviewId)
        if (review.hidden) throw new HttpError(404, 'not_found', 'Review not found.')
        const { reviewId } = request.params
        const mark = await reviews.setHelpful(reviewId, user.id, helpful)
        // A mark the member had already given (or had not) changes nothing anyone sees.
        if (mark.changed) await changed(review.courseId, reviewId, false)
        return { reviewId, helpedByMe: helpful, isHelpful: mark.isHelpful }
      },
    )
  }

  app.post(
    '/api/reviews/:reviewId/report',
    {
      config: { access: 'user', contributes: true },
      schema: {
        headers: idempotencyHeadersSchema,
        params: reviewParamsSchema,
        body: reportInputSchema,
        response: {
          200: z.object({ reviewId: z.string(), reported: z.literal(true) }),
          ...createErrors,
        },
      },
    },
    async (request, reply) => {
      const user = request.user
      const { reviewId } = request.params
      return writes.once(request, reply, {
        prepare: async () => {
          const review = await existing(reviewId)
          if (review.hidden) throw new HttpError(404, 'not_found', 'Review not found.')
        },
        write: async (db) => {
          await createReports(db).record('review', reviewId, user.id, request.body)
          return { status: 200, body: { reviewId, reported: true as const } }
        },
      })
    },
  )

  // Hiding is moderation's workflow (src/server/moderation/moderation.ts); what a review is to hide,
  // and what its change announces, is this feature's.
  moderation.register('review', {
    missing: 'Review not found.',
    async setHidden(reviewId, hidden) {
      const review = await reviews.setHidden(reviewId, hidden)
      return (
        review && { text: review.text, announce: () => changed(review.courseId, reviewId, true) }
      )
    },
  })
  app.get(
    '/api/admin/review-bursts',
    {
      config: { access: 'moderator' },
      schema: { response: { 200: reviewBurstsResponseSchema, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return reviews.bursts()
    },
  )

  app.put(
    '/api/admin/review-bursts/:courseId/checked',
    {
      config: { access: 'moderator' },
      schema: {
        params: courseParamsSchema,
        body: burstCheckSchema,
        response: { 200: z.object({ courseId: z.string(), through: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { courseId } = request.params
      const through = new Date(request.body.through)
      // A time to come would wave through bursts no one has seen.
      if (through.getTime() > Date.now() + 60_000) {
        throw new HttpError(400, 'validation_failed', BURST_THROUGH_MESSAGE)
      }
      if (!(await reviews.checkBursts(courseId, through, request.user.email))) {
        throw new HttpError(404, 'not_found', 'Course not found!')
      }
      await audit.record(request.user, 'check-burst', 'course', courseId, through.toISOString())
      return { courseId, through: through.toISOString() }
    },
  )

  app.put(
    '/api/admin/reviews/:reviewId/hidden',
    {
      config: { access: 'moderator' },
      schema: {
        params: reviewParamsSchema,
        body: hiddenInputSchema,
        response: { 200: hiddenAnswerSchema, ...errors },
      },
    },
    (request) =>
      moderation.setHidden(request.user, 'review', request.params.reviewId, request.body),
  )
}
