import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/community'
import type { PagePrefetch } from '../lib/page-data'
import { getPostsQueryOptions } from '../features/community/api/get-posts'
import { readPostParams } from '../features/community/lib/post-search-params'
import { CommunityBoard } from '../features/community/components/community-board'
import { useDocumentTitle } from '../lib/use-document-title'

/** The first page of the feed as everyone sees it (no viewer yet). */
export const prefetch: PagePrefetch = async (queryClient, { search }) => {
  await queryClient.prefetchInfiniteQuery(getPostsQueryOptions(readPostParams(search), ''))
  return 200
}

export default function CommunityPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('community.pageTitle'))
  return <CommunityBoard />
}
