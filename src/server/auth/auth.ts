// better-auth configured for CourseCompass: e-mail + password, sessions in our database, Argon2id.
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { PASSWORD_MAX_LENGTH } from '../../domain/credentials'
import { PASSWORD_MIN_LENGTH } from '../../domain/constants'
import type { Db } from '../db/db-type'
import { accounts, sessions, users, verifications } from '../db/schema'
import { hashPassword, verifyPassword } from './password-hashing'

export const SESSION_COOKIE_PREFIX = 'coursecompass'
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30

export function createAuth(options: { db: Db; secret: string; publicUrl: string | undefined }) {
  const httpsOnly = options.publicUrl?.startsWith('https://') ?? false
  return betterAuth({
    appName: 'CourseCompass',
    secret: options.secret,
    basePath: '/api/auth',
    // Without PUBLIC_URL the site answers on whatever host it is reached by (a local default).
    baseURL: options.publicUrl ?? { allowedHosts: ['*'], protocol: 'auto' },
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
    // Sign-in throttling is ours (sign-in-throttle.ts): per IP and per account, in the database.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: httpsOnly,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: httpsOnly },
    },
    telemetry: { enabled: false },
  })
}
export type Auth = ReturnType<typeof createAuth>
