// The catalogue's filters live in the URL (?q&category&platform&price&language&sort), so a shared
// link reproduces the list and the back button undoes a filter. Unknown values are ignored here
// rather than sent to the server, where they would be a 400.
import {
  COURSE_SORTS,
  PRICE_BANDS,
  type CourseSort,
  type PriceBand,
} from '../../../../domain/constants'
import type { CourseListParams } from '../api/course-keys'

export const FILTER_PARAM_NAMES = [
  'q',
  'category',
  'platform',
  'price',
  'language',
  'sort',
] as const
export type FilterParamName = (typeof FILTER_PARAM_NAMES)[number]

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value)

const text = (value: string | null) => value?.trim() || undefined

export function readCatalogueParams(search: URLSearchParams): CourseListParams {
  const price = search.get('price')
  const sort = search.get('sort')
  return {
    q: text(search.get('q')),
    category: text(search.get('category')),
    platform: text(search.get('platform')),
    language: text(search.get('language')),
    price: isOneOf<PriceBand>(PRICE_BANDS, price) ? price : undefined,
    sort: isOneOf<CourseSort>(COURSE_SORTS, sort) ? sort : 'recommended',
  }
}

/** A copy of `search` with one filter set (or removed when empty); the default sort is left out. */
export function withCatalogueParam(
  search: URLSearchParams,
  name: FilterParamName,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(search)
  const trimmed = value.trim()
  if (!trimmed || (name === 'sort' && trimmed === 'recommended')) next.delete(name)
  else next.set(name, trimmed)
  return next
}

export function hasActiveFilters(params: CourseListParams): boolean {
  return Boolean(params.q || params.category || params.platform || params.price || params.language)
}
