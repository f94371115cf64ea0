// The moderators (docs/product.md#roles): GET /api/admin/moderators lists them, PUT with an e-mail
// appoints one, DELETE /api/admin/moderators/:userId ends it. Each change answers the new list; the
// audit log reloads.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Moderator } from '../../../../domain/schemas/site'
import { apiGet, apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export function getModerators(signal?: AbortSignal): Promise<Moderator[]> {
  return apiGet<Moderator[]>('/admin/moderators', { signal })
}

export function getModeratorsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.moderators(),
    queryFn: ({ signal }) => getModerators(signal),
  })
}

export function useModerators() {
  return useQuery(getModeratorsQueryOptions())
}

function useModeratorChange<Input>(send: (input: Input) => Promise<Moderator[]>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: async (list) => {
      queryClient.setQueryData(adminKeys.moderators(), list)
      await queryClient.invalidateQueries({ queryKey: adminKeys.audit() })
    },
  })
}

export const useGrantModerator = () =>
  useModeratorChange((email: string) => apiSend<Moderator[]>('PUT', '/admin/moderators', { email }))

export const useRevokeModerator = () =>
  useModeratorChange((userId: string) =>
    apiSend<Moderator[]>('DELETE', `/admin/moderators/${encodeURIComponent(userId)}`),
  )
