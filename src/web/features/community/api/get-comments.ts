// GET /api/posts/:postId/comments: the comments of one post, newest first. Loaded when the reader
// opens the list.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Comment } from '../../../../domain/schemas/community'
import { apiGet } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { postKeys } from './post-keys'

export function getComments(postId: string, signal?: AbortSignal): Promise<Comment[]> {
  return apiGet<Comment[]>(`/posts/${encodeURIComponent(postId)}/comments`, { signal })
}

export function getCommentsQueryOptions(postId: string, viewer: string) {
  return queryOptions({
    queryKey: postKeys.commentList(postId, viewer),
    queryFn: ({ signal }) => getComments(postId, signal),
  })
}

export function useComments(postId: string, enabled: boolean) {
  const session = useSession()
  return useQuery({
    ...getCommentsQueryOptions(postId, session.uid),
    enabled: enabled && !session.isPending,
  })
}
