// What administrators review: moderators, suspensions, contact messages, subscribers (the reports
// queue is src/server/moderation/reports.ts).
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Moderator, Suspension } from '../../../domain/schemas/site'
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

    /** The member a suspension in force is of, or undefined when it is not in force. */
    async suspendedBy(suspensionId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(suspensions)
        .innerJoin(users, eq(users.id, suspensions.userId))
        .where(and(eq(suspensions.id, suspensionId), isNull(suspensions.liftedAt)))
      return row
    },

    /** Whether the user is a moderator. */
    async isModerator(userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: moderators.userId })
        .from(moderators)
        .where(eq(moderators.userId, userId))
      return rows.length > 0
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
