// Members' reports of reviews, posts and comments (docs/product.md#moderation): one row per member and
// item, with the reason they picked. A moderator's action on an item (hide, unhide, dismiss)
// resolves its open reports, so the queue holds only what still waits for someone.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { authorName } from '../../domain/account'
import { REPORT_REASONS, type ReportReason } from '../../domain/reports'
import type { ReportedItem } from '../../domain/schemas/site'
import { rowsOf, type Db } from '../db/db-type'
import { commentReports, postReports, reviewReports } from '../db/schema'
import { iso, type MemberData } from '../member-data/member-data'

export type ReportedType = ReportedItem['type']

/** Each kind's report table: the same columns, the reported item in `target_id`. */
const TABLES = { review: reviewReports, post: postReports, comment: commentReports } as const

/** How many 'other' texts the queue shows per item (the latest). */
const DETAILS_SHOWN = 5

export function createReports(db: Db) {
  return {
    /**
     * Records the member's report of the item. A member reports an item once while it waits; a
     * report a moderator already acted on is opened again with the new reason.
     */
    async record(
      type: ReportedType,
      targetId: string,
      userId: string,
      input: { reason: ReportReason; detail?: string },
    ) {
      const table = TABLES[type]
      // The member's words only where they chose 'other' (the form sends none otherwise).
      const detail = input.reason === 'other' ? (input.detail ?? null) : null
      await db
        .insert(table)
        .values({ targetId, userId, reason: input.reason, detail })
        .onConflictDoUpdate({
          target: [table.targetId, table.userId],
          set: { reason: input.reason, detail, createdAt: sql`now()`, resolvedAt: null },
          setWhere: sql`${table.resolvedAt} IS NOT NULL`,
        })
    },

    /** Marks the item's open reports as acted on; how many there were. */
    async resolve(type: ReportedType, targetId: string): Promise<number> {
      const table = TABLES[type]
      const resolved = await db
        .update(table)
        .set({ resolvedAt: sql`now()` })
        .where(and(eq(table.targetId, targetId), isNull(table.resolvedAt)))
        .returning({ userId: table.userId })
      return resolved.length
    },

    /**
     * The moderators' queue: items with open reports, the most reported first and, among equals,
     * the one waiting longest.
     */
    async queue(limit = 500): Promise<ReportedItem[]> {
      const counts = REPORT_REASONS.map(
        (reason) =>
          sql`count(*) FILTER (WHERE reason = ${reason})::int AS ${sql.identifier(`n_${reason}`)}`,
      )
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`
        WITH open AS (
          SELECT 'review' AS type, target_id AS id, reason, detail, created_at
            FROM review_reports WHERE resolved_at IS NULL
          UNION ALL
          SELECT 'post', target_id, reason, detail, created_at
            FROM post_reports WHERE resolved_at IS NULL
          UNION ALL
          SELECT 'comment', target_id, reason, detail, created_at
            FROM comment_reports WHERE resolved_at IS NULL
        ), grouped AS (
          SELECT type, id, count(*)::int AS reports, ${sql.join(counts, sql`, `)},
                 (array_agg(detail ORDER BY created_at DESC)
                    FILTER (WHERE detail IS NOT NULL))[1:${DETAILS_SHOWN}] AS details,
                 min(created_at) AS first_reported_at
            FROM open GROUP BY type, id
        )
        SELECT g.*,
               coalesce(r.text, p.title || ': ' || p.body, c.text) AS text,
               coalesce(r.hidden, p.hidden, c.hidden) AS hidden,
               coalesce(r.created_at, p.created_at, c.created_at) AS created_at,
               u.name AS author, u.deleted_at IS NOT NULL AS author_deleted
          FROM grouped g
          LEFT JOIN reviews r ON g.type = 'review' AND r.id = g.id
          LEFT JOIN posts p ON g.type = 'post' AND p.id = g.id
          LEFT JOIN comments c ON g.type = 'comment' AND c.id = g.id
          JOIN users u ON u.id = coalesce(r.user_id, p.user_id, c.user_id)
         ORDER BY g.reports DESC, g.first_reported_at ASC
         LIMIT ${limit}`,
      )
      return rows.map((r) => ({
        type: r.type as ReportedType,
        id: String(r.id),
        text: String(r.text),
        // A deleted account's kept item (docs/decisions/029-deleting-an-account.md).
        author: authorName(String(r.author), Boolean(r.author_deleted)),
        reports: Number(r.reports),
        reasons: Object.fromEntries(
          REPORT_REASONS.map((reason) => [reason, Number(r[`n_${reason}`])]),
        ) as ReportedItem['reasons'],
        details: ((r.details as string[] | null) ?? []).map(String),
        firstReportedAt: new Date(r.first_reported_at as string).toISOString(),
        hidden: Boolean(r.hidden),
        createdAt: new Date(r.created_at as string).toISOString(),
      }))
    },
  }
}
export type Reports = ReturnType<typeof createReports>

/** What reports keep about a member (src/server/member-data/member-data.ts): the reports they made. */
export const reportsData = {
  owner: 'moderation',
  keptAfterDeletion:
    "A report stays with the moderators' record of what they acted on, by 'Deleted user'.",
  tables: Object.values(TABLES),
  async export(db, member) {
    const made = await Promise.all(
      (Object.entries(TABLES) as [ReportedType, (typeof TABLES)[ReportedType]][]).map(
        async ([type, table]) =>
          (
            await db
              .select({
                targetId: table.targetId,
                at: table.createdAt,
                reason: table.reason,
                detail: table.detail,
              })
              .from(table)
              .where(eq(table.userId, member.id))
          ).map((r) => ({
            type,
            targetId: r.targetId,
            reason: r.reason,
            detail: r.detail,
            reportedAt: iso(r.at),
          })),
      ),
    )
    return { reports: made.flat().sort((a, b) => a.reportedAt.localeCompare(b.reportedAt)) }
  },
} satisfies MemberData
