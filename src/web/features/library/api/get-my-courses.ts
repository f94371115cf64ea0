// GET /api/me/courses: the signed-in user's bookmarked and favourite courses ('My Courses').
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MyCoursesResponse } from '../../../../domain/schemas/account'
import { apiGet } from '../../../lib/api-client'
import { meKey } from '../../../lib/session'

export function getMyCourses(signal?: AbortSignal): Promise<MyCoursesResponse> {
  return apiGet<MyCoursesResponse>('/me/courses', { signal })
}

/**
 * Under ['me'], so a sign-in, sign-out or library change reloads it; keyed by user id, so one
 * account's list is never shown to the next person who signs in on the same tab.
 */
export function getMyCoursesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: [...meKey, 'courses', uid] as const,
    queryFn: ({ signal }) => getMyCourses(signal),
  })
}

export function useMyCourses(uid: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getMyCoursesQueryOptions(uid), enabled })
}
