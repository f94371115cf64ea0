// Catalogue sources (docs/product.md#catalogue-sources): GET /api/admin/sources lists them with
// their runs; POST adds one (with an Idempotency-Key, sent again if the network fails it), PATCH
// edits, pauses or resumes, DELETE removes, POST .../refresh asks for a run now. The list is asked
// for again every few seconds while a run is going or waiting, and the audit log reloads after
// each change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SourceInput } from '../../../../domain/catalogue-sources'
import type { CatalogueSource } from '../../../../domain/schemas/catalogue-sources'
import { apiGet, apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** While a run is going or was asked for: how often the list is read again. */
const BUSY_REFRESH_MS = 3000
const IDLE_REFRESH_MS = 30_000

const path = (sourceId: string) => `/admin/sources/${encodeURIComponent(sourceId)}`

export function useSources(waiting: boolean) {
  return useQuery({
    queryKey: adminKeys.sources(),
    queryFn: ({ signal }) =>
      apiGet<{ sources: CatalogueSource[] }>('/admin/sources', { signal }).then((r) => r.sources),
    refetchInterval: (query) =>
      waiting || query.state.data?.some((source) => source.runs[0]?.status === 'running')
        ? BUSY_REFRESH_MS
        : IDLE_REFRESH_MS,
  })
}

function useSourceChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.sources() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ])
    },
  })
}

export const useAddSource = () =>
  useSourceChange((input: SourceInput) =>
    apiSend<CatalogueSource>('POST', '/admin/sources', input, 'keyed'),
  )

export const useEditSource = () =>
  useSourceChange(
    ({ sourceId, ...change }: { sourceId: string; source?: SourceInput; enabled?: boolean }) =>
      apiSend<CatalogueSource>('PATCH', path(sourceId), change, 'state'),
  )

export const useDeleteSource = () =>
  useSourceChange((sourceId: string) => apiSend<void>('DELETE', path(sourceId)))

export const useRefreshSource = () =>
  useSourceChange((sourceId: string) =>
    apiSend<{ queued: boolean }>('POST', `${path(sourceId)}/refresh`, undefined, 'state'),
  )
