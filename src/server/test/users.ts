// Creates a user and a signed-in session straight in the database, the way better-auth stores
// them, so tests need not sign up through the API (used by server and end-to-end tests).
import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/db-type'
import { accounts, sessions, users } from '../db/schema'
import { SESSION_COOKIE_PREFIX, SESSION_MAX_AGE_SECONDS } from '../auth/auth'
import { hashPassword } from '../auth/password-hashing'

export const SESSION_COOKIE_NAME = `${SESSION_COOKIE_PREFIX}.session_token`

const id = () => randomBytes(16).toString('hex')

/** better-call's signed cookie value: `${value}.${base64(HMAC-SHA256(secret, value))}`, URI-encoded. */
export function signedSessionCookieValue(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64')
  return encodeURIComponent(`${token}.${signature}`)
}

export interface TestUser {
  id: string
  email: string
  name: string
  password: string
  /** A `Cookie` header value that signs this user in. */
  cookie: string
}

let counter = 0

export async function createUserWithSession(
  db: Db,
  secret: string,
  /**
   * `password: null` skips the account row (no Argon2 hashing): for bulk users that never sign in.
   * `emailVerified`: the address is confirmed unless a test says otherwise (decision 027).
   */
  options: {
    email?: string
    name?: string
    password?: string | null
    emailVerified?: boolean
  } = {},
): Promise<TestUser> {
  counter += 1
  const user = {
    id: id(),
    email: options.email ?? `learner${counter}-${id().slice(0, 6)}@example.in`,
    name: options.name ?? `Learner ${counter}`,
    emailVerified: options.emailVerified ?? true,
  }
  const password =
    options.password === null ? '' : (options.password ?? `Learn${id().slice(0, 8)}9`)
  await db.insert(users).values(user)
  if (options.password !== null) {
    await db.insert(accounts).values({
      id: id(),
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password: await hashPassword(password),
    })
  }
  return { ...user, password, cookie: await createSessionCookie(db, secret, user.id) }
}

/** A new signed-in session of an existing user, as a `Cookie` header value. */
export async function createSessionCookie(db: Db, secret: string, userId: string) {
  const token = id()
  await db.insert(sessions).values({
    id: id(),
    token,
    userId,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  })
  return `${SESSION_COOKIE_NAME}=${signedSessionCookieValue(token, secret)}`
}

/**
 * The members a mailing job's test writes to: Asha (English), Ravi (Hindi) and an unconfirmed
 * address, which such jobs never mail.
 */
export async function createMailMembers(db: Db, secret: string) {
  const asha = await createUserWithSession(db, secret, { email: 'asha@example.in', name: 'Asha' })
  const ravi = await createUserWithSession(db, secret, { email: 'ravi@example.in', name: 'Ravi' })
  await db.update(users).set({ language: 'hi' }).where(eq(users.id, ravi.id))
  const unconfirmed = await createUserWithSession(db, secret, {
    email: 'new@example.in',
    emailVerified: false,
  })
  return { asha, ravi, unconfirmed }
}
