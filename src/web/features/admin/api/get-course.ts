// GET /api/courses/:courseId: the whole course (a list leaves its description out), which the
// editor's form starts from. Under ['courses'] so the live course events refresh it (decision 005).
import { useQuery } from '@tanstack/react-query'
import type { Course } from '../../../../domain/schemas/course'
import { apiGet } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export function useWholeCourse(courseId: string) {
  return useQuery({
    queryKey: adminKeys.course(courseId),
    queryFn: ({ signal }) => apiGet<Course>(`/courses/${encodeURIComponent(courseId)}`, { signal }),
  })
}
