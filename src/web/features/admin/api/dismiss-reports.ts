// POST /api/admin/reports/:type/:id/dismiss: a moderator keeps the item as it is and resolves its
// reports (it leaves the queue on the next load; a new report brings it back).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReportedItem } from '../../../../domain/schemas/site'
import { apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export type DismissInput = Pick<ReportedItem, 'type' | 'id'>

export function useDismissReports() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ type, id }: DismissInput) =>
      apiSend('POST', `/admin/reports/${type}/${encodeURIComponent(id)}/dismiss`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  })
}
