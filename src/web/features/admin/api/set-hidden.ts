// PUT /api/admin/{reviews|posts|comments}/:id/hidden: hides a reported item from everyone (or shows it
// again). The list shows the new state at once; the audit log reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReportedItem } from '../../../../domain/schemas/site'
import { apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export type SetHiddenInput = Pick<ReportedItem, 'type' | 'id'> & { hidden: boolean }

export function setHidden({ type, id, hidden }: SetHiddenInput): Promise<unknown> {
  return apiSend('PUT', `/admin/${type}s/${encodeURIComponent(id)}/hidden`, { hidden })
}

export function useSetHidden() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setHidden,
    onSuccess: async (_answer, { type, id, hidden }) => {
      queryClient.setQueryData<ReportedItem[]>(adminKeys.reports(), (items) =>
        items?.map((item) => (item.type === type && item.id === id ? { ...item, hidden } : item)),
      )
      await queryClient.invalidateQueries({ queryKey: adminKeys.audit() })
    },
  })
}
