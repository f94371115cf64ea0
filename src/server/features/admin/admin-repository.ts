// What administrators review: reported items with their report counts, contact messages,
// subscribers.
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { DELETED_USER_NAME } from '../../../domain/account'
import type { Moderator, ReportedItem, Suspension } from '../../../domain/schemas/site'
import type { Db } from '../../db/db-type'
import { contactMessages, moderators, subscribers, suspensions, users } from '../../db/schema'

export function createAdminRepository(db: Db) {
  return {
    /** The moderators, most recently appointed first. */
    async moderators(): Promise<Moderator[]> {
      const rows = await db
        .select({
          userId: moderators.userId,
          name: users.name,
          email: users.email,
          grantedBy: moderators.grantedBy,
          grantedAt: moderators.createdAt,
        })
        .from(moderators)
        .innerJoin(users, eq(users.id, moderators.userId))
        .orderBy(desc(moderators.createdAt))
      return rows.map((r) => ({ ...r, grantedAt: r.grantedAt.toISOString() }))
    },

    /** Suspensions in force, the latest first. */
    async suspensions(): Promise<Suspension[]> {
      const rows = await db
        .select({
          suspensionId: suspensions.id,
          userId: suspensions.userId,
          name: users.name,
          email: users.email,
          reason: suspensions.reason,
          until: suspensions.until,
          createdBy: suspensions.createdBy,
          createdAt: suspensions.createdAt,
        })
        .from(suspensions)
        .innerJoin(users, eq(users.id, suspensions.userId))
        .where(
          and(
            isNull(suspensions.liftedAt),
            sql`(${suspensions.until} IS NULL OR ${suspensions.until} > now())`,
          ),
        )
        .orderBy(desc(suspensions.createdAt))
      return rows.map((r) => ({
        ...r,
        until: r.until?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      }))
    },

    async suspend(input: { userId: string; reason: string; days: number | null; by: string }) {
      const [row] = await db
        .insert(suspensions)
        .values({
          userId: input.userId,
          reason: input.reason,
          createdBy: input.by,
          until: input.days === null ? null : sql`now() + make_interval(days => ${input.days})`,
        })
        .returning({ id: suspensions.id, until: suspensions.until })
      return row!
    },

    /** Lifts a suspension in force; its user and e-mail, or undefined when there is none. */
    async lift(suspensionId: string, by: string) {
      const [row] = await db
        .update(suspensions)
        .set({ liftedAt: sql`now()`, liftedBy: by })
        .where(and(eq(suspensions.id, suspensionId), isNull(suspensions.liftedAt)))
        .returning({ userId: suspensions.userId })
      if (!row) return undefined
      const [user] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.id, row.userId))
      return user
    },

    /** The account with this e-mail (not a deleted one's tombstone), if there is one. */
    async accountByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)))
      return row
    },

    /** Makes the user a moderator; false when they already were one. */
    async grantModerator(userId: string, grantedBy: string): Promise<boolean> {
      const rows = await db
        .insert(moderators)
        .values({ userId, grantedBy })
        .onConflictDoNothing()
        .returning({ userId: moderators.userId })
      return rows.length > 0
    },

    /** Ends the user's moderation; the former moderator's e-mail and name, or undefined. */
    async revokeModerator(userId: string) {
      const [row] = await db
        .delete(moderators)
        .where(eq(moderators.userId, userId))
        .returning({ userId: moderators.userId })
      if (!row) return undefined
      const [user] = await db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId))
      return user
    },

    async reported(): Promise<ReportedItem[]> {
      // Both drivers answer { rows }: PGlite's Results and node-postgres' QueryResult.
      const result = (await db.execute(sql`
        SELECT 'review' AS type, r.id::text AS id, r.text, u.name AS author,
               u.deleted_at IS NOT NULL AS author_deleted, r.hidden, r.created_at,
               (SELECT count(*) FROM review_reports x WHERE x.review_id = r.id)::int AS reports
          FROM reviews r JOIN users u ON u.id = r.user_id
         WHERE EXISTS (SELECT 1 FROM review_reports x WHERE x.review_id = r.id)
        UNION ALL
        SELECT 'post', p.id::text, p.title || ': ' || p.body, u.name, u.deleted_at IS NOT NULL,
               p.hidden, p.created_at,
               (SELECT count(*) FROM post_reports x WHERE x.target_id = p.id)::int
          FROM posts p JOIN users u ON u.id = p.user_id
         WHERE EXISTS (SELECT 1 FROM post_reports x WHERE x.target_id = p.id)
        UNION ALL
        SELECT 'comment', c.id::text, c.text, u.name, u.deleted_at IS NOT NULL,
               c.hidden, c.created_at,
               (SELECT count(*) FROM comment_reports x WHERE x.target_id = c.id)::int
          FROM comments c JOIN users u ON u.id = c.user_id
         WHERE EXISTS (SELECT 1 FROM comment_reports x WHERE x.target_id = c.id)
        ORDER BY reports DESC, created_at DESC
        LIMIT 500`)) as unknown as { rows: Record<string, unknown>[] }
      return result.rows.map((r) => ({
        type: r.type as ReportedItem['type'],
        id: String(r.id),
        text: String(r.text),
        // A deleted account's kept item (docs/decisions/029-deleting-an-account.md).
        author: r.author_deleted ? DELETED_USER_NAME : String(r.author).trim() || 'Anonymous',
        reports: Number(r.reports),
        hidden: Boolean(r.hidden),
        createdAt: new Date(r.created_at as string).toISOString(),
      }))
    },

    async contactMessages() {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt))
        .limit(500)
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
    },

    /** Confirmed newsletter subscribers only (double opt-in), with their unsubscribe token. */
    async subscribers() {
      const rows = await db
        .select({
          email: subscribers.email,
          confirmedAt: subscribers.confirmedAt,
          token: subscribers.token,
        })
        .from(subscribers)
        .where(isNotNull(subscribers.confirmedAt))
        .orderBy(subscribers.confirmedAt)
      return rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt!.toISOString() }))
    },
  }
}
export type AdminRepository = ReturnType<typeof createAdminRepository>
