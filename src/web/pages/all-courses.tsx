import { useTranslation } from '../lib/i18n'
import type { PagePrefetch } from '../lib/page-data'
import { PageHeading } from '../components/ui/page-heading'
import { getCoursesQueryOptions } from '../features/courses/api/get-courses'
import { CourseCatalogue } from '../features/courses/components/course-catalogue'
import { FollowSearch } from '../features/follows/components/follow-search'
import {
  readCatalogueParams,
  readCataloguePages,
} from '../features/courses/lib/catalogue-search-params'

export const prefetch: PagePrefetch = async (queryClient, { search }) => {
  await queryClient.prefetchInfiniteQuery({
    ...getCoursesQueryOptions(readCatalogueParams(search)),
    pages: readCataloguePages(search),
  })
  return 200
}

export default function AllCoursesPage() {
  const { t } = useTranslation()
  return (
    <CourseCatalogue
      follow={(search) => <FollowSearch query={search} />}
      heading={<PageHeading title={t('catalogue.pageTitle')} intro={t('catalogue.pageIntro')} />}
    />
  )
}
