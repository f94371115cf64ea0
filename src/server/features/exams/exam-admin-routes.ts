// /api/admin/exams (docs/product.md#keeping-exam-dates): moderators and administrators list every
// exam (those not checked for 30 days flagged), add, edit, confirm and delete them. Every change is
// in the audit log and tells open pages (`exam.changed`); a change of dates is mailed to the exam's
// followers, once each, by a job queued in the edit's own transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EXAM_CHANGED_SINCE, EXAM_SLUG_TAKEN, EXAM_STAGE_UNKNOWN } from '../../../domain/exam-input'
import { needsRecheck, sortStages, type StageChange } from '../../../domain/exams'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import {
  adminExamListSchema,
  adminExamParamsSchema,
  adminExamSchema,
  examInputSchema,
  examSaveSchema,
} from '../../../domain/schemas/exams'
import { idempotencyHeadersSchema } from '../../../domain/schemas/idempotency'
import { auditExcerpt, createAuditLog, type AuditLog } from '../../audit/audit-log'
import type { Db } from '../../db/db-type'
import { HttpError } from '../../http/errors'
import type { IdempotentWrites } from '../../http/idempotency'
import type { EventBus } from '../../live/event-bus'
import { createExamAdminRepository, type AdminExamRecord } from './exam-admin-repository'
import type { ExamRecord } from './exams-repository'
import { EXAM_NOT_FOUND } from './exams-routes'

const errors = { 401: errorResponseSchema, 403: errorResponseSchema }
const writeErrors = { ...errors, 400: errorResponseSchema, 404: errorResponseSchema }

const stageView = ({ id, kind, label, startsOn, endsOn }: ExamRecord['stages'][number]) => ({
  ...{ id, kind, label, startsOn, endsOn },
})

/** The changed dates, as the audit log's detail says them ('Tier 1: 2026-09-12 → 2026-09-19'). */
function changesText(changes: StageChange[]): string {
  const days = (stage: { startsOn: string; endsOn: string | null }) =>
    stage.endsOn ? `${stage.startsOn}..${stage.endsOn}` : stage.startsOn
  return changes
    .map((change) => {
      const name = change.stage.label ?? change.stage.kind
      if (change.change === 'moved')
        return `${name}: ${days(change.before)} → ${days(change.stage)}`
      return `${change.change} ${name} ${days(change.stage)}`
    })
    .join('; ')
}

export const examAdminRoutes: FastifyPluginAsyncZod<{
  db: Db
  audit: AuditLog
  bus: EventBus
  writes: IdempotentWrites
  /** Queues the followers' mail of changed dates in the edit's transaction. */
  queueChange: (tx: Db, examId: string, changes: StageChange[], at: Date) => Promise<void>
  now?: () => Date
}> = async (app, { db, audit, bus, writes, queueChange, now = () => new Date() }) => {
  const repository = createExamAdminRepository(db)
  const view = (exam: ExamRecord | AdminExamRecord, extra: Partial<AdminExamRecord> = {}) => {
    const full = { checkedBy: null, updatedAt: new Date(), followers: 0, ...exam, ...extra }
    return {
      id: full.id,
      slug: full.slug,
      name: full.name,
      body: full.body,
      search: full.search,
      officialUrl: full.officialUrl,
      source: full.source,
      checkedAt: full.checkedAt?.toISOString() ?? null,
      checkedBy: full.checkedBy,
      sample: full.sample,
      needsRecheck: needsRecheck(full.checkedAt, now()),
      followers: full.followers,
      updatedAt: full.updatedAt.toISOString(),
      stages: sortStages(full.stages).map(stageView),
    }
  }
  const changed = (...slugs: string[]) =>
    Promise.all([...new Set(slugs)].map((slug) => bus.publish({ type: 'exam.changed', slug })))

  app.get(
    '/api/admin/exams',
    {
      config: { access: 'moderator' },
      schema: { response: { 200: adminExamListSchema, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      const list = (await repository.list()).map((exam) => view(exam))
      // The ones to re-check first, then by name.
      list.sort((a, b) => Number(b.needsRecheck) - Number(a.needsRecheck))
      return { exams: list }
    },
  )

  app.post(
    '/api/admin/exams',
    {
      config: { access: 'moderator' },
      schema: {
        headers: idempotencyHeadersSchema,
        body: examInputSchema,
        response: { 201: adminExamSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      writes.once(request, reply, {
        write: async (tx) => {
          const created = await createExamAdminRepository(tx).create(
            request.body,
            request.user.email,
          )
          if (created === 'taken') {
            throw new HttpError(400, 'validation_failed', EXAM_SLUG_TAKEN, {
              slug: EXAM_SLUG_TAKEN,
            })
          }
          await createAuditLog(tx).record(
            request.user,
            'add',
            'exam',
            created.id,
            auditExcerpt(created.name),
          )
          const added = (await createExamAdminRepository(tx).one(created.id, tx))!
          return {
            status: 201,
            body: view(added),
            after: () => changed(created.slug),
          }
        },
      }),
  )

  app.put(
    '/api/admin/exams/:examId',
    {
      config: { access: 'moderator' },
      schema: {
        params: adminExamParamsSchema,
        body: examSaveSchema,
        response: { 200: adminExamSchema, 409: errorResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { exam: input, checked, version } = request.body
      const edit = await repository.update(request.params.examId, input, {
        checked,
        version,
        moderator: request.user.email,
        afterwards: (tx, done) => queueChange(tx, done.after.id, done.changes, done.updatedAt),
      })
      if (edit === 'missing') throw new HttpError(404, 'not_found', EXAM_NOT_FOUND)
      if (edit === 'taken') {
        throw new HttpError(400, 'validation_failed', EXAM_SLUG_TAKEN, { slug: EXAM_SLUG_TAKEN })
      }
      if (edit === 'unknown-stage') {
        throw new HttpError(400, 'validation_failed', EXAM_STAGE_UNKNOWN)
      }
      if (edit === 'stale') throw new HttpError(409, 'conflict', EXAM_CHANGED_SINCE)
      const detail = [edit.after.name, changesText(edit.changes), checked ? 'checked' : '']
        .filter(Boolean)
        .join(' · ')
      await audit.record(request.user, 'edit', 'exam', edit.after.id, auditExcerpt(detail, 300))
      await changed(edit.before.slug, edit.after.slug)
      return view((await repository.one(edit.after.id)) ?? edit.after)
    },
  )

  app.post(
    '/api/admin/exams/:examId/confirm',
    {
      config: { access: 'moderator' },
      schema: {
        params: adminExamParamsSchema,
        response: { 200: adminExamSchema, ...writeErrors },
      },
    },
    async (request) => {
      const exam = await repository.confirm(request.params.examId, request.user.email)
      if (!exam) throw new HttpError(404, 'not_found', EXAM_NOT_FOUND)
      await audit.record(request.user, 'confirm', 'exam', exam.id, auditExcerpt(exam.name))
      await changed(exam.slug)
      return view((await repository.one(exam.id)) ?? exam)
    },
  )

  app.delete(
    '/api/admin/exams/:examId',
    {
      config: { access: 'moderator' },
      schema: {
        params: adminExamParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const exam = await repository.remove(request.params.examId)
      if (!exam) throw new HttpError(404, 'not_found', EXAM_NOT_FOUND)
      await audit.record(request.user, 'delete', 'exam', exam.id, auditExcerpt(exam.name))
      await changed(exam.slug)
      return reply.code(204).send(null)
    },
  )
}
