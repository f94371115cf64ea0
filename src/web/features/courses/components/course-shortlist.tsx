// A short list of the catalogue's courses for a search, with its best free course and its best
// course in Hindi always shown: an exam's page lists the courses that prepare for it this way
// (docs/product.md#government-exams).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { CourseCard, type CourseCardData } from '../../../components/course-card/course-card'
import { courseGridClasses } from '../../../components/course-card/course-grid'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { courseKeys } from '../api/course-keys'
import { getCourses } from '../api/get-courses'

const SHORTLIST_SIZE = 6

type Pick = 'ranked' | 'free' | 'hindi'

const PICKS: Record<Pick, { price?: 'free'; language?: string; pageSize: number }> = {
  ranked: { pageSize: SHORTLIST_SIZE },
  free: { price: 'free', pageSize: 1 },
  hindi: { language: 'Hindi', pageSize: 1 },
}

function shortlistQuery(search: string, pick: Pick) {
  const params = { q: search, track: 'govt' as const, sort: 'recommended' as const, ...PICKS[pick] }
  return queryOptions({
    queryKey: [...courseKeys.all, 'shortlist', params] as const,
    queryFn: ({ signal }) => getCourses({ ...params, page: 1 }, signal),
  })
}

/** Fetches what CourseShortlist shows (a page's prefetch, before a server render). */
export async function prefetchCourseShortlist(queryClient: QueryClient, search: string) {
  await Promise.all(
    (Object.keys(PICKS) as Pick[]).map((pick) =>
      queryClient.prefetchQuery(shortlistQuery(search, pick)),
    ),
  )
}

export function CourseShortlist({
  search,
  title,
  texts,
  named = [],
}: {
  search: string
  title: string
  texts: { bestFree: string; bestHindi: string; none: string; all: string }
  /** Courses that name the exam themselves: after the best free and Hindi ones, before the rest. */
  named?: readonly CourseCardData[]
}) {
  const { t } = useTranslation()
  const ranked = useQuery(shortlistQuery(search, 'ranked'))
  const free = useQuery(shortlistQuery(search, 'free'))
  const hindi = useQuery(shortlistQuery(search, 'hindi'))
  // The best free and the best Hindi course come first, each named, and are not listed again.
  const best: { label: string; course: CourseCardData }[] = []
  for (const [label, course] of [
    [texts.bestFree, free.data?.items[0]],
    [texts.bestHindi, hindi.data?.items[0]],
  ] as const) {
    if (course) best.push({ label, course })
  }
  const shown = new Set<string>()
  const picks: { label?: string; course: CourseCardData }[] = []
  const rest = [...named, ...(ranked.data?.items ?? [])].map((course) => ({ course }))
  for (const pick of [...best, ...rest]) {
    // As many as the best two and a ranked page.
    if (picks.length >= SHORTLIST_SIZE + 2) break
    if (shown.has(pick.course.courseId)) continue
    shown.add(pick.course.courseId)
    picks.push(pick)
  }
  return (
    <section aria-labelledby="shortlist-title" className="mt-12">
      <h2 id="shortlist-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {ranked.isSuccess && picks.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{texts.none}</p>
      ) : (
        <>
          <ul className={`${courseGridClasses} mt-4`}>
            {picks.map(({ label, course }) => (
              <li key={course.courseId} className="flex flex-col">
                {label ? (
                  <p className="mb-1.5 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                    {label}
                  </p>
                ) : null}
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
          <Link
            to={`/govt-exam-courses?q=${encodeURIComponent(search)}`}
            className="mt-4 inline-block text-sm font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-4 dark:text-indigo-300"
          >
            {texts.all}
          </Link>
        </>
      )}
      {ranked.isError ? (
        <p className="mt-3 text-sm text-red-700 dark:text-red-300">{t('errors.generic')}</p>
      ) : null}
    </section>
  )
}
