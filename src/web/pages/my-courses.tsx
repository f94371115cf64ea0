import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/library'
import { Container } from '../components/ui/container'
import { PageHeading } from '../components/ui/page-heading'
import { MyCourses } from '../features/library/components/my-courses'
import { MyPriceAlerts, StopPriceAlert } from '../features/prices/components/my-price-alerts'
import { MyFollows, StopFollow } from '../features/follows/components/my-follows'
import { MyExams, StopExamReminders } from '../features/exams/components/my-exams'

export default function MyCoursesPage() {
  const { t } = useTranslation()
  return (
    <Container className="py-10 sm:py-12">
      <PageHeading title={t('library.title')} intro={t('library.intro')} />
      <StopPriceAlert />
      <StopFollow />
      <StopExamReminders />
      <MyCourses />
      <MyPriceAlerts />
      <MyFollows />
      <MyExams />
    </Container>
  )
}
