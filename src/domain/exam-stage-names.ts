// An exam stage's kind as people read it (docs/product.md#government-exams), per language, for
// the pages (the web's 'exams' messages), the calendars and the mails.
import type { ExamStageKind } from './exams'

/** Each kind's name in each language, where no label names the stage. */
export const EXAM_STAGE_NAMES = {
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
} as const satisfies Record<'en' | 'hi', Record<ExamStageKind, string>>
