// useSearchParams, with an update that builds on the newest URL including changes not yet rendered.
// React Router's own functional form passes the params of the last render, so two changes before the
// next render (two selects changed quickly, a debounced search landing just after a select, two
// quick clicks on Select) lose the first: its documentation says so, and it is how a filter vanished
// in an end-to-end run.
import { useCallback, useLayoutEffect, useRef } from 'react'
import { useNavigate, useSearchParams, type NavigateOptions } from 'react-router'

export function useSearchParamsUpdater() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const latest = useRef(searchParams)
  useLayoutEffect(() => {
    latest.current = searchParams
  }, [searchParams])

  /** `change` gets the newest params and returns the next ones, or a ready search string. */
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams | string, options?: NavigateOptions) => {
      const next = change(latest.current)
      const search = (typeof next === 'string' ? next : next.toString()).replace(/^\?/, '')
      latest.current = new URLSearchParams(search)
      void navigate({ search: search ? `?${search}` : '' }, options)
    },
    [navigate],
  )
  return [searchParams, update] as const
}
