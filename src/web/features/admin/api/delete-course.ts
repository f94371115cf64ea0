// DELETE /api/admin/courses/:courseId: removes a course for good. Recorded in the audit log.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export function deleteCourse(courseId: string): Promise<void> {
  return apiSend<void>('DELETE', `/admin/courses/${encodeURIComponent(courseId)}`)
}

export function useDeleteCourse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ])
    },
  })
}
