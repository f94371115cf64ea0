// DELETE /api/posts/:postId: the author removes their post (204).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import { postKeys } from './post-keys'

export function deletePost(postId: string): Promise<void> {
  return apiSend<void>('DELETE', `/posts/${encodeURIComponent(postId)}`)
}

export function useDeletePost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
  })
}
