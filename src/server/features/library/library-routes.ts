// The signed-in user's profile, bookmarks and favourites, kept per user
// (docs/product.md#bookmarks-and-favourites), and the language they chose for the site
// (docs/product.md#languages).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  languageBodySchema,
  libraryToggleResponseSchema,
  meResponseSchema,
  myCoursesResponseSchema,
} from '../../../domain/schemas/account'
import { courseParamsSchema } from '../../../domain/schemas/course'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { SIGN_IN_REQUIRED_MESSAGE, type Sessions } from '../../auth/sessions'
import { HttpError } from '../../http/errors'
import { countToggle, type ThrottleRepository } from '../../http/throttle'
import type { EventBus } from '../../live/event-bus'
import type { LibraryKind, LibraryRepository } from './library-repository'

export const libraryRoutes: FastifyPluginAsyncZod<{
  library: LibraryRepository
  sessions: Sessions
  throttle: ThrottleRepository
  bus: EventBus
}> = async (app, { library, sessions, throttle, bus }) => {
  app.get(
    '/api/me',
    { config: { access: 'viewer' }, schema: { response: { 200: meResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const user = request.viewer
      if (!user) return { user: null, bookmarkedCourses: [], favoriteCourses: [] }
      const ids = await library.courseIds(user.id)
      return { user, bookmarkedCourses: ids.bookmarks, favoriteCourses: ids.favorites }
    },
  )

  app.get(
    '/api/me/courses',
    {
      config: { access: 'user' },
      schema: { response: { 200: myCoursesResponseSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const user = request.user
      const [bookmarked, favorites] = await Promise.all([
        library.courses(user.id, 'bookmarks'),
        library.courses(user.id, 'favorites'),
      ])
      return { bookmarked, favorites }
    },
  )

  // The user's language: pages rendered for them use it, over the browser's cookie. The session
  // lookups that carry it are forgotten, here and on every instance.
  app.put(
    '/api/me/language',
    {
      config: { access: 'user' },
      schema: {
        body: languageBodySchema,
        response: { 200: languageBodySchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const user = request.user
      const { language } = request.body
      if (!(await library.setLanguage(user.id, language))) {
        throw new HttpError(401, 'unauthorized', SIGN_IN_REQUIRED_MESSAGE)
      }
      await sessions.changed(user.id)
      return { language }
    },
  )

  const toggleSchema = {
    params: courseParamsSchema,
    response: {
      200: libraryToggleResponseSchema,
      400: errorResponseSchema,
      401: errorResponseSchema,
      404: errorResponseSchema,
      429: errorResponseSchema,
    },
  }
  const register = (kind: LibraryKind) => {
    for (const saved of [true, false]) {
      const route = saved ? app.put.bind(app) : app.delete.bind(app)
      route(
        `/api/me/${kind}/:courseId`,
        { schema: toggleSchema, config: { access: 'user' } },
        async (request) => {
          const user = request.user
          await countToggle(throttle, user.id)
          const { courseId } = request.params
          const result = await library.set(kind, user.id, courseId, saved)
          if (!result) throw new HttpError(404, 'not_found', 'Course not found!')
          // Only a favourite that moved the count is news; a bookmark is the member's alone.
          if (kind === 'favorites' && result.changed) {
            await bus.publish({ type: 'course.counts', courseId })
          }
          return {
            courseId,
            saved,
            ...(kind === 'favorites' ? { fvrtCount: result.fvrtCount } : {}),
          }
        },
      )
    }
  }
  register('bookmarks')
  register('favorites')
}
