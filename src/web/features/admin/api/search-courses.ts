// GET /api/courses?q=&pageSize=: the courses an administrator looks after, found by the catalogue's
// own text search.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CourseListResponse } from '../../../../domain/course'
import { apiGet } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export const ADMIN_COURSES_PAGE_SIZE = 50

export function searchCourses(q: string, signal?: AbortSignal): Promise<CourseListResponse> {
  return apiGet<CourseListResponse>('/courses', {
    params: { q: q.trim(), pageSize: ADMIN_COURSES_PAGE_SIZE, sort: 'newest' },
    signal,
  })
}

export function searchCoursesQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.courses(q.trim()),
    queryFn: ({ signal }) => searchCourses(q, signal),
  })
}

export function useAdminCourses(q: string) {
  return useQuery({ ...searchCoursesQueryOptions(q), placeholderData: keepPreviousData })
}
