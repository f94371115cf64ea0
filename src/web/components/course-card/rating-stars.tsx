import { useTranslation } from '../../lib/i18n'
import { StarIcon } from '../ui/icons'

/**
 * A star and the rating number; screen readers hear 'Rated 4.5 out of 5'. With `platform` it says
 * whose rating it is ('on Udemy'): the stored rating is the platform's, shown beside the learners'
 * own average (docs/product.md#course-entity).
 */
export function Rating({
  value,
  platform,
  className = '',
}: {
  value: number
  platform?: string
  className?: string
}) {
  const { t } = useTranslation()
  const shown = value.toFixed(1)
  return (
    <span
      className={`inline-flex items-center gap-1 font-semibold text-slate-800 dark:text-slate-100 ${className}`}
    >
      <StarIcon className="h-4 w-4 text-amber-400" />
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{t('catalogue.rating', { rating: shown })}</span>
      {platform ? (
        // A phone's card names the platform right above; the label stays for screen readers.
        <span className="font-normal text-slate-500 max-sm:sr-only dark:text-slate-400">
          {t('catalogue.ratingOn', { platform })}
        </span>
      ) : null}
    </span>
  )
}
