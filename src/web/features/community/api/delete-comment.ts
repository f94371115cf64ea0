// DELETE /api/comments/:commentId: the author removes their comment (204).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import { updateCachedComments } from './post-keys'

export function deleteComment(commentId: string): Promise<void> {
  return apiSend<void>('DELETE', `/comments/${encodeURIComponent(commentId)}`)
}

export function useDeleteComment(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteComment(commentId),
    onSuccess: () =>
      updateCachedComments(
        queryClient,
        postId,
        (list) => list.filter((c) => c.commentId !== commentId),
        (count) => count - 1,
      ),
  })
}
