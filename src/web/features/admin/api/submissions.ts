// The moderators' queue of courses members added (docs/decisions/037-course-submissions.md):
// GET /api/admin/submissions, and approving (as sent, or with the moderator's edits) or rejecting
// one with a reason. A decision reloads the audit log; an approval also the catalogue lists.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CourseInput } from '../../../../domain/course'
import type { Course, CourseSubmission } from '../../../../domain/schemas/course'
import { apiGet, apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export function getSubmissionsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.submissions(),
    queryFn: ({ signal }) => apiGet<CourseSubmission[]>('/admin/submissions', { signal }),
  })
}

export function useSubmissions() {
  return useQuery(getSubmissionsQueryOptions())
}

const path = (submissionId: string, action: 'approve' | 'reject') =>
  `/admin/submissions/${encodeURIComponent(submissionId)}/${action}`

export function useApproveSubmission(submissionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (course?: CourseInput) =>
      apiSend<Course>('POST', path(submissionId, 'approve'), course ? { course } : {}),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.audit() })
      await queryClient.invalidateQueries({ queryKey: ['courses'] })
    },
  })
}

export function useRejectSubmission(submissionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) =>
      apiSend<CourseSubmission>('POST', path(submissionId, 'reject'), { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  })
}
