// GET /api/admin/audit: who hid, edited or deleted what, and when (decision 010).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AuditEntry } from '../../../../domain/schemas/site'
import { apiGet } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export function getAuditLog(signal?: AbortSignal): Promise<AuditEntry[]> {
  return apiGet<AuditEntry[]>('/admin/audit', { signal })
}

export function getAuditLogQueryOptions() {
  return queryOptions({ queryKey: adminKeys.audit(), queryFn: ({ signal }) => getAuditLog(signal) })
}

export function useAuditLog() {
  return useQuery(getAuditLogQueryOptions())
}
