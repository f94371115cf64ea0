// POST /api/auth/request-password-reset: a link to choose a new password, mailed to the address if
// an account uses it. The answer is the same either way (docs/product.md#accounts).
import { useMutation } from '@tanstack/react-query'
import type { AccountMessage } from '../../../../domain/schemas/account'
import { apiSend } from '../../../lib/api-client'

export function requestPasswordReset(email: string): Promise<AccountMessage> {
  return apiSend<AccountMessage>('POST', '/auth/request-password-reset', { email: email.trim() })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
