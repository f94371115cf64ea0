// One clock for relative times ('5 minutes ago'). A server-rendered page is hydrated with the time
// it was rendered at (the render context's `renderedAt`), so the text the server wrote and the text
// the browser first renders agree; right after hydration the browser's own time takes over.
import { useMemo, useSyncExternalStore } from 'react'
import { useRenderContext } from './render-context'

let latest = Date.now()
const listeners = new Set<() => void>()
const timers = new Map<number, { timer: ReturnType<typeof setInterval>; users: number }>()

function subscribe(intervalMs: number, listener: () => void) {
  listeners.add(listener)
  const existing = timers.get(intervalMs)
  if (existing) existing.users++
  else {
    const timer = setInterval(() => {
      latest = Date.now()
      for (const notify of listeners) notify()
    }, intervalMs)
    timers.set(intervalMs, { timer, users: 1 })
  }
  // Subscribing happens after the first (possibly hydrating) render: read the time afresh.
  latest = Date.now()
  return () => {
    listeners.delete(listener)
    const entry = timers.get(intervalMs)
    if (entry && --entry.users === 0) {
      clearInterval(entry.timer)
      timers.delete(intervalMs)
    }
  }
}

/** The current time, renewed every `intervalMs`. */
export function useNow(intervalMs = 60_000): Date {
  const { renderedAt } = useRenderContext()
  const subscribeWithInterval = useMemo(
    () => (listener: () => void) => subscribe(intervalMs, listener),
    [intervalMs],
  )
  const time = useSyncExternalStore(
    subscribeWithInterval,
    () => latest,
    () => renderedAt ?? latest,
  )
  return useMemo(() => new Date(time), [time])
}
