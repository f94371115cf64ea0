// GET /api/courses/:courseId for each selected course that the current search list does not hold
// (a shared link, or the course page's Compare tile). Choosing a course from the list stores it
// under its key first, so a later search does not fetch it again.
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { CourseListItem } from '../../../../domain/schemas/course'
import { ApiError, apiGet } from '../../../lib/api-client'
import { comparisonKeys } from './comparison-keys'

export function getComparedCourse(courseId: string, signal?: AbortSignal): Promise<CourseListItem> {
  return apiGet<CourseListItem>(`/courses/${encodeURIComponent(courseId)}`, { signal })
}

export function comparedCourseQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: comparisonKeys.course(courseId),
    queryFn: ({ signal }) => getComparedCourse(courseId, signal),
    // A course that is not there (404) stays not there: the page, server-rendered or not, says so
    // instead of asking again on every visit.
    retryOnMount: false,
    staleTime: 5 * 60_000,
  })
}

export type SelectedCourse =
  | { courseId: string; status: 'ready'; course: CourseListItem }
  | { courseId: string; status: 'loading' }
  /** Unknown (404) or malformed (400) id. */
  | { courseId: string; status: 'missing' }
  | { courseId: string; status: 'failed' }

/** The selected courses in order: from the search list when it holds them, else fetched by id. */
export function useSelectedCourses(
  ids: readonly string[],
  listed: ReadonlyMap<string, CourseListItem>,
): SelectedCourse[] {
  const queries = useQueries({
    queries: ids.map((id) => ({ ...comparedCourseQueryOptions(id), enabled: !listed.has(id) })),
  })
  return ids.map((courseId, i): SelectedCourse => {
    const course = listed.get(courseId) ?? queries[i]?.data
    if (course) return { courseId, status: 'ready', course }
    const error = queries[i]?.error
    if (error) {
      const missing = error instanceof ApiError && (error.status === 404 || error.status === 400)
      return { courseId, status: missing ? 'missing' : 'failed' }
    }
    return { courseId, status: 'loading' }
  })
}

/** Keeps a course chosen from the list, so it stays known when the search changes. */
export function useRememberCourse() {
  const queryClient = useQueryClient()
  return useCallback(
    (course: CourseListItem) =>
      queryClient.setQueryData(comparisonKeys.course(course.courseId), course),
    [queryClient],
  )
}
