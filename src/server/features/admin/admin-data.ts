// What administration keeps about a member (src/server/member-data/member-data.ts): their
// suspensions, which the export lists, and a moderator's appointment, which it does not.
import { asc, eq } from 'drizzle-orm'
import { moderators, suspensions } from '../../db/schema'
import { iso, type MemberData } from '../../member-data/member-data'

export const adminData = {
  owner: 'admin',
  keptAfterDeletion: "The moderators' record of a suspension stays, by the account's id.",
  tables: [moderators, suspensions],
  async export(db, member) {
    const rows = await db
      .select({
        reason: suspensions.reason,
        suspendedAt: suspensions.createdAt,
        until: suspensions.until,
        liftedAt: suspensions.liftedAt,
      })
      .from(suspensions)
      .where(eq(suspensions.userId, member.id))
      .orderBy(asc(suspensions.createdAt))
    return {
      suspensions: rows.map((s) => ({
        reason: s.reason,
        suspendedAt: iso(s.suspendedAt),
        until: s.until ? iso(s.until) : null,
        liftedAt: s.liftedAt ? iso(s.liftedAt) : null,
      })),
    }
  },
} satisfies MemberData
