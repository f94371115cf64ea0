// The summary above a course's reviews (docs/product.md#reviews): the learners' average (or 'Too
// few ratings' under MIN_SHOWN_RATINGS), how many gave each number of stars as bars that filter
// the list to them (and back), and the three aspects' averages as bars.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/review-details'
import type { ReviewSummary as Summary } from '../../../../domain/schemas/review'
import { MIN_SHOWN_RATINGS, REVIEW_ASPECTS } from '../../../../domain/review'

type Props = {
  summary: Summary
  /** The number of stars the list shows only, if one was chosen. */
  stars: number | undefined
  onStarsChange: (stars: number | undefined) => void
}

const STARS = [5, 4, 3, 2, 1] as const

function Bar({ share }: { share: number }) {
  return (
    <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
      <span
        className="block h-full rounded-full bg-amber-500 dark:bg-amber-400"
        style={{ width: `${Math.round(share * 100)}%` }}
      />
    </span>
  )
}

export function ReviewSummary({ summary, stars, onStarsChange }: Props) {
  const { t } = useTranslation()
  const rated = summary.count
  const most = Math.max(1, ...summary.stars)
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        {rated === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('reviewDetails.noRatings')}
          </p>
        ) : rated < MIN_SHOWN_RATINGS || summary.average === null ? (
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('reviewDetails.tooFew', { count: rated })}
          </p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
              {summary.average.toFixed(1)}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {t('reviewDetails.averageOf')} {t('reviewDetails.ratedBy', { count: rated })}
            </span>
          </p>
        )}
        {rated > 0 ? (
          <ul className="mt-3 space-y-1">
            {STARS.map((n) => {
              const count = summary.stars[n - 1] ?? 0
              const chosen = stars === n
              return (
                <li key={n}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    aria-label={
                      chosen
                        ? t('reviewDetails.starsBarChosen', { stars: n })
                        : t('reviewDetails.starsBarLabel', { stars: n, count })
                    }
                    onClick={() => onStarsChange(chosen ? undefined : n)}
                    className={`flex min-h-8 w-full items-center gap-3 rounded-md px-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                      chosen
                        ? 'bg-indigo-50 ring-1 ring-indigo-300 dark:bg-indigo-500/15 dark:ring-indigo-500/40'
                        : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                    }`}
                  >
                    <span className="w-8 shrink-0 text-left text-slate-700 tabular-nums dark:text-slate-300">
                      {t('reviewDetails.starsBar', { stars: n })}
                    </span>
                    <Bar share={count / most} />
                    <span className="w-8 shrink-0 text-right text-slate-600 tabular-nums dark:text-slate-400">
                      {count}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        ) : null}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('reviewDetails.aspectsTitle')}
        </h3>
        <dl className="mt-2 space-y-2">
          {REVIEW_ASPECTS.map((aspect) => {
            const { average, count } = summary.aspects[aspect]
            return (
              <div key={aspect} className="text-sm">
                <dt className="text-slate-700 dark:text-slate-300">
                  {t(`reviewDetails.aspects.${aspect}`)}
                </dt>
                <dd className="mt-0.5 flex items-center gap-3">
                  <Bar share={(average ?? 0) / 5} />
                  <span className="w-28 shrink-0 text-right text-slate-600 tabular-nums dark:text-slate-400">
                    {average === null
                      ? t('reviewDetails.aspectNone')
                      : t('reviewDetails.aspectValue', { rating: average.toFixed(1), count })}
                  </span>
                </dd>
              </div>
            )
          })}
        </dl>
        {summary.reviews > 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {t('reviewDetails.completedShare', {
              completed: summary.completed,
              reviews: summary.reviews,
            })}
          </p>
        ) : null}
      </div>
    </div>
  )
}
