import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/addCourse'
import { Container } from '../components/ui/container'
import { PageHeading } from '../components/ui/page-heading'
import { useQuery } from '@tanstack/react-query'
import { AddCourseForm } from '../features/add-course/components/add-course-form'
import { examListQueryOptions } from '../features/exams/api/exams'

export default function AddCoursePage() {
  const { t } = useTranslation()
  // The exams a course may prepare for: those not over (docs/product.md#courses-and-exams).
  const exams = useQuery(examListQueryOptions({}))
  const examChoices = (exams.data?.items ?? []).filter((exam) => exam.status !== 'over')
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-4xl">
        <PageHeading variant="form" title={t('addCourse.title')} intro={t('addCourse.intro')} />
        <div className="mt-8">
          <AddCourseForm examChoices={examChoices} />
        </div>
      </div>
    </Container>
  )
}
