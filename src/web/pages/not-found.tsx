import { useTranslation } from '../lib/i18n'
import { Link } from '../lib/router'
import type { PagePrefetch } from '../lib/page-data'
import { buttonClasses } from '../components/ui/button-styles'
import { Container } from '../components/ui/container'
import { CompassIcon } from '../components/ui/icons'
import { PageHeading } from '../components/ui/page-heading'

export const prefetch: PagePrefetch = async () => 404

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <CompassIcon className="h-16 w-16 text-indigo-600 dark:text-indigo-500" />
      <p className="mt-6 text-sm font-semibold tracking-widest text-indigo-600 dark:text-indigo-400">
        404
      </p>
      <PageHeading
        variant="notice"
        title={t('pages.notFound.title')}
        intro={t('pages.notFound.text')}
      />
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-10')}>
        {t('pages.notFound.home')}
      </Link>
    </Container>
  )
}
