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
})
