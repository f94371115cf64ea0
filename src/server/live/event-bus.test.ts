import pg from 'pg'
import { describe, expect, it } from 'vitest'
import type { LiveEvent } from '../../domain/events'
import { testDatabaseKind } from '../test/test-database'
import { createInProcessBus, createPostgresBus, type EventBus } from './event-bus'

const changed: LiveEvent = { type: 'course.updated', courseId: 'c1' }

function record(bus: EventBus) {
  const heard: LiveEvent[] = []
  bus.subscribe((event) => heard.push(event))
  return heard
}

describe('the event bus', () => {
  it('in-process: a subscriber hears a published event by the time publish resolves', async () => {
    const bus = createInProcessBus()
    const heard = record(bus)
    await bus.publish(changed)
    expect(heard).toEqual([changed])
    await bus.close()
  })

  if (testDatabaseKind === 'postgres')
    it('on PostgreSQL: the publishing instance hears its event at once and only once; another instance hears it too', async () => {
      const url = process.env.TEST_DATABASE_URL!
      const pools = [new pg.Pool({ connectionString: url }), new pg.Pool({ connectionString: url })]
      const [a, b] = await Promise.all(pools.map((pool) => createPostgresBus(url, pool)))
      try {
        const [heardA, heardB] = [record(a!), record(b!)]
        await a!.publish(changed)
        // No waiting for the notification's round trip: a read right after a write sees it.
        expect(heardA).toEqual([changed])
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect(heardA).toEqual([changed])
        expect(heardB).toEqual([changed])
      } finally {
        await Promise.all([a!.close(), b!.close()])
        await Promise.all(pools.map((pool) => pool.end()))
      }
    })
})
