// The course page's price history (docs/product.md#price-history): the badges with the rule each
// follows, a summary line, the price over the last 12 months as a step chart and the same figures
// as a table for screen readers. The chart is SVG drawn in the server-rendered page: it needs no
// JavaScript, and its lines keep their width whatever the screen (non-scaling strokes); its labels
// are HTML around it, so they stay legible on a phone.
import { useId, useState } from 'react'
import type { PriceBadge } from '../../../../domain/prices'
import type { PriceHistoryResponse } from '../../../../domain/schemas/prices'
import { coursePriceText } from '../../../components/course-card/course-price'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { formatWhen } from '../../../lib/format-when'
import { loadTranslations, useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/prices'
import { usePriceHistory } from '../api/get-price-history'

type AlertSlot = typeof import('./price-alert-slot').PriceAlertSlot

/**
 * "Tell me when the price drops" (docs/product.md#price-alerts): the button loads what it opens
 * (price-alert-slot.tsx, a chunk of its own: the course page's first load stays within its budget).
 */
function PriceAlertPlace({ history }: { history: PriceHistoryResponse }) {
  const { t } = useTranslation()
  const [Slot, setSlot] = useState<AlertSlot | null>(null)
  if (!history.suggestedAlert) return null
  if (Slot) return <Slot history={history} />
  return (
    <button
      type="button"
      onClick={() =>
        void import('./price-alert-slot').then(async (m) => {
          // Its texts in the page's language (a section of their own) before it shows.
          await loadTranslations()
          setSlot(() => m.PriceAlertSlot)
        })
      }
      className={buttonClasses('secondary', 'md', 'mt-4')}
    >
      {t('prices.alert.open')}
    </button>
  )
}

const WIDTH = 600
const HEIGHT = 160

const BADGE_CLASSES: Record<PriceBadge, string> = {
  lowest90:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  goodDeal:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  usuallyCheaper:
    'bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-400/30',
}

/** The step line's points in the chart's box: each price held until the next change. */
export function stepPath(history: PriceHistoryResponse, top: number): string {
  const start = Date.parse(history.from)
  const span = Math.max(Date.parse(history.to) - start, 1)
  const x = (at: string) => ((Date.parse(at) - start) / span) * WIDTH
  const y = (price: number | null) => HEIGHT - ((price ?? 0) / top) * HEIGHT
  return history.steps
    .map((step, i) => {
      const px = Math.min(Math.max(x(step.at), 0), WIDTH).toFixed(1)
      const py = y(step.price).toFixed(1)
      return i === 0 ? `M${px} ${py}` : `H${px} V${py}`
    })
    .concat(`H${WIDTH}`)
    .join(' ')
}

export function PriceHistory({ courseId }: { courseId: string }) {
  const query = usePriceHistory(courseId)
  // Pending or failed: the page shows the course without it (the price itself is above).
  if (!query.data) return null
  return <PriceHistoryView history={query.data} />
}

export function PriceHistoryView({ history }: { history: PriceHistoryResponse }) {
  const { t, language } = useTranslation()
  const ids = { title: useId(), summary: useId() }
  const day = (iso: string) => formatWhen(iso, language, 'day')
  const price = (value: number | null) => coursePriceText(value, t)
  // The highest price at the top line; a free course's line lies on the floor.
  const top = history.highest?.price || 1
  const path = stepPath(history, top)

  return (
    <section aria-labelledby={ids.title} className="mt-10">
      <h2 id={ids.title} className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('prices.title')}
      </h2>
      {history.badges.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {history.badges.map((badge) => (
            <li key={badge} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span
                className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${BADGE_CLASSES[badge]}`}
              >
                {t(`prices.badges.${badge}`)}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {t(`prices.rules.${badge}`, { typical: price(history.typical) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={ids.summary} className="mt-4 text-slate-700 dark:text-slate-300">
        {history.lowest && history.highest
          ? t('prices.summary', {
              lowest: price(history.lowest.price),
              lowestDay: day(history.lowest.at),
              highest: price(history.highest.price),
              now: price(history.now),
            })
          : t('prices.summaryFree', { day: day(history.from) })}
      </p>
      <div className={`${cardClasses} mt-4 px-4 pt-5 pb-3`}>
        <div className="flex gap-3">
          <div
            aria-hidden="true"
            className="flex w-16 shrink-0 flex-col justify-between text-right text-xs text-slate-500 tabular-nums dark:text-slate-400"
          >
            <span className="-translate-y-1/2">
              {history.highest ? price(history.highest.price) : ''}
            </span>
            <span className="translate-y-1/2">{price(null)}</span>
          </div>
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full min-w-0 flex-1 overflow-visible"
          >
            <line
              x1="0"
              x2={WIDTH}
              y1={HEIGHT}
              y2={HEIGHT}
              vectorEffect="non-scaling-stroke"
              className="stroke-slate-300 dark:stroke-slate-700"
            />
            <line
              x1="0"
              x2={WIDTH}
              y1="0"
              y2="0"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
              className="stroke-slate-200 dark:stroke-slate-800"
            />
            <path
              d={path}
              fill="none"
              strokeWidth="2.5"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              className="stroke-indigo-600 dark:stroke-indigo-400"
            />
          </svg>
        </div>
        <div
          aria-hidden="true"
          className="mt-2 ml-19 flex justify-between text-xs text-slate-500 dark:text-slate-400"
        >
          <span>{day(history.from)}</span>
          <span>{t('prices.today')}</span>
        </div>
        <table className="sr-only">
          <caption>{t('prices.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prices.from')}</th>
              <th scope="col">{t('prices.price')}</th>
            </tr>
          </thead>
          <tbody>
            {history.steps.map((step, index) => (
              <tr key={index}>
                <td>{day(step.at)}</td>
                <td>{price(step.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {t('prices.trackedSince', { day: day(history.trackedSince) })}
      </p>
      <PriceAlertPlace history={history} />
    </section>
  )
}
