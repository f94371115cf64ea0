import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/community'
import type { PagePrefetch } from '../lib/page-data'
import { getPostsQueryOptions } from '../features/community/api/get-posts'
import { readPostParams } from '../features/community/lib/post-search-params'
import { CommunityBoard } from '../features/community/components/community-board'
import { Container } from '../components/ui/container'
import { PageHeading } from '../components/ui/page-heading'

/** The first page of the feed as everyone sees it (no viewer yet). */
export const prefetch: PagePrefetch = async (queryClient, { search }) => {
  await queryClient.prefetchInfiniteQuery(getPostsQueryOptions(readPostParams(search), ''))
  return 200
}

export default function CommunityPage() {
  const { t } = useTranslation()
  return (
    <Container className="py-8 sm:py-10">
      <PageHeading title={t('community.pageTitle')} intro={t('community.pageIntro')} />
      <CommunityBoard />
    </Container>
  )
}
