// PATCH /api/admin/courses/:courseId: an administrator's edit (here: the Bestseller flag). Recorded in
// the audit log; every catalogue list reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Course } from '../../../../domain/course'
import { apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export type CoursePatch = Partial<
  Pick<Course, 'isBestseller' | 'price' | 'courseName' | 'rating' | 'description'>
>

export function updateCourse(courseId: string, patch: CoursePatch): Promise<Course> {
  return apiSend<Course>('PATCH', `/admin/courses/${encodeURIComponent(courseId)}`, patch)
}

export function useUpdateCourse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ courseId, patch }: { courseId: string; patch: CoursePatch }) =>
      updateCourse(courseId, patch),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ])
    },
  })
}
