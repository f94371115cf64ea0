// POST /api/subscribe: the footer's newsletter box. Subscribing twice is fine (the server ignores it).
import { useMutation } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'

export function subscribe(email: string): Promise<{ message: string }> {
  return apiSend<{ message: string }>('POST', '/subscribe', { email: email.trim() })
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe })
}
