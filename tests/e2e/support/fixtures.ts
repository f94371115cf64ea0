// Playwright fixtures. `signIn` creates a user and a session straight in the database and hands the
// browser the session cookie: tests start signed in without clicking through sign-up (as Epic Stack
// does).
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import pg from 'pg'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Db } from '../../../src/server/db/db-type'
import * as schema from '../../../src/server/db/schema'
import {
  createSessionCookie,
  createUserWithSession,
  SESSION_COOKIE_NAME,
  type TestUser,
} from '../../../src/server/test/users'
import type { CaughtMail } from '../../../src/server/test/smtp-catcher'
import { createEventLog } from '../../../src/server/live/event-bus'
import type { LiveEvent } from '../../../src/domain/events'
import { E2E_AUTH_SECRET, E2E_MAIL_PORT, e2eDatabaseUrl } from './e2e-env'

interface Fixtures {
  db: Db
  /** Publishes a change event as another server instance does: numbered in the log, then NOTIFY. */
  publish: (event: LiveEvent) => Promise<number>
  /** The mails the server sent (start-server.ts catches them over SMTP). */
  mailbox: {
    /** The first mail to `to` whose subject matches, waiting for it up to 10 seconds. */
    waitFor(to: string, subject: string | RegExp): Promise<CaughtMail>
  }
  /** Signs this test's browser context in: a new user (or the given name), or the existing user
   *  with the given e-mail (the administrator, whom several tests use). */
  signIn: (options?: { name?: string; email?: string }) => Promise<TestUser>
}

/**
 * Pages are server-rendered and the app's scripts start after the first paint
 * (docs/decisions/019-server-rendering.md), so the load event comes before the page reacts to
 * clicks. A test acts as a person who waits until the page is ready: `goto` and `reload` return once
 * the app has hydrated (it marks <html data-hydrated>).
 */
function waitForHydration(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args)
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
        return response
      },
    })
  }
}

/** Hands a browser context `user`'s session cookie: a second person's browser in one test. */
export async function addSessionCookie(context: BrowserContext, user: TestUser, baseURL: string) {
  const value = user.cookie.slice(SESSION_COOKIE_NAME.length + 1)
  await context.addCookies([
    { name: SESSION_COOKIE_NAME, value, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ])
}

export const test = base.extend<Fixtures, { pool: pg.Pool }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on('page', waitForHydration)
    await use(context)
  },
  pool: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first
    async ({}, use) => {
      const pool = new pg.Pool({ connectionString: e2eDatabaseUrl(), max: 2 })
      await use(pool)
      await pool.end()
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first
  mailbox: async ({}, use) => {
    await use({
      async waitFor(to, subject) {
        const matches = (mail: CaughtMail) =>
          mail.to === to.toLowerCase() &&
          (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))
        let found: CaughtMail | undefined
        await expect
          .poll(
            async () => {
              const response = await fetch(`http://127.0.0.1:${E2E_MAIL_PORT}/mails`)
              found = ((await response.json()) as CaughtMail[]).find(matches)
              return Boolean(found)
            },
            { message: `a mail to ${to} (${String(subject)})`, timeout: 10_000 },
          )
          .toBe(true)
        return found!
      },
    })
  },
  db: async ({ pool }, use) => {
    await use(drizzle(pool, { schema }) as unknown as Db)
  },
  publish: async ({ db }, use) => {
    const log = createEventLog(db)
    await use((event) => log.append(event, 'another-instance', true))
  },
  signIn: async ({ db, context, baseURL }, use) => {
    await use(async (options = {}) => {
      // An e-mail another test already signed in with (the administrator's) gets a new session.
      const [existing] = options.email
        ? await db.select().from(schema.users).where(eq(schema.users.email, options.email))
        : []
      const user: TestUser = existing
        ? {
            id: existing.id,
            email: existing.email,
            name: existing.name,
            password: '',
            cookie: await createSessionCookie(db, E2E_AUTH_SECRET, existing.id),
          }
        : await createUserWithSession(db, E2E_AUTH_SECRET, options)
      await addSessionCookie(context, user, baseURL!)
      return user
    })
  },
})

export { expect }
