// DELETE /api/me: the account goes, and with it this browser's session; what the tab kept of the
// user goes too (the ['me'] answers, unsent drafts), as on Logout. `onDeleted` runs first (the page
// moves on), so the page being left never shows itself signed out.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeleteAccountBody } from '../../../../domain/schemas/account'
import { apiSend } from '../../../lib/api-client'
import { clearAllDrafts } from '../../../lib/drafts'
import { meKey, SIGNED_OUT } from '../../../lib/session'

export function useDeleteAccount({ onDeleted }: { onDeleted: () => Promise<unknown> }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiSend<{ deleted: true }>('DELETE', '/me', body),
    onSuccess: async () => {
      clearAllDrafts()
      await onDeleted()
      // The account's own queries (sessions, courses) go; the user state becomes signed out.
      queryClient.removeQueries({
        queryKey: meKey,
        predicate: (query) => query.queryKey.length > 1,
      })
      queryClient.setQueryData(meKey, SIGNED_OUT)
      await queryClient.invalidateQueries({ queryKey: meKey })
    },
  })
}
