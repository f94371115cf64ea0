import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/admin'
import { Container } from '../components/ui/container'
import { PageHeading } from '../components/ui/page-heading'
import { AdminDashboard } from '../features/admin/components/admin-dashboard'

export default function AdminPage() {
  const { t } = useTranslation()
  return (
    <Container className="py-8 sm:py-12">
      <PageHeading variant="form" title={t('admin.title')} intro={t('admin.intro')} />
      <AdminDashboard />
    </Container>
  )
}
