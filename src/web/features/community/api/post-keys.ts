// Query keys of the community board, and the one way to change a cached post. A post says which
// way the viewer voted and whether it is theirs, so every community query belongs to the signed-in
// user and lives under ['me'] (decision 007): signing in or out reloads it, and the viewer's id in
// the key keeps one user's flags from being shown to the next.
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { PostSort } from '../../../../domain/community-rules'
import type {
  Comment,
  CommentPage,
  Post,
  PostListResponse,
} from '../../../../domain/schemas/community'
import { meKey } from '../../../lib/session'

export type { PostSort }

export type PostListParams = { sort: PostSort; tags: string }

export const postKeys = {
  all: [...meKey, 'posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (params: PostListParams, viewer: string) =>
    [...postKeys.lists(), { ...params, viewer }] as const,
  /** The comments of one post, whoever is viewing. */
  comments: (postId: string) => [...postKeys.all, 'comments', postId] as const,
  commentList: (postId: string, viewer: string) =>
    [...postKeys.comments(postId), { viewer }] as const,
}

export type PostPages = InfiniteData<PostListResponse, string | null>
export type CommentPages = InfiniteData<CommentPage, string | null>

/** Rewrites the posts of every page of every cached list (all sorts and tag filters). */
export function updateCachedPages(queryClient: QueryClient, change: (items: Post[]) => Post[]) {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) }
      : data,
  )
}

/** Changes one post in every cached list. */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: Post) => Post,
) {
  updateCachedPages(queryClient, (items) =>
    items.map((post) => (post.postId === postId ? change(post) : post)),
  )
}

/** The post as the cache has it now (the first list holding it). */
export function findCachedPost(queryClient: QueryClient, postId: string): Post | undefined {
  for (const [, data] of queryClient.getQueriesData<PostPages>({ queryKey: postKeys.lists() })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((post) => post.postId === postId)
      if (found) return found
    }
  }
  return undefined
}

/** Rewrites the comments of every loaded page of a post's cached comment lists. */
export function updateCachedCommentPages(
  queryClient: QueryClient,
  postId: string,
  change: (comments: Comment[], pageIndex: number) => Comment[],
) {
  queryClient.setQueriesData<CommentPages>({ queryKey: postKeys.comments(postId) }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page, i) => ({ ...page, items: change(page.items, i) })) }
      : data,
  )
}

/** Sets a post's 'N Comments' count in every cached list. */
export function setCachedCommentCount(
  queryClient: QueryClient,
  postId: string,
  count: (current: number) => number,
) {
  updateCachedPost(queryClient, postId, (post) => ({
    ...post,
    commentCount: Math.max(0, count(post.commentCount)),
  }))
}
