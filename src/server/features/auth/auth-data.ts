// What signing in keeps about a member (src/server/member-data/member-data.ts): their sessions,
// which the export lists; their password and pending links, which it does not.
import { asc, eq, or } from 'drizzle-orm'
import { describeUserAgent } from '../../../domain/device'
import { accounts, sessions, verifications } from '../../db/schema'
import { iso, type MemberData } from '../../member-data/member-data'

export const authData = {
  owner: 'auth',
  tables: [sessions, accounts, verifications],
  async export(db, member) {
    const rows = await db
      .select({
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, member.id))
      .orderBy(asc(sessions.createdAt))
    return {
      sessions: rows.map((s) => ({
        ...describeUserAgent(s.userAgent),
        userAgent: s.userAgent,
        ipAddress: s.ipAddress,
        createdAt: iso(s.createdAt),
        lastSeenAt: iso(s.lastSeenAt),
        expiresAt: iso(s.expiresAt),
      })),
    }
  },
  // Signed out everywhere, the password gone, and no link mailed to the address still works.
  async forget(tx, member) {
    await tx.delete(sessions).where(eq(sessions.userId, member.id))
    await tx.delete(accounts).where(eq(accounts.userId, member.id))
    await tx
      .delete(verifications)
      .where(or(eq(verifications.identifier, member.email), eq(verifications.value, member.id)))
    return {}
  },
} satisfies MemberData
