// SQL of the exams members follow, the reminders sent to them and their private calendar addresses
// (docs/product.md#exam-reminders).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { EXAM_FOLLOWS_MAX } from '../../../domain/exams'
import { rowsOf, type Db } from '../../db/db-type'
import { examCalendarFeeds, examFollows, examRemindersSent, exams, users } from '../../db/schema'
import { withStages, type ExamRecord } from './exams-repository'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A follower a reminder is now theirs to be sent (claimed: no other run sends it). */
export interface ClaimedReminder {
  userId: string
  email: string
  name: string
  language: string | null
}

export type FollowAnswer =
  | { followed: ExamRecord & { followedAt: Date }; created: boolean }
  | 'missing'
  | 'too-many'
  /** The account is being deleted (or was). */
  | 'gone'

export function createExamFollowsRepository(db: Db) {
  const followedBy = async (userId: string, examIds?: string[]) => {
    const rows = await db
      .select({ exam: exams, followedAt: examFollows.createdAt })
      .from(examFollows)
      .innerJoin(exams, eq(exams.id, examFollows.examId))
      .where(
        and(
          eq(examFollows.userId, userId),
          examIds ? inArray(examFollows.examId, examIds) : undefined,
        ),
      )
      .orderBy(asc(examFollows.createdAt), asc(examFollows.id))
    const records = await withStages(
      db,
      rows.map((row) => row.exam),
    )
    return records.map((record, i) => ({ ...record, followedAt: rows[i]!.followedAt }))
  }

  return {
    /** The exams the member follows, with their stages, in the order they followed them. */
    followedBy: (userId: string) => followedBy(userId),

    /**
     * Follows the exam at `slug`: following it again is the same follow (a retry is one). The
     * member's row is locked while counting, so that requests sent at once cannot pass
     * EXAM_FOLLOWS_MAX together.
     */
    async follow(userId: string, slug: string): Promise<FollowAnswer> {
      const answer = await db.transaction(async (tx) => {
        const [exam] = await tx.select({ id: exams.id }).from(exams).where(eq(exams.slug, slug))
        if (!exam) return 'missing' as const
        // A deletion of the account under way holds this row: the follow waits, then finds it gone
        // rather than outliving it.
        const living = await rowsOf(
          tx,
          sql`SELECT 1 FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR UPDATE`,
        )
        if (living.length === 0) return 'gone' as const
        const [existing] = await tx
          .select({ id: examFollows.id })
          .from(examFollows)
          .where(and(eq(examFollows.userId, userId), eq(examFollows.examId, exam.id)))
        if (existing) return { examId: exam.id, created: false }
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(examFollows)
          .where(eq(examFollows.userId, userId))
        if (count >= EXAM_FOLLOWS_MAX) return 'too-many' as const
        await tx.insert(examFollows).values({ userId, examId: exam.id })
        return { examId: exam.id, created: true }
      })
      if (typeof answer === 'string') return answer
      const [followed] = await followedBy(userId, [answer.examId])
      // Gone between the two statements (the member stopped it, or the exam was removed).
      if (!followed) return 'missing'
      return { followed, created: answer.created }
    },

    async unfollow(userId: string, slug: string): Promise<boolean> {
      const rows = await db
        .delete(examFollows)
        .where(
          and(
            eq(examFollows.userId, userId),
            inArray(
              examFollows.examId,
              db.select({ id: exams.id }).from(exams).where(eq(exams.slug, slug)),
            ),
          ),
        )
        .returning({ id: examFollows.id })
      return rows.length > 0
    },

    /**
     * Stops the member's follow of the exam (a reminder's stop link names both: a follow made again
     * since the mail is stopped too); false when there is none.
     */
    async removeFor(userId: string, examId: string): Promise<boolean> {
      if (!UUID.test(examId)) return false
      const rows = await db
        .delete(examFollows)
        .where(and(eq(examFollows.userId, userId), eq(examFollows.examId, examId)))
        .returning({ id: examFollows.id })
      return rows.length > 0
    },

    async removeAll(userId: string): Promise<number> {
      const rows = await db
        .delete(examFollows)
        .where(eq(examFollows.userId, userId))
        .returning({ id: examFollows.id })
      return rows.length
    },

    /** Every exam someone follows, with its stages: the ones reminders may be due for. */
    async followedExams(): Promise<ExamRecord[]> {
      const rows = await db
        .select()
        .from(exams)
        .where(inArray(exams.id, db.selectDistinct({ id: examFollows.examId }).from(examFollows)))
        .orderBy(asc(exams.slug))
      return withStages(db, rows)
    },

    /**
     * Claims reminder `key` of the exam for up to `limit` of its followers with a confirmed address
     * who have not had it: each claim is written to the ledger in the same statement, so a
     * reminder is claimed once per member, whichever instance asks first and however often (a
     * second instance waits on the first's rows, then finds them written). A mail that then fails
     * gives its claim back (release).
     */
    async claimReminder(examId: string, key: string, limit: number): Promise<ClaimedReminder[]> {
      return rowsOf<ClaimedReminder>(
        db,
        sql`WITH due AS (
              SELECT f.id, f.user_id FROM exam_follows f
                JOIN users u ON u.id = f.user_id
               WHERE f.exam_id = ${examId} AND u.email_verified AND u.deleted_at IS NULL
                 AND NOT EXISTS (SELECT 1 FROM exam_reminders_sent s
                                  WHERE s.user_id = f.user_id AND s.exam_id = f.exam_id
                                    AND s.key = ${key})
               ORDER BY f.user_id
               LIMIT ${limit}),
            sent AS (
              INSERT INTO exam_reminders_sent (user_id, exam_id, key)
              SELECT user_id, ${examId}, ${key} FROM due
              ON CONFLICT DO NOTHING
              RETURNING user_id)
            SELECT u.id AS "userId", u.email, u.name, u.language
              FROM sent JOIN due ON due.user_id = sent.user_id
              JOIN users u ON u.id = sent.user_id`,
      )
    },

    /**
     * Gives a claimed reminder back (its mail could not be sent): a later run sends it, while it
     * is still due.
     */
    async release(userId: string, examId: string, key: string): Promise<void> {
      await db
        .delete(examRemindersSent)
        .where(
          and(
            eq(examRemindersSent.userId, userId),
            eq(examRemindersSent.examId, examId),
            eq(examRemindersSent.key, key),
          ),
        )
    },

    /** The reminders sent to a member (their export). */
    async remindersSent(userId: string) {
      return db
        .select({
          exam: exams.slug,
          reminder: examRemindersSent.key,
          sentAt: examRemindersSent.sentAt,
        })
        .from(examRemindersSent)
        .innerJoin(exams, eq(exams.id, examRemindersSent.examId))
        .where(eq(examRemindersSent.userId, userId))
        .orderBy(asc(examRemindersSent.sentAt), asc(examRemindersSent.key))
    },

    /** The member's calendar address, if they asked for one. */
    async feedOf(userId: string) {
      const [row] = await db
        .select({ feedId: examCalendarFeeds.feedId, createdAt: examCalendarFeeds.createdAt })
        .from(examCalendarFeeds)
        .where(eq(examCalendarFeeds.userId, userId))
      return row
    },

    /** The member's calendar address, made now if they had none (asked twice, one address). */
    async ensureFeed(userId: string) {
      // Only for a living account: one being deleted (its row held by the deletion) is waited
      // for, then gets none that would outlive it.
      await db.execute(
        sql`INSERT INTO exam_calendar_feeds (user_id)
            SELECT id FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR SHARE
            ON CONFLICT DO NOTHING`,
      )
      return this.feedOf(userId)
    },

    /** A new address for the member's calendar: the old one stops working. */
    async resetFeed(userId: string) {
      const [row] = await rowsOf<{ feedId: string; createdAt: string | Date }>(
        db,
        sql`INSERT INTO exam_calendar_feeds (user_id)
            SELECT id FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR SHARE
            ON CONFLICT (user_id) DO UPDATE SET feed_id = gen_random_uuid(), created_at = now()
            RETURNING feed_id AS "feedId", created_at AS "createdAt"`,
      )
      return row && { feedId: row.feedId, createdAt: new Date(row.createdAt) }
    },

    async removeFeed(userId: string): Promise<boolean> {
      const rows = await db
        .delete(examCalendarFeeds)
        .where(eq(examCalendarFeeds.userId, userId))
        .returning({ userId: examCalendarFeeds.userId })
      return rows.length > 0
    },

    /** Whose calendar an address is, with their language; undefined when it is no one's. */
    async feedOwner(feedId: string) {
      if (!UUID.test(feedId)) return undefined
      const [row] = await db
        .select({ userId: users.id, language: users.language })
        .from(examCalendarFeeds)
        .innerJoin(users, eq(users.id, examCalendarFeeds.userId))
        .where(and(eq(examCalendarFeeds.feedId, feedId), isNull(users.deletedAt)))
      return row
    },
  }
}
export type ExamFollowsRepository = ReturnType<typeof createExamFollowsRepository>
