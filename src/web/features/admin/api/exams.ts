// Exams kept by moderators (docs/product.md#keeping-exam-dates): GET /api/admin/exams lists them;
// POST adds one (with an Idempotency-Key, sent again if the network fails it), PUT saves one whole
// (a state: sent twice, saved once), POST .../confirm says its dates were checked now, DELETE
// removes it. The audit log reloads after each change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ExamInput } from '../../../../domain/exam-input'
import type { AdminExam } from '../../../../domain/schemas/exams'
import { apiGet, apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

const path = (examId: string) => `/admin/exams/${encodeURIComponent(examId)}`

export function useAdminExams() {
  return useQuery({
    queryKey: adminKeys.exams(),
    queryFn: ({ signal }) =>
      apiGet<{ exams: AdminExam[] }>('/admin/exams', { signal }).then((r) => r.exams),
  })
}

function useExamChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.exams() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ])
    },
  })
}

export const useAddExam = () =>
  useExamChange((exam: ExamInput) => apiSend<AdminExam>('POST', '/admin/exams', exam, 'keyed'))

export const useSaveExam = () =>
  useExamChange(
    ({ examId, ...save }: { examId: string; exam: ExamInput; checked: boolean; version: string }) =>
      apiSend<AdminExam>('PUT', path(examId), save, 'state'),
  )

export const useConfirmExam = () =>
  useExamChange((examId: string) =>
    apiSend<AdminExam>('POST', `${path(examId)}/confirm`, undefined, 'state'),
  )

export const useDeleteExam = () =>
  useExamChange((examId: string) => apiSend<void>('DELETE', path(examId)))
