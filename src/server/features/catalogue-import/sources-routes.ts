// /api/admin/sources: administrators add, edit, pause, delete and refresh catalogue sources
// (docs/product.md#catalogue-sources); each change is in the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SOURCE_NOT_FOUND, SOURCE_PAUSED } from '../../../domain/catalogue-sources'
import {
  sourceInputSchema,
  sourceListSchema,
  sourceSchema,
  sourceUpdateSchema,
} from '../../../domain/schemas/catalogue-sources'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { idempotencyHeadersSchema } from '../../../domain/schemas/idempotency'
import { auditExcerpt, createAuditLog, type AuditLog } from '../../audit/audit-log'
import { HttpError } from '../../http/errors'
import type { IdempotentWrites } from '../../http/idempotency'
import type { CatalogueSources } from './catalogue-sources'
import { createSourcesRepository, sourceView } from './sources-repository'

const errors = { 401: errorResponseSchema, 403: errorResponseSchema }
const writeErrors = { ...errors, 400: errorResponseSchema, 404: errorResponseSchema }
const params = z.object({ sourceId: z.uuid({ message: SOURCE_NOT_FOUND }) })

const describe = (source: { name: string; addresses: string[] }) =>
  auditExcerpt(`${source.name} · ${source.addresses[0]}`)

export const sourcesRoutes: FastifyPluginAsyncZod<{
  catalogueSources: CatalogueSources
  audit: AuditLog
  writes: IdempotentWrites
}> = async (app, { catalogueSources, audit, writes }) => {
  const { sources } = catalogueSources
  const found = <T>(source: T | undefined): T => {
    if (!source) throw new HttpError(404, 'not_found', SOURCE_NOT_FOUND)
    return source
  }

  app.get(
    '/api/admin/sources',
    { config: { access: 'admin' }, schema: { response: { 200: sourceListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { sources: await sources.list() }
    },
  )

  app.post(
    '/api/admin/sources',
    {
      config: { access: 'admin' },
      schema: {
        headers: idempotencyHeadersSchema,
        body: sourceInputSchema,
        response: { 201: sourceSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      writes.once(request, reply, {
        write: async (db) => {
          const source = await createSourcesRepository(db).create(request.body)
          await catalogueSources.firstRun(source, db)
          await createAuditLog(db).record(
            request.user,
            'add',
            'source',
            source.id,
            describe(source),
          )
          return { status: 201, body: sourceView(source, []) }
        },
      }),
  )

  app.patch(
    '/api/admin/sources/:sourceId',
    {
      config: { access: 'admin' },
      schema: { params, body: sourceUpdateSchema, response: { 200: sourceSchema, ...writeErrors } },
    },
    async (request) => {
      const { source: input, enabled } = request.body
      const source = found(
        await sources.update(request.params.sourceId, { source: input, enabled }),
      )
      const action = input ? 'edit' : enabled === false ? 'pause' : 'resume'
      await audit.record(request.user, action, 'source', source.id, describe(source))
      return found(await sources.view(source.id))
    },
  )

  app.delete(
    '/api/admin/sources/:sourceId',
    {
      config: { access: 'admin' },
      schema: { params, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      const source = found(await sources.remove(request.params.sourceId))
      await audit.record(request.user, 'delete', 'source', source.id, describe(source))
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/admin/sources/:sourceId/refresh',
    {
      config: { access: 'admin' },
      schema: {
        params,
        response: {
          202: z.object({ queued: z.boolean() }),
          409: errorResponseSchema,
          ...writeErrors,
        },
      },
    },
    async (request, reply) => {
      const source = found(await sources.find(request.params.sourceId))
      if (!source.enabled) throw new HttpError(409, 'conflict', SOURCE_PAUSED)
      const queued = await catalogueSources.refreshNow(source)
      if (queued) await audit.record(request.user, 'refresh', 'source', source.id, describe(source))
      return reply.code(202).send({ queued })
    },
  )
}
