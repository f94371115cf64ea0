// The administrators' views (ADMIN_EMAILS): reported items, contact messages, subscribers (JSON or
// CSV) and the audit trail. Every route answers 403 to everyone else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import {
  auditEntrySchema,
  contactMessageSchema,
  reportedItemSchema,
} from '../../../domain/schemas/site'
import type { AuditLog } from '../../audit/audit-log'
import type { Sessions } from '../../auth/sessions'
import type { AdminRepository } from './admin-repository'

const errors = { 401: errorResponseSchema, 403: errorResponseSchema }

/** RFC 4180 field: quoted, quotes doubled; a leading = + - @ is neutralised against formula injection. */
const csvField = (value: string) =>
  `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`

export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminRepository
  audit: AuditLog
  sessions: Sessions
  /** PUBLIC_URL, for the unsubscribe links of the subscriber list. */
  publicUrl?: string
}> = async (app, { admin, audit, sessions, publicUrl }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/api/admin/reports',
    { schema: { response: { 200: z.array(reportedItemSchema), ...errors } } },
    async (request) => {
      await sessions.requireAdmin(request)
      return admin.reported()
    },
  )

  app.get(
    '/api/admin/contact',
    { schema: { response: { 200: z.array(contactMessageSchema), ...errors } } },
    async (request) => {
      await sessions.requireAdmin(request)
      return admin.contactMessages()
    },
  )

  app.get(
    '/api/admin/subscribers',
    {
      schema: {
        querystring: z.object({ format: z.enum(['json', 'csv']).default('json') }),
        response: {
          200: z.union([
            z.array(
              z.object({ email: z.string(), confirmedAt: z.string(), unsubscribeUrl: z.string() }),
            ),
            z.string(),
          ]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await sessions.requireAdmin(request)
      // Confirmed addresses only, each with the link that unsubscribes it, for the mails sent to
      // the list (docs/decisions/033-newsletter-double-opt-in.md).
      const origin = publicUrl ?? new URL(`${request.protocol}://${request.host}`).origin
      const rows = (await admin.subscribers()).map(({ token, ...row }) => ({
        ...row,
        unsubscribeUrl: `${origin}/newsletter?unsubscribe=${token}`,
      }))
      if (request.query.format === 'json') return rows
      const csv = [
        'email,confirmed_at,unsubscribe_url',
        ...rows.map(
          (r) => `${csvField(r.email)},${csvField(r.confirmedAt)},${csvField(r.unsubscribeUrl)}`,
        ),
      ].join('\r\n')
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(`${csv}\r\n`)
    },
  )

  app.get(
    '/api/admin/audit',
    { schema: { response: { 200: z.array(auditEntrySchema), ...errors } } },
    async (request) => {
      await sessions.requireAdmin(request)
      return audit.list()
    },
  )
}
