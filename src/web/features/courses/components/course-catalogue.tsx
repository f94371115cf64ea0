// The catalogue page: the recommendations banner, the page heading, the 'Find Your Course' panel and
// the results. /all-courses shows the whole catalogue; /govt-exam-courses is the same page with the
// government-exam track fixed and its exam chips (`children`, between the heading and the panel).
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button-styles'
import { Container } from '../../../components/ui/container'
import type { CourseListParams } from '../api/course-keys'
import type { FixedFilters } from '../lib/catalogue-search-params'
import { CourseFilters } from './course-filters'
import { CourseResults } from './course-results'

export function CourseCatalogue({
  heading,
  fixed,
  children,
  follow,
}: {
  /** The page's own PageHeading (its h1 and tab title), shown below the banner. */
  heading: ReactNode
  fixed?: FixedFilters
  children?: ReactNode
  /** Under the results' heading: following the search shown (the page composes it in). */
  follow?: (search: CourseListParams) => ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      <div className="bg-gradient-to-r from-indigo-600 to-violet-600 dark:from-indigo-700 dark:to-violet-800">
        <Container className="flex flex-col items-start gap-4 py-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-white">
            <span className="font-semibold">{t('catalogue.bannerTitle')}</span>{' '}
            <span className="text-indigo-100">{t('catalogue.bannerText')}</span>
          </p>
          <Link to="/course-comparison" className={buttonClasses('light', 'sm', 'shrink-0')}>
            {t('catalogue.getHelp')}
          </Link>
        </Container>
      </div>
      <Container className="py-10 sm:py-12">
        {heading}
        {children ? <div className="mt-6">{children}</div> : null}
        <div className="mt-6 sm:mt-8">
          <CourseFilters fixed={fixed} />
        </div>
        <div className="mt-8 sm:mt-12">
          <CourseResults fixed={fixed} follow={follow} />
        </div>
      </Container>
    </>
  )
}
