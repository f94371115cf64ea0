import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/contact'
import { Container } from '../components/ui/container'
import { PageHeading } from '../components/ui/page-heading'
import { ContactForm } from '../features/contact/components/contact-form'
import { OfficeCard } from '../features/contact/components/office-card'

export default function ContactUsPage() {
  const { t } = useTranslation()
  return (
    <Container className="py-8 sm:py-12">
      <PageHeading variant="form" title={t('contact.title')} intro={t('contact.intro')} />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-8">
        <ContactForm />
        <OfficeCard />
      </div>
    </Container>
  )
}
