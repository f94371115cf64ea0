// PUT /api/me/name: the display name, shown at once in the header (the ['me'] answer).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MeResponse, NameResponse } from '../../../../domain/schemas/account'
import { apiSend } from '../../../lib/api-client'
import { meKey } from '../../../lib/session'

export function useChangeName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => apiSend<NameResponse>('PUT', '/me/name', { name: name.trim() }),
    onSuccess: ({ displayName }) => {
      queryClient.setQueryData<MeResponse>(meKey, (me) =>
        me?.user ? { ...me, user: { ...me.user, displayName } } : me,
      )
    },
  })
}
