// /exams (docs/product.md#government-exams): the exams, each with where its applications stand
// today, filtered by recruiting body and by that status. The filters are links, so the page works
// before and without its script.
import { useQuery } from '@tanstack/react-query'
import { EXAM_BODIES, EXAM_STATUSES, examPath } from '../../../../domain/exams'
import { cardClasses } from '../../../components/ui/button-styles'
import { Container } from '../../../components/ui/container'
import { LoadFailed } from '../../../components/ui/load-failed'
import { PageHeading } from '../../../components/ui/page-heading'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/exams'
import { Link } from '../../../lib/router'
import { examListQueryOptions, type ExamFilters } from '../api/exams'
import { useLiveExamUpdates } from '../api/live-exam-updates'
import { newsText } from '../lib/exam-text'
import { ExamStatusBadge } from './exam-status-badge'

/** Reads the filters of an /exams address; a value it does not know is no filter. */
export function readExamFilters(search: URLSearchParams): ExamFilters {
  const body = search.get('body')
  const status = search.get('status')
  return {
    body: EXAM_BODIES.find((value) => value === body),
    status: EXAM_STATUSES.find((value) => value === status),
  }
}

const filterHref = (filters: ExamFilters) => {
  const params = new URLSearchParams()
  if (filters.body) params.set('body', filters.body)
  if (filters.status) params.set('status', filters.status)
  const query = params.toString()
  return query ? `/exams?${query}` : '/exams'
}

function FilterLinks<T extends string>({
  label,
  values,
  current,
  anyLabel,
  text,
  href,
}: {
  label: string
  values: readonly T[]
  current: T | undefined
  anyLabel: string
  text: (value: T) => string
  href: (value: T | undefined) => string
}) {
  const chip = (selected: boolean) =>
    `inline-flex min-h-9 items-center rounded-full px-3 text-sm ring-1 ${
      selected
        ? 'bg-indigo-600 font-semibold text-white ring-indigo-600'
        : 'bg-white text-slate-700 ring-slate-300 hover:ring-indigo-400 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700'
    }`
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="w-full text-sm font-medium text-slate-700 sm:w-auto dark:text-slate-300">
        {label}
      </span>
      {[undefined, ...values].map((value) => (
        <Link
          key={value ?? ''}
          to={href(value)}
          aria-current={value === current ? 'page' : undefined}
          className={chip(value === current)}
        >
          {value === undefined ? anyLabel : text(value)}
        </Link>
      ))}
    </div>
  )
}

export function ExamList({ filters }: { filters: ExamFilters }) {
  const { t, language } = useTranslation()
  const query = useQuery(examListQueryOptions(filters))
  useLiveExamUpdates()
  return (
    <Container className="py-10">
      <PageHeading title={t('exams.listTitle')} intro={t('exams.listIntro')} />
      <nav aria-label={t('exams.filters')} className={`${cardClasses} mt-6 space-y-3 p-4`}>
        <FilterLinks
          label={t('exams.bodyLabel')}
          values={EXAM_BODIES}
          current={filters.body}
          anyLabel={t('exams.anyBody')}
          text={(body) => t(`exams.bodies.${body}`)}
          href={(body) => filterHref({ ...filters, body })}
        />
        <FilterLinks
          label={t('exams.statusLabel')}
          values={EXAM_STATUSES}
          current={filters.status}
          anyLabel={t('exams.anyStatus')}
          text={(status) => t(`exams.statuses.${status}`)}
          href={(status) => filterHref({ ...filters, status })}
        />
      </nav>
      {query.isError ? (
        <div className="mt-6">
          <LoadFailed
            title={t('exams.loadFailed')}
            error={query.error}
            retryLabel={t('exams.retry')}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : query.data && query.data.items.length === 0 ? (
        <p className="mt-6 text-slate-600 dark:text-slate-400">{t('exams.none')}</p>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {query.data?.items.map((exam) => (
            <li key={exam.slug} className={`${cardClasses} relative p-4`}>
              <div className="flex flex-wrap items-center gap-2">
                <ExamStatusBadge status={exam.status} />
                <span className="text-xs font-medium text-slate-500 dark:text-slate-400">
                  {t(`exams.bodies.${exam.body}`)}
                </span>
                {exam.sample ? (
                  <span className="text-xs text-amber-800 dark:text-amber-300">
                    {t('exams.sampleBadge')}
                  </span>
                ) : null}
              </div>
              <h2 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">
                <Link
                  to={examPath(exam.slug)}
                  className="after:absolute after:inset-0 hover:text-indigo-700 dark:hover:text-indigo-300"
                >
                  {exam.name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {newsText(t, exam.news, language)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}
