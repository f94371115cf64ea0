// GET /api/me/submissions: the courses the signed-in member added, waiting for a moderator or
// decided (My Courses' 'Courses you added').
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CourseSubmission } from '../../../../domain/schemas/course'
import { apiGet } from '../../../lib/api-client'
import { meKey } from '../../../lib/session'

export function getMySubmissionsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: [...meKey, 'submissions', uid] as const,
    queryFn: ({ signal }) => apiGet<CourseSubmission[]>('/me/submissions', { signal }),
  })
}

export function useMySubmissions(uid: string) {
  return useQuery(getMySubmissionsQueryOptions(uid))
}
