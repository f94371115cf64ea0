// Where an exam's applications stand as people read it, per language (docs/product.md#government-exams).
import type { ExamStatus } from './exams'

/**
 * Where an exam's applications stand, as its badge says it, per language: the exams' pages and the
 * government catalogue's list of the exams a search names (which does not load the exams' texts).
 */
export const EXAM_STATUS_BADGES = {
  en: {
    open: 'Applications open',
    closing: 'Closing soon',
    upcoming: 'Upcoming',
    over: 'Applications closed',
  },
  hi: {
    open: 'आवेदन खुले हैं',
    closing: 'जल्द बंद',
    upcoming: 'आने वाली',
    over: 'आवेदन बंद',
  },
} as const satisfies Record<'en' | 'hi', Record<ExamStatus, string>>
