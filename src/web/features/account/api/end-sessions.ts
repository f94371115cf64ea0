// DELETE /api/me/sessions/:sessionId (one other device) and DELETE /api/me/sessions (every other).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SessionsEndedResponse } from '../../../../domain/schemas/account'
import { apiSend } from '../../../lib/api-client'
import { accountKeys } from './account-keys'

export function useEndSession(uid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiSend<SessionsEndedResponse>('DELETE', `/me/sessions/${encodeURIComponent(sessionId)}`),
    // Also after a failure: a session that was already gone disappears from the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(uid) }),
  })
}

export function useEndOtherSessions(uid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiSend<SessionsEndedResponse>('DELETE', '/me/sessions'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(uid) }),
  })
}
