import { useTranslation } from '../lib/i18n'
import { Link, useSearchParams } from '../lib/router'
import '../lib/i18n/sections/govt'
import type { PagePrefetch } from '../lib/page-data'
import { PageHeading } from '../components/ui/page-heading'
import { getCoursesQueryOptions } from '../features/courses/api/get-courses'
import {
  readCatalogueParams,
  readCataloguePages,
} from '../features/courses/lib/catalogue-search-params'
import { CourseCatalogue } from '../features/courses/components/course-catalogue'
import { FollowSearch } from '../features/follows/components/follow-search'
import { QuickSearches } from '../features/courses/components/quick-searches'
import type { FixedFilters } from '../features/courses/lib/catalogue-search-params'
import { ExamsForSearch, examsForSearchQuery } from '../features/exams/components/exams-for-search'

const GOVT_TRACK: FixedFilters = { track: 'govt' }

export const prefetch: PagePrefetch = async (queryClient, { search }) => {
  const params = readCatalogueParams(search, GOVT_TRACK)
  await Promise.all([
    queryClient.prefetchInfiniteQuery({
      ...getCoursesQueryOptions(params),
      pages: readCataloguePages(search),
    }),
    // A search may name exams (a chip's body, an exam's name): their pages are listed with it.
    params.q ? queryClient.prefetchQuery(examsForSearchQuery(params.q)) : undefined,
  ])
  return 200
}

/**
 * The government-exam catalogue (docs/product.md#government-exam-courses). This page once showed an
 * 'under maintenance' image; the search issue replaced it with the catalogue limited to the govt
 * track. A search that names exams (a chip's body, an exam's name) lists their pages under the chips.
 */
export default function GovtExamCoursesPage() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  return (
    <CourseCatalogue
      follow={(search) => <FollowSearch query={search} />}
      heading={
        <>
          <PageHeading title={t('govt.title')} intro={t('govt.intro')} />
          <Link
            to="/exams"
            className="mt-3 inline-block font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-4 dark:text-indigo-300"
          >
            {t('govt.examDates')}
          </Link>
        </>
      }
      fixed={GOVT_TRACK}
    >
      <QuickSearches
        label={t('govt.examsLabel')}
        terms={t('govt.exams', { returnObjects: true })}
      />
      <ExamsForSearch q={searchParams.get('q') ?? ''} label={t('govt.examsNamed')} />
    </CourseCatalogue>
  )
}
