// GET /api/admin/contact: what people sent through the contact form, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export type ContactMessage = {
  id: string
  name: string
  email: string
  message: string
  createdAt: string
}

export function getContactMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  return apiGet<ContactMessage[]>('/admin/contact', { signal })
}

export function getContactMessagesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.contact(),
    queryFn: ({ signal }) => getContactMessages(signal),
  })
}

export function useContactMessages() {
  return useQuery(getContactMessagesQueryOptions())
}
