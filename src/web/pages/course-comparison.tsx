import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../components/ui/coming-soon'

export default function CourseComparisonPage() {
  const { t } = useTranslation()
  return <ComingSoon title={t('pages.comparison.title')} text={t('pages.comparison.text')} />
}
