// Suspensions (docs/product.md#roles): GET /api/admin/suspensions lists those in force, PUT
// suspends a member by e-mail for some days or until lifted, DELETE /api/admin/suspensions/:id
// lifts one. Each change answers the new list; the audit log reloads.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Suspension } from '../../../../domain/schemas/site'
import { apiGet, apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export type SuspendInput = { email: string; reason: string; days: number | null }

export function getSuspensionsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.suspensions(),
    queryFn: ({ signal }) => apiGet<Suspension[]>('/admin/suspensions', { signal }),
  })
}

export function useSuspensions() {
  return useQuery(getSuspensionsQueryOptions())
}

function useSuspensionChange<Input>(send: (input: Input) => Promise<Suspension[]>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: async (list) => {
      queryClient.setQueryData(adminKeys.suspensions(), list)
      await queryClient.invalidateQueries({ queryKey: adminKeys.audit() })
    },
  })
}

export const useSuspend = () =>
  useSuspensionChange((input: SuspendInput) =>
    apiSend<Suspension[]>('PUT', '/admin/suspensions', input),
  )

export const useLiftSuspension = () =>
  useSuspensionChange((suspensionId: string) =>
    apiSend<Suspension[]>('DELETE', `/admin/suspensions/${encodeURIComponent(suspensionId)}`),
  )
