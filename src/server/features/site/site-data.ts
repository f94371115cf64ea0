// What the site's own forms keep (src/server/member-data/member-data.ts): the newsletter
// subscriptions of a member's address, which the export lists; contact messages, which are the
// site's mail and carry the address their sender typed, not an account.
import { eq, sql } from 'drizzle-orm'
import { contactMessages, subscribers } from '../../db/schema'
import { iso, type MemberData } from '../../member-data/member-data'

export const siteData = {
  owner: 'site',
  tables: [subscribers, contactMessages],
  async export(db, member) {
    const rows = await db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, member.email.toLowerCase()))
    return {
      newsletterSubscriptions: rows.map((s) => ({
        email: s.email,
        subscribedAt: iso(s.createdAt),
        confirmedAt: s.confirmedAt ? iso(s.confirmedAt) : null,
        language: s.language,
      })),
    }
  },
  // The subscriptions of the account's address go with it; contact messages stay, the site's mail.
  async forget(tx, member) {
    await tx
      .delete(subscribers)
      .where(eq(sql`lower(${subscribers.email})`, member.email.toLowerCase()))
    return {}
  },
} satisfies MemberData
