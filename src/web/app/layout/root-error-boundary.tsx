// Shown when a page throws while rendering or its code fails to load (e.g. after a deploy).
import { useTranslation } from '../../lib/i18n'
import { buttonClasses } from '../../components/ui/button-styles'
import { Container } from '../../components/ui/container'
import { PageFrame } from './root-layout'

export function RootErrorBoundary() {
  const { t } = useTranslation()
  return (
    <PageFrame>
      <Container className="py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
          {t('pages.error.title')}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{t('pages.error.text')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses('primary', 'md', 'mt-8')}
        >
          {t('pages.error.reload')}
        </button>
      </Container>
    </PageFrame>
  )
}
