// PATCH /api/posts/:postId {title, body, tags} and PATCH /api/comments/:commentId {text}: the
// author edits within 15 minutes of writing (docs/product.md#posts). The answer replaces the cached
// item at once; other pages hear of it (post.changed).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Comment, Post } from '../../../../domain/schemas/community'
import { apiSend } from '../../../lib/api-client'
import { updateCachedCommentPages, updateCachedPost } from './post-keys'

export type PostEdit = { title: string; body: string; tags: string }

export function useEditPost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: PostEdit) =>
      apiSend<Post>('PATCH', `/posts/${encodeURIComponent(postId)}`, edit),
    onSuccess: (post) =>
      updateCachedPost(queryClient, postId, (cached) => ({ ...cached, ...post })),
  })
}

export function useEditComment(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (text: string) =>
      apiSend<Comment>('PATCH', `/comments/${encodeURIComponent(commentId)}`, { text }),
    onSuccess: (comment) =>
      updateCachedCommentPages(queryClient, postId, (list) =>
        list.map((c) => (c.commentId === commentId ? comment : c)),
      ),
  })
}
