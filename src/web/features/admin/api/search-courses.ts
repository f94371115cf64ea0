// GET /api/courses?q=&page=: the courses an administrator looks after, found by the catalogue's own
// text search, newest first, 50 at a time ('Load more' fetches the next page).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { CourseListResponse } from '../../../../domain/schemas/course'
import { apiGet } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export const ADMIN_COURSES_PAGE_SIZE = 50

export function searchCourses(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<CourseListResponse> {
  return apiGet<CourseListResponse>('/courses', {
    params: { q: q.trim(), page, pageSize: ADMIN_COURSES_PAGE_SIZE, sort: 'newest' },
    signal,
  })
}

export function searchCoursesQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.courses(q.trim()),
    queryFn: ({ pageParam, signal }) => searchCourses(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CourseListResponse) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  })
}

export function useAdminCourses(q: string) {
  return useInfiniteQuery({ ...searchCoursesQueryOptions(q), placeholderData: keepPreviousData })
}
