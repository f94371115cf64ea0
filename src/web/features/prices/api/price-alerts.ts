// Price alerts (docs/product.md#price-alerts): the member's list (GET /api/me/price-alerts, under
// ['me'] so sign-out drops it), setting one (PUT, a state: sent again if the network fails it),
// removing one (DELETE), and a mail's stop link (POST /api/price-alerts/stop, signed in or not).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PriceAlert } from '../../../../domain/schemas/price-alerts'
import { apiGet, apiSend } from '../../../lib/api-client'

export const priceAlertKeys = { all: ['me', 'price-alerts'] as const }

export const priceAlertsQueryOptions = () =>
  queryOptions({
    queryKey: priceAlertKeys.all,
    queryFn: ({ signal }) =>
      apiGet<{ alerts: PriceAlert[] }>('/me/price-alerts', { signal }).then((r) => r.alerts),
  })

export function useMyPriceAlerts(enabled = true) {
  return useQuery({ ...priceAlertsQueryOptions(), enabled })
}

const alertPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/price-alert`

function useAlertChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all }),
  })
}

export const useSetPriceAlert = () =>
  useAlertChange(({ courseId, target }: { courseId: string; target: number }) =>
    apiSend<PriceAlert>('PUT', alertPath(courseId), { target }, 'state'),
  )

export const useRemovePriceAlert = () =>
  useAlertChange((courseId: string) => apiSend<void>('DELETE', alertPath(courseId)))

export const useStopPriceAlerts = () =>
  useAlertChange((token: string) =>
    apiSend<{ message: string }>('POST', '/price-alerts/stop', { token }, 'state'),
  )
