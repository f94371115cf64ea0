// 'Community Posts': the feed for the sort and tags in the URL, with 3 skeleton posts while it
// loads, the fixed empty and failure messages, and 'Load more' while more pages exist.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { useSearchParams } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button-styles'
import { AlertIcon } from '../../../components/ui/form-icons'
import { useSession } from '../../../lib/session'
import { useNow } from '../../../lib/use-now'
import { usePosts } from '../api/get-posts'
import { readPostParams } from '../lib/post-search-params'
import { parseTags } from '../../../../domain/community-rules'
import { PostCard } from './post-card'

/** docs/product.md#community-page: 3 skeleton placeholders while the feed loads. */
export const POST_SKELETONS = 3

export function PostFeed({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const params = readPostParams(searchParams)
  const session = useSession()
  const query = usePosts(params)
  // One clock for every post: 'just now' becomes '1 minute ago' without a reload.
  const now = useNow(60_000)
  // A post created between two pages shifts the next page by one; show each post once.
  const posts = [
    ...new Map(
      (query.data?.pages.flatMap((page) => page.items) ?? []).map((post) => [post.postId, post]),
    ).values(),
  ]
  const total = query.data?.pages[0]?.total ?? 0
  const loading = query.isPending

  return (
    <section
      aria-labelledby="community-posts"
      aria-busy={loading || query.isPlaceholderData}
      className={className}
    >
      <h2
        id="community-posts"
        className="mb-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {t('community.feedTitle')}
      </h2>

      {loading ? (
        <div className="space-y-4">
          <span className="sr-only" role="status">
            {t('community.loadingPosts')}
          </span>
          {Array.from({ length: POST_SKELETONS }, (_, i) => (
            <PostSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && posts.length === 0 ? (
        <FetchFailed onRetry={() => void query.refetch()} />
      ) : posts.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <p role="status" className="font-medium text-slate-800 dark:text-slate-200">
            {t('community.noPosts')}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {/* Other tags to try only when some were asked for. */}
            {parseTags(params.tags).length > 0
              ? t('community.noPostsHint')
              : t('community.noPostsStart')}
          </p>
        </div>
      ) : (
        <>
          <div
            className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {posts.map((post) => (
              <PostCard
                key={post.postId}
                post={post}
                signedIn={session.isLoggedIn}
                now={now}
                moderator={session.isModerator}
              />
            ))}
          </div>
          <div className="mt-8 flex flex-col items-center gap-3">
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t('community.showingCount', { shown: posts.length, total })}
            </p>
            {query.isFetchNextPageError ? (
              <FetchFailed onRetry={() => void query.fetchNextPage()} />
            ) : query.hasNextPage ? (
              <button
                type="button"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                className={buttonClasses('secondary', 'lg', 'min-w-40')}
              >
                {query.isFetchingNextPage ? t('community.loadingMore') : t('community.loadMore')}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  )
}

function FetchFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="w-full rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-500/30 dark:bg-red-500/10">
      <p
        role="alert"
        className="flex items-center justify-center gap-2 font-medium text-red-800 dark:text-red-200"
      >
        <AlertIcon className="h-5 w-5 shrink-0" />
        {t('community.postsFetchFailed')}
      </p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md', 'mt-4')}>
        {t('community.retry')}
      </button>
    </div>
  )
}

/** The grey shape of a post, shown while the feed loads. */
function PostSkeleton() {
  return (
    <div
      data-testid="post-skeleton"
      aria-hidden="true"
      className="flex animate-pulse gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="h-24 w-11 shrink-0 rounded-xl bg-slate-200 dark:bg-slate-800" />
      <div className="flex-1 space-y-3">
        <div className="h-5 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-3 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-3 w-full rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-3 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="flex gap-2 pt-1">
          <div className="h-5 w-14 rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className="h-5 w-16 rounded-full bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
    </div>
  )
}
