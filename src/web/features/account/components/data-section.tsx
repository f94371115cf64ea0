// "Download my data": a link to the export, which the browser saves as a file.
import { useTranslation } from '../../../lib/i18n'
import { buttonClasses } from '../../../components/ui/button-styles'
import { EXPORT_URL } from '../api/export-url'
import { SectionCard } from './section-card'

export function DataSection() {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('account.data.title')} intro={t('account.data.intro')}>
      <a
        href={EXPORT_URL}
        download
        className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
      >
        {t('account.data.download')}
      </a>
    </SectionCard>
  )
}
