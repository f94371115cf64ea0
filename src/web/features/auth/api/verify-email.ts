// POST /api/auth/verify-email: the confirmation link's token, sent by the page the link opens
// (a POST: opening a page confirms nothing by itself). A signed-in user's state shows it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountMessage } from '../../../../domain/schemas/account'
import { apiSend } from '../../../lib/api-client'
import { meKey } from '../../../lib/session'

export function verifyEmail(token: string): Promise<AccountMessage> {
  return apiSend<AccountMessage>('POST', '/auth/verify-email', { token })
}

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  })
}
