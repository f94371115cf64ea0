// /exams/:slug (docs/product.md#government-exams): one exam's news of today, its stages as a
// timeline with their days, the official website, when and from where the dates were checked (or
// that they are sample dates), and, from the page, the courses that prepare for it. Each stage is an
// Event in the page's JSON-LD.
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { jsonForScript } from '../../../../domain/page-render'
import type { ExamDetail } from '../../../../domain/schemas/exams'
import { cardClasses } from '../../../components/ui/button-styles'
import { Container } from '../../../components/ui/container'
import { LoadFailed } from '../../../components/ui/load-failed'
import { isMissing } from '../../../lib/page-data'
import { useTranslation, type TFunction } from '../../../lib/i18n'
import '../../../lib/i18n/sections/exams'
import { formatWhen } from '../../../lib/format-when'
import { Link } from '../../../lib/router'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { examQueryOptions } from '../api/exams'
import { newsText, stageDays, stageName } from '../lib/exam-text'
import { ExamFollow } from './exam-follow'
import { useLiveExamUpdates } from '../api/live-exam-updates'
import { ExamStatusBadge } from './exam-status-badge'

const STATE_TONES = {
  done: 'bg-slate-300 dark:bg-slate-600',
  now: 'bg-emerald-500 ring-4 ring-emerald-200 dark:ring-emerald-500/30',
  next: 'bg-indigo-500 ring-4 ring-indigo-200 dark:ring-indigo-500/30',
  later: 'bg-white ring-2 ring-slate-300 dark:bg-slate-900 dark:ring-slate-600',
} as const

/** Each stage as a schema.org Event: search engines show an exam's dates from it. */
function eventsJsonLd(exam: ExamDetail, t: TFunction) {
  const url = exam.pageUrl
  return exam.stages.map((stage) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${exam.name}: ${stageName(t, stage)}`,
    startDate: stage.startsOn,
    endDate: stage.endsOn ?? stage.startsOn,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: exam.officialUrl ?? url },
    organizer: {
      '@type': 'Organization',
      name: t(`exams.bodies.${exam.body}`),
      url: exam.officialUrl ?? undefined,
    },
    url,
  }))
}

export function ExamDetails({
  slug,
  courses,
}: {
  slug: string
  /** The courses that prepare for it (the page composes them from the catalogue). */
  courses: (exam: ExamDetail) => ReactNode
}) {
  const { t, language } = useTranslation()
  const query = useQuery(examQueryOptions(slug))
  useLiveExamUpdates()
  const exam = query.data
  useDocumentTitle(exam ? exam.name : isMissing(query.error) ? t('exams.notFound') : undefined)
  if (query.isError && isMissing(query.error)) {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
          {t('exams.notFound')}
        </h1>
        <Link
          to="/exams"
          className="mt-6 inline-block font-semibold text-indigo-700 underline dark:text-indigo-300"
        >
          {t('exams.allExams')}
        </Link>
      </Container>
    )
  }
  if (!exam) {
    // The server's error or the network's, not a missing exam: said so, with a retry.
    return (
      <Container className="py-16">
        {query.isError ? (
          <LoadFailed
            title={t('exams.loadOneFailed')}
            error={query.error}
            retryLabel={t('exams.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : null}
      </Container>
    )
  }
  return (
    <Container className="py-8">
      <nav
        aria-label={t('course.breadcrumb')}
        className="text-sm text-slate-600 dark:text-slate-400"
      >
        <Link to="/exams" className="hover:text-indigo-600 dark:hover:text-indigo-300">
          {t('exams.allExams')}
        </Link>
      </nav>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ExamStatusBadge status={exam.status} />
        <span className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {t(`exams.bodies.${exam.body}`)}
        </span>
      </div>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {exam.name}
      </h1>
      <p className="mt-2 text-lg font-medium text-slate-800 dark:text-slate-200">
        {newsText(t, exam.news, language)}
      </p>
      {exam.sample ? (
        <p
          role="note"
          className="mt-4 max-w-3xl rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/40"
        >
          {t('exams.sample')}
        </p>
      ) : null}
      <ExamFollow slug={exam.slug} />

      <section
        aria-labelledby="timeline-title"
        className={`${cardClasses} mt-6 max-w-3xl p-5 sm:p-6`}
      >
        <h2 id="timeline-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('exams.timeline')}
        </h2>
        <ol className="mt-4">
          {exam.stages.map((stage, index) => (
            <li key={stage.id} className="relative flex gap-4 pb-5 last:pb-0">
              {index < exam.stages.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-4 left-[7px] h-full w-0.5 bg-slate-200 dark:bg-slate-700"
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative mt-1 h-4 w-4 shrink-0 rounded-full ${STATE_TONES[stage.state]}`}
              />
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">
                  {stageName(t, stage)}
                  {stage.state === 'now' || stage.state === 'next' ? (
                    <span className="ml-2 text-xs font-semibold text-indigo-700 uppercase dark:text-indigo-300">
                      {t(`exams.states.${stage.state}`)}
                    </span>
                  ) : (
                    <span className="sr-only">{`, ${t(`exams.states.${stage.state}`)}`}</span>
                  )}
                </p>
                <p
                  className={`text-sm ${stage.state === 'done' ? 'text-slate-500 dark:text-slate-400' : 'text-slate-700 dark:text-slate-300'}`}
                >
                  <time dateTime={stage.startsOn}>{stageDays(stage, language)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-5 space-y-1 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <p>
            <a
              href={`${exam.calendarPath}?lang=${language}`}
              download={`${exam.slug}.ics`}
              className="font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-4 dark:text-indigo-300"
            >
              {t('exams.calendar')}
            </a>
          </p>
          {exam.officialUrl ? (
            <p>
              <a
                href={exam.officialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-4 dark:text-indigo-300"
              >
                {t('exams.official')}
              </a>
            </p>
          ) : null}
          <p>
            {exam.checkedAt
              ? t('exams.checked', { date: formatWhen(exam.checkedAt, language, 'day') })
              : t('exams.notChecked')}
          </p>
          {/* A sample's source is the notice above. */}
          {exam.source && !exam.sample ? <p>{t('exams.source', { source: exam.source })}</p> : null}
        </div>
      </section>

      {courses(exam)}

      <script
        type="application/ld+json"
        // Escaped for a script element (jsonForScript): a name cannot close it.
        dangerouslySetInnerHTML={{
          __html: jsonForScript(eventsJsonLd(exam, t)),
        }}
      />
    </Container>
  )
}
