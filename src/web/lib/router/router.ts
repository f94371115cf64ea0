// Where the app is, and how it moves: the location store behind the small router
// (docs/decisions/020-small-router.md). A navigation is committed only once the next page's code is
// loaded (`prepare`), so the old page stays on screen meanwhile and `pending()` says a page is on
// its way; a later navigation supersedes one still loading. Every history entry it makes gets its
// own key, which scroll restoration files positions under.

/** A parsed address: pathname, search ('' or '?…') and hash ('' or '#…'). */
export type Path = { pathname: string; search: string; hash: string }

export type Location = Path & {
  /** What the navigation that made this entry carried (`NavigateOptions.state`), or null. */
  state: unknown
  /**
   * This history entry's own key; null for an entry the router did not make: one opened by a full
   * page load (typed address, link from another site, new tab), or a memory router's first one.
   */
  key: string | null
}

/** A string address (absolute, or relative to the current one), or parts of one. */
export type To = string | Partial<Path>

export type NavigateOptions = {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean | undefined
  /** Keep the scroll position instead of starting the next page at the top. */
  preventScrollReset?: boolean | undefined
  state?: unknown
}

/** How the current location was reached: a new entry, a replaced one, or back/forward. */
export type NavigationAction = 'push' | 'replace' | 'pop'

export type RouterState = {
  location: Location
  action: NavigationAction
  preventScrollReset: boolean
}

/**
 * Gets a location's page ready before it is shown: a promise while its code loads, nothing when it
 * is ready now (then the navigation is committed at once, in the same task).
 */
export type Prepare = (pathname: string) => Promise<unknown> | undefined

export type Router = {
  /** The committed navigation; the same object until the next commit. */
  state(): RouterState
  /** True while a navigation waits for its page's code. */
  pending(): boolean
  /** Calls `listener` after every commit and every change of `pending()`. */
  subscribe(listener: () => void): () => void
  /** Calls `listener` with the location being left, just before the next one is committed. */
  onLeave(listener: (leaving: Location) => void): () => void
  /** Goes to `to`, or moves through the history by a number of entries (-1: back). */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>
}

/** The parts of a string address; a relative one is resolved against `from`. */
export function parsePath(to: string, from?: Path): Path {
  if (!to.startsWith('/') && from) {
    const url = new URL(to, `http://localhost${createPath(from)}`)
    return { pathname: url.pathname, search: url.search, hash: url.hash }
  }
  const hashAt = to.indexOf('#')
  const hash = hashAt >= 0 ? to.slice(hashAt) : ''
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to
  const searchAt = rest.indexOf('?')
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: withPrefix(searchAt >= 0 ? rest.slice(searchAt) : '', '?'),
    hash: withPrefix(hash, '#'),
  }
}

/** Where `to` leads from `from`: an object without a pathname stays on the current one. */
export function resolveTo(to: To, from: Path): Path {
  if (typeof to === 'string') return parsePath(to, from)
  return {
    pathname: to.pathname ?? from.pathname,
    search: withPrefix(to.search ?? '', '?'),
    hash: withPrefix(to.hash ?? '', '#'),
  }
}

export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash
}

function withPrefix(part: string, prefix: '?' | '#'): string {
  if (part === '' || part === prefix) return ''
  return part.startsWith(prefix) ? part : prefix + part
}

const createKey = () => Math.random().toString(36).slice(2, 10)

/** What differs between the browser's history and an in-memory one. */
type Entries = {
  initial: Location
  push(location: Location): void
  replace(location: Location): void
  go(delta: number): void
  /** Calls `listener` with the location that back/forward moved to. */
  listen(listener: (location: Location) => void): void
}

function createRouter(entries: Entries, prepare: Prepare | undefined): Router {
  let state: RouterState = { location: entries.initial, action: 'pop', preventScrollReset: false }
  let pending = false
  let latest = 0
  const listeners = new Set<() => void>()
  const leaveListeners = new Set<(leaving: Location) => void>()
  const emit = () => listeners.forEach((listener) => listener())

  function commit(next: RouterState, write?: () => void) {
    leaveListeners.forEach((listener) => listener(state.location))
    write?.()
    state = next
    pending = false
    emit()
  }

  /** Commits with `then` once `location`'s page is ready, unless another navigation came since. */
  function start(location: Location, then: () => void): Promise<void> {
    const id = ++latest
    const loading = prepare?.(location.pathname)
    if (!loading) {
      then()
      return Promise.resolve()
    }
    if (!pending) {
      pending = true
      emit()
    }
    // A page whose code failed to load still gets its address: it shows the error page.
    return loading.then(
      () => (id === latest ? then() : undefined),
      () => (id === latest ? then() : undefined),
    )
  }

  entries.listen((location) =>
    start(location, () => commit({ location, action: 'pop', preventScrollReset: false })),
  )

  return {
    state: () => state,
    pending: () => pending,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onLeave(listener) {
      leaveListeners.add(listener)
      return () => leaveListeners.delete(listener)
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        entries.go(to)
        return Promise.resolve()
      }
      const location: Location = {
        ...resolveTo(to, state.location),
        state: options.state ?? null,
        key: createKey(),
      }
      const action = options.replace ? 'replace' : 'push'
      return start(location, () =>
        commit({ location, action, preventScrollReset: options.preventScrollReset ?? false }, () =>
          entries[action](location),
        ),
      )
    },
  }
}

/** What the router keeps in `history.state` for an entry it made. */
type EntryState = { key: string; usr: unknown }

function readBrowserLocation(): Location {
  const entry = window.history.state as Partial<EntryState> | null
  const { pathname, search, hash } = window.location
  return {
    pathname,
    search,
    hash,
    state: entry?.usr ?? null,
    key: typeof entry?.key === 'string' ? entry.key : null,
  }
}

/** The router of the browser's address bar and history. */
export function createBrowserRouter({ prepare }: { prepare?: Prepare } = {}): Router {
  const write = (method: 'pushState' | 'replaceState', location: Location) => {
    const entry: EntryState = { key: location.key ?? createKey(), usr: location.state }
    try {
      window.history[method](entry, '', createPath(location))
    } catch {
      // Browsers limit how often history may be written (and what it may hold): load the page.
      window.location.assign(createPath(location))
    }
  }
  return createRouter(
    {
      initial: readBrowserLocation(),
      push: (location) => write('pushState', location),
      replace: (location) => write('replaceState', location),
      go: (delta) => window.history.go(delta),
      listen: (listener) =>
        window.addEventListener('popstate', () => listener(readBrowserLocation())),
    },
    prepare,
  )
}

/**
 * A router whose history is a list in memory, starting at `url` (key null, as a full page load):
 * for the server render, which never navigates, and for tests, which may, back and forward too.
 */
export function createMemoryRouter(url: string, { prepare }: { prepare?: Prepare } = {}): Router {
  const stack: Location[] = [{ ...parsePath(url), state: null, key: null }]
  let index = 0
  let onPop: (location: Location) => void = () => {}
  return createRouter(
    {
      initial: stack[0]!,
      push(location) {
        stack.splice(index + 1, stack.length, location)
        index = stack.length - 1
      },
      replace(location) {
        stack[index] = location
      },
      go(delta) {
        const next = Math.min(Math.max(index + delta, 0), stack.length - 1)
        if (next === index) return
        index = next
        onPop(stack[index]!)
      },
      listen(listener) {
        onPop = listener
      },
    },
    prepare,
  )
}
