// Keeps an open board current without a reload: votes patch the scores in place, new, removed and
// changed posts reload the feed, and comment events set that post's count and reload its comments
// where they are open.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { LiveEvent } from '../../../../domain/events'
import { can } from '../../../../domain/permissions'
import { subscribeToLiveEvents } from '../../../lib/event-stream'
import type { MeResponse } from '../../../../domain/schemas/account'
import { meKey } from '../../../lib/session'
import { postKeys, setCachedCommentCount, updateCachedPages, updateCachedPost } from './post-keys'

/** A post's comments changed: the lists open on screen reload; the count comes with the event. */
function refreshComments(queryClient: QueryClient, postId: string, commentCount?: number) {
  if (commentCount !== undefined) setCachedCommentCount(queryClient, postId, () => commentCount)
  void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) })
}

const viewerModerates = (queryClient: QueryClient) =>
  can(queryClient.getQueryData<MeResponse>(meKey)?.user, 'moderate')

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
      // Gone at once; the reload then fills the page back up. A moderator keeps a hidden post
      // (greyed) until the reload says whether it was hidden or deleted.
      if (!viewerModerates(queryClient)) {
        updateCachedPages(queryClient, (items) =>
          items.filter((post) => post.postId !== event.postId),
        )
      }
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() })
      return
    case 'post.created':
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() })
      return
    case 'post.changed':
      // Another author name on the post or its comments (a renamed or deleted account).
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() })
      refreshComments(queryClient, event.postId)
      return
    case 'comment.added':
    case 'comment.removed':
      refreshComments(queryClient, event.postId, event.commentCount)
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
