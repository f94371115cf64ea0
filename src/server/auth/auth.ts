// better-auth configured for CourseCompass: e-mail + password, sessions in our database, Argon2id,
// password reset and address confirmation by e-mail (docs/product.md#accounts).
import type { FastifyBaseLogger } from 'fastify'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '../../domain/account'
import { PASSWORD_MAX_LENGTH } from '../../domain/credentials'
import { PASSWORD_MIN_LENGTH } from '../../domain/constants'
import type { AccountMails } from '../mail/account-mails'
import { fetchRequestLanguage } from '../http/request-language'
import type { Db } from '../db/db-type'
import { accounts, sessions, users, verifications } from '../db/schema'
import { hashPassword, verifyPassword } from './password-hashing'

export const SESSION_COOKIE_PREFIX = 'coursecompass'
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30
/**
 * The header auth-routes.ts sets to the client's address (request.ip, which honours TRUST_PROXY)
 * on every request it hands better-auth, after dropping any a client sent: better-auth's limiter
 * and the sessions' stored addresses read it, never X-Forwarded-For.
 */
export const CLIENT_IP_HEADER = 'x-coursecompass-client-ip'

/** What happens around the e-mail flows beyond better-auth's own work (wired by app.ts). */
export interface AccountEvents {
  mails: AccountMails
  /** A password was reset (its sessions are already deleted): caches, throttles, the notice. */
  passwordReset(user: { id: string; email: string }): Promise<void>
  /** An address was confirmed: the session cache lets go of the user. */
  emailVerified(user: { id: string }): Promise<void>
}

export function createAuth(options: {
  db: Db
  secret: string
  /** The site's address (config.siteUrl): better-auth's base URL and its one trusted origin. */
  siteUrl: string
  events: AccountEvents
  /** The app's logger: better-auth's own messages go there as JSON lines too. */
  log: FastifyBaseLogger
}) {
  const { events } = options
  const httpsOnly = options.siteUrl.startsWith('https://')
  return betterAuth({
    appName: 'CourseCompass',
    secret: options.secret,
    // Its warnings are about callers ('User not found', 'Password not found' on a sign-in or reset
    // request): at info level and above they would tell whoever reads the logs which addresses
    // have an account (the answers themselves do not). They are kept at debug level; its errors
    // (configuration, the database) stay errors.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const payload = { source: 'better-auth', ...(args.length ? { details: args } : {}) }
        if (level === 'error') options.log.error(payload, message)
        else options.log.debug(payload, message)
      },
    },
    basePath: '/api/auth',
    // Pinned: never derived from a request's Host (docs/security.md#links). Requests reach
    // better-auth only through auth-routes.ts, after the app's own same-origin check, with this
    // origin.
    baseURL: options.siteUrl,
    trustedOrigins: [new URL(options.siteUrl).origin],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      // The link opens our page /reset-password?token=… (not better-auth's redirect); the token
      // works once, for an hour, and using it ends every session of the account.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        events.mails.resetPassword(user, token, request)
      },
      onPasswordReset: async ({ user }, request) => {
        await events.passwordReset(user)
        events.mails.passwordChanged(user, request ? fetchRequestLanguage(request) : 'en')
      },
    },
    // Confirming the address: a link mailed at sign-up and on request. Not required to sign in or
    // write (docs/decisions/027-email-verification-is-not-required-to-write.md).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: EMAIL_VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        events.mails.verifyEmail(user, token, request)
      },
      afterEmailVerification: async (user) => {
        await events.emailVerified(user)
      },
    },
    // The user's language (docs/product.md#languages) comes with every session lookup, so a page
    // can be rendered in it without a second query. Only PUT /api/me/language and sign-up write it
    // (input: false: better-auth's own update-user cannot set it to a value we do not know).
    // deletedAt marks a deleted account's tombstone (docs/decisions/029-deleting-an-account.md):
    // sessions.ts refuses a session of one, whatever raced the deletion.
    user: {
      additionalFields: {
        language: { type: 'string', required: false, input: false, fieldName: 'language' },
        deletedAt: { type: 'date', required: false, input: false, fieldName: 'deletedAt' },
      },
    },
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: 60 * 60 * 24 },
    // Sign-in throttling is ours (http/throttle.ts): per IP and per account, in the database,
    // counted before the work. better-auth's own limiter, per client address and instance, is a
    // second line above ours, so that a fault in ours is not unlimited guessing
    // (docs/security.md#limits). Its default rules (3 sign-ins in 10 seconds) would refuse a
    // campus sharing one address long before ours do.
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 60 },
        '/sign-up/email': { window: 60, max: 60 },
        '/request-password-reset': { window: 60, max: 60 },
        '/send-verification-email': { window: 60, max: 60 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: httpsOnly,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: httpsOnly },
    },
    telemetry: { enabled: false },
  })
}
export type Auth = ReturnType<typeof createAuth>

/**
 * The address of the account a password reset token belongs to, read before the token is used up
 * (through better-auth's own storage of it), or null when there is no such token.
 */
export async function emailOfResetToken(auth: Auth, token: string): Promise<string | null> {
  const context = await auth.$context
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  if (!found) return null
  return (await context.internalAdapter.findUserById(found.value))?.email ?? null
}
