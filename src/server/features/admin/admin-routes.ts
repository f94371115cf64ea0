// The administrators' views (ADMIN_EMAILS): reported items (moderators see them too), contact
// messages, subscribers (JSON or CSV), the moderators (granted and revoked here) and the audit
// trail. Every route answers 403 to everyone else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import {
  auditEntrySchema,
  contactMessageSchema,
  moderatorGrantSchema,
  moderatorSchema,
  reportedItemSchema,
  reportedTypeSchema,
  suspensionInputSchema,
  suspensionSchema,
} from '../../../domain/schemas/site'
import type { Role } from '../../../domain/account'
import { can } from '../../../domain/permissions'
import { HttpError } from '../../http/errors'
import { auditExcerpt, type AuditLog } from '../../audit/audit-log'
import type { Sessions } from '../../auth/sessions'
import type { AdminRepository } from './admin-repository'
import type { Reports } from '../../moderation/reports'
import type { Moderation } from '../../moderation/moderation'

const errors = { 401: errorResponseSchema, 403: errorResponseSchema }
const writeErrors = { ...errors, 400: errorResponseSchema, 404: errorResponseSchema }

export const NO_ACCOUNT_MESSAGE = 'No account uses that email address.'
export const ALREADY_ADMIN_MESSAGE =
  'Administrators already moderate; they are set by ADMIN_EMAILS.'
export const NOT_A_MODERATOR_MESSAGE = 'That member is not a moderator.'
export const ADMIN_NOT_SUSPENDED_MESSAGE = 'Administrators cannot be suspended.'
export const MODERATOR_SUSPENDED_BY_ADMIN_MESSAGE = 'Only administrators can suspend a moderator.'
export const NO_SUSPENSION_MESSAGE = 'That suspension is not in force.'
export const OWN_SUSPENSION_MESSAGE = 'Nobody can lift their own suspension.'
export const MODERATOR_LIFTED_BY_ADMIN_MESSAGE =
  "Only administrators can lift a moderator's suspension."

/** RFC 4180 field: quoted, quotes doubled; a leading = + - @ is neutralised against formula injection. */
const csvField = (value: string) =>
  `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`

export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminRepository
  reports: Reports
  moderation: Moderation
  audit: AuditLog
  sessions: Sessions
  /** The site's address (config.siteUrl): the unsubscribe links of the subscriber list. */
  siteUrl: string
  /** ADMIN_EMAILS: administrators are not made moderators. */
  adminEmails: readonly string[]
}> = async (
  app,
  { admin, reports, moderation, audit, sessions, siteUrl, adminEmails: adminList },
) => {
  const adminEmails = new Set(adminList.map((e) => e.toLowerCase()))
  /** An account's role for the rules of src/domain/permissions.ts (a listed address counts as admin). */
  const roleOf = async (account: { id: string; email: string }): Promise<Role> =>
    adminEmails.has(account.email.toLowerCase())
      ? 'admin'
      : (await admin.isModerator(account.id))
        ? 'moderator'
        : 'user'
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/api/admin/reports',
    {
      config: { access: 'moderator' },
      schema: { response: { 200: z.array(reportedItemSchema), ...errors } },
    },
    async () => {
      return reports.queue()
    },
  )

  // 'Dismiss' (src/server/moderation/moderation.ts): the item stays as it is and leaves the queue.
  app.post(
    '/api/admin/reports/:type/:id/dismiss',
    {
      config: { access: 'moderator' },
      schema: {
        params: z.object({ type: reportedTypeSchema, id: z.uuid({ message: 'Id is not valid' }) }),
        response: { 200: z.object({ resolved: z.number().int() }), ...writeErrors },
      },
    },
    (request) => moderation.dismiss(request.user, request.params.type, request.params.id),
  )

  app.get(
    '/api/admin/contact',
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.array(contactMessageSchema), ...errors } },
    },
    async () => {
      return admin.contactMessages()
    },
  )

  app.get(
    '/api/admin/subscribers',
    {
      config: { access: 'admin' },
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
      // Confirmed addresses only, each with the link that unsubscribes it, for the mails sent to
      // the list (docs/decisions/033-newsletter-double-opt-in.md).
      const rows = (await admin.subscribers()).map(({ token, ...row }) => ({
        ...row,
        unsubscribeUrl: `${siteUrl}/newsletter?unsubscribe=${token}`,
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
    '/api/admin/moderators',
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.array(moderatorSchema), ...errors } },
    },
    async () => {
      return admin.moderators()
    },
  )

  app.put(
    '/api/admin/moderators',
    {
      config: { access: 'admin' },
      schema: {
        body: moderatorGrantSchema,
        response: { 200: z.array(moderatorSchema), ...writeErrors },
      },
    },
    async (request) => {
      const by = request.user
      const account = await admin.accountByEmail(request.body.email)
      if (!account) {
        throw new HttpError(404, 'not_found', NO_ACCOUNT_MESSAGE, { email: NO_ACCOUNT_MESSAGE })
      }
      if (adminEmails.has(account.email.toLowerCase())) {
        throw new HttpError(400, 'validation_failed', ALREADY_ADMIN_MESSAGE, {
          email: ALREADY_ADMIN_MESSAGE,
        })
      }
      if (await admin.grantModerator(account.id, by.email)) {
        // The member by id and display name, never their e-mail: the audit outlives a deleted
        // account (docs/decisions/029-deleting-an-account.md).
        await audit.record(by, 'grant', 'moderator', account.id, auditExcerpt(account.name))
        // Their sessions learn the new role at once, on every instance.
        await sessions.changed(account.id)
      }
      return admin.moderators()
    },
  )

  app.delete(
    '/api/admin/moderators/:userId',
    {
      config: { access: 'admin' },
      schema: {
        params: z.object({ userId: z.string().min(1).max(100) }),
        response: { 200: z.array(moderatorSchema), ...writeErrors },
      },
    },
    async (request) => {
      const by = request.user
      const former = await admin.revokeModerator(request.params.userId)
      if (!former) throw new HttpError(404, 'not_found', NOT_A_MODERATOR_MESSAGE)
      await audit.record(
        by,
        'revoke',
        'moderator',
        request.params.userId,
        auditExcerpt(former.name),
      )
      await sessions.changed(request.params.userId)
      return admin.moderators()
    },
  )

  app.get(
    '/api/admin/suspensions',
    {
      config: { access: 'moderator' },
      schema: { response: { 200: z.array(suspensionSchema), ...errors } },
    },
    async () => {
      return admin.suspensions()
    },
  )

  app.put(
    '/api/admin/suspensions',
    {
      config: { access: 'moderator' },
      schema: {
        body: suspensionInputSchema,
        response: { 200: z.array(suspensionSchema), ...writeErrors },
      },
    },
    async (request) => {
      const by = request.user
      const { email, reason, days } = request.body
      const account = await admin.accountByEmail(email)
      if (!account) {
        throw new HttpError(404, 'not_found', NO_ACCOUNT_MESSAGE, { email: NO_ACCOUNT_MESSAGE })
      }
      if (adminEmails.has(account.email.toLowerCase())) {
        throw new HttpError(400, 'validation_failed', ADMIN_NOT_SUSPENDED_MESSAGE, {
          email: ADMIN_NOT_SUSPENDED_MESSAGE,
        })
      }
      if (!can(by, 'suspend', { role: await roleOf(account) })) {
        throw new HttpError(403, 'forbidden', MODERATOR_SUSPENDED_BY_ADMIN_MESSAGE)
      }
      const made = await admin.suspend({ userId: account.id, reason, days, by: by.email })
      const until = made.until ? `until ${made.until.toISOString()}` : 'until lifted'
      await audit.record(
        by,
        'suspend',
        'user',
        account.id,
        `${auditExcerpt(account.name)} · ${until} · Reason: ${reason}`,
      )
      // Their sessions stay valid; they learn of the suspension at once, on every instance.
      await sessions.changed(account.id)
      return admin.suspensions()
    },
  )

  app.delete(
    '/api/admin/suspensions/:suspensionId',
    {
      config: { access: 'moderator' },
      schema: {
        params: z.object({ suspensionId: z.uuid({ message: NO_SUSPENSION_MESSAGE }) }),
        response: { 200: z.array(suspensionSchema), ...writeErrors },
      },
    },
    async (request) => {
      const by = request.user
      const suspended = await admin.suspendedBy(request.params.suspensionId)
      if (!suspended) throw new HttpError(404, 'not_found', NO_SUSPENSION_MESSAGE)
      const target = { userId: suspended.id, role: await roleOf(suspended) }
      if (!can(by, 'lift-suspension', target)) {
        throw new HttpError(
          403,
          'forbidden',
          target.userId === by.id ? OWN_SUSPENSION_MESSAGE : MODERATOR_LIFTED_BY_ADMIN_MESSAGE,
        )
      }
      const user = await admin.lift(request.params.suspensionId, by.email)
      if (!user) throw new HttpError(404, 'not_found', NO_SUSPENSION_MESSAGE)
      await audit.record(by, 'lift', 'user', user.id, auditExcerpt(user.name))
      await sessions.changed(user.id)
      return admin.suspensions()
    },
  )

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.array(auditEntrySchema), ...errors } },
    },
    async () => {
      return audit.list()
    },
  )
}
