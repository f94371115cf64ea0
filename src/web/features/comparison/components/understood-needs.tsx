// 'What we understood': the needs read from the learner's own words (src/domain/learner-needs.ts),
// shown as they type, so they can correct the words when the reading is wrong. The recommender
// reasons from the same reading (docs/product.md#recommenders).
import { useTranslation, type PluralKey } from '../../../lib/i18n'
import '../../../lib/i18n/sections/comparison'
import { coursePriceText } from '../../../components/course-card/course-price'
import {
  readLearnerNeeds,
  understoodNeeds,
  type UnderstoodNeed,
} from '../../../../domain/learner-needs'
import type { LearnerProfile } from '../../../../domain/schemas/recommendation'

/** 'in 6 months' from 26 weeks; weeks below two months. */
const within = (weeks: number): { unit: 'months' | 'weeks'; count: number } =>
  weeks >= 8 ? { unit: 'months', count: Math.round(weeks / 4.35) } : { unit: 'weeks', count: weeks }

/** Each understood need as the page's language writes it. */
function useLines(needs: readonly UnderstoodNeed[]): string[] {
  const { t } = useTranslation()
  const months = (weeks: number, inMonths: PluralKey, inWeeks: PluralKey) => {
    const span = within(weeks)
    return t(span.unit === 'months' ? inMonths : inWeeks, { count: span.count })
  }
  return needs.flatMap((need): string[] => {
    switch (need.kind) {
      case 'goal': {
        const topic = need.topic ?? ''
        const goal =
          need.goal === 'exam'
            ? t(topic ? 'comparison.understood.examOf' : 'comparison.understood.exam', { topic })
            : need.goal === 'job'
              ? t(topic ? 'comparison.understood.jobIn' : 'comparison.understood.job', { topic })
              : t('comparison.understood.skill', { topic })
        const when =
          need.weeks === undefined
            ? ''
            : months(need.weeks, 'comparison.understood.inMonths', 'comparison.understood.inWeeks')
        return [t('comparison.understood.goal', { goal: when ? `${goal} ${when}` : goal })]
      }
      case 'timeFrame':
        return [
          months(
            need.weeks,
            'comparison.understood.timeFrameMonths',
            'comparison.understood.timeFrameWeeks',
          ),
        ]
      case 'level':
        return [t(`comparison.understood.level.${need.level}`)]
      case 'hoursPerWeek':
        return [t('comparison.understood.perWeek', { count: need.hours })]
      case 'budget':
        return [
          need.rupees === 0
            ? t('comparison.understood.freeOnly')
            : t('comparison.understood.budget', { price: coursePriceText(need.rupees, t) }),
        ]
      case 'lowBudget':
        return [t('comparison.understood.lowBudget')]
      case 'language':
        return [t(`comparison.understood.language.${need.language}`)]
      case 'wants': {
        const wants = [
          ...(need.certificate ? [t('comparison.understood.wants.certificate')] : []),
          ...need.formats.map((format) => t(`comparison.understood.wants.${format}`)),
        ]
        return [t('comparison.understood.wantsList', { wants: wants.join(', ') })]
      }
    }
  })
}

export function UnderstoodNeeds({ profile }: { profile: LearnerProfile }) {
  const { t } = useTranslation()
  const lines = useLines(understoodNeeds(readLearnerNeeds(profile)))
  if (lines.length === 0) return null
  return (
    <div
      aria-live="polite"
      className="mt-4 rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-950 ring-1 ring-indigo-200 dark:bg-indigo-500/10 dark:text-indigo-100 dark:ring-indigo-500/30"
    >
      <p className="font-semibold">{t('comparison.understood.title')}</p>
      <p className="mt-1">{lines.join('; ')}</p>
      <p className="mt-1 text-xs text-indigo-800/80 dark:text-indigo-200/80">
        {t('comparison.understood.hint')}
      </p>
    </div>
  )
}
