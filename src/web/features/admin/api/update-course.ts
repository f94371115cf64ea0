// PATCH /api/admin/courses/:courseId: an administrator's edit of any field a person may set, or the
// Bestseller flag. The server records what changed in the audit log; every catalogue list reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { changedCourseFields, type CourseInput } from '../../../../domain/course'
import type { Course } from '../../../../domain/schemas/course'
import { apiSend } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export type CoursePatch = Partial<CourseInput & Pick<Course, 'isBestseller'>>

/** The fields of the form that differ from the stored course: only those are sent (and checked). */
export function changedFields(
  course: Course,
  input: Partial<Record<keyof CourseInput, unknown>>,
): CoursePatch {
  return Object.fromEntries(
    changedCourseFields(course, input).map((field) => [field, input[field]]),
  ) as CoursePatch
}

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
