// GET /api/courses/:courseId: one course, or 404 (400 for a malformed id).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Course } from '../../../../domain/schemas/course'
import { apiGet } from '../../../lib/api-client'
import { courseKeys } from './course-keys'

export function getCourse(courseId: string, signal?: AbortSignal): Promise<Course> {
  return apiGet<Course>(`/courses/${encodeURIComponent(courseId)}`, { signal })
}

export function getCourseQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: courseKeys.detail(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
    // A course that is not there (404) stays not there: the page, server-rendered or not, says so
    // instead of asking again on every visit.
    retryOnMount: false,
  })
}

export function useCourse(courseId: string) {
  return useQuery(getCourseQueryOptions(courseId))
}
