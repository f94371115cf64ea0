// Bursts of reviews from new accounts (docs/product.md#review-bursts): each flagged course, when
// its burst came, and its reviews with the age of the account that wrote each, to hide or keep.
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import type { ReviewBurstsResponse } from '../../../../domain/schemas/review'
import { coursePath } from '../../../../domain/format'
import { Link } from '../../../lib/router'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useCheckBursts, useReviewBursts, useSetBurstReviewHidden } from '../api/review-bursts'
import { formatWhen, QueryView, EmptyState, smallOutlineButtonClasses } from './admin-ui'

type Flagged = ReviewBurstsResponse['courses'][number]

const DAY_MS = 86_400_000
const EXCERPT = 220
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text

function BurstReview({ review }: { review: Flagged['reviews'][number] }) {
  const { t, language } = useTranslation()
  const setHidden = useSetBurstReviewHidden()
  const [failed, setFailed] = useState<string | null>(null)
  const days = Math.floor(
    (Date.parse(review.createdAt) - Date.parse(review.accountCreatedAt)) / DAY_MS,
  )
  return (
    <li
      className={`rounded-lg border p-3 text-sm ${
        review.hidden
          ? 'border-slate-200 bg-slate-50 text-slate-500 dark:border-slate-800 dark:bg-slate-900/60'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <p className="font-medium text-slate-900 dark:text-white">
        {review.author}
        <span className="font-normal text-slate-500 dark:text-slate-400">
          {' · '}
          {t('admin.bursts.accountAge', { count: days })}
          {' · '}
          {formatWhen(review.createdAt, language)}
          {review.rating !== null ? ` · ${t('admin.bursts.stars', { count: review.rating })}` : ''}
          {review.hidden ? ` · ${t('admin.bursts.hidden')}` : ''}
        </span>
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
        {excerpt(review.text)}
      </p>
      <button
        type="button"
        disabled={setHidden.isPending}
        onClick={() => {
          setFailed(null)
          setHidden.mutate(
            { reviewId: review.reviewId, hidden: !review.hidden },
            { onError: (error) => setFailed(apiErrorMessage(error, t)) },
          )
        }}
        className={`${smallOutlineButtonClasses} mt-2`}
      >
        {review.hidden ? t('admin.bursts.unhide') : t('admin.bursts.hide')}
      </button>
      {failed ? (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {failed}
        </p>
      ) : null}
    </li>
  )
}

/** 'Looks genuine': the course's bursts so far leave the list (a later one is flagged again). */
function CheckBursts({ course }: { course: Flagged }) {
  const { t } = useTranslation()
  const check = useCheckBursts()
  const [failed, setFailed] = useState<string | null>(null)
  const through = course.bursts.at(-1)!.to
  return (
    <div className="mt-3">
      <button
        type="button"
        disabled={check.isPending}
        onClick={() => {
          setFailed(null)
          check.mutate(
            { courseId: course.courseId, through },
            { onError: (error) => setFailed(apiErrorMessage(error, t)) },
          )
        }}
        className={smallOutlineButtonClasses}
      >
        {t('admin.bursts.genuine')}
      </button>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {failed}
        </p>
      ) : null}
    </div>
  )
}

export function ReviewBurstsPanel() {
  const { t, language } = useTranslation()
  const query = useReviewBursts()
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.bursts.intro')}</p>
      <QueryView query={query}>
        {({ courses }) =>
          courses.length === 0 ? (
            <EmptyState>{t('admin.bursts.empty')}</EmptyState>
          ) : (
            <ul className="space-y-4" aria-label={t('admin.tabs.bursts')}>
              {courses.map((course) => (
                <li
                  key={course.courseId}
                  className="rounded-xl border border-amber-300 bg-amber-50/60 p-4 sm:p-5 dark:border-amber-500/40 dark:bg-amber-500/10"
                >
                  <h3 className="font-semibold text-slate-900 dark:text-white">
                    <Link to={coursePath(course)} className="underline-offset-2 hover:underline">
                      {course.courseName}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">
                    {course.bursts
                      .map((burst) =>
                        t('admin.bursts.window', {
                          count: course.reviews.filter(
                            (r) => r.createdAt >= burst.from && r.createdAt <= burst.to,
                          ).length,
                          from: formatWhen(burst.from, language),
                          to: formatWhen(burst.to, language),
                        }),
                      )
                      .join(' ')}
                  </p>
                  <ul className="mt-3 space-y-2">
                    {course.reviews.map((review) => (
                      <BurstReview key={review.reviewId} review={review} />
                    ))}
                  </ul>
                  <CheckBursts course={course} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  )
}
