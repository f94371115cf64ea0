import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../components/ui/coming-soon'

export default function SignInPage() {
  const { t } = useTranslation()
  return <ComingSoon title={t('pages.signIn.title')} text={t('pages.signIn.text')} />
}
