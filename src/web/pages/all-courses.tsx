import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClasses } from '../components/ui/button-styles'
import { Container } from '../components/ui/container'
import { CourseFilters } from '../features/courses/components/course-filters'
import { CourseResults } from '../features/courses/components/course-results'
import { useDocumentTitle } from '../lib/use-document-title'

export default function AllCoursesPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('catalogue.pageTitle'))
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
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('catalogue.pageTitle')}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('catalogue.pageIntro')}</p>
        <div className="mt-8">
          <CourseFilters />
        </div>
        <div className="mt-12">
          <CourseResults />
        </div>
      </Container>
    </>
  )
}
