import { useTranslation } from 'react-i18next'
import { CourseCatalogue } from '../features/courses/components/course-catalogue'

export default function AllCoursesPage() {
  const { t } = useTranslation()
  return <CourseCatalogue title={t('catalogue.pageTitle')} intro={t('catalogue.pageIntro')} />
}
