// GET /api/courses/:courseId for each selected course: the whole course, with the facts a list leaves
// out (docs/product.md#course-facts). Until it arrives, a course the search list holds is shown
// from the list (its facts as '…'); one it does not hold (a shared link, the course page's Compare
// tile) waits for it.
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Course, CourseListItem } from '../../../../domain/schemas/course'
import { ApiError, apiGet } from '../../../lib/api-client'
import { comparisonKeys } from './comparison-keys'

/** A selected course: whole, or as the list holds it until the whole one arrives. */
export type ComparedCourse = CourseListItem | Course

export function getComparedCourse(courseId: string, signal?: AbortSignal): Promise<Course> {
  return apiGet<Course>(`/courses/${encodeURIComponent(courseId)}`, { signal })
}

export function comparedCourseQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: comparisonKeys.course(courseId),
    queryFn: ({ signal }): Promise<ComparedCourse> => getComparedCourse(courseId, signal),
    // A course that is not there (404) stays not there: the page, server-rendered or not, says so
    // instead of asking again on every visit.
    retryOnMount: false,
    staleTime: 5 * 60_000,
  })
}

export type SelectedCourse =
  | { courseId: string; status: 'ready'; course: ComparedCourse }
  | { courseId: string; status: 'loading' }
  /** Unknown (404) or malformed (400) id. */
  | { courseId: string; status: 'missing' }
  | { courseId: string; status: 'failed' }

/** The selected courses in order: from the search list when it holds them, else fetched by id. */
export function useSelectedCourses(
  ids: readonly string[],
  listed: ReadonlyMap<string, CourseListItem>,
): SelectedCourse[] {
  const queries = useQueries({ queries: ids.map((id) => comparedCourseQueryOptions(id)) })
  return ids.map((courseId, i): SelectedCourse => {
    const course = queries[i]?.data ?? listed.get(courseId)
    if (course) return { courseId, status: 'ready', course }
    const error = queries[i]?.error
    if (error) {
      const missing = error instanceof ApiError && (error.status === 404 || error.status === 400)
      return { courseId, status: missing ? 'missing' : 'failed' }
    }
    return { courseId, status: 'loading' }
  })
}

/**
 * Keeps a course chosen from the list, so it stays known when the search changes; kept as stale,
 * so the whole course (its facts) is still fetched.
 */
export function useRememberCourse() {
  const queryClient = useQueryClient()
  return useCallback(
    (course: CourseListItem) =>
      queryClient.setQueryData<ComparedCourse>(comparisonKeys.course(course.courseId), course, {
        updatedAt: 0,
      }),
    [queryClient],
  )
}
