import { useTranslation } from 'react-i18next'
import { Container } from '../components/ui/container'
import { useDocumentTitle } from '../lib/use-document-title'

/** SPEC: this page shows only an 'under maintenance' image. */
export default function GovtExamCoursesPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('pages.govt.title'))
  return (
    <Container className="flex justify-center py-12 sm:py-20">
      <h1 className="sr-only">{t('pages.govt.title')}</h1>
      <img
        src="/under-maintenance.svg"
        alt={t('pages.govt.maintenanceAlt')}
        width={800}
        height={600}
        className="h-auto w-full max-w-3xl"
      />
    </Container>
  )
}
