// POST /api/comments/:commentId/report: the signed-in user reports a comment with a reason.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import type { ReportChoice } from '../../../components/report/report-reasons'
import { updateCachedCommentPages } from './post-keys'

export function reportComment(
  commentId: string,
  choice: ReportChoice,
): Promise<{ reported: true }> {
  return apiSend('POST', `/comments/${encodeURIComponent(commentId)}/report`, choice, 'keyed')
}

export function useReportComment(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (choice: ReportChoice) => reportComment(commentId, choice),
    onSuccess: () =>
      updateCachedCommentPages(queryClient, postId, (list) =>
        list.map((c) => (c.commentId === commentId ? { ...c, reportedByMe: true } : c)),
      ),
  })
}
