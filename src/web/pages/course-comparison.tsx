import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/comparison'
import type { PagePrefetch } from '../lib/page-data'
import { Container } from '../components/ui/container'
import { PageHeading } from '../components/ui/page-heading'
import { comparedCourseQueryOptions } from '../features/comparison/api/get-compared-courses'
import { searchCoursesQueryOptions } from '../features/comparison/api/search-courses'
import { comparedPriceHistoryQueryOptions } from '../features/comparison/api/get-price-histories'
import { CourseComparison } from '../features/comparison/components/course-comparison'
import { readSelection } from '../features/comparison/lib/selection-params'

/**
 * The list to choose from, the selected courses (each whole: a list leaves out the facts the table
 * compares) and their price histories (two rows of the table).
 */
export const prefetch: PagePrefetch = async (queryClient, { search }) => {
  const selected = readSelection(search)
  await Promise.all([
    queryClient.prefetchQuery(searchCoursesQueryOptions('')),
    ...selected.map((id) => queryClient.prefetchQuery(comparedCourseQueryOptions(id))),
    ...selected.map((id) => queryClient.prefetchQuery(comparedPriceHistoryQueryOptions(id))),
  ])
  return 200
}

export default function CourseComparisonPage() {
  const { t } = useTranslation()
  return (
    <Container className="py-8 sm:py-12">
      <PageHeading
        className="max-w-3xl"
        title={t('comparison.pageTitle')}
        intro={t('comparison.intro')}
      />
      <CourseComparison />
    </Container>
  )
}
