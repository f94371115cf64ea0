// POST /api/recommendations/feedback {answerId, helpful}: 'Was this helpful?' Yes or No.
import { useMutation } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'

export function useSendFeedback(answerId: string) {
  return useMutation({
    mutationFn: (helpful: boolean) =>
      apiSend<null>('POST', '/recommendations/feedback', { answerId, helpful }),
  })
}
