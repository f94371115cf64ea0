// GET /api/courses?q=&pageSize=: the courses the comparison page offers to choose from.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CourseListResponse } from '../../../../domain/schemas/course'
import { apiGet } from '../../../lib/api-client'
import { comparisonKeys } from './comparison-keys'

export const PICKER_PAGE_SIZE = 24

export function searchCourses(q: string, signal?: AbortSignal): Promise<CourseListResponse> {
  return apiGet<CourseListResponse>('/courses', {
    params: { q, pageSize: PICKER_PAGE_SIZE },
    signal,
  })
}

export function searchCoursesQueryOptions(q: string) {
  return queryOptions({
    queryKey: comparisonKeys.search(q),
    queryFn: ({ signal }) => searchCourses(q, signal),
    staleTime: 60_000,
  })
}

export function useCourseSearch(q: string) {
  return useQuery({
    ...searchCoursesQueryOptions(q.trim()),
    // A new search keeps the current cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
}
