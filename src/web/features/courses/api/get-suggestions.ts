// GET /api/courses/suggest?q=: up to 8 course names for the header search box.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Suggestion } from '../../../../domain/schemas/course'
import { apiGet } from '../../../lib/api-client'
import { courseKeys } from './course-keys'

export function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return apiGet<Suggestion[]>('/courses/suggest', { params: { q }, signal })
}

export function getSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: courseKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 60_000,
  })
}

export function useSuggestions(q: string) {
  const query = q.trim()
  return useQuery({
    ...getSuggestionsQueryOptions(query),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  })
}
