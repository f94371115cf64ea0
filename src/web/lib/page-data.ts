// What a page needs before it can be rendered with its content: the queries it shows first, fetched
// into the query cache by the server render (docs/decisions/019-server-rendering.md). A page module
// exports `prefetch`; the route table hands it on in the page's handle (`pageHandle` in router.tsx).
// The answer is the page's HTTP status: 404 for a course that does not exist, or the not-found page.
import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'
import type { Params } from './router'

export type PageRequest = { params: Params; search: URLSearchParams }

export type PagePrefetch = (queryClient: QueryClient, request: PageRequest) => Promise<number>

/** `module`: the page's source file, which names its chunk in the build's manifest. */
export type PageHandle = { prefetch?: PagePrefetch | undefined; module: string }

/**
 * 404 when the query for `queryKey` failed because what it asked for is not there (or malformed);
 * 503 when it failed otherwise (the server's error, not the page's: the page says so and offers a
 * retry, and no cache keeps it); else 200.
 */
export function statusOfQuery(queryClient: QueryClient, queryKey: readonly unknown[]): number {
  const error = queryClient.getQueryState(queryKey)?.error
  if (!error) return 200
  return isMissing(error) ? 404 : 503
}

/** Whether a failed query asked for something that is not there (or could not be). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400)
