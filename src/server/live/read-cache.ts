// A small LRU of read responses, emptied whenever the event bus reports a change to the
// data behind them. Catalogue reads vastly outnumber writes, and on PGlite each query costs
// milliseconds of WASM time on the event loop, so repeated reads are served from here.
// Every write to the cached data must publish an event (all instances receive it: LISTEN/NOTIFY);
// the TTL bounds staleness should a notification ever be missed.
//
// A frequent change that touches one thing (a course's favourite count, a post's votes) lets go
// of the entries that show that thing only: each entry is stored with tags (`tagsOf`, e.g.
// `course:<id>` for every course on a catalogue page) and `invalidatedBy` names the tags an event
// makes stale (docs/decisions/041-caches-let-go-of-what-a-change-touches.md).
import type { LiveEvent } from '../../domain/events'
import type { EventBus } from './event-bus'

/**
 * What an event makes stale: every entry (true), none (false), or the entries tagged with one of
 * these tags (every entry, when the cache has no `tagsOf`).
 */
export type Staleness = boolean | readonly string[]

export interface ReadCache<T> {
  /** Returns the cached value for key, or computes, stores and returns it. */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>
  /** The cached value, if there is a fresh one; nothing is loaded. */
  peek(key: string): T | undefined
  /**
   * As peek, and the value counts as just used (the LRU keeps it longest), as getOrLoad's hit
   * does: for a reader that answers a hit at once, without a promise.
   */
  get(key: string): T | undefined
  /** Counts the changes seen so far: take it before computing a value to store(). */
  readonly generation: number
  /** Keeps a value computed since `generation`, unless the data behind it changed meanwhile. */
  store(key: string, value: T, generation: number): void
  clear(): void
  readonly size: number
}

/**
 * Tags made stale one by one are remembered (to refuse a value loaded before the change) up to
 * this many; past it the cache empties instead, which is always safe.
 */
const MAX_REMEMBERED_TAGS = 10_000

export function createReadCache<T>(options: {
  bus: EventBus
  invalidatedBy: (event: LiveEvent) => Staleness
  /** The tags of a value: what it shows, for events that make only some entries stale. */
  tagsOf?: (value: T) => Iterable<string>
  maxEntries?: number | undefined
  ttlMs?: number
  /** Whether a loaded value is worth keeping (default: every one). */
  keep?: (value: T) => boolean
}): ReadCache<T> & { dispose(): void } {
  const maxEntries = options.maxEntries ?? 1000
  const ttlMs = options.ttlMs ?? 60_000
  // `tags` null: the cache has no tagsOf, so any tagged change makes the entry stale.
  type Entry = { value: T; expires: number; tags: ReadonlySet<string> | null }
  const entries = new Map<string, Entry>()
  // Bumped on every change: a load that started before a change must not be stored after it,
  // unless the change touched none of what it shows.
  let generation = 0
  /** The generation of the last change that made every entry stale. */
  let clearedAt = 0
  /** The generation of the last change that made some tags stale. */
  let taggedAt = 0
  /** Each tag made stale since the last full change, with the generation it happened in. */
  const touched = new Map<string, number>()
  // Loads under way, so that many readers missing the same key at once (every open page refetching
  // after a change) share one query instead of each running it.
  const loading = new Map<string, { promise: Promise<T>; started: number }>()

  const tagsOf = (value: T): ReadonlySet<string> | null =>
    options.tagsOf ? new Set(options.tagsOf(value)) : null

  /** Whether a value loaded from `since` on still shows the data as it is now. */
  const freshSince = (since: number, tags: ReadonlySet<string> | null) => {
    if (clearedAt > since) return false
    if (taggedAt <= since) return true
    if (tags === null) return false
    for (const tag of tags) if ((touched.get(tag) ?? 0) > since) return false
    return true
  }

  const clear = () => {
    generation++
    clearedAt = generation
    touched.clear()
    entries.clear()
  }
  const invalidate = (tags: readonly string[]) => {
    if (tags.length === 0) return
    generation++
    taggedAt = generation
    for (const tag of tags) touched.set(tag, generation)
    if (touched.size > MAX_REMEMBERED_TAGS) return clear()
    for (const [key, entry] of entries) {
      if (entry.tags === null || tags.some((tag) => entry.tags!.has(tag))) entries.delete(key)
    }
  }
  const unsubscribe = options.bus.subscribe((event) => {
    // Events were missed (docs/decisions/044-numbered-change-events.md): any answer may be stale.
    if (event.type === 'everything.changed') return clear()
    const stale = options.invalidatedBy(event)
    if (stale === true) clear()
    else if (stale !== false) invalidate(stale)
  })

  const put = (key: string, value: T, tags: ReadonlySet<string> | null) => {
    entries.delete(key)
    if (options.keep?.(value) === false) return
    entries.set(key, { value, expires: Date.now() + ttlMs, tags })
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  const startLoad = (key: string, load: () => Promise<T>): Promise<T> => {
    const started = generation
    const promise = load().then(
      (value) => {
        if (loading.get(key)?.promise === promise) loading.delete(key)
        const tags = tagsOf(value)
        if (freshSince(started, tags)) put(key, value, tags)
        return value
      },
      (error: unknown) => {
        if (loading.get(key)?.promise === promise) loading.delete(key)
        throw error
      },
    )
    loading.set(key, { promise, started })
    return promise
  }

  /** The fresh entry of `key`, made the most recently used. */
  const use = (key: string): Entry | undefined => {
    const hit = entries.get(key)
    if (!hit || hit.expires <= Date.now()) return undefined
    entries.delete(key)
    entries.set(key, hit) // most recently used last
    return hit
  }

  const getOrLoad = async (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = use(key)
    if (hit) return hit.value
    const shared = loading.get(key)
    if (!shared) return startLoad(key, load)
    if (shared.started === generation) return shared.promise
    // Something changed since that load began. After a change to a few tags its answer still
    // serves if the change touched none of what it shows; otherwise this reader loads afresh.
    if (clearedAt <= shared.started && options.tagsOf) {
      const value = await shared.promise
      if (freshSince(shared.started, tagsOf(value))) return value
      const next = loading.get(key)
      if (next && next !== shared) return getOrLoad(key, load)
    }
    return startLoad(key, load)
  }

  return {
    peek(key) {
      const hit = entries.get(key)
      return hit && hit.expires > Date.now() ? hit.value : undefined
    },
    get: (key) => use(key)?.value,
    get generation() {
      return generation
    },
    store(key, value, since) {
      const tags = tagsOf(value)
      if (freshSince(since, tags)) put(key, value, tags)
    },
    getOrLoad,
    clear,
    get size() {
      return entries.size
    },
    dispose: unsubscribe,
  }
}
