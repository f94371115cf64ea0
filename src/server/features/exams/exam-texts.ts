// What the server writes about exams in the member's language: calendars and reminder mails
// (docs/product.md#exam-calendars), from the domain's table of stage names, which the pages' texts
// use too.
import { EXAM_STAGE_NAMES } from '../../../domain/exam-stage-names'
import type { ExamStage } from '../../../domain/exams'
import type { Language } from '../../../domain/languages'

/** A stage's name: its label ('Tier 1') when it has one, else its kind's. */
export const stageName = (stage: Pick<ExamStage, 'kind' | 'label'>, language: Language) =>
  stage.label ?? EXAM_STAGE_NAMES[language][stage.kind]
