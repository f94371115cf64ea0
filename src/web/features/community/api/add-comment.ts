// POST /api/posts/:postId/comments {text}: the signed-in user comments on a post. The server answers
// with the new comment alone; it goes to the top of the list at once and the post's count follows.
// Sent with an Idempotency-Key and again if the network fails it (src/web/lib/api-client.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddedComment } from '../../../../domain/schemas/community'
import { apiSend } from '../../../lib/api-client'
import { setCachedCommentCount, updateCachedCommentPages } from './post-keys'

export function addComment(postId: string, text: string): Promise<AddedComment> {
  return apiSend<AddedComment>(
    'POST',
    `/posts/${encodeURIComponent(postId)}/comments`,
    { text },
    'keyed',
  )
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (text: string) => addComment(postId, text),
    onSuccess: ({ commentCount, ...comment }) => {
      let known = false
      updateCachedCommentPages(queryClient, postId, (list, page) => {
        // The live 'comment.added' event may have reloaded the list with it already.
        known ||= list.some((c) => c.commentId === comment.commentId)
        return page === 0 && !known ? [comment, ...list] : list
      })
      // The count as of this comment; a live event for a later one may already have raised it.
      setCachedCommentCount(queryClient, postId, (count) => Math.max(count, commentCount))
    },
  })
}
