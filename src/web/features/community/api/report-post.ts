// POST /api/posts/:postId/report: the signed-in user reports a post with a reason (once while it waits).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import type { ReportChoice } from '../../../components/report/report-reasons'
import { updateCachedPost } from './post-keys'

export function reportPost(postId: string, choice: ReportChoice): Promise<{ reported: true }> {
  return apiSend('POST', `/posts/${encodeURIComponent(postId)}/report`, choice, 'keyed')
}

export function useReportPost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (choice: ReportChoice) => reportPost(postId, choice),
    onSuccess: () =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, reportedByMe: true })),
  })
}
