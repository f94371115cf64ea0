import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../components/ui/coming-soon'

export default function ContactUsPage() {
  const { t } = useTranslation()
  return <ComingSoon title={t('pages.contact.title')} text={t('pages.contact.text')} />
}
