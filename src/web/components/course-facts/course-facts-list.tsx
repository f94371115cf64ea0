// The facts that decide a course (docs/product.md#course-facts) on its page: a card of level,
// format, time a week, next start, certificate, last update and syllabus ('Not stated' where the
// course says nothing), and the syllabus's modules with their lengths.
import { useTranslation } from '../../lib/i18n'
import { useNow } from '../../lib/use-now'
import type { CourseFacts } from '../../../domain/course-facts'
import { cardClasses } from '../ui/button-styles'
import { factText, lengthText, SHOWN_FACTS } from './fact-text'

export function CourseFactsList({ course }: { course: CourseFacts }) {
  const { t, language } = useTranslation()
  const now = useNow(3_600_000)
  return (
    <section aria-labelledby="course-facts" className={`${cardClasses} mt-6 p-6`}>
      <h2 id="course-facts" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('courseFacts.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
        {SHOWN_FACTS.map((field) => {
          const text = factText(field, course, t, language, now)
          return (
            <div key={field} className="min-w-0">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {t(`courseFacts.${field}`)}
              </dt>
              <dd
                className={`mt-0.5 break-words ${
                  text === null
                    ? 'text-slate-500 dark:text-slate-400'
                    : 'font-semibold text-slate-900 dark:text-white'
                }`}
              >
                {text ?? t('courseFacts.notStated')}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}

/** The modules in order, each with its length when stated; nothing when the course lists none. */
export function CourseSyllabus({ course }: { course: CourseFacts }) {
  const { t } = useTranslation()
  if (course.syllabus.length === 0) return null
  return (
    <section aria-labelledby="course-syllabus" className="mt-10">
      <h2 id="course-syllabus" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('courseFacts.syllabusTitle')}
      </h2>
      <ol className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {course.syllabus.map((module, index) => (
          <li key={index} className="flex items-baseline gap-3 px-4 py-3">
            <span className="w-6 shrink-0 text-sm font-semibold text-indigo-600 tabular-nums dark:text-indigo-300">
              <span className="sr-only">
                {t('courseFacts.moduleNumber', { number: index + 1 })}
              </span>
              <span aria-hidden="true">{index + 1}</span>
            </span>
            <span className="min-w-0 flex-1 break-words text-slate-800 dark:text-slate-200">
              {module.title}
            </span>
            {module.minutes === null ? null : (
              <span className="shrink-0 text-sm text-slate-500 tabular-nums dark:text-slate-400">
                {lengthText(module.minutes, t)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
