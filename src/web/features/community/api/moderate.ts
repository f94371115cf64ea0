// PUT /api/admin/{posts|comments}/:id/hidden {hidden, reason?}: a moderator hides an item in place
// (everyone else loses it at once, live) or shows it again. The moderator keeps seeing it, greyed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import { updateCachedCommentPages, updateCachedPost } from './post-keys'

export type ModerationInput = { hidden: boolean; reason?: string }

export function useModeratePost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ hidden, reason }: ModerationInput) =>
      apiSend('PUT', `/admin/posts/${encodeURIComponent(postId)}/hidden`, { hidden, reason }),
    onSuccess: (_answer, { hidden }) =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, hidden })),
  })
}

export function useModerateComment(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ hidden, reason }: ModerationInput) =>
      apiSend('PUT', `/admin/comments/${encodeURIComponent(commentId)}/hidden`, {
        hidden,
        reason,
      }),
    onSuccess: (_answer, { hidden }) =>
      updateCachedCommentPages(queryClient, postId, (list) =>
        list.map((c) => (c.commentId === commentId ? { ...c, hidden } : c)),
      ),
  })
}
