// Contact messages and newsletter subscribers (double opt-in:
// docs/decisions/033-newsletter-double-opt-in.md).
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Language } from '../../../domain/languages'
import { NEWSLETTER_RESEND_MINUTES } from '../../../domain/site'
import type { Db } from '../../db/db-type'
import { contactMessages, subscribers } from '../../db/schema'

export function createSiteRepository(db: Db) {
  return {
    async saveContactMessage(message: { name: string; email: string; message: string }) {
      await db.insert(contactMessages).values(message)
    },
    /**
     * Subscribes `email`, unconfirmed until its link is opened. Returns the token when a
     * confirmation mail is to be sent: for a new address, or an unconfirmed one whose last mail is
     * older than NEWSLETTER_RESEND_MINUTES; undefined for a confirmed address or a recent mail.
     * One statement, so two requests at once send one mail.
     */
    async subscribe(email: string, language: Language): Promise<string | undefined> {
      const [row] = await db
        .insert(subscribers)
        .values({ email, language, confirmationSentAt: sql`now()` })
        .onConflictDoUpdate({
          target: subscribers.email,
          set: { language, confirmationSentAt: sql`now()` },
          setWhere: and(
            isNull(subscribers.confirmedAt),
            or(
              isNull(subscribers.confirmationSentAt),
              lt(
                subscribers.confirmationSentAt,
                sql`now() - make_interval(mins => ${NEWSLETTER_RESEND_MINUTES})`,
              ),
            ),
          ),
        })
        .returning({ token: subscribers.token })
      return row?.token
    },
    /** Confirms the subscription of this token; false when no subscription has it. */
    async confirm(token: string): Promise<boolean> {
      const rows = await db
        .update(subscribers)
        .set({ confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
        .where(eq(subscribers.token, token))
        .returning({ email: subscribers.email })
      return rows.length > 0
    },
    /** Removes the subscription of this token (the address is not kept); gone is fine. */
    async unsubscribe(token: string): Promise<void> {
      await db.delete(subscribers).where(eq(subscribers.token, token))
    },
  }
}
export type SiteRepository = ReturnType<typeof createSiteRepository>
