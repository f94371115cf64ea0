// buildApp(config) -> the whole Fastify application. main.ts and every test use it.
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import {
  DEFAULT_EVENT_STREAMS,
  DEFAULT_HTTP_TIMEOUTS,
  type AppConfig,
  type HttpTimeouts,
} from './config'
import type { Database } from './db/database'
import { answerClientError } from './http/client-errors'
import { answerFrameworkError, registerErrorHandling } from './http/errors'
import { registerSecurityHeaders } from './http/security-headers'
import { registerSameOriginWrites } from './http/same-origin'
import { registerPlainPaths } from './http/dot-segments'
import { registerRouteAccess, type DeclaredRoute } from './http/route-access'
import { registerTextChecks } from './http/text-checks'
import { answerEarlyOn, EarlyAnswers } from './http/early-answers'
import { healthRoutes, type Readiness } from './features/health/health-routes'
import { logSafeUrl, logsEachRequest, OneLinePerRequest, prettyStream } from './http/request-log'
import { coursesRoutes, type CatalogueWork } from './features/courses/courses-routes'
import { createCoursesRepository } from './features/courses/courses-repository'
import { createCatalogueSearch } from './features/courses/catalogue-search'
import { tuningAdvice } from './node-tuning'
import { createJobQueue } from './jobs/job-queue'
import { runEvery } from './periodic'
import { createPricesRepository } from './features/prices/prices-repository'
import { pricesRoutes } from './features/prices/prices-routes'
import { priceAlertsRoutes } from './features/prices/price-alerts-routes'
import { createPriceAlertsRepository } from './features/prices/price-alerts-repository'
import { createPriceAlertMails } from './features/prices/price-alert-mails'
import { followsRoutes } from './features/follows/follows-routes'
import { examsRoutes } from './features/exams/exams-routes'
import { createExamsRepository } from './features/exams/exams-repository'
import { examFollowsRoutes } from './features/exams/exam-follows-routes'
import { createExamFollowsRepository } from './features/exams/exam-follows-repository'
import { createExamReminders } from './features/exams/exam-reminders'
import { examAdminRoutes } from './features/exams/exam-admin-routes'
import { createFollowsRepository } from './features/follows/follows-repository'
import { createFollowDigests } from './features/follows/follow-digests'
import { eventsRoutes } from './features/live-events/events-routes'
import type { PageRendererModule } from '../domain/page-render'
import { loadPageTemplate } from './web/page-template'
import { registerWebApp } from './web/web-routes'
import { sitemapRoutes } from './web/sitemap-routes'
import type { CoursePreviews } from './web/og-image'
import { createAuth } from './auth/auth'
import { authRoutes } from './features/auth/auth-routes'
import { createSessions } from './auth/sessions'
import { createThrottleRepository, signInAccountKey } from './http/throttle'
import { createIdempotentWrites, IDEMPOTENCY_TRIM_MS } from './http/idempotency'
import { createMailer, type Mailer } from './mail/mailer'
import { createAccountMails } from './mail/account-mails'
import { createLibraryRepository } from './features/library/library-repository'
import { libraryRoutes } from './features/library/library-routes'
import { createReviewsRepository } from './features/reviews/reviews-repository'
import { reviewsRoutes } from './features/reviews/reviews-routes'
import { createCommunityRepository } from './features/community/community-repository'
import { communityRoutes } from './features/community/community-routes'
import { openImageStore } from './media/image-store'
import { mediaRoutes } from './features/media/media-routes'
import { createAuditLog } from './audit/audit-log'
import { createReports } from './moderation/reports'
import { createModeration } from './moderation/moderation'
import { createFeedbackRepository } from './features/recommendations/feedback-repository'
import { submissionsRoutes } from './features/submissions/submissions-routes'
import { createSubmissionsRepository } from './features/submissions/submissions-repository'
import { createAdminRepository } from './features/admin/admin-repository'
import { adminRoutes } from './features/admin/admin-routes'
import { createCatalogueImportRepository } from './features/catalogue-import/import-repository'
import { importRoutes } from './features/catalogue-import/import-routes'
import { createCatalogueSources } from './features/catalogue-import/catalogue-sources'
import { sourcesRoutes } from './features/catalogue-import/sources-routes'
import { allowList } from './net/guarded-fetch'
import { createAccountRepository } from './features/account/account-repository'
import { accountRoutes } from './features/account/account-routes'
import { MEMBER_DATA } from './members'
import { siteRoutes } from './features/site/site-routes'
import { createSiteRepository } from './features/site/site-repository'
import { createEmbeddedRecommender } from './ai/embedded-recommender'
import type { Recommender } from './ai/recommender'
import { recommendationsRoutes } from './features/recommendations/recommendations-routes'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the access it declared (http/route-access.ts); tests try each one. */
    declaredRoutes: DeclaredRoute[]
    /** `stopping` is set when the server starts shutting down: /api/ready then answers 503. */
    readiness: Readiness
  }
}

export interface BuildAppOptions {
  config: Pick<
    AppConfig,
    'logLevel' | 'publicUrl' | 'siteUrl' | 'webDistDir' | 'adminEmails' | 'dataDir'
  > &
    /** Left out: config.ts's defaults (DEFAULT_EVENT_STREAMS, DEFAULT_HTTP_TIMEOUTS). */
    Partial<
      Pick<
        AppConfig,
        'smtpUrl' | 'mailFrom' | 'eventStreams' | 'httpTimeouts' | 'fetchAllowedAddresses'
      >
    > & {
      /** Resolved: AUTH_SECRET or the one generated into DATA_DIR (see auth/auth-secret.ts). */
      authSecret: string
      /** TRUST_PROXY; false (X-Forwarded-For ignored) when left out. */
      trustProxy?: AppConfig['trustProxy']
    }
  database: Database
  /** Heartbeat interval of /api/events (tests shorten it). */
  heartbeatMs?: number
  /** The recommender; by default chosen from configuration (the embedded one when none is set). */
  recommender?: Recommender
  /** Time limit of a recommendation (tests shorten it). */
  recommendationTimeoutMs?: number
  /** Entries of the catalogue read cache; 0 turns it off (the benchmark measures both). */
  readCacheEntries?: number
  /** Counts what the catalogue's routes work out instead of taking from a cache (the benchmark). */
  catalogueWork?: CatalogueWork
  /** How long a session lookup is reused (auth/sessions.ts); 0 turns it off (the benchmark). */
  sessionCacheMs?: number
  /** The clock of what depends on the day (exams' statuses); tests set it. */
  now?: () => Date
  /** Addresses per sitemap file (50,000; tests make it small). */
  sitemapFileSize?: number
  /** The web app's server entry (tests pass the source one); by default dist/web-server's. */
  pageRenderer?: PageRendererModule
  /** The courses' link-preview pictures (tests count the drawing); by default web/og-image.ts's. */
  coursePreviews?: CoursePreviews
  /** Where account e-mails go; by default SMTP_URL's server, else DATA_DIR/outbox. */
  mailer?: Mailer
  /** The catalogue sources' delays and deadlines (tests shorten them). */
  sourceLimits?: Parameters<typeof createCatalogueSources>[0]['limits']
  /** Where log lines go (tests read them); by default stdout, made readable on a terminal. */
  logStream?: NodeJS.WritableStream
}

/** How often finished jobs past their week are deleted. */
const JOB_TRIM_MS = 60 * 60_000

/** A quarter of the shortest of the header and request timeouts, between 0.1 s and 5 s. */
function checkingInterval({ headersMs, requestMs }: HttpTimeouts): number {
  const shortest = Math.min(...[headersMs, requestMs].filter((ms) => ms > 0))
  return Number.isFinite(shortest) ? Math.min(5000, Math.max(100, Math.floor(shortest / 4))) : 5000
}

/**
 * The whole application: the Fastify server with its guards, then the services the features share,
 * then the features, each registered with what it uses.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { app, early } = createServer(options)
  const pageTemplate = loadPageTemplate(options.config.webDistDir)
  await registerHttp(app, options, pageTemplate?.scriptHashes)
  const services = await createServices(app, options)
  // The guards that need a session: writes from other sites are refused (403), then protected
  // routes ask for a session (401), both before a body is read
  // (docs/decisions/026-cross-site-writes-and-route-access.md); then text no field can hold is a
  // 400, before any schema reads it (src/domain/text-input.ts).
  registerSameOriginWrites(app, options.config.publicUrl)
  app.decorate('declaredRoutes', registerRouteAccess(app, services.sessions))
  registerTextChecks(app)
  await registerFeatures(app, options, services, { early, template: pageTemplate?.html })
  return app
}

/**
 * The Fastify server: its logs, limits and timeouts, its error shape, the refusal of dot segments,
 * the catalogue's early answers and the readiness a shutdown turns off.
 */
function createServer({ config, logStream: givenLogStream }: BuildAppOptions) {
  // Logs (src/server/http/request-log.ts): one line per request; JSON, or short lines on a terminal.
  const logStream = givenLogStream ?? (process.stdout.isTTY ? prettyStream() : undefined)
  const timeouts = config.httpTimeouts ?? DEFAULT_HTTP_TIMEOUTS
  // Set by src/server/main.ts on SIGTERM: /api/ready answers 503 from then on, and a connection kept
  // alive closes after its answer, so the shutdown waits for requests in flight, not for idle
  // connections a browser or proxy would keep open.
  const readiness: Readiness = { stopping: false }
  // The catalogue's repeated reads, answered before Fastify (docs/decisions/050-early-answers.md):
  // not while stopping (Fastify's path says `Connection: close`) or while each request is logged.
  const early: EarlyAnswers = new EarlyAnswers(
    (): boolean => !readiness.stopping && !logsEachRequest(app.log.level),
  )
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        req: (req: { method?: string; url?: string; ip?: string; remoteAddress?: string }) => ({
          method: req.method,
          url: logSafeUrl(req.url ?? ''),
          remoteAddress: req.ip ?? req.remoteAddress,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // A slow or stalled client does not hold a connection for ever (config.ts,
    // docs/decisions/042-event-stream-caps-and-http-timeouts.md). Node checks the header and
    // request timeouts every `connectionsCheckingInterval`: often enough to act near the limit.
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: checkingInterval(timeouts),
    },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Requests the router or the HTTP parser refuse are answered in the API's error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>()
  answerEarlyOn(app.server, early)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  // First of all: a path with dot segments is refused before it can reach any route.
  registerPlainPaths(app)
  app.decorate('readiness', readiness)
  app.addHook('preClose', (done) => {
    early.stop()
    done()
  })
  app.addHook('onSend', function closeWhenStopping(_request, reply, payload, done) {
    if (readiness.stopping) reply.header('connection', 'close')
    done(null, payload)
  })
  return { app, early }
}

/** What every answer carries (security headers, compression) and the API's own description. */
async function registerHttp(
  app: FastifyInstance,
  { config }: BuildAppOptions,
  scriptHashes: string[] | undefined,
) {
  const httpsOnly = config.publicUrl?.startsWith('https://') ?? false
  registerSecurityHeaders(app, { httpsOnly, scriptHashes })
  await app.register(compress, { threshold: 1024 })
  // OpenAPI generated from the routes' zod schemas, served at /api/openapi.json.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CourseCompass API',
        version: '1',
        description: 'Errors always have the shape {error: {code, message, fields?}}.',
      },
    },
    transform: jsonSchemaTransform,
  })
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  )
}

/** What several features share: mail, accounts and sessions, limits, the audit log, moderation. */
async function createServices(app: FastifyInstance, options: BuildAppOptions) {
  const { config, database, mailer: givenMailer, sessionCacheMs } = options
  // Account e-mails (docs/product.md#accounts): SMTP_URL's server, else the outbox in DATA_DIR.
  const mailer =
    givenMailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      publicUrl: config.publicUrl,
      dataDir: config.dataDir,
      log: app.log,
    })
  // Links in mails are on the site's configured address, never on a request's Host
  // (docs/security.md#links); config.ts refuses SMTP_URL without PUBLIC_URL.
  const mails = createAccountMails({ mailer, siteUrl: config.siteUrl, log: app.log })
  app.log.info(`Account emails go to ${mailer.description}`)
  app.addHook('onClose', async () => {
    await mails.flush()
    await mailer.close()
  })
  const throttle = createThrottleRepository(database.db)
  const auth = createAuth({
    db: database.db,
    secret: config.authSecret,
    siteUrl: config.siteUrl,
    log: app.log,
    events: {
      mails,
      // Every session of the account is deleted by then: every instance forgets them at once, and
      // the account's sign-in lock is lifted (docs/decisions/028-sign-in-throttling.md).
      passwordReset: async (user) => {
        await sessions.changed(user.id)
        await throttle.clear(signInAccountKey(user.email))
      },
      emailVerified: async (user) => sessions.changed(user.id),
    },
  })
  const sessions = createSessions(auth, config.adminEmails, {
    bus: database.bus,
    cacheMs: sessionCacheMs,
    db: database.db,
  })
  app.addHook('onClose', async () => sessions.dispose())
  const audit = createAuditLog(database.db)
  const reports = createReports(database.db)
  // Creates sent with an Idempotency-Key are done once (docs/decisions/045-idempotent-writes.md);
  // keys past their 24 hours are deleted now and then, on every instance.
  const writes = createIdempotentWrites({ db: database.db, secret: config.authSecret })
  const stopTrimming = writes.trimEvery(IDEMPOTENCY_TRIM_MS, (error) =>
    app.log.warn({ err: error }, 'Expired idempotency keys could not be deleted'),
  )
  app.addHook('onClose', async () => stopTrimming())
  // Background jobs (docs/decisions/058-jobs-on-the-database.md): the features define their kinds;
  // the queue looks for due jobs once the server listens, and stops with it.
  const jobs = createJobQueue({ db: database.db, log: app.log })
  app.addHook('onReady', async () => jobs.start())
  app.addHook('onClose', async () => await jobs.stop())
  const stopTrimmingJobs = runEvery(JOB_TRIM_MS, jobs.trim, (error) =>
    app.log.warn({ err: error }, 'Finished jobs could not be deleted'),
  )
  app.addHook('onClose', async () => stopTrimmingJobs())
  return {
    jobs,
    bus: database.bus,
    mailer,
    mails,
    throttle,
    auth,
    sessions,
    audit,
    reports,
    // A moderator's hide, unhide and dismiss; the features register their kinds of item with it.
    moderation: createModeration({ audit, reports }),
    writes,
    courses: createCoursesRepository(database.db),
    images: await openImageStore(database, path.join(config.dataDir, 'media'), app.log),
  }
}
type Services = Awaited<ReturnType<typeof createServices>>

/** Each feature, with what it uses. */
async function registerFeatures(
  app: FastifyInstance,
  options: BuildAppOptions,
  services: Services,
  web: { early: EarlyAnswers; template: string | undefined },
) {
  const { config, database } = options
  const { bus, mails, throttle, auth, sessions, audit, reports, moderation, writes } = services
  const { courses, images } = services
  const library = createLibraryRepository(database.db)
  await app.register(authRoutes, {
    auth,
    throttle,
    sessions,
    siteUrl: config.siteUrl,
    saveLanguage: (userId, language) => library.setLanguage(userId, language),
  })
  await app.register(libraryRoutes, { library, sessions, throttle, bus })
  await app.register(reviewsRoutes, {
    reviews: createReviewsRepository(database.db),
    throttle,
    bus,
    courseExists: async (courseId) => Boolean(await courses.findById(courseId)),
    moderation,
    writes,
    audit,
  })
  await app.register(mediaRoutes, { images })
  await app.register(communityRoutes, {
    db: database.db,
    community: createCommunityRepository(database.db),
    images,
    throttle,
    bus,
    moderation,
    writes,
  })
  await app.register(accountRoutes, {
    accounts: createAccountRepository(database.db, MEMBER_DATA),
    auth,
    sessions,
    throttle,
    bus,
    audit,
    images,
    mails,
  })
  await app.register(siteRoutes, {
    site: createSiteRepository(database.db),
    throttle,
    mails,
    writes,
  })
  await app.register(adminRoutes, {
    admin: createAdminRepository(database.db),
    reports,
    moderation,
    audit,
    sessions,
    siteUrl: config.siteUrl,
    adminEmails: config.adminEmails,
  })
  await app.register(importRoutes, {
    importer: createCatalogueImportRepository(database.db),
    audit,
    bus,
  })
  // Catalogue sources refreshed on their schedule (docs/product.md#catalogue-sources): every
  // instance adds the due jobs once it listens; the job queue runs each once.
  const catalogueSources = createCatalogueSources({
    db: database.db,
    jobs: services.jobs,
    publish: (event) => bus.publish(event),
    allowed: config.fetchAllowedAddresses?.length
      ? allowList(config.fetchAllowedAddresses)
      : undefined,
    siteUrl: config.siteUrl,
    log: app.log,
    limits: options.sourceLimits,
  })
  let stopScheduling = () => {}
  app.addHook('onReady', async () => {
    stopScheduling = catalogueSources.startSchedule()
  })
  app.addHook('onClose', async () => stopScheduling())
  await app.register(sourcesRoutes, { catalogueSources, audit, writes })
  await app.register(submissionsRoutes, {
    submissions: createSubmissionsRepository(database.db),
    courses,
    coursesOn: createCoursesRepository,
    bus,
    audit,
    writes,
  })
  await app.register(recommendationsRoutes, {
    recommender: options.recommender ?? createEmbeddedRecommender(),
    findCourse: (courseId) => courses.findById(courseId),
    throttle,
    feedback: createFeedbackRepository(database.db),
    secret: config.authSecret,
    timeoutMs: options.recommendationTimeoutMs,
    writes,
  })
  await app.register(healthRoutes, { database, readiness: app.readiness })
  const catalogue = await createCatalogueSearch({ db: database.db, bus, log: app.log })
  const advice = tuningAdvice(catalogue.size(), process.execArgv)
  if (advice) app.log.info(advice)
  app.addHook('onClose', async () => await catalogue.close())
  // Government exams and their dates (docs/product.md#government-exams); a course's page names
  // the exams it prepares for.
  const exams = createExamsRepository(database.db)
  await app.register(coursesRoutes, {
    courses,
    catalogue,
    bus,
    audit,
    cacheEntries: options.readCacheEntries,
    work: options.catalogueWork,
    early: web.early,
    examsOf: (courseId) => exams.ofCourse(courseId),
  })
  await app.register(pricesRoutes, { prices: createPricesRepository(database.db) })
  await app.register(examsRoutes, {
    exams,
    siteUrl: config.siteUrl,
    now: options.now,
    coursesByIds: async (ids) =>
      (await Promise.all(ids.map((id) => courses.findById(id)))).flatMap((course) => {
        if (!course) return []
        const { description: _description, ...item } = course
        return [item]
      }),
  })
  // What the jobs that mail members need (exam reminders, price alerts, follows' digests): each
  // signs its stop links with the site's secret and links the site's pages.
  const mailJobs = {
    db: database.db,
    jobs: services.jobs,
    mailer: services.mailer,
    secret: config.authSecret,
    siteUrl: config.siteUrl,
    log: app.log,
  }
  // Followed exams' reminders and calendars (docs/product.md#exam-reminders): mailed by a job every
  // instance adds each minute once it listens.
  await app.register(examFollowsRoutes, {
    follows: createExamFollowsRepository(database.db),
    throttle,
    secret: config.authSecret,
    siteUrl: config.siteUrl,
    now: options.now,
  })
  const examReminders = createExamReminders(mailJobs)
  await app.register(examAdminRoutes, {
    db: database.db,
    audit,
    bus,
    writes,
    queueChange: examReminders.queueChange,
    now: options.now,
  })
  // Price alerts (docs/product.md#price-alerts): members are mailed once their price is reached,
  // by a job every instance adds each minute once it listens.
  await app.register(priceAlertsRoutes, {
    alerts: createPriceAlertsRepository(database.db),
    coursePrice: async (courseId) => {
      const course = await courses.findById(courseId)
      return course && { price: course.price }
    },
    throttle,
    secret: config.authSecret,
  })
  const alertMails = createPriceAlertMails(mailJobs)
  // Follows (docs/product.md#follows): what is new in them is collected by a job every instance
  // adds each minute, and mailed as one digest per member.
  await app.register(followsRoutes, {
    follows: createFollowsRepository(database.db),
    throttle,
    secret: config.authSecret,
  })
  const digests = createFollowDigests({ ...mailJobs, catalogue })
  let stopSchedules = () => {}
  app.addHook('onReady', async () => {
    const stops = [
      alertMails.startSchedule(),
      digests.startSchedule(),
      examReminders.startSchedule(),
    ]
    stopSchedules = () => stops.forEach((stop) => stop())
  })
  app.addHook('onClose', async () => stopSchedules())
  await app.register(eventsRoutes, {
    bus,
    heartbeatMs: options.heartbeatMs,
    limits: config.eventStreams ?? DEFAULT_EVENT_STREAMS,
  })
  await app.register(sitemapRoutes, {
    courses,
    morePages: () => exams.sitemapPages(),
    bus,
    siteUrl: config.siteUrl,
    perFile: options.sitemapFileSize,
  })
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    template: web.template,
    siteUrl: config.siteUrl,
    courses,
    bus,
    onCatalogueReload: (listener) => catalogue.onReload(listener),
    pageRenderer: options.pageRenderer,
    coursePreviews: options.coursePreviews,
    accountLanguage: async (request) => (await sessions.currentUser(request))?.language ?? null,
  })
}
