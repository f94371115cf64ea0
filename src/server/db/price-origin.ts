// What changed a course's price, for its history (docs/product.md#price-history). The triggers of
// migration 0025 write a `course_prices` row whenever a statement adds courses or changes a price,
// with the origin the transaction named (`coursecompass.price_origin`, local to the transaction)
// or, when it named none, 'added' for a new course and 'edit' for a change. A restore names
// 'restore': the triggers then write nothing, and the history comes back from the backup.
import { sql } from 'drizzle-orm'
import type { Db } from './db-type'

export const PRICE_ORIGINS = ['added', 'edit', 'import', 'source', 'tracked'] as const
export type PriceOrigin = (typeof PRICE_ORIGINS)[number] | 'restore'

/** Names what changes prices in the rest of this transaction (`tx` must be one). */
export async function setPriceOrigin(tx: Db, origin: PriceOrigin): Promise<void> {
  await tx.execute(sql`SELECT set_config('coursecompass.price_origin', ${origin}, true)`)
}

/**
 * Starts the history of every course that has none, at its price now ('tracked'): after a restore
 * of a backup made before prices were kept.
 */
export async function trackUntrackedPrices(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO course_prices (course_id, price, origin)
    SELECT c.id, c.price, 'tracked' FROM courses c
     WHERE NOT EXISTS (SELECT 1 FROM course_prices p WHERE p.course_id = c.id)`)
}
