// Counters of events per key (failed sign-ins per IP and per account, writes per user) that lock the
// key when a policy's limit is reached. They live in the database, so limits hold
// across restarts and across instances sharing PostgreSQL.
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/db-type'
import { authThrottle } from '../db/schema'

export interface ThrottlePolicy {
  /** Failures allowed within the window before the key is locked. */
  maxFailures: number
  windowMinutes: number
  lockMinutes: number
}

export const ACCOUNT_POLICY: ThrottlePolicy = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 }
export const IP_POLICY: ThrottlePolicy = { maxFailures: 20, windowMinutes: 15, lockMinutes: 15 }
/** Sign-ups per address (a campus network shares one): generous, but no bulk account creation. */
export const SIGN_UP_POLICY: ThrottlePolicy = {
  maxFailures: 30,
  windowMinutes: 60,
  lockMinutes: 60,
}

export function createThrottleRepository(db: Db) {
  return {
    /** Seconds until the latest lock among `keys` ends, or 0 when none is locked. */
    async lockedFor(keys: string[]): Promise<number> {
      const [row] = await db
        .select({
          seconds: sql<number>`coalesce(ceil(extract(epoch from max(${authThrottle.lockedUntil}) - now())), 0)::int`,
        })
        .from(authThrottle)
        .where(inArray(authThrottle.key, keys))
      return Math.max(0, Number(row?.seconds ?? 0))
    },

    /** Counts one event against `key`, atomically; locks the key when the policy's limit is reached. */
    async record(key: string, policy: ThrottlePolicy): Promise<void> {
      const windowExpired = sql`${authThrottle.windowStartedAt} < now() - make_interval(mins => ${policy.windowMinutes})`
      const next = sql`CASE WHEN ${windowExpired} THEN 1 ELSE ${authThrottle.failures} + 1 END`
      await db
        .insert(authThrottle)
        .values({ key, failures: 1, windowStartedAt: sql`now()`, lockedUntil: null })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: next,
            windowStartedAt: sql`CASE WHEN ${windowExpired} THEN now() ELSE ${authThrottle.windowStartedAt} END`,
            lockedUntil: sql`CASE WHEN ${next} >= ${policy.maxFailures} THEN now() + make_interval(mins => ${policy.lockMinutes}) ELSE ${authThrottle.lockedUntil} END`,
          },
        })
    },

    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(inArray(authThrottle.key, [key]))
    },
  }
}
export type ThrottleRepository = ReturnType<typeof createThrottleRepository>
