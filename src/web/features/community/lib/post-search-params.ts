// The board's sort and tag filter live in the URL (?sort&tags), so a shared link reproduces the
// feed and the back button undoes a change. An unknown sort is ignored rather than sent (a 400).
import { parseTags } from '../../../../domain/community-rules'
import { type PostListParams, type PostSort } from '../api/post-keys'
import { POST_SORTS } from '../../../../domain/community-rules'

export function readPostParams(search: URLSearchParams): PostListParams {
  const sort = search.get('sort')
  return {
    sort: (POST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PostSort) : 'newest',
    tags: search.get('tags')?.trim() ?? '',
  }
}

/** A copy of `search` with the sort or tag filter set; the default and empty values are left out. */
export function withPostParam(
  search: URLSearchParams,
  name: 'sort' | 'tags',
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(search)
  const trimmed = value.trim()
  if (!trimmed || (name === 'sort' && trimmed === 'newest')) next.delete(name)
  else next.set(name, trimmed)
  return next
}

/** What the 'Filters (n)' button counts: each tag filtered on, and a sort other than the default. */
export function activePostFilterCount(params: PostListParams): number {
  return parseTags(params.tags).length + (params.sort === 'newest' ? 0 : 1)
}
