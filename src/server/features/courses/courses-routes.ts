// Catalogue routes: parse (schema) -> repository -> shape. Responses are cached until the event bus
// reports a change to what they show (see live/read-cache.ts).
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  courseListQuerySchema,
  courseListResponseSchema,
  courseAdminPatchSchema,
  courseParamsSchema,
  courseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '../../../domain/schemas/course'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { HttpError } from '../../http/errors'
import type { EventBus } from '../../live/event-bus'
import { createReadCache } from '../../live/read-cache'
import { PreparedBody } from '../../http/prepared-body'
import type { EarlyAnswers } from '../../http/early-answers'
import type { CoursesRepository } from './courses-repository'
import type { CatalogueSearch } from './catalogue-search'
import { SUGGEST_LIMIT } from '../../../domain/constants'
import type { AuditLog } from '../../audit/audit-log'

const courseTag = (courseId: string) => `course:${courseId}`

/** A list's answer without its courses, which come encoded already (catalogue-search.ts). */
const listAnswerRest = courseListResponseSchema.omit({ items: true })
const ITEMS_OPEN = Buffer.from('{"items":')

/** Addresses whose cache key is remembered: as many as the cache holds answers by default. */
const MAX_REMEMBERED_ADDRESSES = 1000
/** Longer addresses are not remembered (a catalogue page's are far shorter). */
const MAX_REMEMBERED_ADDRESS = 512

/**
 * What the catalogue's routes worked out rather than took from the read cache, counted for the
 * benchmarks (bench/courses.bench.ts), which pass one in: every other answer came from a cache.
 * Browsing without words is worked out by the index from its own kept answers (search-index.ts).
 */
export interface CatalogueWork {
  searches: number
  browses: number
  suggestions: number
}

/** The audit line's detail for an edit: which course, and which of its fields changed. */
const auditDetail = (courseName: string, changed: string[]) =>
  `${courseName} (changed: ${changed.join(', ')})`

export const coursesRoutes: FastifyPluginAsyncZod<{
  courses: CoursesRepository
  catalogue: CatalogueSearch
  bus: EventBus
  audit: AuditLog
  cacheEntries?: number | undefined
  /** Answers a known address before Fastify does (app.ts); without it, only the hook below does. */
  early?: EarlyAnswers
  work?: CatalogueWork
  /** The exams a course prepares for (the exams feature's, app.ts). */
  examsOf?: (courseId: string) => Promise<{ slug: string; name: string }[]>
}> = async (app, { courses, catalogue, bus, audit, cacheEntries, early, work, examsOf }) => {
  // A list shows its courses' favourite counts and learners' ratings, which no filter or sort
  // reads: a course whose counts moved (course.counts) stales only the lists that show it, and no
  // suggestion. Any other course change may move courses in or out of any answer.
  const cache = createReadCache<{ body: PreparedBody; courseIds: string[] }>({
    bus,
    invalidatedBy: (event) => {
      if (event.type === 'course.counts') return [courseTag(event.courseId)]
      return event.type.startsWith('course.')
    },
    tagsOf: (answer) => answer.courseIds.map(courseTag),
    maxEntries: cacheEntries,
  })
  app.addHook('onClose', async () => cache.dispose())
  // A large catalogue's reload is searched only once done: answers cached meanwhile are old.
  catalogue.onReload(() => cache.clear())

  // An address always reads as the same query, so as the same cache key: once a request has shown
  // which key its address has, a later one with that address is answered from the cache before its
  // query is validated again (zod's parse was the largest cost left on a hit), and is otherwise
  // handled as any other (docs/decisions/047-a-cheaper-hot-path.md). The cache still decides what
  // is fresh; this only remembers addresses, a bounded number of them, short ones.
  const keyOfAddress = new Map<string, string>()
  const rememberKey = (url: string, key: string) => {
    if (url.length > MAX_REMEMBERED_ADDRESS) return
    if (keyOfAddress.size >= MAX_REMEMBERED_ADDRESSES) keyOfAddress.clear()
    keyOfAddress.set(url, key)
  }
  const answerKnownAddress = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    const key = keyOfAddress.get(request.url)
    const hit = key === undefined ? undefined : cache.get(key)
    if (hit) hit.body.send(request, reply)
    else done()
  }
  // The same addresses, asked again, are answered before Fastify as this route's path answered
  // them (http/early-answers.ts): the answer's bytes are kept by the `onSend` hook below.
  const cachedBody = (url: string) => {
    const key = keyOfAddress.get(url)
    return key === undefined ? undefined : cache.get(key)?.body
  }
  early?.route('/api/courses', cachedBody)
  early?.route('/api/courses/suggest', cachedBody)
  const keepAnswer = early?.keep

  app.get(
    '/api/courses',
    {
      config: { access: 'public' },
      // Cached bodies arrive compressed already (PreparedBody).
      compress: false,
      schema: {
        querystring: courseListQuerySchema,
        response: { 200: courseListResponseSchema, 400: errorResponseSchema },
      },
      preValidation: answerKnownAddress,
      ...(keepAnswer && { onSend: keepAnswer }),
    },
    (request, reply) => {
      const { drop, sort, page, pageSize, ...filters } = request.query
      const droppedThisWeek = drop === 'week' || sort === 'price-drop'
      // 'Dropped this week' is counted back from now: its answer is kept for the minute it was
      // worked out in, and its address is not remembered (a later minute is another answer).
      const key = `list:${JSON.stringify(request.query)}${
        droppedThisWeek ? `@${Math.floor(Date.now() / 60_000)}` : ''
      }`
      if (!droppedThisWeek) rememberKey(request.url, key)
      // A hit is answered at once, without a promise (docs/decisions/047-a-cheaper-hot-path.md).
      const hit = cache.get(key)
      if (hit) return void hit.body.send(request, reply)
      return cache
        .getOrLoad(key, async () => {
          if (work) {
            if (filters.q) work.searches++
            else work.browses++
          }
          const { items, courseIds, ...list } = await catalogue.list({
            filters,
            droppedThisWeek,
            sort,
            page,
            pageSize,
          })
          // The page's courses arrive as the bytes of their JSON from the index (decisions 052,
          // 054); the rest is encoded by the schema and follows them, in the schema's order.
          const rest = JSON.stringify(listAnswerRest.encode({ ...list, page, pageSize }))
          const body = Buffer.concat([
            ITEMS_OPEN,
            Buffer.from(items.buffer, items.byteOffset, items.byteLength),
            Buffer.from(`,${rest.slice(1)}`),
          ])
          return { body: new PreparedBody(body), courseIds }
        })
        .then((answer) => void answer.body.send(request, reply))
    },
  )

  app.get(
    '/api/courses/suggest',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, 400: errorResponseSchema },
      },
      preValidation: answerKnownAddress,
      ...(keepAnswer && { onSend: keepAnswer }),
    },
    (request, reply) => {
      const q = request.query.q
      if (!q) return []
      const key = `suggest:${q.toLowerCase()}`
      rememberKey(request.url, key)
      const hit = cache.get(key)
      if (hit) return void hit.body.send(request, reply)
      return cache
        .getOrLoad(key, async () => {
          if (work) work.suggestions++
          return {
            body: new PreparedBody(
              JSON.stringify(
                suggestResponseSchema.encode(await catalogue.suggest(q, SUGGEST_LIMIT)),
              ),
            ),
            // Names only: no count shows.
            courseIds: [],
          }
        })
        .then((answer) => void answer.body.send(request, reply))
    },
  )

  app.get(
    '/api/courses/:courseId',
    {
      config: { access: 'public' },
      schema: {
        params: courseParamsSchema,
        response: { 200: courseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const course = await courses.findById(request.params.courseId)
      if (!course) throw new HttpError(404, 'not_found', 'Course not found!')
      return { ...course, exams: (await examsOf?.(course.courseId)) ?? [] }
    },
  )

  const adminErrors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
  }

  app.patch(
    '/api/admin/courses/:courseId',
    {
      config: { access: 'admin' },
      schema: {
        params: courseParamsSchema,
        body: courseAdminPatchSchema,
        response: { 200: courseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const admin = request.user
      const { courseId } = request.params
      const changed = await courses.edit(courseId, request.body)
      if (changed === null) throw new HttpError(404, 'not_found', 'Course not found!')
      const course = (await courses.findById(courseId))!
      // Saving a form unchanged is not an action: nothing to record or to tell open pages.
      if (changed.length > 0) {
        await audit.record(
          admin,
          'edit',
          'course',
          courseId,
          auditDetail(course.courseName, changed),
        )
        await bus.publish({ type: 'course.updated', courseId })
      }
      return course
    },
  )

  app.delete(
    '/api/admin/courses/:courseId',
    {
      config: { access: 'admin' },
      schema: { params: courseParamsSchema, response: { 204: z.null(), ...adminErrors } },
    },
    async (request, reply) => {
      const admin = request.user
      const { courseId } = request.params
      const courseName = await courses.remove(courseId)
      if (courseName === null) throw new HttpError(404, 'not_found', 'Course not found!')
      await audit.record(admin, 'delete', 'course', courseId, courseName)
      await bus.publish({ type: 'course.updated', courseId })
      return reply.status(204).send(null)
    },
  )
}
