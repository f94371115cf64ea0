// POST /api/comments/:commentId/report: the signed-in user reports a comment.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Comment } from '../../../../domain/schemas/community'
import { apiSend } from '../../../lib/api-client'
import { postKeys } from './post-keys'

export function reportComment(commentId: string): Promise<{ reported: true }> {
  return apiSend('POST', `/comments/${encodeURIComponent(commentId)}/report`)
}

export function useReportComment(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => reportComment(commentId),
    onSuccess: () =>
      queryClient.setQueriesData<Comment[]>({ queryKey: postKeys.comments(postId) }, (list) =>
        list?.map((c) => (c.commentId === commentId ? { ...c, reportedByMe: true } : c)),
      ),
  })
}
