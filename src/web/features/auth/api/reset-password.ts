// POST /api/auth/reset-password: the mailed link's token and the new password. On success this
// browser is signed in with it and every other session has ended, so the user state is reloaded.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountMessage } from '../../../../domain/schemas/account'
import { apiSend } from '../../../lib/api-client'
import { meKey } from '../../../lib/session'

export type ResetPasswordInput = { token: string; newPassword: string }

export function resetPassword(input: ResetPasswordInput): Promise<AccountMessage> {
  return apiSend<AccountMessage>('POST', '/auth/reset-password', input)
}

export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  })
}
