// DELETE /api/comments/:commentId: the author removes their comment (204).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import { setCachedCommentCount, updateCachedCommentPages } from './post-keys'

export function deleteComment(commentId: string): Promise<void> {
  return apiSend<void>('DELETE', `/comments/${encodeURIComponent(commentId)}`)
}

export function useDeleteComment(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteComment(commentId),
    onSuccess: () => {
      let shown = false
      updateCachedCommentPages(queryClient, postId, (list) => {
        shown ||= list.some((c) => c.commentId === commentId)
        return list.filter((c) => c.commentId !== commentId)
      })
      // The live 'comment.removed' event may have set the count already (and the list with it).
      if (shown) setCachedCommentCount(queryClient, postId, (count) => count - 1)
    },
  })
}
