// POST /api/newsletter/confirm and /api/newsletter/unsubscribe: what the buttons of the page a
// newsletter mail's link opens send (a page view changes nothing: mail scanners open links too).
import { useMutation } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'

export type NewsletterAction = 'confirm' | 'unsubscribe'

export function sendNewsletterLink(action: NewsletterAction, token: string) {
  return apiSend<{ message: string }>('POST', `/newsletter/${action}`, { token })
}

export function useNewsletterLink(action: NewsletterAction) {
  return useMutation({ mutationFn: (token: string) => sendNewsletterLink(action, token) })
}
