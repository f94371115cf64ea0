// POST /api/admin/courses/import: an administrator's catalogue file, sent as a form with the file in
// the field `file`. The answer counts what was added, updated and unchanged and lists the bad rows;
// every catalogue list and the audit log reload.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CatalogueImportResult } from '../../../../domain/schemas/catalogue-import'
import { apiSendForm } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export function importCatalogue(file: File): Promise<CatalogueImportResult> {
  const form = new FormData()
  form.append('file', file, file.name)
  return apiSendForm<CatalogueImportResult>('/admin/courses/import', form)
}

export function useImportCatalogue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ])
    },
  })
}
