// POST /api/posts (multipart/form-data): title, body, comma-separated tags and an optional image,
// in one request, with an Idempotency-Key and again if the network fails it (the same form data).
// The board reloads so the new post shows in its place.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Post } from '../../../../domain/schemas/community'
import { apiSendForm } from '../../../lib/api-client'
import { postKeys } from './post-keys'

export type NewPost = { title: string; body: string; tags: string; image: File | null }

export function createPost(input: NewPost): Promise<Post> {
  const form = new FormData()
  form.set('title', input.title)
  form.set('body', input.body)
  form.set('tags', input.tags)
  if (input.image) form.set('image', input.image)
  return apiSendForm<Post>('/posts', form, 'keyed')
}

export function useCreatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
  })
}
