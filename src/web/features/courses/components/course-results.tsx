// 'Top Recommended Courses': the catalogue grid for the filters in the URL, with 8 skeleton cards
// while loading, the spec's empty message, a result count and a 'Load more' button.
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { CATALOGUE_SKELETONS } from '../../../../domain/constants'
import { formatTotal } from '../../../../domain/format'
import { buttonClasses } from '../../../components/ui/button-styles'
import { LoadFailed } from '../../../components/ui/load-failed'
import { useCourses } from '../api/get-courses'
import { readCatalogueParams } from '../lib/catalogue-search-params'
import { CourseCard } from '../../../components/course-card/course-card'
import { CourseCardSkeleton } from '../../../components/course-card/course-card-skeleton'
import { courseGridClasses } from '../../../components/course-card/course-grid'

export function CourseResults() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const params = readCatalogueParams(searchParams)
  const query = useCourses(params)
  const courses = query.data?.pages.flatMap((page) => page.items) ?? []
  // The newest page knows the most: counting stops a set number of matches past each page.
  const last = query.data?.pages.at(-1)
  const total = last?.total ?? 0
  const totalText = last ? formatTotal(last) : ''

  return (
    <section
      aria-labelledby="top-recommended"
      aria-busy={query.isPending || query.isPlaceholderData}
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2
          id="top-recommended"
          className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {t('catalogue.topRecommended')}
        </h2>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {query.isSuccess && total > 0
            ? t('catalogue.resultCount', { count: total, total: totalText })
            : null}
        </p>
      </div>

      {query.isPending ? (
        <div className={courseGridClasses}>
          <span className="sr-only">{t('catalogue.loadingCourses')}</span>
          {Array.from({ length: CATALOGUE_SKELETONS }, (_, i) => (
            <CourseCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && courses.length === 0 ? (
        <LoadFailed
          title={t('catalogue.loadFailed')}
          error={query.error}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : courses.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400"
        >
          {t('catalogue.noResults')}
        </p>
      ) : (
        <>
          <div
            className={`${courseGridClasses} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {courses.map((course) => (
              <CourseCard key={course.courseId} course={course} />
            ))}
          </div>
          <div className="mt-10 flex flex-col items-center gap-3">
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t('catalogue.showingCount', { shown: courses.length, total: totalText })}
            </p>
            {query.hasNextPage ? (
              <button
                type="button"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                className={buttonClasses('secondary', 'lg', 'min-w-40')}
              >
                {query.isFetchingNextPage ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  )
}
