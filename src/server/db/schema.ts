// The database schema (drizzle). One schema and one set of migrations serve PGlite and PostgreSQL.
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { CourseInput } from '../../domain/course'
import type {
  CertificateKind,
  CourseFormat,
  CourseLevel,
  SyllabusModule,
} from '../../domain/course-facts'
import type { ExamBody, ExamStageKind } from '../../domain/exams'
import type { FollowFrequency, FollowQuery } from '../../domain/follows'
import type { ReviewCompletion } from '../../domain/review'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseName: text('course_name').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    duration: text('duration').notNull(),
    validity: text('validity').notNull(),
    certification: text('certification').notNull(),
    /** Rupees; NULL means free (shown as 'Free'). */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    imageUrl: text('image_url').notNull(),
    instructor: text('instructor').notNull(),
    platform: text('platform').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    isFavourite: boolean('is_favourite').notNull().default(false),
    /** How many members favourited it, kept by a trigger on `favorites` (migration 0024). */
    fvrtCount: integer('fvrt_count').notNull().default(0),
    officialUrl: text('official_url').notNull(),
    language: text('language').notNull().default(''),
    isBestseller: boolean('is_bestseller').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When a field of the course last changed (an edit, an import): the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The course's last drop in price: the price it dropped from and when, kept by a
     * trigger whatever changes the price (migration 0029, docs/product.md#price-drops). NULL when
     * it has not dropped, or rose back to where it dropped from.
     */
    priceDropFrom: numeric('price_drop_from', { precision: 12, scale: 2, mode: 'number' }),
    priceDroppedAt: timestamp('price_dropped_at', { withTimezone: true, mode: 'date' }),
    // The facts that decide it (docs/product.md#course-facts, src/domain/course-facts.ts), each
    // NULL (the syllabus empty) when the course does not state it (migration 0038).
    level: text('level').$type<CourseLevel>(),
    format: text('format').$type<CourseFormat>(),
    hoursPerWeek: numeric('hours_per_week', { precision: 3, scale: 1, mode: 'number' }),
    /** YYYY-MM. */
    lastUpdated: text('last_updated'),
    /** YYYY-MM-DD or 'self-paced'. */
    nextStart: text('next_start'),
    certificate: text('certificate').$type<CertificateKind>(),
    /** Rupees on top of the course's price; 0: included. */
    certificateCost: integer('certificate_cost'),
    syllabus: jsonb('syllabus').$type<SyllabusModule[]>().notNull().default([]),
  },
  (t) => [
    // Search, filters and sorts run on the in-memory search index (docs/decisions/016), so the
    // table needs no search or order indexes; a catalogue import finds the course to update by its
    // official link.
    index('courses_official_url').on(t.officialUrl),
  ],
)

// Every price a course has had (docs/product.md#price-history), written by a trigger on `courses`
// whatever changes it (an edit, an import, a source's refresh: migration 0025), with what changed it
// (`origin`, from the transaction's `coursecompass.price_origin`: db/price-origin.ts). A price that
// does not change writes nothing. Deleted with its course.
export const coursePrices = pgTable(
  'course_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Rupees; NULL: free. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    /** What set it: added, edit, import, source, restore (db/price-origin.ts). */
    origin: text('origin').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('course_prices_course_changed').on(t.courseId, t.changedAt)],
)

// Courses members submitted (docs/product.md#adding-a-course): they wait here, outside the catalogue,
// until a moderator approves (the course is created then, possibly edited: `course_id`) or rejects
// them with a reason (docs/decisions/037-course-submissions.md).
export const courseSubmissions = pgTable(
  'course_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The course as submitted (courseInputSchema's output). */
    course: jsonb('course').$type<CourseInput>().notNull(),
    /** 'pending', 'approved' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    /** Why it was rejected, shown to the submitter. */
    reason: text('reason'),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** The moderator who decided (their e-mail: it outlives their account). */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('course_submissions_status_created').on(t.status, t.createdAt),
    index('course_submissions_user').on(t.userId, t.createdAt),
  ],
)

// Accounts (better-auth's user, session, account and verification models; property names are the
// library's field names). A user row is the user profile record (docs/product.md#accounts): name is
// the displayName, createdAt the createdDate; language is an additional field (auth.ts).
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** The language the user chose for the site ('en', 'hi'); NULL until they choose. */
  language: text('language'),
  /**
   * Set when the user deleted their account: the row stays as an anonymous tombstone (no name, an
   * e-mail that is no address, no credential, no session) so that the reviews, posts and comments
   * they kept still have an author, shown as 'Deleted user' (docs/decisions/029-deleting-an-account.md).
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
})

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * When the session was last used, written by auth/sessions.ts at most every
     * SESSION_ACTIVITY_MINUTES (better-auth itself updates the row once a day).
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    ...timestamps,
  },
  (t) => [index('sessions_user_id').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', {
      withTimezone: true,
      mode: 'date',
    }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', {
      withTimezone: true,
      mode: 'date',
    }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id').on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier').on(t.identifier)],
)

/** Failed sign-in counters per IP and per account, kept here so limits hold across restarts. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
})

const libraryTable = (name: string) =>
  pgTable(
    name,
    {
      userId: text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      courseId: uuid('course_id')
        .notNull()
        .references(() => courses.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
        .notNull()
        .defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.courseId] }),
      index(`${name}_course_id`).on(t.courseId),
    ],
  )

export const bookmarks = libraryTable('bookmarks')
export const favorites = libraryTable('favorites')

// Reviews: one per user per course. Helpful votes and reports are rows (one per user), counted on
// read, so counts and averages are exact however many people write at once.
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    rating: integer('rating'),
    hidden: boolean('hidden').notNull().default(false),
    // How the reviewer took the course (docs/product.md#reviews), each optional: 'completed',
    // 'taking' or 'dropped' (and how far they got, in percent), the month they took it (YYYY-MM),
    // the rupees they paid, and three aspects rated 1-5.
    completion: text('completion').$type<ReviewCompletion>(),
    progress: smallint('progress'),
    takenIn: text('taken_in'),
    pricePaid: integer('price_paid'),
    depth: smallint('depth'),
    readiness: smallint('readiness'),
    value: smallint('value'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_course_user').on(t.courseId, t.userId),
    // The review bursts' read (docs/product.md#review-bursts): the last 30 days' reviews.
    index('reviews_created').on(t.createdAt),
    index('reviews_course_visible').on(t.courseId, t.hidden),
  ],
)

// A moderator's word that a course's burst of reviews from new accounts is genuine
// (docs/product.md#review-bursts): bursts that ended by `checked_through` are no longer flagged;
// a later review from a new account can flag the course again.
export const reviewBurstChecks = pgTable('review_burst_checks', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  checkedThrough: timestamp('checked_through', { withTimezone: true, mode: 'date' }).notNull(),
  /** The moderator's e-mail (it outlives their account, as the audit log's does). */
  checkedBy: text('checked_by').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/**
 * Why a member reported something (docs/product.md#moderation): one of REPORT_REASONS, the text they
 * wrote for 'other', and when a moderator acted on it (hid the item or dismissed its reports).
 * Open reports are the ones with no `resolved_at`; the queue counts only those.
 */
const reportColumns = () => ({
  reason: text('reason').notNull().default('other'),
  detail: text('detail'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
})

export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
)

// Community board. Votes are one row per user and post (direction +1 or -1); comments are rows,
// never a rewritten list; reports one row per user. A post's vote and comment counts are kept by
// triggers on those rows (docs/decisions/056-counts-kept-by-triggers.md).
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    tags: text('tags').array().notNull(),
    /** File name under DATA_DIR/media (content hash + .webp), or null. */
    image: text('image'),
    hidden: boolean('hidden').notNull().default(false),
    /**
     * Its visible comments, kept by a trigger on `comments` (migration 0016): exact under concurrent
     * writes, whichever path adds, hides or deletes a comment, and no count over 50,000 rows.
     */
    commentCount: integer('comment_count').notNull().default(0),
    /** Its up and down votes, kept by a trigger on `post_votes` (migration 0024), as its comments are. */
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When its author last edited it (within EDIT_WINDOW_MINUTES of writing it); shown 'edited'. */
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Newest and Oldest page by (created_at, id) (docs/product.md#posts).
    index('posts_created_id').on(t.createdAt, t.id),
    index('posts_tags').using('gin', t.tags),
  ],
)

export const postVotes = pgTable(
  'post_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +1 up, -1 down. */
    direction: integer('direction').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
)

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When its author last edited it (within EDIT_WINDOW_MINUTES of writing it); shown 'edited'. */
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  // A post's comments page by (created_at, id), newest first (docs/product.md#comments).
  (t) => [index('comments_post_created_id').on(t.postId, t.createdAt, t.id)],
)

/**
 * A report table: one row per member and reported item (`target_id`), the same columns for every
 * kind of item (src/server/moderation/reports.ts).
 */
const reportTable = (
  name: string,
  target: () => typeof reviews.id | typeof posts.id | typeof comments.id,
) =>
  pgTable(
    name,
    {
      targetId: uuid('target_id').notNull().references(target, { onDelete: 'cascade' }),
      userId: text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
        .notNull()
        .defaultNow(),
      ...reportColumns(),
    },
    (t) => [primaryKey({ columns: [t.targetId, t.userId] })],
  )

export const reviewReports = reportTable('review_reports', () => reviews.id)
export const postReports = reportTable('post_reports', () => posts.id)
export const commentReports = reportTable('comment_reports', () => comments.id)

/** Binary data: a Buffer here, whatever the driver hands back (PGlite gives a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

// Uploaded images on PostgreSQL, so that every instance serves them (src/server/media/image-store.ts;
// the embedded default keeps them as files under DATA_DIR/media). Named by their content's hash.
export const images = pgTable('images', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// Secrets the instances sharing a PostgreSQL database must agree on (src/server/auth/auth-secret.ts):
// created once by whichever instance starts first.
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// Members an administrator made moderators (docs/product.md#roles): they hide and unhide what
// people wrote and work the reports queue. Administrators are ADMIN_EMAILS, never rows here.
export const moderators = pgTable('moderators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The administrator who granted it (their e-mail: it outlives their account). */
  grantedBy: text('granted_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// Suspensions (docs/product.md#roles): a suspended member reads but does not write until `until`
// (NULL: until lifted). A lifted one keeps its row, with who lifted it and when.
export const suspensions = pgTable(
  'suspensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true, mode: 'date' }),
    liftedBy: text('lifted_by'),
  },
  (t) => [index('suspensions_user').on(t.userId)],
)

// 'Was this helpful?' under a recommendation (docs/product.md#comparison-and-recommendation): one
// answer per person (account, else address) and recommendation, counted per recommender on /admin.
export const recommendationFeedback = pgTable(
  'recommendation_feedback',
  {
    /** The recommendation's id (a hash of the question; the same question has the same id). */
    answerId: text('answer_id').notNull(),
    /** 'user:<id>' or 'ip:<hash of the address>': who answered, without storing an address. */
    voter: text('voter').notNull(),
    provider: text('provider').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.answerId, t.voter] }),
    index('recommendation_feedback_provider').on(t.provider),
  ],
)

// Contact messages, newsletter subscribers and the administrators' audit trail.
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// Newsletter subscribers, confirmed by the link of the confirmation mail (double opt-in,
// docs/decisions/033-newsletter-double-opt-in.md). `token` is in that link and in every mail's
// unsubscribe link; rows from before the opt-in got one from the migration and stay unconfirmed.
export const subscribers = pgTable('subscribers', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  token: text('token')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  /** The language the address subscribed in: its mails are written in it. */
  language: text('language').notNull().default('en'),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true, mode: 'date' }),
})

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept when the administrator's account is deleted: the e-mail beside it still says who.
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What the id alone does not say: the item's name, the fields an edit changed. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_created_at').on(t.createdAt)],
)

// Every change event, numbered in the order it was committed (docs/decisions/044-numbered-change-events.md):
// pages and instances that were away ask for what they missed since the last number they saw.
// Trimmed by age; `origin` is the instance that published it.
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payload: jsonb('payload').notNull(),
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_at').on(t.createdAt)],
)

// The answers to writes sent with an Idempotency-Key (docs/decisions/045-idempotent-writes.md), kept
// 24 hours per member ('user:<id>') or client ('ip:<hash of the address>'): a retry with the same
// key and body gets the first answer instead of a second write. Written in the write's transaction.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of the request's method, route and body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer (null until the write that holds the key has finished). */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_at').on(t.createdAt),
  ],
)

// Work done later and in the background, by whichever instance claims it first
// (docs/decisions/058-jobs-on-the-database.md, src/server/jobs/job-queue.ts): a catalogue source's
// refresh, a digest of mails. `key` makes a job once per what it is for ('source:<id>:<time>'), so
// instances that enqueue the same work at once add one row. A claim leases the row until
// `locked_until`; an instance that stops mid-job leaves a lease that runs out, and another takes it.
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    /** queued, running, done or failed (after its last attempt). */
    state: text('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('jobs_kind_key').on(t.kind, t.key), index('jobs_due').on(t.state, t.runAt)],
)

// Catalogue sources (docs/product.md#catalogue-sources): feeds and course pages the catalogue is
// refreshed from, each on its interval, by the `catalogue-source` job
// (src/server/features/catalogue-import/source-refresh.ts). Only administrators add them.
export const catalogueSources = pgTable('catalogue_sources', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** 'feed' (one JSON Lines or CSV address) or 'pages' (course pages read for their JSON-LD). */
  kind: text('kind').notNull(),
  addresses: jsonb('addresses').$type<string[]>().notNull(),
  /** Every course the source brings is on this platform. */
  platform: text('platform').notNull(),
  /** The category of a page's course (a feed's rows name their own). */
  category: text('category').notNull().default(''),
  intervalMinutes: integer('interval_minutes').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Each address's validators from its last full answer, for conditional requests. */
  validators: jsonb('validators')
    .$type<Record<string, { etag?: string; lastModified?: string }>>()
    .notNull()
    .default({}),
  /** Failed runs in a row: from SOURCE_FAILING_AFTER the source is flagged on /admin. */
  failures: integer('failures').notNull().default(0),
  ...timestamps,
})

// Each refresh of a source: what it found, or why it failed. The last SOURCE_RUNS_KEPT of each are
// kept.
export const sourceRuns = pgTable(
  'source_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => catalogueSources.id, { onDelete: 'cascade' }),
    /** 'running', 'ok' or 'failed'. */
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    bad: integer('bad').notNull().default(0),
    /** The first bad rows (SOURCE_BAD_ROWS_KEPT), each with its line or address and the reason. */
    badRows: jsonb('bad_rows').$type<{ line: number; reason: string }[]>().notNull().default([]),
    /** Requests made, and how many of them the host answered 'not modified'. */
    requests: integer('requests').notNull().default(0),
    notModified: integer('not_modified').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('source_runs_source_started').on(t.sourceId, t.startedAt)],
)

// The hosts sources are read from: one run at a time per host, on every instance, and a pause
// between runs (the politeness delay, or the host's robots.txt Crawl-delay).
export const sourceHosts = pgTable('source_hosts', {
  host: text('host').primaryKey(),
  /** Held by a run until it ends, or until this time if its instance stopped. */
  busyBy: text('busy_by'),
  busyUntil: timestamp('busy_until', { withTimezone: true, mode: 'date' }),
  /** No run starts on the host before this. */
  nextAt: timestamp('next_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// Price alerts (docs/product.md#price-alerts): a member is told, at most once a week per course,
// when a course's price is at or below their target. Deleted with the member or the course.
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Rupees. */
    target: numeric('target', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    ...timestamps,
    /** When the member was last mailed about it (ALERT_MAIL_DAYS between two mails). */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('price_alerts_user_course').on(t.userId, t.courseId),
    index('price_alerts_course').on(t.courseId),
  ],
)

// Follows (docs/product.md#follows): a member follows a search, a category, a platform, an
// instructor or an exam, and is mailed what is new there at the frequency they chose. Deleted with
// the member.
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The query's followKey: a member follows the same courses once. */
    key: text('key').notNull(),
    query: jsonb('query').$type<FollowQuery>().notNull(),
    frequency: text('frequency').$type<FollowFrequency>().notNull(),
    ...timestamps,
    /** What was new before this time has been collected (mailed, or there was nothing). */
    collectedUntil: timestamp('collected_until', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** When a digest last listed something of it. */
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('follows_user_key').on(t.userId, t.key),
    index('follows_due').on(t.frequency, t.collectedUntil),
  ],
)

// Government exams (docs/product.md#government-exams): a recruitment ('SSC CGL 2026') and its
// stages, each a day or a window of days in India. Moderators keep the dates; `checked_at` is when
// one last confirmed them against `source`. `sample` marks the dates the site ships with, shown as
// such until a moderator confirms them.
export const exams = pgTable('exams', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  body: text('body').$type<ExamBody>().notNull(),
  /** The words that find its courses in the catalogue ('SSC CGL' for 'SSC CGL 2026'). */
  search: text('search').notNull(),
  /** The recruiting body's notification or page. */
  officialUrl: text('official_url'),
  /** Where the dates were read: an address or a few words ('Notice of 9 June 2026'). */
  source: text('source'),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
  /** Who checked them last (an e-mail address, kept when their account goes). */
  checkedBy: text('checked_by'),
  sample: boolean('sample').notNull().default(false),
  ...timestamps,
})

export const examStages = pgTable(
  'exam_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExamStageKind>().notNull(),
    label: text('label'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The last day of a window; null for one day. */
    endsOn: date('ends_on', { mode: 'string' }),
    /** Raised by each change of its dates: a calendar's SEQUENCE (RFC 5545). */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('exam_stages_exam').on(t.examId)],
)

// The exams a course prepares for (named in the add-course form, the import and the sources).
export const courseExams = pgTable(
  'course_exams',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.examId] }), index('course_exams_exam').on(t.examId)],
)

// Exam reminders (docs/product.md#exam-reminders): the exams a member follows, each reminder sent to
// them (once per member, exam and reminder key, whichever instance sends it, across restarts), and
// their private calendar address. Deleted with the member or the exam.
export const examFollows = pgTable(
  'exam_follows',
  {
    /** A stop link's id. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_follows_user_exam').on(t.userId, t.examId),
    // An exam's followers in the order a reminder's claim reads them.
    index('exam_follows_exam').on(t.examId, t.userId),
  ],
)

export const examRemindersSent = pgTable(
  'exam_reminders_sent',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** The reminder's key (dueReminders: 'closing-week:2026-07-04'), or a change's ('changed:…'). */
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.examId, t.key] })],
)

export const examCalendarFeeds = pgTable('exam_calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Named by the address with the site's signature of it; a new one makes the old address fail. */
  feedId: uuid('feed_id').notNull().unique().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})
