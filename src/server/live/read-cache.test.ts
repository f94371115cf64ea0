import { describe, expect, it, vi } from 'vitest'
import { createInProcessBus } from './event-bus'
import { createReadCache } from './read-cache'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function setup() {
  const bus = createInProcessBus()
  const cache = createReadCache<string>({
    bus,
    invalidatedBy: (event) => event.type === 'course.updated',
  })
  const change = () => bus.publish({ type: 'course.updated', courseId: 'c1' })
  return { cache, change }
}

describe('read cache', () => {
  it('readers missing the same key at once share one load, and later readers get the stored value', async () => {
    const { cache } = setup()
    const gate = deferred<string>()
    const load = vi.fn(() => gate.promise)
    const readers = Array.from({ length: 50 }, () => cache.getOrLoad('/api/courses', load))
    gate.resolve('page one')
    expect(await Promise.all(readers)).toEqual(Array(50).fill('page one'))
    expect(await cache.getOrLoad('/api/courses', load)).toBe('page one')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a change during a load: readers after it load again, and the old answer is not stored', async () => {
    const { cache, change } = setup()
    const before = deferred<string>()
    const early = cache.getOrLoad('k', () => before.promise)
    await change()
    const late = cache.getOrLoad('k', () => Promise.resolve('after'))
    before.resolve('before')
    expect(await early).toBe('before')
    expect(await late).toBe('after')
    expect(await cache.getOrLoad('k', () => Promise.resolve('reloaded'))).toBe('after')
  })

  it('a failed load is not kept: the next reader tries again', async () => {
    const { cache } = setup()
    const failing = deferred<string>()
    const first = cache.getOrLoad('k', () => failing.promise)
    const second = cache.getOrLoad('k', () => Promise.resolve('unused'))
    failing.reject(new Error('database gone'))
    await expect(first).rejects.toThrow('database gone')
    await expect(second).rejects.toThrow('database gone')
    expect(await cache.getOrLoad('k', () => Promise.resolve('fresh'))).toBe('fresh')
  })

  it('get answers a fresh value without loading, and counts it as used, as a hit of getOrLoad does', async () => {
    const bus = createInProcessBus()
    const cache = createReadCache<string>({
      bus,
      invalidatedBy: (event) => event.type === 'course.updated',
      maxEntries: 2,
      ttlMs: 1000,
    })
    expect(cache.get('a')).toBeUndefined()
    await cache.getOrLoad('a', async () => 'A')
    await cache.getOrLoad('b', async () => 'B')
    expect(cache.get('a')).toBe('A')
    // 'a' was used last, so 'b' is the one that makes room.
    await cache.getOrLoad('c', async () => 'C')
    expect(cache.peek('b')).toBeUndefined()
    expect(cache.get('a')).toBe('A')
    await bus.publish({ type: 'course.updated', courseId: 'c1' })
    expect(cache.get('a')).toBeUndefined()
    vi.useFakeTimers({ now: Date.now() })
    try {
      await cache.getOrLoad('d', async () => 'D')
      vi.advanceTimersByTime(1001)
      expect(cache.get('d')).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  describe('with tags: a change to one thing', () => {
    /** Each value is a list of course ids, tagged with them; course.counts makes its course stale. */
    function tagged() {
      const bus = createInProcessBus()
      const cache = createReadCache<string[]>({
        bus,
        invalidatedBy: (event) =>
          event.type === 'course.counts'
            ? [`course:${event.courseId}`]
            : event.type === 'course.updated',
        tagsOf: (ids) => ids.map((id) => `course:${id}`),
      })
      const counted = (courseId: string) => bus.publish({ type: 'course.counts', courseId })
      const updated = () => bus.publish({ type: 'course.updated', courseId: 'x' })
      return { cache, counted, updated }
    }

    it('lets go of the entries that show it and keeps the others', async () => {
      const { cache, counted } = tagged()
      await cache.getOrLoad('a-and-b', async () => ['a', 'b'])
      await cache.getOrLoad('c', async () => ['c'])
      await counted('b')
      expect(cache.peek('a-and-b')).toBeUndefined()
      expect(cache.peek('c')).toEqual(['c'])
      expect(await cache.getOrLoad('a-and-b', async () => ['a', 'b2'])).toEqual(['a', 'b2'])
    })

    it('a load under way when it happens is stored only if it does not show it', async () => {
      const { cache, counted } = tagged()
      const showsB = deferred<string[]>()
      const showsC = deferred<string[]>()
      const first = cache.getOrLoad('b', () => showsB.promise)
      const second = cache.getOrLoad('c', () => showsC.promise)
      await counted('b')
      showsB.resolve(['b'])
      showsC.resolve(['c'])
      await Promise.all([first, second])
      expect(cache.peek('b')).toBeUndefined()
      expect(cache.peek('c')).toEqual(['c'])
    })

    it('a reader arriving after it shares a load that does not show it, and loads again one that does', async () => {
      const { cache, counted } = tagged()
      const showsB = deferred<string[]>()
      const showsC = deferred<string[]>()
      const earlyB = cache.getOrLoad('b', () => showsB.promise)
      const earlyC = cache.getOrLoad('c', () => showsC.promise)
      await counted('b')
      const reloadB = vi.fn(async () => ['b', 'after'])
      const reloadC = vi.fn(async () => ['c', 'again'])
      const lateB = cache.getOrLoad('b', reloadB)
      const lateC = cache.getOrLoad('c', reloadC)
      showsB.resolve(['b', 'before'])
      showsC.resolve(['c'])
      expect(await earlyB).toEqual(['b', 'before'])
      expect(await lateB).toEqual(['b', 'after'])
      expect(await earlyC).toEqual(['c'])
      expect(await lateC).toEqual(['c'])
      expect(reloadC).not.toHaveBeenCalled()
      expect(cache.peek('b')).toEqual(['b', 'after'])
    })

    it('a change to everything still empties every entry', async () => {
      const { cache, updated } = tagged()
      await cache.getOrLoad('c', async () => ['c'])
      await updated()
      expect(cache.peek('c')).toBeUndefined()
      expect(cache.size).toBe(0)
    })
  })
})
