import { MAX_COMPARED_COURSES } from '../../../../domain/recommendation'
// The chosen courses live in the URL (`?courses=id1,id2`), so a comparison can be shared and the
// course page's Compare tile can open the page with its course already selected.

export const SELECTION_PARAM = 'courses'

/** The selected course ids: trimmed, without repeats, at most MAX_COMPARED_COURSES, in the order chosen. */
export function readSelection(params: URLSearchParams): string[] {
  const raw = params.get(SELECTION_PARAM) ?? ''
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  return [...new Set(ids)].slice(0, MAX_COMPARED_COURSES)
}

/**
 * The search string (`?...`) with the selection written in, or removed when empty; other params stay.
 * The ids are joined by plain commas so a shared link reads `?courses=id1,id2`.
 */
export function selectionSearch(params: URLSearchParams, ids: readonly string[]): string {
  const next = new URLSearchParams(params)
  next.delete(SELECTION_PARAM)
  const parts = [next.toString()]
  if (ids.length > 0) parts.push(`${SELECTION_PARAM}=${ids.map(encodeURIComponent).join(',')}`)
  const search = parts.filter(Boolean).join('&')
  return search ? `?${search}` : ''
}
