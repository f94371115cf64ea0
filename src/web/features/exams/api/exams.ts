// GET /api/exams and /api/exams/:slug (docs/product.md#government-exams).
import { queryOptions } from '@tanstack/react-query'
import type { ExamBody, ExamStatus } from '../../../../domain/exams'
import type { ExamDetail, ExamList } from '../../../../domain/schemas/exams'
import { apiGet } from '../../../lib/api-client'

export interface ExamFilters {
  body?: ExamBody | undefined
  status?: ExamStatus | undefined
  /** A catalogue search: the exams it names. */
  q?: string | undefined
}

export const examKeys = {
  all: ['exams'] as const,
  list: (filters: ExamFilters) =>
    [...examKeys.all, 'list', filters.body ?? '', filters.status ?? '', filters.q ?? ''] as const,
  detail: (slug: string) => [...examKeys.all, 'detail', slug] as const,
}

export function examListQueryOptions(filters: ExamFilters) {
  return queryOptions({
    queryKey: examKeys.list(filters),
    queryFn: ({ signal }) =>
      apiGet<ExamList>('/exams', {
        params: { body: filters.body, status: filters.status, q: filters.q },
        signal,
      }),
  })
}

export function examQueryOptions(slug: string) {
  return queryOptions({
    queryKey: examKeys.detail(slug),
    queryFn: ({ signal }) => apiGet<ExamDetail>(`/exams/${encodeURIComponent(slug)}`, { signal }),
    retryOnMount: false,
  })
}
