// GET /api/courses/:courseId: one course, or 404 (400 for a malformed id).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Course } from '../../../../domain/course'
import { apiGet } from '../../../lib/api-client'
import { courseKeys } from './course-keys'

export function getCourse(courseId: string, signal?: AbortSignal): Promise<Course> {
  return apiGet<Course>(`/courses/${encodeURIComponent(courseId)}`, { signal })
}

export function getCourseQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: courseKeys.detail(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
  })
}

export function useCourse(courseId: string) {
  return useQuery(getCourseQueryOptions(courseId))
}
