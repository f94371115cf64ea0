// 'Explore Courses': IT Courses is a plain card (not a link, as the spec has it); Govt Exam Courses
// links to /govt-exam-courses.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ArrowRightIcon, CodeIcon, LandmarkIcon } from '../../../components/ui/icons'
import { Container } from '../../../components/ui/container'

const cardBase =
  'relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900'

export function ExploreCourses() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="explore-title" className="py-16 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <h2
            id="explore-title"
            className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t('landing.explore.title')}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('landing.explore.subtitle')}</p>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          <li>
            <div className={cardBase}>
              <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
                <CodeIcon className="h-6 w-6" />
              </div>
              <h3 className="mt-5 text-xl font-semibold text-slate-900 dark:text-white">
                {t('landing.explore.it')}
              </h3>
              <p className="mt-2 text-slate-600 dark:text-slate-400">
                {t('landing.explore.itText')}
              </p>
            </div>
          </li>
          <li>
            <div
              className={`${cardBase} group transition hover:border-indigo-300 hover:shadow-md dark:hover:border-indigo-500/50`}
            >
              <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300">
                <LandmarkIcon className="h-6 w-6" />
              </div>
              <h3 className="mt-5 text-xl font-semibold text-slate-900 dark:text-white">
                <Link
                  to="/govt-exam-courses"
                  className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-indigo-600"
                >
                  {t('landing.explore.govt')}
                </Link>
              </h3>
              <p className="mt-2 text-slate-600 dark:text-slate-400">
                {t('landing.explore.govtText')}
              </p>
              <ArrowRightIcon className="absolute top-8 right-8 h-5 w-5 text-slate-400 transition group-hover:translate-x-1 group-hover:text-indigo-600 motion-reduce:transform-none" />
            </div>
          </li>
        </ul>
      </Container>
    </section>
  )
}
