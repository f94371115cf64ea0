// The exams a catalogue search names (docs/product.md#government-exam-courses): 'SSC' (the
// government catalogue's chip), 'ssc cgl' or 'SSC CGL 2026' lists each named exam's page with where
// its applications stand, so the dates are one tap from the courses. The server picks them
// (GET /api/exams?q=); nothing for other searches. Light on purpose: the catalogue's script is
// near its budget (decision 032), so no badge, and the exams' texts stay unloaded.
import { useQuery } from '@tanstack/react-query'
import { examPath } from '../../../../domain/exam-path'
import { EXAM_STATUS_BADGES } from '../../../../domain/exam-status-names'
import { isLanguage } from '../../../../domain/languages'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { examListQueryOptions } from '../api/exams'

/** At most this many exams are named under a search (a body has many over the years). */
const SHOWN = 4

/** The exams a search names, read for a page before it renders (a prefetch). */
export const examsForSearchQuery = (q: string) => examListQueryOptions({ q: q.trim() })

/** `label` names the list ('Exam dates': the page's own text). */
export function ExamsForSearch({ q, label }: { q: string; label: string }) {
  const { language } = useTranslation()
  const query = useQuery({ ...examsForSearchQuery(q), enabled: q.trim() !== '' })
  const named = (q.trim() ? (query.data?.items ?? []) : []).slice(0, SHOWN)
  if (named.length === 0) return null
  const statuses = EXAM_STATUS_BADGES[isLanguage(language) ? language : 'en']
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-medium text-slate-700 dark:text-slate-300">{label}</span>
      {named.map((exam) => (
        <Link
          key={exam.slug}
          to={examPath(exam.slug)}
          className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1 text-sm font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 dark:border-slate-700 dark:bg-slate-900 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          {exam.name}
          <span className="text-xs font-medium text-slate-600 dark:text-slate-300">
            {statuses[exam.status]}
          </span>
        </Link>
      ))}
    </nav>
  )
}
