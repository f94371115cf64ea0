import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/account'
import { Container } from '../components/ui/container'
import { PageHeading } from '../components/ui/page-heading'
import { AccountSettings } from '../features/account/components/account-settings'

export default function AccountPage() {
  const { t } = useTranslation()
  return (
    <Container className="py-10 sm:py-12">
      <PageHeading variant="form" title={t('account.title')} intro={t('account.intro')} />
      <AccountSettings />
    </Container>
  )
}
