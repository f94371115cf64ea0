// The side-by-side table of the selected courses, with the best value of each ranked row marked
// (rules in best-values.ts and in the table's caption).
import { MIN_SHOWN_RATINGS } from '../../../../domain/constants'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/comparison'
import { Link } from '../../../lib/router'
import type { ComparedCourse } from '../api/get-compared-courses'
import { useEffect, useState } from 'react'
import type { factRows as FactRows } from './fact-rows'
import type { PriceHistoryResponse } from '../../../../domain/schemas/prices'
import { coursePath } from '../../../../domain/format'
import {
  displayCourseName,
  languageName,
  platformName,
  withUnit,
} from '../../../components/course-card/course-display'
import { coursePriceText } from '../../../components/course-card/course-price'
import { bestValues, type BestValueRow } from '../lib/best-values'
import { formatWhen } from '../../../lib/format-when'
import { usePriceHistories } from '../api/get-price-histories'

/**
 * On a phone the row labels stay in place (sticky, opaque) while the courses scroll sideways: the
 * label column is narrow and wraps ('Platform / rating'), a line marks its edge, and each course
 * column is at least 9rem, so one course and most of the next are in view (the scroll shows).
 */
const labelColumnOnPhone =
  'max-sm:w-28 max-sm:px-3 max-sm:whitespace-normal max-sm:shadow-[1px_0_0_var(--color-slate-200)] max-sm:dark:shadow-[1px_0_0_var(--color-slate-700)]'

export type Row = {
  key: string
  label: string
  cell: (course: ComparedCourse) => ReactNode
  best?: BestValueRow
}

/**
 * The rows of the facts that decide a course (docs/product.md#course-facts), whose texts come in a
 * chunk of their own once the table shows: a selected course's facts arrive with its whole course,
 * after the page, and the page's script stays within its budget (decision 032).
 */
function useFactRows(): typeof FactRows | null {
  const [rows, setRows] = useState<typeof FactRows | null>(null)
  useEffect(() => {
    void import('./fact-rows').then((module) => setRows(() => module.factRows))
  }, [])
  return rows
}

export function ComparisonTable({ courses }: { courses: readonly ComparedCourse[] }) {
  const { t, language } = useTranslation()
  const titleId = useId()
  const factRows = useFactRows()
  const best = bestValues(courses)
  const histories = usePriceHistories(courses.map((course) => course.courseId))
  /** A history's figure, '…' until it arrives. */
  const fromHistory = (course: ComparedCourse, figure: (h: PriceHistoryResponse) => string) => {
    const history = histories.get(course.courseId)
    return history ? figure(history) : '…'
  }
  const anyLearnerRating = courses.some((c) => c.learnerRating !== null && c.learnerRatingCount > 0)
  const orNotGiven = (text: string) => text.trim() || t('comparison.notGiven')

  const rows: Row[] = [
    {
      key: 'price',
      label: t('comparison.price'),
      cell: (c) => coursePriceText(c.price, t),
      best: 'price',
    },
    {
      key: 'lowestPrice',
      label: t('comparison.lowestPrice'),
      cell: (c) =>
        fromHistory(c, (h) =>
          h.lowest
            ? t('comparison.lowestPriceValue', {
                price: coursePriceText(h.lowest.price, t),
                day: formatWhen(h.lowest.at, language, 'day'),
              })
            : coursePriceText(null, t),
        ),
    },
    {
      key: 'typicalPrice',
      label: t('comparison.typicalPrice'),
      cell: (c) => fromHistory(c, (h) => coursePriceText(h.typical, t)),
    },
    {
      key: 'duration',
      label: t('comparison.duration'),
      cell: (c) =>
        orNotGiven(withUnit(c.duration, (duration) => t('course.durationValue', { duration }))),
      best: 'duration',
    },
    {
      key: 'validity',
      label: t('comparison.validity'),
      cell: (c) =>
        orNotGiven(withUnit(c.validity, (validity) => t('course.validityValue', { validity }))),
      best: 'validity',
    },
    {
      key: 'rating',
      label: t('comparison.platformRating'),
      cell: (c) => t('comparison.ratingValue', { rating: c.rating.toFixed(1) }),
      best: 'rating',
    },
    ...(anyLearnerRating
      ? [
          {
            key: 'learnerRating',
            label: t('comparison.learnerRating'),
            cell: (c: ComparedCourse) =>
              c.learnerRating === null || c.learnerRatingCount <= 0
                ? t('comparison.noLearnerRating')
                : c.learnerRatingCount < MIN_SHOWN_RATINGS
                  ? t('reviews.tooFewRatings', { count: c.learnerRatingCount })
                  : t('comparison.learnerRatingValue', {
                      rating: c.learnerRating.toFixed(1),
                      count: c.learnerRatingCount,
                    }),
            best: 'learnerRating' as const,
          },
        ]
      : []),
    {
      key: 'language',
      label: t('comparison.language'),
      cell: (c) => (c.language.trim() ? languageName(c.language, t) : t('comparison.notGiven')),
    },
    {
      key: 'certification',
      label: t('comparison.certification'),
      cell: (c) => orNotGiven(c.certification),
    },
    {
      key: 'platform',
      label: t('comparison.platform'),
      cell: (c) => platformName(c.platform, t),
    },
    ...(factRows ? factRows(t, language) : []),
  ]

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('comparison.tableTitle')}
      </h2>
      {/* The table scrolls inside its own box on narrow screens; the box is focusable so keyboard
          users can scroll it too. */}
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="relative mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('comparison.tableCaption')}</caption>
          <thead>
            <tr className="bg-slate-50 dark:bg-slate-800/60">
              <th
                scope="col"
                className={`sticky left-0 z-10 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800 dark:text-slate-400 ${labelColumnOnPhone}`}
              >
                {t('comparison.feature')}
              </th>
              {courses.map((course) => (
                <th
                  key={course.courseId}
                  scope="col"
                  className="min-w-44 px-4 py-3 align-bottom font-semibold text-slate-900 max-sm:min-w-36 max-sm:px-3 dark:text-white"
                >
                  <Link
                    to={coursePath(course)}
                    className="line-clamp-2 hover:text-indigo-700 max-sm:line-clamp-3 hover:underline dark:hover:text-indigo-300"
                  >
                    {displayCourseName(course.courseName, t)}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((row) => {
              const marked = row.best ? best[row.best] : undefined
              return (
                <tr key={row.key}>
                  <th
                    scope="row"
                    className={`sticky left-0 z-10 bg-white px-4 py-3 font-medium whitespace-nowrap text-slate-600 dark:bg-slate-900 dark:text-slate-300 ${labelColumnOnPhone}`}
                  >
                    {row.label}
                  </th>
                  {courses.map((course, index) => {
                    const isBest = marked?.has(index) ?? false
                    return (
                      <td
                        key={course.courseId}
                        className={`px-4 py-3 align-top text-slate-800 max-sm:px-3 dark:text-slate-100 ${isBest ? 'bg-emerald-50 dark:bg-emerald-500/10' : ''}`}
                      >
                        <span className={isBest ? 'font-semibold' : ''}>{row.cell(course)}</span>
                        {isBest ? (
                          <span className="mt-1 flex w-fit items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-300 dark:bg-emerald-500/20 dark:text-emerald-200 dark:ring-emerald-500/40">
                            {t('comparison.bestValue')}
                          </span>
                        ) : null}
                      </td>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {/* The caption's words, kept in view when the table scrolls sideways on a phone. */}
      <p aria-hidden="true" className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {t('comparison.tableCaption')}
      </p>
    </section>
  )
}
