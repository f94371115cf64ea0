import type { PagePrefetch } from '../lib/page-data'
import { useSearchParams } from '../lib/router'
import { examListQueryOptions } from '../features/exams/api/exams'
import { ExamList, readExamFilters } from '../features/exams/components/exam-list'

export const prefetch: PagePrefetch = async (queryClient, { search }) => {
  await queryClient.prefetchQuery(examListQueryOptions(readExamFilters(search)))
  return 200
}

/** /exams: the government exams and where their applications stand (docs/product.md#government-exams). */
export default function ExamsPage() {
  const [search] = useSearchParams()
  return <ExamList filters={readExamFilters(search)} />
}
