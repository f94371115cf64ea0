// SQL of price alerts (docs/product.md#price-alerts).
import { and, asc, eq, sql } from 'drizzle-orm'
import { ALERT_MAIL_DAYS } from '../../../domain/price-alerts'
import type { PriceAlert } from '../../../domain/schemas/price-alerts'
import { rowsOf, type Db } from '../../db/db-type'
import { courses, priceAlerts } from '../../db/schema'

/** An alert whose course is at or below its target, with whom to tell and how. */
export interface DueAlert {
  id: string
  userId: string
  email: string
  name: string
  language: string | null
  courseId: string
  courseName: string
  price: number | null
  target: number
}

export function createPriceAlertsRepository(db: Db) {
  return {
    async list(userId: string): Promise<PriceAlert[]> {
      const rows = await db
        .select({
          courseId: priceAlerts.courseId,
          courseName: courses.courseName,
          price: courses.price,
          target: priceAlerts.target,
          createdAt: priceAlerts.createdAt,
          notifiedAt: priceAlerts.notifiedAt,
        })
        .from(priceAlerts)
        .innerJoin(courses, eq(courses.id, priceAlerts.courseId))
        .where(eq(priceAlerts.userId, userId))
        .orderBy(asc(priceAlerts.createdAt), asc(priceAlerts.id))
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        notifiedAt: row.notifiedAt?.toISOString() ?? null,
      }))
    },

    /** Sets the member's target on the course (a new target may mail again when it is reached). */
    async set(userId: string, courseId: string, target: number): Promise<void> {
      await db
        .insert(priceAlerts)
        .values({ userId, courseId, target })
        .onConflictDoUpdate({
          target: [priceAlerts.userId, priceAlerts.courseId],
          set: {
            target,
            updatedAt: new Date(),
            // A changed target is a new question: told again when the price reaches it.
            notifiedAt: sql`CASE WHEN ${priceAlerts.target} = ${target} THEN ${priceAlerts.notifiedAt} END`,
          },
        })
    },

    async remove(userId: string, courseId: string): Promise<boolean> {
      const rows = await db
        .delete(priceAlerts)
        .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.courseId, courseId)))
        .returning({ id: priceAlerts.id })
      return rows.length > 0
    },

    /** Removes the alert with this id (a mail's stop link); false when it is gone already. */
    async removeById(alertId: string): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/i.test(alertId)) return false
      const rows = await db
        .delete(priceAlerts)
        .where(eq(priceAlerts.id, alertId))
        .returning({ id: priceAlerts.id })
      return rows.length > 0
    },

    async removeAll(userId: string): Promise<number> {
      const rows = await db
        .delete(priceAlerts)
        .where(eq(priceAlerts.userId, userId))
        .returning({ id: priceAlerts.id })
      return rows.length
    },

    /**
     * Claims up to `limit` alerts whose course is at or below the target, of members with a
     * confirmed address, not mailed in the last ALERT_MAIL_DAYS: each is marked as mailed now in
     * the same statement, so an alert is claimed by one instance once (a mail that then fails is
     * not sent again until the next week: better one mail lost than one sent twice).
     */
    async claimDue(limit: number): Promise<DueAlert[]> {
      const rows = await rowsOf<DueAlert & { price: string | null; target: string }>(
        db,
        sql`WITH due AS (
              SELECT a.id FROM price_alerts a
                JOIN courses c ON c.id = a.course_id
                JOIN users u ON u.id = a.user_id
               WHERE coalesce(c.price, 0) <= a.target AND u.email_verified
                 AND (a.notified_at IS NULL
                      OR a.notified_at < now() - make_interval(days => ${ALERT_MAIL_DAYS}))
               ORDER BY a.id
               LIMIT ${limit}
               FOR UPDATE OF a SKIP LOCKED)
            UPDATE price_alerts a SET notified_at = now()
              FROM due, courses c, users u
             WHERE a.id = due.id AND c.id = a.course_id AND u.id = a.user_id
         RETURNING a.id, a.user_id AS "userId", u.email, u.name, u.language,
                   c.id AS "courseId", c.course_name AS "courseName", c.price, a.target`,
      )
      return rows.map((row) => ({
        ...row,
        price: row.price === null ? null : Number(row.price),
        target: Number(row.target),
      }))
    },
  }
}
export type PriceAlertsRepository = ReturnType<typeof createPriceAlertsRepository>
