// 'Explore Courses': two cards, one per track. IT Courses was once a plain card; the search issue
// made it open the catalogue limited to IT courses. Govt Exam Courses opens /govt-exam-courses. Each
// card is one link (its heading), stretched over the card so the whole card can be clicked.
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/landing'
import { Link } from '../../../lib/router'
import { ArrowRightIcon, CodeIcon, LandmarkIcon } from '../../../components/ui/landing-icons'
import { Container } from '../../../components/ui/container'

const cardBase =
  'relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900'

function TrackCard({
  to,
  title,
  text,
  icon,
  iconClassName,
}: {
  to: string
  title: string
  text: string
  icon: ReactNode
  iconClassName: string
}) {
  return (
    <div
      className={`${cardBase} group transition hover:border-indigo-300 hover:shadow-md dark:hover:border-indigo-500/50`}
    >
      <div className={`flex h-12 w-12 items-center justify-center rounded-xl ${iconClassName}`}>
        {icon}
      </div>
      <h3 className="mt-5 text-xl font-semibold text-slate-900 dark:text-white">
        <Link
          to={to}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-indigo-600"
        >
          {title}
        </Link>
      </h3>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
      <ArrowRightIcon className="absolute top-8 right-8 h-5 w-5 text-slate-400 transition group-hover:translate-x-1 group-hover:text-indigo-600 motion-reduce:transform-none" />
    </div>
  )
}

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
            <TrackCard
              to="/all-courses?track=it"
              title={t('landing.explore.it')}
              text={t('landing.explore.itText')}
              icon={<CodeIcon className="h-6 w-6" />}
              iconClassName="bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300"
            />
          </li>
          <li>
            <TrackCard
              to="/govt-exam-courses"
              title={t('landing.explore.govt')}
              text={t('landing.explore.govtText')}
              icon={<LandmarkIcon className="h-6 w-6" />}
              iconClassName="bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300"
            />
          </li>
        </ul>
      </Container>
    </section>
  )
}
