// How an exam's stages and news read in the page's language (docs/product.md#government-exams).
import type { ExamNews, ExamStage } from '../../../../domain/exams'
import { formatWhen } from '../../../lib/format-when'
import type { TFunction } from '../../../lib/i18n'

/** '4 Dec 2026' (a day in India) in the page's language. */
export const dayText = (day: string, language: string) => formatWhen(day, language, 'day')

/** A stage's name: its label ('Tier 1') when it has one, else its kind's. */
export const stageName = (t: TFunction, stage: Pick<ExamStage, 'kind' | 'label'>) =>
  stage.label ?? t(`exams.stages.${stage.kind}`)

/** Its days: '4 Dec 2026', or '9 Jun 2026 – 4 Jul 2026'. */
export function stageDays(stage: Pick<ExamStage, 'startsOn' | 'endsOn'>, language: string) {
  const first = dayText(stage.startsOn, language)
  return stage.endsOn && stage.endsOn !== stage.startsOn
    ? `${first} – ${dayText(stage.endsOn, language)}`
    : first
}

export function newsText(t: TFunction, news: ExamNews, language: string): string {
  switch (news.kind) {
    case 'not-announced':
      return t('exams.news.notAnnounced')
    case 'applications-close':
      return news.inDays === 0
        ? t('exams.news.closeToday')
        : news.inDays === 1
          ? t('exams.news.closeTomorrow')
          : t('exams.news.closeIn', { count: news.inDays })
    case 'stage-now':
      return news.until === news.stage.startsOn
        ? t('exams.news.stageToday', { stage: stageName(t, news.stage) })
        : t('exams.news.stageNow', {
            stage: stageName(t, news.stage),
            date: dayText(news.until, language),
          })
    case 'stage-next':
      return t('exams.news.stageNext', {
        stage: stageName(t, news.stage),
        date: dayText(news.on, language),
      })
    case 'result-out':
      return t('exams.news.resultOut', { date: dayText(news.on, language) })
    case 'over':
      return t('exams.news.over')
  }
}
