// POST /api/posts/:postId/report: the signed-in user reports a post (once; asking again is harmless).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import { updateCachedPost } from './post-keys'

export function reportPost(postId: string): Promise<{ reported: true }> {
  return apiSend('POST', `/posts/${encodeURIComponent(postId)}/report`)
}

export function useReportPost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => reportPost(postId),
    onSuccess: () =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, reportedByMe: true })),
  })
}
