// A small LRU of read responses, emptied whenever the event bus reports a change to the
// data behind them. Catalogue reads vastly outnumber writes, and on PGlite each query costs
// milliseconds of WASM time on the event loop, so repeated reads are served from here.
// Every write to the cached data must publish an event (all instances receive it: LISTEN/NOTIFY);
// the TTL bounds staleness should a notification ever be missed.
import type { LiveEvent } from '../../domain/events'
import type { EventBus } from './event-bus'

export interface ReadCache<T> {
  /** Returns the cached value for key, or computes, stores and returns it. */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>
  /** The cached value, if there is a fresh one; nothing is loaded. */
  peek(key: string): T | undefined
  /** Counts the changes seen so far: take it before computing a value to store(). */
  readonly generation: number
  /** Keeps a value computed since `generation`, unless the data changed meanwhile. */
  store(key: string, value: T, generation: number): void
  clear(): void
  readonly size: number
}

export function createReadCache<T>(options: {
  bus: EventBus
  invalidatedBy: (event: LiveEvent) => boolean
  maxEntries?: number | undefined
  ttlMs?: number
  /** Whether a loaded value is worth keeping (default: every one). */
  keep?: (value: T) => boolean
}): ReadCache<T> & { dispose(): void } {
  const maxEntries = options.maxEntries ?? 1000
  const ttlMs = options.ttlMs ?? 60_000
  const entries = new Map<string, { value: T; expires: number }>()
  // Bumped on every invalidation: a load that started before a change must not be stored after it.
  let generation = 0
  // Loads under way, so that many readers missing the same key at once (every open page refetching
  // after a change) share one query instead of each running it.
  const loading = new Map<string, Promise<T>>()
  const clear = () => {
    generation++
    entries.clear()
    loading.clear()
  }
  const unsubscribe = options.bus.subscribe((event) => {
    if (options.invalidatedBy(event)) clear()
  })

  const put = (key: string, value: T) => {
    entries.delete(key)
    if (options.keep?.(value) === false) return
    entries.set(key, { value, expires: Date.now() + ttlMs })
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  return {
    peek(key) {
      const hit = entries.get(key)
      return hit && hit.expires > Date.now() ? hit.value : undefined
    },
    get generation() {
      return generation
    },
    store(key, value, since) {
      if (since === generation) put(key, value)
    },
    async getOrLoad(key, load) {
      const hit = entries.get(key)
      if (hit && hit.expires > Date.now()) {
        entries.delete(key)
        entries.set(key, hit) // most recently used last
        return hit.value
      }
      const shared = loading.get(key)
      if (shared) return shared
      const started = generation
      const promise = load().then(
        (value) => {
          if (started === generation) {
            loading.delete(key)
            put(key, value)
          }
          return value
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key)
          throw error
        },
      )
      loading.set(key, promise)
      return promise
    },
    clear,
    get size() {
      return entries.size
    },
    dispose: unsubscribe,
  }
}
