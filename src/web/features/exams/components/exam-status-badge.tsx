// Where an exam's applications stand, as a coloured badge (the exams' list and pages, My Courses,
// the government catalogue): the texts are the domain's table, so that a page need not load the
// exams' texts to show one.
import { EXAM_STATUS_BADGES } from '../../../../domain/exam-status-names'
import type { ExamStatus } from '../../../../domain/exams'
import { isLanguage } from '../../../../domain/languages'
import { useTranslation } from '../../../lib/i18n'

const STATUS_TONES: Record<ExamStatus, string> = {
  closing: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-500/15 dark:text-amber-200',
  open: 'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-500/15 dark:text-emerald-200',
  upcoming:
    'bg-indigo-50 text-indigo-900 ring-indigo-200 dark:bg-indigo-500/15 dark:text-indigo-200',
  over: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300',
}

export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const { language } = useTranslation()
  const texts = EXAM_STATUS_BADGES[isLanguage(language) ? language : 'en']
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONES[status]}`}
    >
      {texts[status]}
    </span>
  )
}
