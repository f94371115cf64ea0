import pg from 'pg'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { LiveEvent } from '../../domain/events'
import type { Database } from '../db/database'
import { drizzle } from 'drizzle-orm/node-postgres'
import * as schema from '../db/schema'
import type { Db } from '../db/db-type'
import { createTestDatabase, testDatabaseKind } from '../test/test-database'
import { createInProcessBus, createPostgresBus, openLocalBus, type EventBus } from './event-bus'

const changed = (courseId: string): LiveEvent => ({ type: 'course.updated', courseId })

function record(bus: EventBus) {
  const heard: Array<{ id: number; event: LiveEvent }> = []
  bus.subscribe((event, id) => heard.push({ id, event }))
  return heard
}

const eventually = async (check: () => void, ms = 5000) => {
  const until = Date.now() + ms
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}

describe('the event bus', () => {
  it('in memory: events are numbered in order, heard by the time publish resolves, and replayed to whoever missed them', async () => {
    const bus = createInProcessBus()
    const heard = record(bus)
    const ids = [await bus.publish(changed('a')), await bus.publish(changed('b'))]
    expect(ids[1]).toBeGreaterThan(ids[0]!)
    expect(heard).toEqual([
      { id: ids[0], event: changed('a') },
      { id: ids[1], event: changed('b') },
    ])
    expect(bus.lastId).toBe(ids[1])
    expect(await bus.since(ids[0]!)).toEqual({
      tooOld: false,
      events: [{ id: ids[1], event: changed('b') }],
      latest: ids[1],
    })
    // A number this bus never gave (another database's, say) cannot be replayed from.
    expect((await bus.since(ids[1]! + 5)).tooOld).toBe(true)
    await bus.close()
  })

  describe(`numbered in the database (${testDatabaseKind})`, () => {
    let database: Database | undefined
    const buses: EventBus[] = []
    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()))
      await database?.close()
      database = undefined
    })
    const open = async (db: Db) => {
      const bus = await openLocalBus(db)
      buses.push(bus)
      return bus
    }

    it('a bus opened later (a restart) goes on from the last number and replays what came before', async () => {
      database = await createTestDatabase()
      const first = await open(database.db)
      const before = first.lastId
      const a = await first.publish(changed('a'))
      const b = await first.publish(changed('b'))
      expect(a).toBeGreaterThan(before)
      expect(b).toBeGreaterThan(a)
      await first.close()

      const second = await open(database.db)
      expect(second.lastId).toBe(b)
      const c = await second.publish(changed('c'))
      expect(c).toBeGreaterThan(b)
      const missed = await second.since(a)
      expect(missed).toEqual({
        tooOld: false,
        events: [
          { id: b, event: changed('b') },
          { id: c, event: changed('c') },
        ],
        latest: c,
      })
      expect(await second.since(c)).toEqual({ tooOld: false, events: [], latest: c })
    })

    it('events trimmed from the log cannot be replayed: a reader that missed them is told to read afresh', async () => {
      database = await createTestDatabase()
      const bus = await open(database.db)
      const a = await bus.publish(changed('a'))
      await bus.publish(changed('b'))
      const c = await bus.publish(changed('c'))
      await database.db.execute(sql`DELETE FROM live_events WHERE id < ${c}`)
      expect(await bus.since(a)).toEqual({ tooOld: true, latest: c })
      expect(await bus.since(c)).toEqual({ tooOld: false, events: [], latest: c })
    })

    it('200 events published at once get 200 different numbers, readable back in order', async () => {
      database = await createTestDatabase()
      const bus = await open(database.db)
      const start = bus.lastId
      const ids = await Promise.all(
        Array.from({ length: 200 }, (_, i) => bus.publish(changed(`c${i}`))),
      )
      expect(new Set(ids).size).toBe(200)
      const missed = await bus.since(start)
      if (missed.tooOld) throw new Error('the log should reach back')
      expect(missed.events.map((entry) => entry.id)).toEqual([...ids].sort((x, y) => x - y))
    })
  })

  if (testDatabaseKind === 'postgres')
    describe('between instances on PostgreSQL', () => {
      let database: (Database & { url?: string }) | undefined
      const pools: pg.Pool[] = []
      const buses: EventBus[] = []
      afterEach(async () => {
        await Promise.all(buses.splice(0).map((bus) => bus.close()))
        await Promise.all(pools.splice(0).map((pool) => pool.end()))
        await database?.close()
        database = undefined
      })
      /** Another instance: its own pool and its own listening connection. */
      const instance = async (url: string) => {
        const pool = new pg.Pool({ connectionString: url })
        pools.push(pool)
        const bus = await createPostgresBus(url, drizzle(pool, { schema }) as unknown as Db)
        buses.push(bus)
        return { bus, pool }
      }
      const listeners = async (pool: pg.Pool) =>
        (
          await pool.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
          )
        ).rows.map((row) => row.pid)

      /** Instances A and B, B's listening connection terminated (as a database restart does). */
      const twoInstancesWithBCut = async () => {
        database = await createTestDatabase()
        const url = (database as { url: string }).url
        const { bus: a, pool } = await instance(url)
        const ofA = new Set(await listeners(pool))
        const { bus: b } = await instance(url)
        const heardB = record(b)
        expect(b.current).toBe(true)
        const ofB = (await listeners(pool)).filter((pid) => !ofA.has(pid))
        expect(ofB).toHaveLength(1)
        await pool.query('SELECT pg_terminate_backend($1)', [ofB[0]])
        await eventually(() => expect(b.current).toBe(false))
        return { a, b, heardB, pool, ofA }
      }

      it('the publishing instance hears its event at once and only once; another instance hears it too, with the same number', async () => {
        database = await createTestDatabase()
        const url = (database as { url: string }).url
        const [{ bus: a }, { bus: b }] = await Promise.all([instance(url), instance(url)])
        const [heardA, heardB] = [record(a), record(b)]
        const id = await a.publish(changed('c1'))
        // No waiting for the notification's round trip: a read right after a write sees it.
        expect(heardA).toEqual([{ id, event: changed('c1') }])
        await eventually(() => expect(heardB).toEqual([{ id, event: changed('c1') }]))
        expect(heardA).toHaveLength(1)
        expect(b.lastId).toBe(id)
      })

      it('an instance whose listening connection was cut hears, once it is back, every event sent meanwhile, in order, and says it is not current until then', async () => {
        const { a, b, heardB } = await twoInstancesWithBCut()
        const sent: number[] = []
        for (let i = 0; i < 20; i++) sent.push(await a.publish(changed(`c${i}`)))
        // Back within a few hundred milliseconds, caught up before it says it is current.
        await eventually(() => expect(b.current).toBe(true))
        expect(heardB.map((entry) => entry.id)).toEqual(sent)
        expect(heardB.map((entry) => entry.event)).toEqual(sent.map((_, i) => changed(`c${i}`)))
        // And it goes on hearing what comes next.
        const after = await a.publish(changed('after'))
        await eventually(() =>
          expect(heardB.at(-1)).toEqual({ id: after, event: changed('after') }),
        )
        expect(heardB).toHaveLength(21)
      })

      // A notification that arrived between LISTEN and the catch-up's read of the log once moved the
      // catch-up's starting point past the events the instance had missed while it was cut: they
      // were never heard (CI, 2026-11: an instance missed 40 added courses of 100 changes).
      it('an instance cut again and again while another publishes without pause hears every event once, in order', async () => {
        const { a, b, heardB, pool, ofA } = await twoInstancesWithBCut()
        const sent: number[] = []
        let publishing = true
        const publishers = Array.from({ length: 4 }, async (_, p) => {
          for (let i = 0; publishing; i++) sent.push(await a.publish(changed(`p${p}-${i}`)))
        })
        let cuts = 0
        const started = Date.now()
        // Three seconds and a dozen cuts at least: on a loaded machine a reconnection takes longer,
        // and three seconds once held only 9 (CI, 2026-11-28).
        const elapsed = () => Date.now() - started
        while ((elapsed() < 3000 || cuts < 12) && elapsed() < 30_000) {
          await eventually(() => expect(b.current).toBe(true))
          for (const pid of await listeners(pool)) {
            if (ofA.has(pid)) continue
            await pool.query('SELECT pg_terminate_backend($1)', [pid])
            cuts++
          }
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 30))
        }
        publishing = false
        await Promise.all(publishers)
        await eventually(() => expect(b.current).toBe(true))
        await eventually(() => expect(heardB.at(-1)?.id).toBe(Math.max(...sent)))
        expect(cuts).toBeGreaterThanOrEqual(12)
        expect(heardB.filter((entry) => entry.event.type === 'everything.changed')).toEqual([])
        expect(heardB.map((entry) => entry.id)).toEqual(sent.toSorted((x, y) => x - y))
      })

      it('an instance away for longer than the log keeps is told that everything may have changed', async () => {
        const { a, b, heardB, pool } = await twoInstancesWithBCut()
        await a.publish(changed('x'))
        await a.publish(changed('y'))
        const last = await a.publish(changed('z'))
        await pool.query('DELETE FROM live_events WHERE id < $1', [last])
        await eventually(() => expect(b.current).toBe(true))
        expect(heardB).toEqual([{ id: last, event: { type: 'everything.changed' } }])
        expect(b.lastId).toBe(last)
      })
    })
})
