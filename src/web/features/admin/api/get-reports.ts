// GET /api/admin/reports: reviews, posts and comments that someone reported, most reported first.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReportedItem } from '../../../../domain/schemas/site'
import { apiGet } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export function getReports(signal?: AbortSignal): Promise<ReportedItem[]> {
  return apiGet<ReportedItem[]>('/admin/reports', { signal })
}

export function getReportsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.reports(),
    queryFn: ({ signal }) => getReports(signal),
  })
}

export function useReports() {
  return useQuery(getReportsQueryOptions())
}
