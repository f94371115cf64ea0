// The learners' own rating of a course (the average stars of its reviews), beside the platform's.
import { useTranslation } from '../../lib/i18n'
import type { Course } from '../../../domain/schemas/course'
import { UsersIcon } from '../ui/icons'
import { MIN_SHOWN_RATINGS } from '../../../domain/constants'

type Props = Pick<Course, 'learnerRating' | 'learnerRatingCount'> & {
  /** Catalogue cards: '4.3 (12)' with an icon; the full wording is read to screen readers. */
  compact?: boolean
  className?: string
}

export function LearnerRating({
  learnerRating,
  learnerRatingCount,
  compact = false,
  className = '',
}: Props) {
  const { t } = useTranslation()
  // None yet, or under MIN_SHOWN_RATINGS (an average of so few says little): words, not a number.
  if (learnerRating === null || learnerRatingCount < MIN_SHOWN_RATINGS) {
    const none = learnerRating === null || learnerRatingCount <= 0
    return compact && none ? null : (
      <span className={`text-sm text-slate-500 dark:text-slate-400 ${className}`}>
        {none
          ? t('reviews.noLearnerRatings')
          : t('reviews.tooFewRatings', { count: learnerRatingCount })}
      </span>
    )
  }
  const values = { rating: learnerRating.toFixed(1), count: learnerRatingCount }
  if (compact) {
    return (
      <span
        className={`inline-flex items-center gap-1 text-slate-600 dark:text-slate-400 ${className}`}
        title={t('reviews.learnerRating', values)}
      >
        <UsersIcon className="h-4 w-4 text-indigo-500 dark:text-indigo-300" />
        <span aria-hidden="true">{t('reviews.learnerRatingCompact', values)}</span>
        <span className="sr-only">{t('reviews.learnerRating', values)}</span>
      </span>
    )
  }
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-800 ring-1 ring-indigo-200 dark:bg-indigo-500/15 dark:text-indigo-100 dark:ring-indigo-500/30 ${className}`}
    >
      <UsersIcon className="h-4 w-4" />
      {t('reviews.learnerRating', values)}
    </span>
  )
}
