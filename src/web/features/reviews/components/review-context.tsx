// How a reviewer took the course, under their name (docs/product.md#reviews): 'Completed · Took it
// in Mar 2025 · Paid Rs. 449', and the aspects they rated ('Depth 4/5').
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/review-details'
import type { Review } from '../../../../domain/schemas/review'
import { REVIEW_ASPECTS } from '../../../../domain/review'
import { coursePriceText } from '../../../components/course-card/course-price'
import { formatMonth } from '../../../lib/format-when'

export function ReviewContext({ review }: { review: Review }) {
  const { t, language } = useTranslation()
  const { completion, progress, takenIn, pricePaid, aspects } = review
  const parts: string[] = []
  if (completion === 'dropped' && progress !== null) {
    parts.push(t('reviewDetails.context.droppedAfter', { progress }))
  } else if (completion) parts.push(t(`reviewDetails.context.${completion}`))
  if (takenIn)
    parts.push(t('reviewDetails.context.takenIn', { month: formatMonth(takenIn, language) }))
  if (pricePaid !== null) {
    parts.push(
      pricePaid === 0
        ? t('reviewDetails.context.paidNothing')
        : t('reviewDetails.context.paid', { price: coursePriceText(pricePaid, t) }),
    )
  }
  const rated = REVIEW_ASPECTS.flatMap((aspect) => {
    const rating = aspects[aspect]
    return rating === null
      ? []
      : [t('reviewDetails.aspectGiven', { aspect: t(`reviewDetails.aspects.${aspect}`), rating })]
  })
  if (parts.length === 0 && rated.length === 0) return null
  return (
    <div className="mt-2 space-y-1 text-sm">
      {parts.length > 0 ? (
        <p className="font-medium text-slate-700 dark:text-slate-300">{parts.join(' · ')}</p>
      ) : null}
      {rated.length > 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{rated.join(' · ')}</p>
      ) : null}
    </div>
  )
}
