// Adding a course (docs/product.md#adding-a-course, docs/decisions/037-course-submissions.md): a
// moderator's or administrator's course goes into the catalogue at once; a member's waits for a
// moderator, who approves it (as sent or edited) or rejects it with a reason the member sees on My
// Courses. Adding needs an account (decision 010); the public API never sets isBestseller.
import { setCourseExams } from '../../db/course-exams'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { can } from '../../../domain/permissions'
import { PENDING_SUBMISSIONS_MAX, PENDING_SUBMISSIONS_MESSAGE } from '../../../domain/course'
import {
  approveSubmissionSchema,
  courseInputSchema,
  courseSchema,
  courseSubmissionSchema,
  rejectSubmissionSchema,
  submissionParamsSchema,
} from '../../../domain/schemas/course'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { idempotencyHeadersSchema } from '../../../domain/schemas/idempotency'
import type { AuditLog } from '../../audit/audit-log'
import type { Db } from '../../db/db-type'
import { HttpError } from '../../http/errors'
import type { IdempotentWrites } from '../../http/idempotency'
import type { EventBus } from '../../live/event-bus'
import type { NewCourse } from '../../db/course-rows'
import type { Course, CourseSubmission } from '../../../domain/schemas/course'
import { createSubmissionsRepository, type SubmissionsRepository } from './submissions-repository'
import { createSubmissionDecisions } from './submission-decisions'

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
}

/** What this needs of the catalogue's courses (the courses feature's repository). */
type CatalogueCourses = {
  insert(values: NewCourse): Promise<string>
  findById(courseId: string): Promise<Course | undefined>
}

export const submissionsRoutes: FastifyPluginAsyncZod<{
  submissions: SubmissionsRepository
  courses: CatalogueCourses
  /** The same on another `Db` (a transaction: a course added with an Idempotency-Key). */
  coursesOn: (db: Db) => CatalogueCourses
  bus: EventBus
  audit: AuditLog
  writes: IdempotentWrites
}> = async (app, { submissions, courses, coursesOn, bus, audit, writes }) => {
  const announce = (course: Course) =>
    bus.publish({ type: 'course.added', courseId: course.courseId, courseName: course.courseName })
  const published = async (courseId: string) => {
    const course = (await courses.findById(courseId))!
    await announce(course)
    return course
  }
  const decisions = createSubmissionDecisions({ submissions, audit, publish: published })

  app.post(
    '/api/courses',
    {
      config: { access: 'user', contributes: true },
      schema: {
        headers: idempotencyHeadersSchema,
        body: courseInputSchema,
        response: {
          201: courseSchema,
          202: courseSubmissionSchema,
          ...errors,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user
      const moderates = can(user, 'moderate')
      return writes.once<void, Course | CourseSubmission>(request, reply, {
        prepare: async () => {
          if (moderates) return
          if ((await submissions.pendingCount(user.id)) >= PENDING_SUBMISSIONS_MAX) {
            throw new HttpError(429, 'rate_limited', PENDING_SUBMISSIONS_MESSAGE)
          }
        },
        write: async (db) => {
          if (!moderates) {
            const submission = await createSubmissionsRepository(db).create(user.id, request.body)
            return { status: 202, body: submission }
          }
          const catalogue = coursesOn(db)
          const { exams, ...fields } = request.body
          const courseId = await catalogue.insert({ ...fields, isBestseller: false })
          // The exams it prepares for (docs/product.md#courses-and-exams).
          if (exams?.length) await setCourseExams(db, courseId, exams)
          const course = (await catalogue.findById(courseId))!
          return { status: 201, body: course, after: () => announce(course) }
        },
      })
    },
  )

  app.get(
    '/api/me/submissions',
    {
      config: { access: 'user' },
      schema: { response: { 200: z.array(courseSubmissionSchema), ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const user = request.user
      return submissions.mine(user.id)
    },
  )

  app.get(
    '/api/admin/submissions',
    {
      config: { access: 'moderator' },
      schema: { response: { 200: z.array(courseSubmissionSchema), ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return submissions.pending()
    },
  )

  app.post(
    '/api/admin/submissions/:submissionId/approve',
    {
      config: { access: 'moderator' },
      schema: {
        params: submissionParamsSchema,
        body: approveSubmissionSchema,
        response: { 201: courseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { submissionId } = request.params
      const course = await decisions.approve(request.user, submissionId, request.body.course)
      reply.status(201)
      return course
    },
  )

  app.post(
    '/api/admin/submissions/:submissionId/reject',
    {
      config: { access: 'moderator' },
      schema: {
        params: submissionParamsSchema,
        body: rejectSubmissionSchema,
        response: { 200: courseSubmissionSchema, ...errors },
      },
    },
    (request) => decisions.reject(request.user, request.params.submissionId, request.body.reason),
  )
}
