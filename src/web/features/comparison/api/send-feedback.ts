// POST /api/recommendations/feedback {answerId, helpful}: 'Was this helpful?' Yes or No.
import { useMutation } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'

export function sendFeedback(answerId: string, helpful: boolean): Promise<null> {
  return apiSend<null>('POST', '/recommendations/feedback', { answerId, helpful }, 'keyed')
}

export function useSendFeedback(answerId: string) {
  return useMutation({ mutationFn: (helpful: boolean) => sendFeedback(answerId, helpful) })
}
