// POST /api/posts/:postId/comments {text}: the signed-in user comments on a post. The new comment
// goes to the top of the list at once and the post's count follows.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Comment } from '../../../../domain/schemas/community'
import { apiSend } from '../../../lib/api-client'
import { updateCachedComments } from './post-keys'

export function addComment(postId: string, text: string): Promise<Comment> {
  return apiSend<Comment>('POST', `/posts/${encodeURIComponent(postId)}/comments`, { text })
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (text: string) => addComment(postId, text),
    onSuccess: (comment) =>
      updateCachedComments(
        queryClient,
        postId,
        // The live 'comment.added' event may have reloaded the list with it already.
        (list) => (list.some((c) => c.commentId === comment.commentId) ? list : [comment, ...list]),
        (count) => count + 1,
      ),
  })
}
