// Counters of events per key (failed sign-ins per IP and per account, account e-mails per address,
// writes and toggles per user) that lock the
// key when a policy's limit is reached. They live in the database, so limits hold
// across restarts and across instances sharing PostgreSQL.
import { inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/db-type'
import { authThrottle } from '../db/schema'
import { TOGGLE_RATE_LIMITED } from '../../domain/account'
import { HttpError } from './errors'

export interface ThrottlePolicy {
  /** Failures allowed within the window before the key is locked. */
  maxFailures: number
  windowMinutes: number
  lockMinutes: number
}

/**
 * Failed sign-ins per address: 20 in 15 minutes, then 15 minutes' pause, so one address gets at most
 * 40 tries an hour, on any accounts.
 */
export const IP_POLICY: ThrottlePolicy = { maxFailures: 20, windowMinutes: 15, lockMinutes: 15 }
/**
 * Failed sign-ins per account, from anywhere: 50 in an hour, then an hour's pause. Above what one
 * address can reach (40 an hour), so a stranger on one address cannot lock the owner out; several
 * addresses can, and a password reset lifts the lock (docs/decisions/028-sign-in-throttling.md).
 */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  maxFailures: 50,
  windowMinutes: 60,
  lockMinutes: 60,
}
/**
 * Wrong current passwords on the account page (changing the password, deleting the account): 5 in
 * 15 minutes, then 15 minutes' pause. Only someone holding the session can reach these checks, so
 * a tight limit locks out no stranger (docs/product.md#account-page).
 */
export const PASSWORD_CHECK_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMinutes: 15,
  lockMinutes: 15,
}
/** Reset links mailed to one address: 3 an hour; further requests get the same answer, no mail. */
export const RESET_MAIL_POLICY: ThrottlePolicy = {
  maxFailures: 3,
  windowMinutes: 60,
  lockMinutes: 60,
}
/** Reset requests from one network address, whatever the e-mail: 20 an hour. */
export const RESET_IP_POLICY: ThrottlePolicy = {
  maxFailures: 20,
  windowMinutes: 60,
  lockMinutes: 60,
}
/** Confirmation links mailed again to one address: 3 an hour. */
export const VERIFY_MAIL_POLICY: ThrottlePolicy = {
  maxFailures: 3,
  windowMinutes: 60,
  lockMinutes: 60,
}
/** Confirmation links asked for by visitors from one network address: 20 an hour. */
export const VERIFY_IP_POLICY: ThrottlePolicy = {
  maxFailures: 20,
  windowMinutes: 60,
  lockMinutes: 60,
}
/**
 * Sign-up attempts per network address (a campus network shares one), created or not: generous,
 * but no bulk account creation and no trying address after address to learn which have accounts.
 */
export const SIGN_UP_POLICY: ThrottlePolicy = {
  maxFailures: 30,
  windowMinutes: 60,
  lockMinutes: 60,
}
/**
 * Sign-up attempts per e-mail address, from anywhere: 5 an hour. Whether or not the address has an
 * account, the same 5 are answered, so asking again and again tells nobody more
 * (docs/security.md#limits).
 */
export const SIGN_UP_EMAIL_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMinutes: 60,
  lockMinutes: 60,
}

/** The key of one account's failed sign-ins (an address's text: known or not, it counts alike). */
export const signInAccountKey = (email: string) => `sign-in-account:${email.trim().toLowerCase()}`

/** A limit of `count` events a minute. */
export const perMinute = (count: number): ThrottlePolicy => ({
  maxFailures: count,
  windowMinutes: 1,
  lockMinutes: 1,
})

/**
 * A member's toggles, of every kind together (favourite, bookmark, 'Helpful', a post's vote): 60 a
 * minute. No one clicking keeps up one a second for a minute; each toggle is a write, and one that
 * changes something an event that every instance and open page hears.
 */
export const TOGGLE_POLICY = perMinute(60)

export function createThrottleRepository(db: Db) {
  const windowExpired = (policy: ThrottlePolicy) =>
    sql`${authThrottle.windowStartedAt} < now() - make_interval(mins => ${policy.windowMinutes})`
  /** True while the key's lock runs; a key whose lock has ended starts a fresh window. */
  const locked = sql`${authThrottle.lockedUntil} > now()`
  const lockEnded = sql`${authThrottle.lockedUntil} <= now()`

  /** Seconds until `key`'s lock ends, or 0 when it is not locked. */
  const lockedFor = async (key: string): Promise<number> => {
    const [row] = await db
      .select({
        seconds: sql<number>`coalesce(ceil(extract(epoch from max(${authThrottle.lockedUntil}) - now())), 0)::int`,
      })
      .from(authThrottle)
      .where(inArray(authThrottle.key, [key]))
    return Math.max(0, Number(row?.seconds ?? 0))
  }

  // No "is it locked?" on its own and no "count this" after the work: a check made apart from the
  // count lets requests sent at once all pass it (docs/security.md#limits). `take` does both.
  const repository = {
    /**
     * Checks and counts in one statement: when `key` is not locked, counts one event (locking the
     * key if it reaches the policy's limit) and answers 0; when it is locked, counts nothing and
     * answers the seconds until the lock ends. Of many simultaneous calls exactly `maxFailures`
     * within a window are answered 0, on any number of instances.
     */
    async take(key: string, policy: ThrottlePolicy): Promise<number> {
      if (await countUnlessLocked(key, policy)) return 0
      return Math.max(1, await lockedFor(key))
    },

    /**
     * Gives back one event `take` counted, when what it limited turned out not to count (a sign-in
     * that succeeded): the key's count goes down by one, and a lock that event set is lifted.
     */
    async refund(key: string, policy: ThrottlePolicy): Promise<void> {
      const remaining = sql`greatest(${authThrottle.failures} - 1, 0)`
      await db
        .update(authThrottle)
        .set({
          failures: remaining,
          lockedUntil: sql`CASE WHEN ${remaining} < ${policy.maxFailures} THEN NULL ELSE ${authThrottle.lockedUntil} END`,
        })
        .where(inArray(authThrottle.key, [key]))
    },

    /** `take`, refusing with 429, Retry-After and `message` when the key is locked. */
    async enforce(key: string, policy: ThrottlePolicy, message: string): Promise<void> {
      const wait = await repository.take(key, policy)
      if (wait) throw new HttpError(429, 'rate_limited', message, undefined, wait)
    },

    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(inArray(authThrottle.key, [key]))
    },
  }

  /**
   * One upsert: a new key starts at 1; an unlocked key counts on (from 1 when its window or its last
   * lock is over); a locked key is left as it is (the WHERE of DO UPDATE), which returns no row.
   * The row lock the upsert takes makes concurrent calls count one after the other.
   */
  async function countUnlessLocked(key: string, policy: ThrottlePolicy): Promise<boolean> {
    const fresh = sql`(${windowExpired(policy)} OR coalesce(${lockEnded}, false))`
    const next = sql`CASE WHEN ${fresh} THEN 1 ELSE ${authThrottle.failures} + 1 END`
    const lockFor = (count: SQL) =>
      sql`CASE WHEN ${count} >= ${policy.maxFailures} THEN now() + make_interval(mins => ${policy.lockMinutes}) ELSE NULL END`
    const rows = await db
      .insert(authThrottle)
      .values({
        key,
        failures: 1,
        windowStartedAt: sql`now()`,
        lockedUntil: lockFor(sql`1`),
      })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: next,
          windowStartedAt: sql`CASE WHEN ${fresh} THEN now() ELSE ${authThrottle.windowStartedAt} END`,
          lockedUntil: lockFor(next),
        },
        setWhere: sql`NOT coalesce(${locked}, false)`,
      })
      .returning({ key: authThrottle.key })
    return rows.length > 0
  }

  return repository
}
export type ThrottleRepository = ReturnType<typeof createThrottleRepository>

/**
 * Counts one of the member's toggles before it is done, refusing it with 429 and Retry-After past
 * TOGGLE_POLICY.
 */
export const countToggle = (throttle: ThrottleRepository, userId: string) =>
  throttle.enforce(`toggle:${userId}`, TOGGLE_POLICY, TOGGLE_RATE_LIMITED)
