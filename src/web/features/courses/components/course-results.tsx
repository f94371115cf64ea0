// 'Top Recommended Courses': the catalogue grid for the filters in the URL, with 8 skeleton cards
// while loading, a result count and a 'Load more' button. When nothing matches it keeps the fixed
// sentence and offers ways out from the response itself: the spelling the server found
// (didYouMean) and, for each active filter, how many courses there are without it (withoutFilter).
// When no course holds every word searched, the courses shown hold the most of them, and a line
// above them names the words left out (partial).
import { useId, type ReactNode } from 'react'
import { Trans, useTranslation } from '../../../lib/i18n'
import { Link, useSearchParams } from '../../../lib/router'
import { CATALOGUE_SKELETONS, COURSE_FILTER_NAMES } from '../../../../domain/constants'
import type { CourseListResponse } from '../../../../domain/schemas/course'
import { formatCount, formatPrice, formatTotal } from '../../../../domain/format'
import { buttonClasses } from '../../../components/ui/button-styles'
import { LoadFailed } from '../../../components/ui/load-failed'
import { useCourses } from '../api/get-courses'
import type { CourseListParams } from '../api/course-keys'
import {
  hasActiveFilters,
  readCatalogueParams,
  withCatalogueParam,
  withCataloguePages,
  type FilterParamName,
  type FixedFilters,
} from '../lib/catalogue-search-params'
import { filterLabel, filterValueLabel } from '../lib/filter-labels'
import { CourseCard } from '../../../components/course-card/course-card'
import { CourseCardSkeleton } from '../../../components/course-card/course-card-skeleton'
import { courseGridClasses } from '../../../components/course-card/course-grid'

/** Cards whose pictures are in the first screen on a wide window (one row of the grid). */
const FIRST_SCREEN_CARDS = 4

const wayOutClasses =
  'inline-flex min-h-9 items-center rounded-2xl border border-indigo-200 bg-white px-4 py-1.5 text-sm font-medium text-indigo-700 shadow-sm transition-colors hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-indigo-500/40 dark:bg-slate-900 dark:text-indigo-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400'

/** 'No courses found matching your filters.', and the searches next to this one that do find some. */
function NothingFound({
  params,
  fixed,
  answer,
}: {
  params: CourseListParams
  fixed: FixedFilters
  answer: CourseListResponse | undefined
}) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const listId = useId()
  const searchWith = (name: FilterParamName, value: string) => ({
    search: withCatalogueParam(searchParams, name, value).toString(),
  })
  const didYouMean = params.q ? answer?.didYouMean?.trim() : undefined
  const wayOuts = COURSE_FILTER_NAMES.flatMap((name) => {
    const value = params[name]
    const count = answer?.withoutFilter[name] ?? 0
    // A fixed filter is the page itself (the government-exam catalogue), not the visitor's choice.
    if (!value || (name === 'track' && fixed.track) || count <= 0) return []
    const total = formatCount(count)
    const label =
      name === 'q'
        ? t('catalogue.clearSearch', { q: value, count, total })
        : t('catalogue.removeFilter', {
            filter: filterLabel(name, t),
            value: filterValueLabel(name, value, t),
            count,
            total,
          })
    return [{ name, label, to: searchWith(name, '') }]
  })

  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center sm:py-16 dark:border-slate-700">
      <p role="status" className="text-slate-600 dark:text-slate-400">
        {t('catalogue.noResults')}
      </p>
      {didYouMean ? (
        <p className="mt-4">
          <Link
            to={searchWith('q', didYouMean)}
            className="rounded text-lg text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:decoration-indigo-500/60 dark:hover:decoration-indigo-300"
          >
            <Trans
              i18nKey="catalogue.didYouMean"
              values={{ term: didYouMean }}
              components={{ b: <b className="font-semibold" /> }}
            />
          </Link>
        </p>
      ) : null}
      {wayOuts.length > 0 ? (
        <>
          <p id={listId} className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            {t('catalogue.broaden')}
          </p>
          <ul aria-labelledby={listId} className="mt-3 flex flex-wrap justify-center gap-2">
            {wayOuts.map((way) => (
              <li key={way.name}>
                <Link to={way.to} className={wayOutClasses}>
                  {way.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : !didYouMean && hasActiveFilters(params, fixed) ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          {t('catalogue.noResultsHint')}
        </p>
      ) : null}
      <AddCourseLink className="mt-6" />
    </div>
  )
}

/**
 * The filters the search's words named ('python in hindi under 500'), as chips: each one searches
 * again without its words (docs/product.md#catalogue-search).
 */
function UnderstoodChips({ understood }: { understood: CourseListResponse['understood'] }) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const headingId = useId()
  if (understood.length === 0) return null
  const chips = understood.map(({ name, value, qWithout }) => {
    const isPrice = name === 'price' || name === 'maxPrice'
    const filter = isPrice ? t('catalogue.priceChip') : filterLabel(name, t)
    const shown =
      name === 'maxPrice'
        ? t('catalogue.upToPrice', { price: formatPrice(Number(value)) })
        : filterValueLabel(name, value, t)
    return {
      name,
      label: t('catalogue.understoodChip', { filter, value: shown }),
      remove: t('catalogue.removeUnderstood', { filter, value: shown }),
      to: { search: withCatalogueParam(searchParams, 'q', qWithout).toString() },
    }
  })
  return (
    <div className="-mt-3 mb-6 flex flex-wrap items-center gap-2">
      <span id={headingId} className="text-sm text-slate-600 dark:text-slate-400">
        {t('catalogue.understoodHeading')}
      </span>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.name}>
            <Link to={chip.to} aria-label={chip.remove} className={chipClasses}>
              {chip.label}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

const chipClasses =
  'inline-flex min-h-9 items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 transition-colors hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-indigo-500/40 dark:bg-indigo-500/10 dark:text-indigo-100 dark:hover:bg-indigo-500/20'

/** "Can't find a course? Add it": members' additions wait for a moderator (decision 037). */
function AddCourseLink({ className }: { className: string }) {
  const { t } = useTranslation()
  return (
    <p className={`text-sm ${className}`}>
      <Link
        to="/addcourse"
        className="font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700 dark:text-indigo-300 dark:decoration-indigo-500/60"
      >
        {t('nav.addCourse')}
      </Link>
    </p>
  )
}

export function CourseResults({
  fixed = {},
  follow,
}: {
  fixed?: FixedFilters
  follow?: (search: CourseListParams) => ReactNode
}) {
  const { t } = useTranslation()
  const [searchParams, updateSearchParams] = useSearchParams()
  const params = readCatalogueParams(searchParams, fixed)
  const query = useCourses(params)
  const shownPages = query.data?.pages.length ?? 0
  // The address keeps how many pages are shown, so a reload (rendered by the server) shows them too.
  const loadMore = () =>
    void query.fetchNextPage().then((result) => {
      const pages = result.data?.pages.length ?? 0
      if (!result.isError && pages > 1) {
        updateSearchParams((current) => withCataloguePages(current, pages), {
          replace: true,
          preventScrollReset: true,
        })
      }
    })
  const courses = query.data?.pages.flatMap((page) => page.items) ?? []
  // The newest page knows the most: counting stops a set number of matches past each page.
  const last = query.data?.pages.at(-1)
  const total = last?.total ?? 0
  const totalText = last ? formatTotal(last) : ''
  // No course held every word: the answer holds the words it names (issue 31).
  const partial = courses.length > 0 ? query.data?.pages[0]?.partial : null

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
        {/* Its line is kept while the count loads: on a phone it sits below the heading. */}
        <p
          role="status"
          className="min-h-5 text-sm text-slate-600 max-sm:w-full dark:text-slate-400"
        >
          {query.isSuccess && total > 0
            ? t('catalogue.resultCount', { count: total, total: totalText })
            : null}
        </p>
      </div>

      <UnderstoodChips understood={query.data?.pages[0]?.understood ?? []} />
      {follow?.(params)}
      {partial ? (
        <p className="-mt-3 mb-6 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-100">
          {t('catalogue.partialMatch', {
            unmatched: partial.unmatched.join(' '),
            matched: partial.matched.join(' '),
          })}
        </p>
      ) : null}
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
        <NothingFound params={params} fixed={fixed} answer={query.data?.pages[0]} />
      ) : (
        <>
          <div
            className={`${courseGridClasses} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {courses.map((course, index) => (
              <CourseCard
                key={course.courseId}
                course={course}
                priority={index < FIRST_SCREEN_CARDS}
              />
            ))}
          </div>
          <div className="mt-10 flex flex-col items-center gap-3">
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t('catalogue.showingCount', { shown: courses.length, total: totalText })}
            </p>
            {query.hasNextPage ? (
              <>
                <button
                  type="button"
                  onClick={loadMore}
                  disabled={query.isFetchingNextPage}
                  className={buttonClasses('secondary', 'lg', 'min-w-40 no-js:hidden')}
                >
                  {query.isFetchingNextPage ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
                </button>
                {/* Without JavaScript: the same list with one more page, rendered by the server. */}
                <Link
                  to={{ search: withCataloguePages(searchParams, shownPages + 1).toString() }}
                  className={buttonClasses('secondary', 'lg', 'min-w-40 js:hidden')}
                >
                  {t('catalogue.loadMore')}
                </Link>
              </>
            ) : null}
            <AddCourseLink className="mt-2" />
          </div>
        </>
      )}
    </section>
  )
}
