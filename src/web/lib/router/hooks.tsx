// The router in React: a provider for the app's router (browser, or in memory on the server and in
// tests) and the hooks that read and move it. Route matching and route parameters are wouter's,
// fed from this router's location (docs/decisions/020-small-router.md).
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import { Router as WouterRouter, type BaseLocationHook } from 'wouter'
import { parsePattern } from './match'
import type { Location, NavigateOptions, Router, RouterState, To } from './router'

const RouterContext = createContext<Router | null>(null)

export function useRouter(): Router {
  const router = useContext(RouterContext)
  if (!router) throw new Error('useRouter needs a RouterProvider above it')
  return router
}

/** The committed navigation. The server snapshot is the same: the first render matches the HTML. */
export function useRouterState(): RouterState {
  const router = useRouter()
  return useSyncExternalStore(router.subscribe, router.state, router.state)
}

export function useLocation(): Location {
  return useRouterState().location
}

/** True while a navigation waits for its page's code (the old page is still shown). */
export function useNavigationPending(): boolean {
  const router = useRouter()
  return useSyncExternalStore(router.subscribe, router.pending, router.pending)
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => Promise<void> {
  return useRouter().navigate
}

export type SearchParamsChange =
  | URLSearchParams
  | string
  | Record<string, string>
  | ((current: URLSearchParams) => URLSearchParams | string)

/**
 * The current search params, and an update. A function update gets the params of the newest URL,
 * including changes made since the last render: two changes before the next render (two selects
 * changed quickly, a debounced search landing just after a select, two quick clicks on Select)
 * must both be kept, as an end-to-end run showed they were not when built on the rendered params.
 */
export function useSearchParams() {
  const router = useRouter()
  const { search } = useLocation()
  const searchParams = useMemo(() => new URLSearchParams(search), [search])
  const update = useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      const next =
        typeof change === 'function'
          ? change(new URLSearchParams(router.state().location.search))
          : change
      // A ready string is kept as it is written (a comma stays a comma).
      const search = typeof next === 'string' ? next : new URLSearchParams(next).toString()
      return router.navigate({ search }, options)
    },
    [router],
  )
  return [searchParams, update] as const
}

// wouter reads the pathname (and search) through these, so its routes follow this router.
const useWouterLocation: BaseLocationHook = () => [useLocation().pathname, useRouter().navigate]
const useWouterSearch = () => useLocation().search

export function RouterProvider({
  router,
  children,
}: {
  router: Router
  children: React.ReactNode
}) {
  return (
    <RouterContext value={router}>
      <WouterRouter hook={useWouterLocation} searchHook={useWouterSearch} parser={parsePattern}>
        {children}
      </WouterRouter>
    </RouterContext>
  )
}
