// POST /api/contact: the contact form's message, stored for the administrators. The button reads
// 'Submitting...' for 2 seconds (docs/product.md#contact-and-newsletter); the request and that
// pause run together.
import { useMutation } from '@tanstack/react-query'
import { CONTACT_DELAY_MS } from '../../../../domain/constants'
import { apiSend } from '../../../lib/api-client'

export type ContactInput = { name: string; email: string; message: string }

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function sendContactMessage(input: ContactInput): Promise<{ message: string }> {
  const [answer] = await Promise.all([
    apiSend<{ message: string }>('POST', '/contact', input, 'keyed'),
    pause(CONTACT_DELAY_MS),
  ])
  return answer
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
