// The /community page (SPEC section 2): 'Filters/Tags' on the left, the 'Community Posts' feed in
// the centre and 'Create New Post' on the right; on phones the create card comes first, then the
// filters, then the feed. Live events keep the board current while it is open.
import { useTranslation } from 'react-i18next'
import { Container } from '../../../components/ui/container'
import { useLivePosts } from '../api/use-live-posts'
import { CreatePostForm } from './create-post-form'
import { PostFeed } from './post-feed'
import { PostFilters } from './post-filters'

export function CommunityBoard() {
  const { t } = useTranslation()
  useLivePosts()
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t('community.pageTitle')}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('community.pageIntro')}</p>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)_19rem] xl:grid-cols-[16rem_minmax(0,1fr)_21rem]">
        <CreatePostForm className="min-w-0 lg:col-start-3 lg:row-start-1 lg:self-start" />
        <PostFilters className="min-w-0 lg:sticky lg:top-24 lg:col-start-1 lg:row-start-1 lg:self-start" />
        <PostFeed className="min-w-0 lg:col-start-2 lg:row-start-1" />
      </div>
    </Container>
  )
}
