import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../components/ui/coming-soon'

export default function AddCoursePage() {
  const { t } = useTranslation()
  return <ComingSoon title={t('pages.addCourse.title')} text={t('pages.addCourse.text')} />
}
