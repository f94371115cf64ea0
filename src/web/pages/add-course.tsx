import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/addCourse'
import { Container } from '../components/ui/container'
import { PageHeading } from '../components/ui/page-heading'
import { AddCourseForm } from '../features/add-course/components/add-course-form'

export default function AddCoursePage() {
  const { t } = useTranslation()
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-4xl">
        <PageHeading variant="form" title={t('addCourse.title')} intro={t('addCourse.intro')} />
        <div className="mt-8">
          <AddCourseForm />
        </div>
      </div>
    </Container>
  )
}
