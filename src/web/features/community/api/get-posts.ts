// GET /api/posts?sort&tags&cursor: one page of the board, newest, oldest, popular (hot) or top
// first, optionally only posts with a matching tag. 'Load more' asks for the page after the last
// post shown (its cursor), so posts written meanwhile do not shift it.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { PostListResponse } from '../../../../domain/schemas/community'
import { apiGet } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { postKeys, type PostListParams } from './post-keys'

export function getPosts(
  params: PostListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostListResponse> {
  return apiGet<PostListResponse>('/posts', {
    params: { sort: params.sort, tags: params.tags, ...(cursor ? { cursor } : {}) },
    signal,
  })
}

export function getPostsQueryOptions(params: PostListParams, viewer: string) {
  return infiniteQueryOptions({
    queryKey: postKeys.list(params, viewer),
    queryFn: ({ pageParam, signal }) => getPosts(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function usePosts(params: PostListParams) {
  const session = useSession()
  return useInfiniteQuery({
    // Until the auth state is known the board shows what everyone sees (the server-rendered page
    // carries that list); a signed-in viewer's own votes replace it once the session has loaded.
    ...getPostsQueryOptions(params, session.isPending ? '' : session.uid),
    // Another sort or filter keeps the current posts on screen (dimmed) until the new list arrives.
    placeholderData: keepPreviousData,
  })
}
