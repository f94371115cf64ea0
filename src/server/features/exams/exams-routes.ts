// Government exams, read (docs/product.md#government-exams): GET /api/exams lists them with where
// their applications stand today (filtered by recruiting body and by that status), GET
// /api/exams/:slug one exam with its stages, each placed on today. "Today" is India's day.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  examNews,
  examStatus,
  indiaDay,
  sortStages,
  stageStates,
  type ExamStage,
} from '../../../domain/exams'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import {
  examDetailSchema,
  examListQuerySchema,
  examListSchema,
  examParamsSchema,
} from '../../../domain/schemas/exams'
import { HttpError } from '../../http/errors'
import type { ExamRecord, ExamsRepository } from './exams-repository'

export const EXAM_NOT_FOUND = 'Exam not found'

/** Where applications stand first (closing before open before upcoming, over last), then by name. */
const STATUS_ORDER = { closing: 0, open: 1, upcoming: 2, over: 3 } as const

function summary(exam: ExamRecord, today: string) {
  return {
    slug: exam.slug,
    name: exam.name,
    body: exam.body,
    status: examStatus(exam.stages, today),
    news: examNews(exam.stages, today),
    sample: exam.sample,
  }
}

/** The day a list's order goes by: the first stage still to come, else the last one. */
const nextDay = (stages: readonly ExamStage[], today: string) =>
  stages.find((stage) => stage.startsOn >= today)?.startsOn ?? '9999-12-31'

export const examsRoutes: FastifyPluginAsyncZod<{
  exams: ExamsRepository
  /** The clock (tests move it). */
  now?: () => Date
}> = async (app, { exams, now = () => new Date() }) => {
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
      const items = (await exams.all(request.query.body))
        .map((exam) => ({ exam, item: summary(exam, today) }))
        .filter(({ item }) => !request.query.status || item.status === request.query.status)
        .sort(
          (a, b) =>
            STATUS_ORDER[a.item.status] - STATUS_ORDER[b.item.status] ||
            nextDay(sortStages(a.exam.stages), today).localeCompare(
              nextDay(sortStages(b.exam.stages), today),
            ) ||
            a.exam.name.localeCompare(b.exam.name),
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
        ...summary(exam, today),
        today,
        search: exam.search,
        officialUrl: exam.officialUrl,
        source: exam.source,
        checkedAt: exam.checkedAt?.toISOString() ?? null,
        stages: sortStages(exam.stages).map((stage) => ({
          ...stage,
          state: states.get(stage.id)!,
        })),
      }
    },
  )
}
