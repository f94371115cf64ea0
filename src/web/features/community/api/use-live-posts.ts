// Keeps an open board current without a reload: votes patch the scores in place, new, removed and
// changed posts reload the feed, and comment events reload that post's comments and count.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { LiveEvent } from '../../../../domain/events'
import { subscribeToLiveEvents } from '../../../lib/event-stream'
import { meKey, userStateFrom } from '../../../lib/session'
import type { MeResponse } from '../../../../domain/schemas/account'
import { getCommentsQueryOptions } from './get-comments'
import { findCachedPost, postKeys, updateCachedPages, updateCachedPost } from './post-keys'

async function refreshComments(queryClient: QueryClient, postId: string) {
  // Only posts on screen matter; others are fetched fresh when they are shown.
  if (!findCachedPost(queryClient, postId)) return
  const viewer = userStateFrom(queryClient.getQueryData<MeResponse>(meKey)).uid
  const comments = await queryClient
    .fetchQuery({ ...getCommentsQueryOptions(postId, viewer), staleTime: 0 })
    .catch(() => undefined)
  if (comments) {
    updateCachedPost(queryClient, postId, (post) => ({ ...post, commentCount: comments.length }))
  }
}

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  switch (event.type) {
    case 'post.voted':
      updateCachedPost(queryClient, event.postId, (post) => ({
        ...post,
        upvotes: event.upvotes,
        downvotes: event.downvotes,
      }))
      return
    case 'post.removed':
      // Gone at once; the reload then fills the page back up.
      updateCachedPages(queryClient, (items) =>
        items.filter((post) => post.postId !== event.postId),
      )
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() })
      return
    case 'post.created':
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() })
      return
    case 'post.changed':
      // Another author name on the post or its comments (a renamed or deleted account).
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() })
      void refreshComments(queryClient, event.postId)
      return
    case 'comment.added':
    case 'comment.removed':
      void refreshComments(queryClient, event.postId)
      return
    default:
      return
  }
}

export function useLivePosts() {
  const queryClient = useQueryClient()
  useEffect(
    () => subscribeToLiveEvents((event) => applyLiveEvent(queryClient, event)),
    [queryClient],
  )
}
