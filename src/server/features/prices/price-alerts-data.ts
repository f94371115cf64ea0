// What price alerts keep about a member (src/server/member-data/member-data.ts): each course they
// asked to be told about, the price they wait for, and when they were last told.
import { eq } from 'drizzle-orm'
import { priceAlerts } from '../../db/schema'
import type { MemberData } from '../../member-data/member-data'
import { createPriceAlertsRepository } from './price-alerts-repository'

export const priceAlertsData = {
  owner: 'prices',
  tables: [priceAlerts],
  async export(db, member) {
    const alerts = await createPriceAlertsRepository(db).list(member.id)
    return {
      priceAlerts: alerts.map(({ courseId, courseName, target, createdAt, notifiedAt }) => ({
        ...{ courseId, courseName, target, createdAt, notifiedAt },
      })),
    }
  },
  async forget(tx, member) {
    await tx.delete(priceAlerts).where(eq(priceAlerts.userId, member.id))
    return {}
  },
} satisfies MemberData
