// The prices courses have had (docs/product.md#price-history), read from `course_prices`, which
// triggers on `courses` write (src/server/db/price-origin.ts).
import { desc, eq } from 'drizzle-orm'
import type { PriceChange } from '../../../domain/prices'
import type { Db } from '../../db/db-type'
import { coursePrices, courses } from '../../db/schema'

/** At most this many changes, the latest, are read for one course (a daily change for 5 years). */
export const MAX_PRICE_CHANGES = 2000

export function createPricesRepository(db: Db) {
  return {
    /** The course's price changes, oldest first; undefined when there is no such course. */
    async changes(courseId: string): Promise<PriceChange[] | undefined> {
      const rows = await db
        .select({ price: coursePrices.price, at: coursePrices.changedAt })
        .from(coursePrices)
        .where(eq(coursePrices.courseId, courseId))
        .orderBy(desc(coursePrices.changedAt), desc(coursePrices.id))
        .limit(MAX_PRICE_CHANGES)
      if (rows.length > 0) {
        return rows.reverse().map((row) => ({ price: row.price, at: row.at.toISOString() }))
      }
      // A course whose history has not started (none should be): its price from now on.
      const [course] = await db
        .select({ price: courses.price })
        .from(courses)
        .where(eq(courses.id, courseId))
      return course && [{ price: course.price, at: new Date().toISOString() }]
    },
  }
}
export type PricesRepository = ReturnType<typeof createPricesRepository>
