// Catalogue routes: parse (schema) -> repository -> shape.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  courseListQuerySchema,
  courseListResponseSchema,
  courseParamsSchema,
  courseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '../../../domain/course'
import { errorResponseSchema } from '../../../domain/errors'
import { HttpError } from '../../http/errors'
import type { CoursesRepository } from './courses-repository'

export const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesRepository }> = async (
  app,
  { courses },
) => {
  app.get(
    '/api/courses',
    {
      schema: {
        querystring: courseListQuerySchema,
        response: { 200: courseListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { sort, page, pageSize, ...filters } = request.query
      const { items, total } = await courses.list({ filters, sort, page, pageSize })
      return { items, total, page, pageSize }
    },
  )

  app.get(
    '/api/courses/suggest',
    {
      schema: {
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => (request.query.q ? courses.suggest(request.query.q) : []),
  )

  app.get(
    '/api/courses/:courseId',
    {
      schema: {
        params: courseParamsSchema,
        response: { 200: courseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const course = await courses.findById(request.params.courseId)
      if (!course) throw new HttpError(404, 'not_found', 'Course not found!')
      return course
    },
  )
}
