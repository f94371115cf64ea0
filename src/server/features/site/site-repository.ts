// Contact messages and newsletter subscribers.
import type { Db } from '../../db/db-type'
import { contactMessages, subscribers } from '../../db/schema'

export function createSiteRepository(db: Db) {
  return {
    async saveContactMessage(message: { name: string; email: string; message: string }) {
      await db.insert(contactMessages).values(message)
    },
    /** Subscribing twice is fine: the address is kept once. */
    async subscribe(email: string) {
      await db.insert(subscribers).values({ email }).onConflictDoNothing()
    },
  }
}
export type SiteRepository = ReturnType<typeof createSiteRepository>
