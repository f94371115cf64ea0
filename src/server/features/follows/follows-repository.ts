// SQL of follows (docs/product.md#follows).
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import {
  followKey,
  followKind,
  FOLLOWS_MAX,
  type FollowFrequency,
  type FollowQuery,
} from '../../../domain/follows'
import type { Follow } from '../../../domain/schemas/follows'
import { rowsOf, type Db } from '../../db/db-type'
import { follows } from '../../db/schema'

/** A follow whose news a digest collects now: from when to when, and whom to tell. */
export interface ClaimedFollow {
  id: string
  userId: string
  query: FollowQuery
  frequency: FollowFrequency
  /** The window of news: from the end of the last one, up to this collection's time. */
  from: Date
  to: Date
  email: string
  name: string
  language: string | null
  /** Unconfirmed addresses are mailed nothing; their follows' windows move on all the same. */
  verified: boolean
}

/** The start of each frequency's collection due now (digestBoundary). */
export type DigestBounds = Record<FollowFrequency, Date>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const asFollow = (row: typeof follows.$inferSelect): Follow => ({
  id: row.id,
  kind: followKind(row.query),
  query: row.query,
  frequency: row.frequency,
  createdAt: row.createdAt.toISOString(),
  mailedAt: row.mailedAt?.toISOString() ?? null,
})

export function createFollowsRepository(db: Db) {
  return {
    async list(userId: string): Promise<Follow[]> {
      const rows = await db
        .select()
        .from(follows)
        .where(eq(follows.userId, userId))
        .orderBy(asc(follows.createdAt), asc(follows.id))
      return rows.map(asFollow)
    },

    /**
     * Follows `query` at `frequency` (daily when not said). Following what the member follows
     * already is that follow, its frequency changed when one is sent (a retry, or the same search
     * followed twice, is one follow). Answers undefined when
     * the member keeps FOLLOWS_MAX already; the member's row is locked while counting, so that
     * requests sent at once cannot pass the limit together.
     */
    async add(
      userId: string,
      query: FollowQuery,
      frequency: FollowFrequency | undefined,
    ): Promise<{ follow: Follow; created: boolean } | undefined> {
      const key = followKey(query)
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`)
        const [existing] = await tx
          .select()
          .from(follows)
          .where(and(eq(follows.userId, userId), eq(follows.key, key)))
        if (existing) {
          if (!frequency || existing.frequency === frequency) {
            return { follow: asFollow(existing), created: false }
          }
          const [changed] = await tx
            .update(follows)
            .set({ frequency, updatedAt: new Date() })
            .where(eq(follows.id, existing.id))
            .returning()
          return { follow: asFollow(changed!), created: false }
        }
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(follows)
          .where(eq(follows.userId, userId))
        if (count >= FOLLOWS_MAX) return undefined
        const [row] = await tx
          .insert(follows)
          .values({ userId, key, query, frequency: frequency ?? 'daily' })
          .returning()
        return { follow: asFollow(row!), created: true }
      })
    },

    async setFrequency(
      userId: string,
      followId: string,
      frequency: FollowFrequency,
    ): Promise<Follow | undefined> {
      const [row] = await db
        .update(follows)
        .set({ frequency, updatedAt: new Date() })
        .where(and(eq(follows.id, followId), eq(follows.userId, userId)))
        .returning()
      return row && asFollow(row)
    },

    async remove(userId: string, followId: string): Promise<boolean> {
      const rows = await db
        .delete(follows)
        .where(and(eq(follows.id, followId), eq(follows.userId, userId)))
        .returning({ id: follows.id })
      return rows.length > 0
    },

    /** Removes the follow with this id (a mail's stop link); false when it is gone already. */
    async removeById(followId: string): Promise<boolean> {
      if (!UUID.test(followId)) return false
      const rows = await db
        .delete(follows)
        .where(eq(follows.id, followId))
        .returning({ id: follows.id })
      return rows.length > 0
    },

    async removeAll(userId: string): Promise<number> {
      const rows = await db
        .delete(follows)
        .where(eq(follows.userId, userId))
        .returning({ id: follows.id })
      return rows.length
    },

    /**
     * Claims every due follow of up to `members` members: a follow is due when its news was
     * collected only up to before its frequency's bound. Each claimed follow's collection moves
     * to that bound in the same statement, so a window is claimed once, by one instance (a
     * second waits for the first's rows, then finds them no longer due): a mail that then fails
     * is not sent again. All the due follows of a member are claimed together, so a member gets
     * one digest for them.
     */
    async claimDue(bounds: DigestBounds, members: number): Promise<ClaimedFollow[]> {
      const bound = sql`(CASE f.frequency WHEN 'instant' THEN ${bounds.instant.toISOString()}::timestamptz
                                          WHEN 'daily' THEN ${bounds.daily.toISOString()}::timestamptz
                                          ELSE ${bounds.weekly.toISOString()}::timestamptz END)`
      // The same test as ranges of (frequency, collected_until), which its index answers.
      const due = sql`((f.frequency = 'instant' AND f.collected_until < ${bounds.instant.toISOString()}::timestamptz)
                    OR (f.frequency = 'daily' AND f.collected_until < ${bounds.daily.toISOString()}::timestamptz)
                    OR (f.frequency = 'weekly' AND f.collected_until < ${bounds.weekly.toISOString()}::timestamptz))`
      const rows = await rowsOf<
        Omit<ClaimedFollow, 'from' | 'to'> & { from: string | Date; to: string | Date }
      >(
        db,
        sql`WITH members AS (
              SELECT DISTINCT f.user_id FROM follows f
               WHERE ${due}
               ORDER BY f.user_id
               LIMIT ${members}),
            due AS (
              SELECT f.id, f.collected_until AS "from" FROM follows f
                JOIN members m ON m.user_id = f.user_id
               WHERE ${due}
                 FOR UPDATE OF f)
            UPDATE follows f SET collected_until = ${bound}
              FROM due, users u
             WHERE f.id = due.id AND u.id = f.user_id
         RETURNING f.id, f.user_id AS "userId", f.query, f.frequency, due."from",
                   f.collected_until AS "to", u.email, u.name, u.language,
                   u.email_verified AS verified`,
      )
      return rows.map((row) => ({ ...row, from: new Date(row.from), to: new Date(row.to) }))
    },

    /**
     * Gives claimed follows back, their collection where it was, when their digest could not be
     * worked out (the news or the courses could not be read): they are due again at the next run.
     * A follow changed since its claim is left as it is.
     */
    async release(claimed: Pick<ClaimedFollow, 'id' | 'from' | 'to'>[]): Promise<void> {
      for (const follow of claimed) {
        await db
          .update(follows)
          .set({ collectedUntil: follow.from })
          .where(and(eq(follows.id, follow.id), eq(follows.collectedUntil, follow.to)))
      }
    },

    /** Notes that a digest listed these follows' news now. */
    async markMailed(followIds: string[]): Promise<void> {
      if (followIds.length === 0) return
      await db.update(follows).set({ mailedAt: new Date() }).where(inArray(follows.id, followIds))
    },
  }
}
export type FollowsRepository = ReturnType<typeof createFollowsRepository>
