// What the server writes about exams in the member's language: calendars and reminder mails
// (docs/product.md#exam-calendars), from the domain's table of stage names, which the pages' texts
// use too.
import { EXAM_STAGE_NAMES } from '../../../domain/exam-stage-names'
import type { ExamStage } from '../../../domain/exams'
import { LOCALES, type Language } from '../../../domain/languages'

/** A stage's name: its label ('Tier 1') when it has one, else its kind's. */
export const stageName = (stage: Pick<ExamStage, 'kind' | 'label'>, language: Language) =>
  stage.label ?? EXAM_STAGE_NAMES[language][stage.kind]

const dayFormats = new Map<Language, Intl.DateTimeFormat>()

/** A day in India as the member reads it: '4 Dec 2026', '4 दिस॰ 2026'. */
export function examDay(day: string, language: Language): string {
  let format = dayFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      timeZone: 'Asia/Kolkata',
    })
    dayFormats.set(language, format)
  }
  return format.format(new Date(`${day}T00:00:00+05:30`))
}

/** A stage's days: '4 Dec 2026', or '9 Jun 2026 – 4 Jul 2026'. */
export function stageDaysText(
  stage: Pick<ExamStage, 'startsOn' | 'endsOn'>,
  language: Language,
): string {
  const first = examDay(stage.startsOn, language)
  return stage.endsOn && stage.endsOn !== stage.startsOn
    ? `${first} – ${examDay(stage.endsOn, language)}`
    : first
}
