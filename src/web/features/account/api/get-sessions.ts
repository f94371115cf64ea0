// GET /api/me/sessions: where the user is signed in, this device first.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionListResponse } from '../../../../domain/schemas/account'
import { apiGet } from '../../../lib/api-client'
import { accountKeys } from './account-keys'

export function getSessions(signal?: AbortSignal): Promise<SessionListResponse> {
  return apiGet<SessionListResponse>('/me/sessions', { signal })
}

export function getSessionsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: accountKeys.sessions(uid),
    queryFn: ({ signal }) => getSessions(signal),
    // "Last active" moves: a page left open refreshes it now and then.
    staleTime: 0,
    refetchInterval: 60_000,
  })
}

export function useSessions(uid: string) {
  return useQuery(getSessionsQueryOptions(uid))
}
