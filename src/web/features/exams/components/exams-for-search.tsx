// The exams a catalogue search names (docs/product.md#government-exam-courses): 'SSC' (the
// government catalogue's chip), 'ssc cgl' or 'SSC CGL 2026' lists each named exam's page with where
// its applications stand, so the dates are one tap from the courses. Nothing for other searches,
// and nothing while the exams are not known (the page prefetches them for such a search).
import { useQuery } from '@tanstack/react-query'
import { examPath, examsMatching } from '../../../../domain/exams'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/exams'
import { Link } from '../../../lib/router'
import { examListQueryOptions } from '../api/exams'
import { ExamStatusBadge } from './exam-list'

/** At most this many exams are named under a search (a body has many over the years). */
const SHOWN = 4

export function ExamsForSearch({ q }: { q: string }) {
  const { t } = useTranslation()
  const query = useQuery({ ...examListQueryOptions({}), enabled: q.trim() !== '' })
  const named = examsMatching(query.data?.items ?? [], q).slice(0, SHOWN)
  if (named.length === 0) return null
  return (
    <nav aria-label={t('exams.forSearch')} className="mt-4 flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('exams.forSearch')}
      </span>
      {named.map((exam) => (
        <Link
          key={exam.slug}
          to={examPath(exam.slug)}
          className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1 text-sm font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 dark:border-slate-700 dark:bg-slate-900 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          {exam.name}
          <ExamStatusBadge status={exam.status} />
        </Link>
      ))}
    </nav>
  )
}
