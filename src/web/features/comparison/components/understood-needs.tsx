// 'What we understood': the needs read from the learner's own words (src/domain/learner-needs.ts),
// shown as they type, so they can correct the words when the reading is wrong. The recommender
// reasons from the same reading (docs/product.md#recommenders).
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/comparison'
import { coursePriceText } from '../../../components/course-card/course-price'
import {
  readLearnerNeeds,
  understoodAnything,
  type LearnerNeeds,
} from '../../../../domain/learner-needs'
import type { LearnerProfile } from '../../../../domain/schemas/recommendation'

/** 'in 6 months' from 26 weeks; weeks below two months. */
const within = (weeks: number): { unit: 'months' | 'weeks'; count: number } =>
  weeks >= 8 ? { unit: 'months', count: Math.round(weeks / 4.35) } : { unit: 'weeks', count: weeks }

function useLines(needs: LearnerNeeds): string[] {
  const { t } = useTranslation()
  const lines: string[] = []
  if (needs.goal) {
    const topic = needs.topic ?? ''
    const goal =
      needs.goal === 'exam'
        ? t(topic ? 'comparison.understood.examOf' : 'comparison.understood.exam', { topic })
        : needs.goal === 'job'
          ? t(topic ? 'comparison.understood.jobIn' : 'comparison.understood.job', { topic })
          : t('comparison.understood.skill', { topic })
    const span = needs.weeks === undefined ? undefined : within(needs.weeks)
    const when = !span
      ? ''
      : span.unit === 'months'
        ? t('comparison.understood.inMonths', { count: span.count })
        : t('comparison.understood.inWeeks', { count: span.count })
    lines.push(t('comparison.understood.goal', { goal: when ? `${goal} ${when}` : goal }))
  } else if (needs.weeks !== undefined) {
    const span = within(needs.weeks)
    lines.push(
      span.unit === 'months'
        ? t('comparison.understood.timeFrameMonths', { count: span.count })
        : t('comparison.understood.timeFrameWeeks', { count: span.count }),
    )
  }
  if (needs.level) lines.push(t(`comparison.understood.level.${needs.level}`))
  if (needs.hoursPerWeek)
    lines.push(t('comparison.understood.perWeek', { count: needs.hoursPerWeek }))
  if (needs.budget === 0) lines.push(t('comparison.understood.freeOnly'))
  else if (needs.budget !== undefined)
    lines.push(t('comparison.understood.budget', { price: coursePriceText(needs.budget, t) }))
  else if (needs.lowBudget) lines.push(t('comparison.understood.lowBudget'))
  if (needs.language) lines.push(t(`comparison.understood.language.${needs.language}`))
  const wants = [
    ...(needs.certificate ? [t('comparison.understood.wants.certificate')] : []),
    ...needs.formats.map((format) => t(`comparison.understood.wants.${format}`)),
  ]
  if (wants.length) lines.push(t('comparison.understood.wantsList', { wants: wants.join(', ') }))
  return lines
}

export function UnderstoodNeeds({ profile }: { profile: LearnerProfile }) {
  const { t } = useTranslation()
  const needs = readLearnerNeeds(profile)
  const lines = useLines(needs)
  if (!understoodAnything(needs)) return null
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
