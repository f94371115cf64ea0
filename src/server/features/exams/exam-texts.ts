// What the server writes about exams in the member's language: calendars and reminder mails
// (docs/product.md#exam-calendars). The pages' texts are the web app's (src/web/lib/i18n, section
// 'exams'); these are the few a calendar and a mail need without it.
import type { ExamStage, ExamStageKind } from '../../../domain/exams'
import type { Language } from '../../../domain/languages'

const STAGES: Record<Language, Record<ExamStageKind, string>> = {
  en: {
    notification: 'Notification',
    applications: 'Applications',
    fee: 'Last day for the fee',
    correction: 'Correction window',
    'admit-card': 'Admit card',
    exam: 'Exam',
    result: 'Result',
  },
  hi: {
    notification: 'अधिसूचना',
    applications: 'आवेदन',
    fee: 'फ़ीस की आखिरी तारीख',
    correction: 'सुधार की अवधि',
    'admit-card': 'एडमिट कार्ड',
    exam: 'परीक्षा',
    result: 'परिणाम',
  },
}

/** A stage's name: its label ('Tier 1') when it has one, else its kind's. */
export const stageName = (stage: Pick<ExamStage, 'kind' | 'label'>, language: Language) =>
  stage.label ?? STAGES[language][stage.kind]
