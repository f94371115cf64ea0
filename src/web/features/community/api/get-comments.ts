// GET /api/posts/:postId/comments?cursor: a post's comments, newest first, 20 at a time. Loaded when
// the reader opens the list; 'Show more comments' asks for the page after the last one shown.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { CommentPage } from '../../../../domain/schemas/community'
import { apiGet } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { postKeys } from './post-keys'

export function getComments(
  postId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentPage> {
  return apiGet<CommentPage>(`/posts/${encodeURIComponent(postId)}/comments`, {
    params: cursor ? { cursor } : {},
    signal,
  })
}

export function getCommentsQueryOptions(postId: string, viewer: string) {
  return infiniteQueryOptions({
    queryKey: postKeys.commentList(postId, viewer),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function useComments(postId: string, enabled: boolean) {
  const session = useSession()
  return useInfiniteQuery({
    ...getCommentsQueryOptions(postId, session.uid),
    enabled: enabled && !session.isPending,
  })
}
