// POST /api/comments/:commentId/report: the signed-in user reports a comment.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import { updateCachedCommentPages } from './post-keys'

export function reportComment(commentId: string): Promise<{ reported: true }> {
  return apiSend('POST', `/comments/${encodeURIComponent(commentId)}/report`)
}

export function useReportComment(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => reportComment(commentId),
    onSuccess: () =>
      updateCachedCommentPages(queryClient, postId, (list) =>
        list.map((c) => (c.commentId === commentId ? { ...c, reportedByMe: true } : c)),
      ),
  })
}
