// The account page's API (docs/product.md#account-page), for the signed-in user only: the display
// name, the password, the signed-in sessions, "Download my data" and deleting the account. Anything
// that ends sessions or changes the account tells the session cache (sessions.changed, decision
// 013); what changes what others see is published on the bus, so open pages follow.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { fromNodeHeaders } from 'better-auth/node'
import {
  COMMON_PASSWORD_MESSAGE,
  exportFileName,
  PASSWORD_CHECKS_THROTTLED_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../../domain/account'
import { describeUserAgent } from '../../../domain/device'
import {
  accountExportSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  nameBodySchema,
  nameResponseSchema,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  sessionListResponseSchema,
  sessionParamsSchema,
  sessionsEndedResponseSchema,
} from '../../../domain/schemas/account'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import type { AuditLog } from '../../audit/audit-log'
import type { Auth } from '../../auth/auth'
import { isCommonPassword } from '../../auth/common-passwords'
import { hashPassword, verifyPassword } from '../../auth/password-hashing'
import { SIGN_IN_REQUIRED_MESSAGE, type CurrentSession, type Sessions } from '../../auth/sessions'
import { HttpError } from '../../http/errors'
import { pageLanguage } from '../../http/request-language'
import { PASSWORD_CHECK_POLICY, type ThrottleRepository } from '../../http/throttle'
import type { EventBus } from '../../live/event-bus'
import type { ImageStore } from '../../media/image-store'
import type { AccountMails } from '../../mail/account-mails'
import type { AccountRepository } from './account-repository'
import { createAccountDeletion } from './account-deletion'

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
}

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountRepository
  auth: Auth
  sessions: Sessions
  throttle: ThrottleRepository
  bus: EventBus
  audit: AuditLog
  images: ImageStore
  /** The notice that a password was changed (src/server/mail/account-mails.ts). */
  mails: Pick<AccountMails, 'passwordChanged'>
}> = async (app, { accounts, auth, sessions, throttle, bus, audit, images, mails }) => {
  // Every answer here is one person's own: no cache keeps it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  /**
   * The password typed to prove it is the account's owner. Wrong ones are counted per account, as
   * failed sign-ins are (5 in 15 minutes lock it for 15 minutes), so a session left open on a
   * shared computer cannot be used to guess it. Each check is counted before the password is
   * hashed (docs/security.md#limits): checks sent at once cannot all pass, nor keep the CPU busy
   * with Argon2; a right password gives its try back.
   */
  const checkPassword = async (current: CurrentSession, password: string, field: string) => {
    const key = `account-password:${current.user.id}`
    await throttle.enforce(key, PASSWORD_CHECK_POLICY, PASSWORD_CHECKS_THROTTLED_MESSAGE)
    const hash = await accounts.passwordHash(current.user.id)
    if (!hash || !(await verifyPassword({ hash, password }))) {
      throw new HttpError(400, 'invalid_credentials', WRONG_PASSWORD_MESSAGE, {
        [field]: WRONG_PASSWORD_MESSAGE,
      })
    }
    await throttle.clear(key)
  }

  /** Open pages show the user's name beside their reviews, posts and comments: tell them. */
  const publishAuthorChanged = async (userId: string) => {
    for (const event of await accounts.renamedEvents(userId)) await bus.publish(event)
  }

  app.put(
    '/api/me/name',
    {
      config: { access: 'user' },
      schema: { body: nameBodySchema, response: { 200: nameResponseSchema, ...errors } },
    },
    async (request) => {
      const { user } = request.session
      const { name } = request.body
      if (!(await accounts.setName(user.id, name))) {
        throw new HttpError(401, 'unauthorized', SIGN_IN_REQUIRED_MESSAGE)
      }
      await sessions.changed(user.id)
      await publishAuthorChanged(user.id)
      return { displayName: name }
    },
  )

  // The new password follows the sign-up rules (the schema) and is not a common one; the other
  // sessions end, this one stays.
  app.post(
    '/api/me/password',
    {
      config: { access: 'user' },
      schema: {
        body: passwordChangeBodySchema,
        response: { 200: passwordChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const current = request.session
      const { currentPassword, newPassword } = request.body
      if (isCommonPassword(newPassword)) {
        throw new HttpError(400, 'common_password', COMMON_PASSWORD_MESSAGE, {
          newPassword: COMMON_PASSWORD_MESSAGE,
        })
      }
      await checkPassword(current, currentPassword, 'currentPassword')
      const ended = await accounts.setPassword(
        current.user.id,
        await hashPassword(newPassword),
        current.sessionId,
      )
      await sessions.changed(current.user.id)
      // As after a reset: the owner hears of it, with the way back in if it was not them.
      const { id, email, displayName, language } = current.user
      mails.passwordChanged({ id, email, name: displayName, language }, pageLanguage(request))
      return { otherSessionsEnded: ended }
    },
  )

  app.get(
    '/api/me/sessions',
    {
      config: { access: 'user' },
      schema: { response: { 200: sessionListResponseSchema, ...errors } },
    },
    async (request) => {
      const current = request.session
      const rows = await accounts.sessions(current.user.id)
      const list = rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        current: row.id === current.sessionId,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }))
      // This device first, then the most recently active.
      list.sort((a, b) => Number(b.current) - Number(a.current))
      return { sessions: list }
    },
  )

  // Signs out one of the user's own sessions (this one too, if asked); another user's is a 404,
  // as one that does not exist.
  app.delete(
    '/api/me/sessions/:sessionId',
    {
      config: { access: 'user' },
      schema: {
        params: sessionParamsSchema,
        response: { 200: sessionsEndedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = request.session
      if (!(await accounts.endSession(user.id, request.params.sessionId))) {
        throw new HttpError(404, 'not_found', SESSION_NOT_FOUND_MESSAGE)
      }
      await sessions.changed(user.id)
      return { ended: 1 }
    },
  )

  app.delete(
    '/api/me/sessions',
    {
      config: { access: 'user' },
      schema: { response: { 200: sessionsEndedResponseSchema, ...errors } },
    },
    async (request) => {
      const current = request.session
      const ended = await accounts.endOtherSessions(current.user.id, current.sessionId)
      await sessions.changed(current.user.id)
      return { ended }
    },
  )

  // One JSON file to keep: an attachment with the day in its name, never stored by a cache.
  app.get(
    '/api/me/export',
    { config: { access: 'user' }, schema: { response: { 200: accountExportSchema, ...errors } } },
    async (request, reply) => {
      const { user } = request.session
      const data = await accounts.export(user.id)
      if (!data) throw new HttpError(401, 'unauthorized', SIGN_IN_REQUIRED_MESSAGE)
      const now = new Date()
      const file = accountExportSchema.parse({
        site: 'CourseCompass',
        exportedAt: now.toISOString(),
        ...data,
      })
      // Indented: a person may open the file to read it.
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .type('application/json; charset=utf-8')
        .serializer((payload) => `${JSON.stringify(payload, null, 2)}\n`)
        .send(file)
    },
  )

  // Deleting the account (account-deletion.ts): the password first; then this browser's session
  // cookie is expired.
  const deleteAccount = createAccountDeletion({ accounts, sessions, bus, audit, images })
  app.delete(
    '/api/me',
    {
      config: { access: 'user' },
      schema: {
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const current = request.session
      const { password, removeContributions } = request.body
      await checkPassword(current, password, 'password')
      if (!(await deleteAccount(current.user.id, { removeContributions, log: request.log }))) {
        throw new HttpError(401, 'unauthorized', SIGN_IN_REQUIRED_MESSAGE)
      }
      // better-auth's sign-out answers with the cookies that end this browser's session (its row
      // is already gone).
      const signedOut = await auth.api.signOut({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      })
      const cookies = signedOut.headers.getSetCookie()
      if (cookies.length) reply.header('set-cookie', cookies)
      return { deleted: true as const }
    },
  )
}
