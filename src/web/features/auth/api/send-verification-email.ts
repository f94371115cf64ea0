// POST /api/auth/send-verification-email: a new confirmation link. A signed-in member's goes to their
// own address (no body needed); a visitor names the address.
import { useMutation } from '@tanstack/react-query'
import type { AccountMessage } from '../../../../domain/schemas/account'
import { apiSend } from '../../../lib/api-client'

export function sendVerificationEmail(email?: string): Promise<AccountMessage> {
  return apiSend<AccountMessage>(
    'POST',
    '/auth/send-verification-email',
    email ? { email: email.trim() } : {},
  )
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail })
}
