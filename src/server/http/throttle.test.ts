// The throttle's check-and-count: runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where
// simultaneous requests really race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { createTestDatabase } from '../test/test-database'
import { createThrottleRepository, perMinute, type ThrottleRepository } from './throttle'

let database: Database
let throttle: ThrottleRepository

beforeAll(async () => {
  database = await createTestDatabase()
  throttle = createThrottleRepository(database.db)
})
afterAll(() => database.close())

/** Moves every time of `key` back by `minutes`, as if that much time had passed. */
async function age(key: string, minutes: number) {
  await database.db.execute(
    sql`UPDATE auth_throttle SET window_started_at = window_started_at - make_interval(mins => ${minutes}),
        locked_until = locked_until - make_interval(mins => ${minutes}) WHERE key = ${key}`,
  )
}

describe('throttle.take', () => {
  it('allows the limit within a window, then refuses with the seconds left', async () => {
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await throttle.take('serial', perMinute(3)))
    expect(answers.slice(0, 3)).toEqual([0, 0, 0])
    for (const seconds of answers.slice(3)) {
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(60)
    }
  })

  it('of many simultaneous requests lets exactly the limit through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => throttle.take('burst', perMinute(7))),
    )
    expect(answers.filter((seconds) => seconds === 0)).toHaveLength(7)
  })

  it('counts nothing while locked, and starts afresh when the lock is over', async () => {
    for (let i = 0; i < 2; i++) await throttle.take('fresh', perMinute(2))
    expect(await throttle.take('fresh', perMinute(2))).toBeGreaterThan(0)
    await age('fresh', 2)
    expect(await throttle.take('fresh', perMinute(2))).toBe(0)
    expect(await throttle.take('fresh', perMinute(2))).toBe(0)
    expect(await throttle.take('fresh', perMinute(2))).toBeGreaterThan(0)
  })

  it('keeps keys apart', async () => {
    await throttle.take('a', perMinute(1))
    expect(await throttle.take('a', perMinute(1))).toBeGreaterThan(0)
    expect(await throttle.take('b', perMinute(1))).toBe(0)
  })

  it('enforce refuses with 429 and the message once the limit is reached', async () => {
    await throttle.enforce('enforced', perMinute(1), 'Slow down.')
    await expect(throttle.enforce('enforced', perMinute(1), 'Slow down.')).rejects.toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Slow down.',
    })
  })
})
