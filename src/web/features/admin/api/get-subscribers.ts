// GET /api/admin/subscribers: the newsletter list (confirmed addresses); the same address with ?format=csv downloads it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet, apiUrl } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** A confirmed subscriber (double opt-in): since when, and the link that unsubscribes them. */
export type Subscriber = { email: string; confirmedAt: string; unsubscribeUrl: string }

/** A plain link: the browser sends the session cookie and saves the server's attachment. */
export const SUBSCRIBERS_CSV_URL = apiUrl('/admin/subscribers', { format: 'csv' })

export function getSubscribers(signal?: AbortSignal): Promise<Subscriber[]> {
  return apiGet<Subscriber[]>('/admin/subscribers', { signal })
}

export function getSubscribersQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.subscribers(),
    queryFn: ({ signal }) => getSubscribers(signal),
  })
}

export function useSubscribers() {
  return useQuery(getSubscribersQueryOptions())
}
