import { statusOfQuery, type PagePrefetch } from '../lib/page-data'
import { useSearchParams } from '../lib/router'
import { examListQueryOptions } from '../features/exams/api/exams'
import { ExamList, readExamFilters } from '../features/exams/components/exam-list'

export const prefetch: PagePrefetch = async (queryClient, { search }) => {
  const options = examListQueryOptions(readExamFilters(search))
  await queryClient.prefetchQuery(options)
  return statusOfQuery(queryClient, options.queryKey)
}

/** /exams: the government exams and where their applications stand (docs/product.md#government-exams). */
export default function ExamsPage() {
  const [search] = useSearchParams()
  return <ExamList filters={readExamFilters(search)} />
}
