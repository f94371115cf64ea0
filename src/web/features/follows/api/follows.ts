// Follows (docs/product.md#follows): the member's list (GET /api/me/follows, under ['me'] so
// sign-out drops it), following (POST: the same search followed again is the same follow, so a
// resend is safe), changing how often (PATCH), stopping (DELETE), and a digest's stop link (POST
// /api/follows/stop, signed in or not).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FollowFrequency, FollowQuery } from '../../../../domain/follows'
import type { Follow } from '../../../../domain/schemas/follows'
import { apiGet, apiSend } from '../../../lib/api-client'

export const followKeys = { all: ['me', 'follows'] as const }

export const followsQueryOptions = () =>
  queryOptions({
    queryKey: followKeys.all,
    queryFn: ({ signal }) =>
      apiGet<{ follows: Follow[] }>('/me/follows', { signal }).then((r) => r.follows),
  })

export function useMyFollows(enabled = true) {
  return useQuery({ ...followsQueryOptions(), enabled })
}

function useFollowChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: followKeys.all }),
  })
}

const followPath = (id: string) => `/me/follows/${encodeURIComponent(id)}`

export const useFollow = () =>
  useFollowChange(({ query, frequency }: { query: FollowQuery; frequency?: FollowFrequency }) =>
    apiSend<Follow>('POST', '/me/follows', { query, ...(frequency && { frequency }) }, 'state'),
  )

export const useChangeFollow = () =>
  useFollowChange(({ id, frequency }: { id: string; frequency: FollowFrequency }) =>
    apiSend<Follow>('PATCH', followPath(id), { frequency }, 'state'),
  )

export const useStopFollowing = () =>
  useFollowChange((id: string) => apiSend<void>('DELETE', followPath(id)))

export const useStopFollowsByLink = () =>
  useFollowChange((token: string) =>
    apiSend<{ message: string }>('POST', '/follows/stop', { token }, 'state'),
  )
