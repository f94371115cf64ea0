// Builds the real app on a fresh test database, for `inject` tests.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { PageRendererModule } from '../../domain/page-render'
import { buildApp, type BuildAppOptions } from '../app'
import type { AppConfig } from '../config'
import type { Recommender } from '../ai/recommender'
import type { Database } from '../db/database'
import type { CoursePreviews } from '../web/og-image'
import type { CatalogueWork } from '../features/courses/courses-routes'
import { createTestDatabase } from './test-database'
import { createUserWithSession, type TestUser } from './users'

/** Where a test app without a public URL says it is (config.siteUrl: the address it listens on). */
export const TEST_SITE_URL = 'http://localhost:3000'

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789'

export interface TestApp {
  app: FastifyInstance
  database: Database
  close(): Promise<void>
}

export async function createTestApp(
  options: {
    webDistDir?: string
    publicUrl?: string
    heartbeatMs?: number
    database?: Database
    adminEmails?: string[]
    dataDir?: string
    recommender?: Recommender
    recommendationTimeoutMs?: number
    trustProxy?: AppConfig['trustProxy']
    /** Caps on open /api/events streams; the defaults of config.ts when left out. */
    eventStreams?: AppConfig['eventStreams']
    sessionCacheMs?: number
    sitemapFileSize?: number
    pageRenderer?: PageRendererModule
    coursePreviews?: CoursePreviews
    /** Account e-mails go to this SMTP server (src/server/test/smtp-catcher.ts), else the outbox. */
    smtpUrl?: string
    mailFrom?: string
    /** Log lines go here, at info level (silent otherwise). */
    logStream?: NodeJS.WritableStream
    /** Counts what the catalogue's routes work out instead of taking from the read cache. */
    catalogueWork?: CatalogueWork
    /** Runs on the built app before it is ready: a test's own hook, say. */
    beforeReady?: (app: FastifyInstance) => void
    /** FETCH_ALLOWED_ADDRESSES: the local servers standing in for the internet. */
    fetchAllowedAddresses?: string[]
    sourceLimits?: BuildAppOptions['sourceLimits']
    /** The clock of what depends on the day (exams' statuses). */
    now?: () => Date
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase())
  const app = await buildApp({
    config: {
      logLevel: options.logStream ? 'info' : 'silent',
      publicUrl: options.publicUrl,
      siteUrl: options.publicUrl ?? TEST_SITE_URL,
      authSecret: TEST_AUTH_SECRET,
      dataDir:
        options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-test-data-')),
      adminEmails: options.adminEmails ?? [],
      trustProxy: options.trustProxy ?? false,
      ...(options.eventStreams ? { eventStreams: options.eventStreams } : {}),
      smtpUrl: options.smtpUrl,
      mailFrom: options.mailFrom,
      fetchAllowedAddresses: options.fetchAllowedAddresses,
      // A directory without a build: page routes answer 503 unless a test provides one.
      webDistDir: options.webDistDir ?? path.join(os.tmpdir(), 'coursecompass-no-web-build'),
    },
    database,
    heartbeatMs: options.heartbeatMs,
    recommender: options.recommender,
    recommendationTimeoutMs: options.recommendationTimeoutMs,
    logStream: options.logStream,
    sessionCacheMs: options.sessionCacheMs,
    sitemapFileSize: options.sitemapFileSize,
    pageRenderer: options.pageRenderer,
    coursePreviews: options.coursePreviews,
    catalogueWork: options.catalogueWork,
    sourceLimits: options.sourceLimits,
    now: options.now,
  })
  options.beforeReady?.(app)
  await app.ready()
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A request as `user` (signed out without one), with an optional JSON body. */
export function requestAs(
  app: FastifyInstance,
  method: TestMethod,
  url: string,
  user?: { cookie: string },
  payload?: object,
  remoteAddress?: string,
) {
  return app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

export const TEST_ADMIN_EMAIL = 'chief@example.in'

/** An app with one administrator (`TEST_ADMIN_EMAIL`) and one member, both signed in. */
export async function createAdminTestApp(
  options: Omit<Parameters<typeof createTestApp>[0], 'adminEmails'> = {},
): Promise<{
  t: TestApp
  admin: TestUser
  member: TestUser
}> {
  const t = await createTestApp({ ...options, adminEmails: [TEST_ADMIN_EMAIL] })
  const admin = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
    email: TEST_ADMIN_EMAIL,
    name: 'Chief',
    password: null,
  })
  const member = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
    name: 'Member',
    password: null,
  })
  return { t, admin, member }
}
