// Government exams, read (docs/product.md#government-exams): GET /api/exams lists them with where
// their applications stand today (filtered by recruiting body and by that status), GET
// /api/exams/:slug one exam with its stages, each placed on today. "Today" is India's day.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  applicationWindow,
  examNews,
  examPath,
  examsMatching,
  examStatus,
  indiaDay,
  lastDay,
  sortStages,
  stageStates,
  type ExamStatus,
} from '../../../domain/exams'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import {
  examDetailSchema,
  examListQuerySchema,
  examListSchema,
  examParamsSchema,
} from '../../../domain/schemas/exams'
import type { CourseListItem } from '../../../domain/schemas/course'
import { HttpError } from '../../http/errors'
import { pageLanguage } from '../../http/request-language'
import { examCalendar } from './exam-calendar'
import type { ExamRecord, ExamsRepository } from './exams-repository'

export const EXAM_NOT_FOUND = 'Exam not found'
/** Courses that name an exam shown on its page. */
const NAMED_COURSES_SHOWN = 6

/** Where applications stand first (closing before open before upcoming, over last), then by name. */
const STATUS_ORDER = { closing: 0, open: 1, upcoming: 2, over: 3 } as const

/** An exam as lists show it: where its applications stand today, and its news. */
export function examSummary(exam: ExamRecord, today: string) {
  return {
    slug: exam.slug,
    name: exam.name,
    body: exam.body,
    status: examStatus(exam.stages, today),
    news: examNews(exam.stages, today),
    sample: exam.sample,
    search: exam.search,
  }
}

/**
 * What orders exams of one status: the last day to apply for open and closing ones (soonest
 * first), the next stage for upcoming ones (soonest first), the last stage for those whose
 * applications are over (latest first, so the newest recruitments lead).
 */
function orderKey(exam: ExamRecord, status: ExamStatus, today: string): string {
  const stages = sortStages(exam.stages)
  if (status === 'open' || status === 'closing') {
    return lastDay(applicationWindow(stages, today)!)
  }
  if (status === 'upcoming')
    return stages.find((stage) => stage.startsOn > today)?.startsOn ?? '9999'
  // Latest first: the day's digits turned around ('9' - digit), so that ascending order holds.
  const last = stages.reduce((max, stage) => (lastDay(stage) > max ? lastDay(stage) : max), '')
  return last.replace(/\d/g, (digit) => String(9 - Number(digit)))
}

export const examsRoutes: FastifyPluginAsyncZod<{
  exams: ExamsRepository
  /** The site's address (config.siteUrl): the calendars' links and UIDs. */
  siteUrl: string
  /** The clock (tests move it). */
  now?: () => Date
  /** Courses as lists show them, by id (the courses feature's, app.ts). */
  coursesByIds?: (ids: string[]) => Promise<CourseListItem[]>
}> = async (app, { exams, siteUrl, now = () => new Date(), coursesByIds }) => {
  app.get(
    '/api/exams',
    {
      config: { access: 'public' },
      schema: {
        querystring: examListQuerySchema,
        response: { 200: examListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const today = indiaDay(now())
      const { q } = request.query
      const all = await exams.all(request.query.body)
      const items = (q ? examsMatching(all, q) : all)
        .map((exam) => {
          const item = examSummary(exam, today)
          return { item, key: orderKey(exam, item.status, today) }
        })
        .filter(({ item }) => !request.query.status || item.status === request.query.status)
        .sort(
          (a, b) =>
            STATUS_ORDER[a.item.status] - STATUS_ORDER[b.item.status] ||
            a.key.localeCompare(b.key) ||
            a.item.name.localeCompare(b.item.name),
        )
        .map(({ item }) => item)
      return { today, items }
    },
  )

  app.get(
    '/api/exams/:slug',
    {
      config: { access: 'public' },
      schema: {
        params: examParamsSchema,
        response: { 200: examDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const exam = await exams.bySlug(request.params.slug)
      if (!exam) throw new HttpError(404, 'not_found', EXAM_NOT_FOUND)
      const today = indiaDay(now())
      const states = stageStates(exam.stages, today)
      return {
        ...examSummary(exam, today),
        today,
        pageUrl: `${siteUrl}${examPath(exam.slug)}`,
        calendarPath: `/api/exams/${exam.slug}/calendar.ics`,
        officialUrl: exam.officialUrl,
        source: exam.source,
        checkedAt: exam.checkedAt?.toISOString() ?? null,
        stages: sortStages(exam.stages).map((stage) => ({
          ...stage,
          state: states.get(stage.id)!,
        })),
        courses: coursesByIds
          ? await coursesByIds(await exams.courseIdsOf(exam.id, NAMED_COURSES_SHOWN))
          : [],
      }
    },
  )

  // The exam's stages for a calendar (docs/product.md#exam-calendars), in the asker's language.
  app.get(
    '/api/exams/:slug/calendar.ics',
    {
      config: { access: 'public' },
      // A text/calendar answer: no JSON schema for it (errors are the API's usual JSON).
      schema: { params: examParamsSchema },
    },
    async (request, reply) => {
      const exam = await exams.bySlug(request.params.slug)
      if (!exam) throw new HttpError(404, 'not_found', EXAM_NOT_FOUND)
      const calendar = examCalendar({
        exams: [{ ...exam, stages: sortStages(exam.stages) }],
        name: exam.name,
        siteUrl,
        language: pageLanguage(request),
        now: now(),
      })
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exam.slug}.ics"`)
        .header('cache-control', 'public, max-age=300')
        .send(calendar)
    },
  )
}
