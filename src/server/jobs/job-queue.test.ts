import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { jobs } from '../db/schema'
import { createTestDatabase } from '../test/test-database'
import { backoffDelay, createJobQueue, JobDeferredError, type JobQueue } from './job-queue'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})
beforeEach(async () => {
  await database.db.delete(jobs)
})

const quiet = { warn: () => {} }
const queue = (instance?: string) =>
  createJobQueue({ db: database.db, log: quiet, ...(instance && { instance }) })
const row = async (kind: string, key: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.key, key))).find((j) => j.kind === kind)!

describe('jobs on the database', () => {
  it('are added once per kind and key, and a job runs once', async () => {
    const q = queue()
    const ran: string[] = []
    q.define<{ n: number }>('refresh', { run: async ({ n }) => void ran.push(`refresh ${n}`) })
    expect(await q.enqueue('refresh', 'source:1:2026-11-27T06:00', { n: 1 })).toBe(true)
    expect(await q.enqueue('refresh', 'source:1:2026-11-27T06:00', { n: 2 })).toBe(false)
    expect(await q.enqueue('digest', 'source:1:2026-11-27T06:00', { n: 3 })).toBe(true)
    expect(await q.runDue()).toBe(1)
    expect(await q.runDue()).toBe(0)
    // 'digest' is a kind this instance does not know: it stays for an instance that does.
    expect(ran).toEqual(['refresh 1'])
    expect(await row('refresh', 'source:1:2026-11-27T06:00')).toMatchObject({
      state: 'done',
      attempts: 1,
      lockedBy: null,
    })
    expect((await row('digest', 'source:1:2026-11-27T06:00')).state).toBe('queued')
    // Done, the key still holds: the same work is not added again.
    expect(await q.enqueue('refresh', 'source:1:2026-11-27T06:00', { n: 4 })).toBe(false)
  })

  it('waits when its handler defers it, the try not counted, even on its last attempt', async () => {
    const q = queue()
    let tries = 0
    q.define('busy', {
      maxAttempts: 1,
      run: async () => {
        tries++
        throw new JobDeferredError(60_000, 'the host is busy')
      },
    })
    await q.enqueue('busy', 'k', {})
    const before = Date.now()
    expect(await q.runDue()).toBe(1)
    const job = await row('busy', 'k')
    expect(job).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null })
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + 59_000)
    expect(await q.runDue()).toBe(0)
    expect(tries).toBe(1)
  })

  it('waits for its time', async () => {
    const q = queue()
    q.define('later', { run: async () => {} })
    await q.enqueue('later', 'k', {}, { runAt: new Date(Date.now() + 60_000) })
    expect(await q.runDue()).toBe(0)
  })

  it('is tried again after a backoff that doubles, then stays failed with its error', async () => {
    const q = queue()
    let tries = 0
    q.define('flaky', {
      maxAttempts: 3,
      backoffMs: 30_000,
      run: async (_payload, { attempt, lastAttempt }) => {
        tries++
        expect(attempt).toBe(tries)
        expect(lastAttempt).toBe(tries === 3)
        throw new Error(`HTTP 500 on try ${attempt}`)
      },
    })
    await q.enqueue('flaky', 'k', {})
    const before = Date.now()
    expect(await q.runDue()).toBe(1)
    let job = await row('flaky', 'k')
    expect(job).toMatchObject({ state: 'queued', attempts: 1, lastError: 'HTTP 500 on try 1' })
    expect(job.runAt.getTime() - before).toBeGreaterThanOrEqual(30_000)
    expect(job.runAt.getTime() - before).toBeLessThan(40_000)
    // Not due yet; once due, the second try waits twice as long after it fails.
    expect(await q.runDue()).toBe(0)
    for (const attempt of [2, 3]) {
      await database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) })
      expect(await q.runDue()).toBe(1)
      job = await row('flaky', 'k')
      expect(job.attempts).toBe(attempt)
    }
    expect(job).toMatchObject({ state: 'failed', lastError: 'HTTP 500 on try 3' })
    expect(job.finishedAt).not.toBeNull()
    expect(backoffDelay(30_000, 2)).toBe(60_000)
    expect(backoffDelay(30_000, 20)).toBe(60 * 60_000)
  })

  it('stops a job at its timeout: the handler is told, and the try counts as failed', async () => {
    const q = queue()
    let aborted: unknown
    q.define('slow', {
      timeoutMs: 200,
      run: (_payload, { signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = signal.reason
            resolve()
          })
        }),
    })
    await q.enqueue('slow', 'k', {})
    expect(await q.runDue()).toBe(1)
    expect(String(aborted)).toContain('timed out after 200 ms')
    expect(await row('slow', 'k')).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'timed out after 200 ms',
    })
  })

  it('keeps a timed-out job from another instance until its handler has returned', async () => {
    const [first, second] = [queue('first'), queue('second')]
    let running = 0
    let most = 0
    for (const q of [first, second]) {
      q.define('stubborn', {
        timeoutMs: 100,
        backoffMs: 1,
        maxAttempts: 2,
        // Ignores its signal and takes 400 ms.
        run: async () => {
          most = Math.max(most, ++running)
          await new Promise((resolve) => setTimeout(resolve, 400))
          running--
        },
      })
    }
    await first.enqueue('stubborn', 'k', {})
    const firstRun = first.runDue()
    await new Promise((resolve) => setTimeout(resolve, 200))
    // Past its timeout, still running on the first instance: the second does not take it.
    expect(await second.runDue()).toBe(0)
    // The first instance tries it again once the handler has returned, and then gives up.
    await firstRun
    expect(most).toBe(1)
    expect(await row('stubborn', 'k')).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'timed out after 100 ms',
    })
  })

  it('on several instances at once, runs every job exactly once', async () => {
    const counts = new Map<number, number>()
    const instances: JobQueue[] = ['a', 'b', 'c'].map((name) => {
      const q = queue(name)
      q.define<{ n: number }>('count', {
        run: async ({ n }) => {
          counts.set(n, (counts.get(n) ?? 0) + 1)
          await new Promise((resolve) => setTimeout(resolve, 2))
        },
      })
      return q
    })
    // Every instance enqueues the same 30 jobs, as a schedule on each would.
    await Promise.all(
      instances.flatMap((q) =>
        Array.from({ length: 30 }, (_, n) => q.enqueue('count', `n:${n}`, { n })),
      ),
    )
    expect((await database.db.select().from(jobs)).length).toBe(30)
    const ran = await Promise.all(instances.map((q) => q.runDue()))
    expect(ran.reduce((a, b) => a + b, 0)).toBe(30)
    expect([...counts.values()].every((count) => count === 1)).toBe(true)
    expect(counts.size).toBe(30)
  })

  it('takes over a job whose instance stopped mid-way once its lease has run out', async () => {
    const q = queue('survivor')
    const ran: number[] = []
    q.define<{ n: number }>('resume', { run: async ({ n }) => void ran.push(n) })
    await q.enqueue('resume', 'held', { n: 1 })
    await q.enqueue('resume', 'lost', { n: 2 })
    // One is held by a live instance, the other by one that stopped an hour ago.
    await database.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        lockedBy: 'alive',
        lockedUntil: sql`now() + interval '5 minutes'`,
      })
      .where(eq(jobs.key, 'held'))
    await database.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        lockedBy: 'gone',
        lockedUntil: sql`now() - interval '1 hour'`,
      })
      .where(eq(jobs.key, 'lost'))
    expect(await q.runDue()).toBe(1)
    expect(ran).toEqual([2])
    expect(await row('resume', 'lost')).toMatchObject({ state: 'done', attempts: 2 })
    expect((await row('resume', 'held')).lockedBy).toBe('alive')
  })

  it('polls once started, and stops', async () => {
    const q = createJobQueue({ db: database.db, log: quiet, pollMs: 20 })
    const ran: number[] = []
    q.define<{ n: number }>('polled', { run: async ({ n }) => void ran.push(n) })
    q.start()
    await q.enqueue('polled', 'k', { n: 7 })
    await expect.poll(() => ran, { timeout: 5000 }).toEqual([7])
    await q.stop()
    await q.enqueue('polled', 'k2', { n: 8 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(ran).toEqual([7])
  })

  it('stopping puts a running job back, its try not counted, instead of calling it done', async () => {
    const q = createJobQueue({ db: database.db, log: quiet, pollMs: 10 })
    let started!: () => void
    const begun = new Promise<void>((resolve) => (started = resolve))
    q.define('deploy', {
      maxAttempts: 1,
      // Returns as soon as it is told to stop, as a handler should.
      run: (_payload, { signal }) =>
        new Promise<void>((resolve) => {
          started()
          signal.addEventListener('abort', () => resolve())
        }),
    })
    await q.enqueue('deploy', 'k', {})
    q.start()
    await begun
    await q.stop()
    expect(await row('deploy', 'k')).toMatchObject({
      state: 'queued',
      attempts: 0,
      lockedBy: null,
    })
  })

  it('does not run again a job whose instance stopped during its last attempt', async () => {
    const q = queue()
    let ran = 0
    q.define('crashes', { maxAttempts: 3, run: async () => void ran++ })
    await q.enqueue('crashes', 'k', {})
    await database.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 3,
        lockedBy: 'gone',
        lockedUntil: sql`now() - interval '1 minute'`,
      })
      .where(eq(jobs.key, 'k'))
    expect(await q.runDue()).toBe(0)
    expect(ran).toBe(0)
    expect(await row('crashes', 'k')).toMatchObject({
      state: 'failed',
      lastError: 'its instance stopped during its last attempt',
    })
  })

  it('keeps one poll loop when started again before a stop has finished', async () => {
    const q = createJobQueue({ db: database.db, log: quiet, pollMs: 10 })
    const ran: string[] = []
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    q.define<{ n: string }>('loop', {
      run: async ({ n }) => {
        ran.push(n)
        if (n === 'first') await held
      },
    })
    await q.enqueue('loop', 'first', { n: 'first' })
    q.start()
    await expect.poll(() => ran).toEqual(['first'])
    // Stopped while the first job runs, started again before that stop has finished.
    const stopping = q.stop()
    q.start()
    release()
    await stopping
    await q.stop()
    await q.enqueue('loop', 'later', { n: 'after the last stop' })
    await new Promise((resolve) => setTimeout(resolve, 150))
    // ('first' was put back by the stop, so the second start may have run it again.)
    expect(ran).not.toContain('after the last stop')
  })

  it('forgets finished jobs after a week', async () => {
    const q = queue()
    q.define('old', { run: async () => {} })
    await q.enqueue('old', 'a', {})
    await q.enqueue('old', 'b', {})
    await q.runDue()
    await database.db
      .update(jobs)
      .set({ finishedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(jobs.key, 'a'))
    await q.trim()
    expect((await database.db.select({ key: jobs.key }).from(jobs)).map((j) => j.key)).toEqual([
      'b',
    ])
  })
})
