// Scroll positions across navigations: a new page starts at the top (unless the navigation asked
// to keep the position), back and forward come back to where the page was left, and so does a
// reload. Positions are filed under `getKey(location)` and kept in sessionStorage, so they outlive
// a reload but not the tab.
import { useLayoutEffect, useRef } from 'react'
import { useRouter, useRouterState } from './hooks'
import type { Location } from './router'

const STORAGE_KEY = 'cc-scroll-positions'

type Positions = Record<string, number>

function readPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')
    return saved && typeof saved === 'object' ? (saved as Positions) : {}
  } catch {
    return {}
  }
}

export function ScrollRestoration({ getKey }: { getKey: (location: Location) => string }) {
  const router = useRouter()
  const { location, action, preventScrollReset } = useRouterState()
  const positions = useRef<Positions | null>(null)
  const keyOf = useRef(getKey)
  const shown = useRef<Location | null>(null)

  useLayoutEffect(() => {
    keyOf.current = getKey
  }, [getKey])

  useLayoutEffect(() => {
    const saved = (positions.current ??= readPositions())
    // The router, not the browser, puts the page where it belongs after a navigation.
    window.history.scrollRestoration = 'manual'
    const save = (leaving: Location) => {
      saved[keyOf.current(leaving)] = window.scrollY
    }
    const stopSaving = router.onLeave(save)
    const onPageHide = () => {
      // Leaving the document: the browser restores the position if it comes back from its cache.
      window.history.scrollRestoration = 'auto'
      save(router.state().location)
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved))
      } catch {
        // Storage may be full or refused: positions are then kept for this document only.
      }
    }
    window.addEventListener('pagehide', onPageHide)
    return () => {
      stopSaving()
      window.removeEventListener('pagehide', onPageHide)
      window.history.scrollRestoration = 'auto'
    }
  }, [router])

  useLayoutEffect(() => {
    const before = shown.current
    shown.current = location
    if (before === location) return
    const saved = positions.current?.[keyOf.current(location)]
    if (before === null) {
      // The first page: a reload comes back to where it was; anything else starts at the top.
      if (saved !== undefined) window.scrollTo(0, saved)
      return
    }
    // Only the #fragment changed (a skip link): the browser has already gone to its target.
    if (
      before.pathname === location.pathname &&
      before.search === location.search &&
      before.hash !== location.hash
    ) {
      return
    }
    if (action === 'pop' && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    const target = location.hash ? document.getElementById(decodeHash(location.hash)) : null
    if (target) {
      target.scrollIntoView()
      return
    }
    if (!preventScrollReset) window.scrollTo(0, 0)
  }, [location, action, preventScrollReset])

  return null
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}
