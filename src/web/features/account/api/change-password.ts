// POST /api/me/password: the other sessions end, so the list of sessions reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PasswordChangeBody, PasswordChangeResponse } from '../../../../domain/schemas/account'
import { apiSend } from '../../../lib/api-client'
import { accountKeys } from './account-keys'

export function useChangePassword(uid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      apiSend<PasswordChangeResponse>('POST', '/me/password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(uid) }),
  })
}
