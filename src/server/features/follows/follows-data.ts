// What follows keep about a member (src/server/member-data/member-data.ts): each search they
// follow, how often they hear of it, and when a digest last listed something of it.
import { eq } from 'drizzle-orm'
import { follows } from '../../db/schema'
import type { MemberData } from '../../member-data/member-data'
import { createFollowsRepository } from './follows-repository'

export const followsData = {
  owner: 'follows',
  tables: [follows],
  async export(db, member) {
    const list = await createFollowsRepository(db).list(member.id)
    return {
      follows: list.map(({ kind, query, frequency, createdAt, mailedAt }) => ({
        ...{ kind, query, frequency, createdAt, mailedAt },
      })),
    }
  },
  async forget(tx, member) {
    await tx.delete(follows).where(eq(follows.userId, member.id))
    return {}
  },
} satisfies MemberData
