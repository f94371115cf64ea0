import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../components/ui/coming-soon'

export default function CommunityPage() {
  const { t } = useTranslation()
  return <ComingSoon title={t('pages.community.title')} text={t('pages.community.text')} />
}
