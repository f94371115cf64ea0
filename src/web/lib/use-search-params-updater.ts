// useSearchParams, with an update that builds on the newest URL including changes not yet rendered.
// React Router's own functional form passes the params of the last render, so two changes before the
// next render (two selects changed quickly, a debounced search landing just after a select) lose the
// first: its documentation says so, and it is how a filter vanished in an end-to-end run.
import { useCallback, useLayoutEffect, useRef } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router'

export function useSearchParamsUpdater() {
  const [searchParams, setSearchParams] = useSearchParams()
  const latest = useRef(searchParams)
  useLayoutEffect(() => {
    latest.current = searchParams
  }, [searchParams])

  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(latest.current)
      latest.current = next
      setSearchParams(next, options)
    },
    [setSearchParams],
  )
  return [searchParams, update] as const
}
