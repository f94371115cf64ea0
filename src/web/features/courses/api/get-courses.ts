// GET /api/courses: the catalogue, one page at a time ('Load more' fetches the next page). Each page
// also carries the filter options with their counts (facets), how many courses each active filter
// holds back (withoutFilter) and a did-you-mean; the filter panel and the empty state read them from
// the first page of this same query instead of asking again.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { DEFAULT_PAGE_SIZE } from '../../../../domain/constants'
import type { CourseListResponse } from '../../../../domain/schemas/course'
import { apiGet } from '../../../lib/api-client'
import { courseKeys, type CourseListParams } from './course-keys'

export function getCourses(
  params: CourseListParams & { page: number; pageSize?: number },
  signal?: AbortSignal,
): Promise<CourseListResponse> {
  return apiGet<CourseListResponse>('/courses', {
    params: { pageSize: DEFAULT_PAGE_SIZE, ...params },
    signal,
  })
}

export function getCoursesQueryOptions(params: CourseListParams) {
  return infiniteQueryOptions({
    queryKey: courseKeys.list(params),
    queryFn: ({ pageParam, signal }) => getCourses({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CourseListResponse) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  })
}

export function useCourses(params: CourseListParams) {
  return useInfiniteQuery({
    ...getCoursesQueryOptions(params),
    // Changing a filter keeps the current cards on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  })
}
