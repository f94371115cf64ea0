// POST /api/posts/:postId/vote {direction}: one vote per post (docs/product.md#votes), set to 'up',
// 'down' or 'none'; the vote buttons decide what a press asks for. It sets a state, so it is sent
// again if the network fails it. The arrow and the score change at once by the domain's
// voteTransition, and change back if the server says no.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  voteTransition,
  type VoteChoice,
  type VoteDirection,
} from '../../../../domain/community-rules'
import { apiSend } from '../../../lib/api-client'
import { findCachedPost, postKeys, updateCachedPost } from './post-keys'

export type VoteResponse = {
  postId: string
  upvotes: number
  downvotes: number
  myVote: VoteDirection | null
}

export function votePost(postId: string, direction: VoteChoice): Promise<VoteResponse> {
  return apiSend<VoteResponse>(
    'POST',
    `/posts/${encodeURIComponent(postId)}/vote`,
    { direction },
    'state',
  )
}

type Undo = { myVote: VoteDirection | null; upvotes: number; downvotes: number }

export function useVotePost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    // Quick clicks on one post reach the server in the order they were made.
    scope: { id: `vote-post:${postId}` },
    mutationFn: (direction: VoteChoice) => votePost(postId, direction),
    onMutate: async (direction): Promise<Undo | undefined> => {
      // A list load already on its way must not overwrite the optimistic change.
      await queryClient.cancelQueries({ queryKey: postKeys.lists() })
      const post = findCachedPost(queryClient, postId)
      if (!post) return undefined
      const change = voteTransition(post.myVote, direction)
      updateCachedPost(queryClient, postId, (p) => ({
        ...p,
        myVote: change.myVote,
        upvotes: p.upvotes + change.upvotes,
        downvotes: p.downvotes + change.downvotes,
      }))
      return { myVote: post.myVote, upvotes: change.upvotes, downvotes: change.downvotes }
    },
    onError: (_error, _direction, undo) => {
      if (!undo) return
      // Take back only our own change, so counts patched live meanwhile stay.
      updateCachedPost(queryClient, postId, (p) => ({
        ...p,
        myVote: undo.myVote,
        upvotes: p.upvotes - undo.upvotes,
        downvotes: p.downvotes - undo.downvotes,
      }))
    },
    onSuccess: (result) =>
      updateCachedPost(queryClient, postId, (p) => ({
        ...p,
        myVote: result.myVote,
        upvotes: result.upvotes,
        downvotes: result.downvotes,
      })),
  })
}
