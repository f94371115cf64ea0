// The catalogue's filters live in the URL (?q&category&platform&price&language&track&level&format&
// certificate&drop&sort), so a
// shared link reproduces the list and the back button undoes a filter. Unknown values are ignored
// here rather than sent to the server, where they would be a 400. A page may fix a filter (the
// government-exam page fixes track=govt): a fixed filter is not read from the URL and is never offered
// for removal.
import {
  COURSE_SORTS,
  COURSE_TRACKS,
  PRICE_BANDS,
  PRICE_DROP_WINDOWS,
  type CourseSort,
  type PriceDropWindow,
  type CourseTrack,
  type PriceBand,
  COURSE_FILTER_NAMES,
} from '../../../../domain/constants'
import type { CourseFilters } from '../../../../domain/course'
import { asOneLine, textProblem } from '../../../../domain/text-input'
import type { CourseListParams } from '../api/course-keys'
import { FACT_FILTERS } from './fact-filters'

export const FILTER_PARAM_NAMES = [...COURSE_FILTER_NAMES, 'drop', 'sort'] as const

/**
 * `?page=N` opens the catalogue with its first N pages (what 'Load more' had shown: the link a
 * visitor without JavaScript follows, and the address a reload comes back to), at most this many.
 */
export const PAGE_PARAM = 'page'
export const MAX_OPENED_PAGES = 20

export function readCataloguePages(search: URLSearchParams): number {
  const pages = Number(search.get(PAGE_PARAM))
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_OPENED_PAGES) : 1
}

/** A copy of `search` saying how many pages are shown (1 is left out). */
export function withCataloguePages(search: URLSearchParams, pages: number): URLSearchParams {
  const next = new URLSearchParams(search)
  if (pages > 1) next.set(PAGE_PARAM, String(pages))
  else next.delete(PAGE_PARAM)
  return next
}
export type FilterParamName = (typeof FILTER_PARAM_NAMES)[number]

/** Filters a page sets for every visitor, whatever the URL says. */
export type FixedFilters = Pick<CourseFilters, 'track'>

export const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value)

/**
 * A text filter as the server takes it: a search pasted with a tab or a line break, or a link
 * carrying a control character, searches its words; text no field can hold (a broken character,
 * far too long: src/domain/text-input.ts) is left out, like an unknown value.
 */
const text = (value: string | null) => {
  const line = value === null ? '' : asOneLine(value).trim()
  return line && !textProblem(line, 'single-line') ? line : undefined
}

export function readCatalogueParams(
  search: URLSearchParams,
  fixed: FixedFilters = {},
): CourseListParams {
  const price = search.get('price')
  const track = search.get('track')
  const sort = search.get('sort')
  const drop = search.get('drop')
  const level = search.get('level')
  const format = search.get('format')
  const certificate = search.get('certificate')
  return {
    q: text(search.get('q')),
    category: text(search.get('category')),
    platform: text(search.get('platform')),
    language: text(search.get('language')),
    price: isOneOf<PriceBand>(PRICE_BANDS, price) ? price : undefined,
    track: isOneOf<CourseTrack>(COURSE_TRACKS, track) ? track : undefined,
    drop: isOneOf<PriceDropWindow>(PRICE_DROP_WINDOWS, drop) ? drop : undefined,
    level: isOneOf(FACT_FILTERS.level, level) ? level : undefined,
    format: isOneOf(FACT_FILTERS.format, format) ? format : undefined,
    certificate: isOneOf(FACT_FILTERS.certificate, certificate) ? certificate : undefined,
    sort: isOneOf<CourseSort>(COURSE_SORTS, sort) ? sort : 'recommended',
    ...fixed,
  }
}

/**
 * A copy of `search` with one filter set (or removed when empty); the default sort is left out.
 * Another list starts again at its first page.
 */
export function withCatalogueParam(
  search: URLSearchParams,
  name: FilterParamName,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(search)
  next.delete(PAGE_PARAM)
  const trimmed = value.trim()
  if (!trimmed || (name === 'sort' && trimmed === 'recommended')) next.delete(name)
  else next.set(name, trimmed)
  return next
}

/** Whether the visitor has narrowed the list (a filter the page fixes does not count). */
export function hasActiveFilters(params: CourseListParams, fixed: FixedFilters = {}): boolean {
  return Boolean(
    params.q ||
    params.category ||
    params.platform ||
    params.price ||
    params.language ||
    params.drop ||
    params.level ||
    params.format ||
    params.certificate ||
    (params.track && !fixed.track),
  )
}

/**
 * How many of the choices behind the phone's 'Filters' button narrow the list: category, platform,
 * price, language and a track the page does not fix. The search has its own box and the sort only
 * orders, so neither counts.
 */
export function activeFilterCount(params: CourseListParams, fixed: FixedFilters = {}): number {
  return [
    params.category,
    params.platform,
    params.price,
    params.language,
    params.drop,
    params.level,
    params.format,
    params.certificate,
    fixed.track ? undefined : params.track,
  ].filter(Boolean).length
}
