// What administrators review: reported items with their report counts, contact messages,
// subscribers.
import { desc, isNotNull, sql } from 'drizzle-orm'
import { DELETED_USER_NAME } from '../../../domain/account'
import type { ReportedItem } from '../../../domain/schemas/site'
import type { Db } from '../../db/db-type'
import { contactMessages, subscribers } from '../../db/schema'

export function createAdminRepository(db: Db) {
  return {
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
