import { useTranslation } from '../lib/i18n'
import '../lib/i18n/sections/terms'
import { Container } from '../components/ui/container'
import { PageHeading } from '../components/ui/page-heading'

export default function TermsAndConditionsPage() {
  const { t } = useTranslation()
  const sections = t('terms.sections', { returnObjects: true })
  return (
    <Container className="py-12 sm:py-16">
      <article className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <PageHeading title={t('terms.title')} />
        <p className="mt-2 text-sm font-medium text-slate-500 dark:text-slate-400">
          {t('terms.lastUpdated')}
        </p>
        <p className="mt-6 leading-relaxed text-slate-700 dark:text-slate-300">
          {t('terms.intro')}
        </p>
        <ol className="mt-8 space-y-8">
          {sections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`terms-${index + 1}`}>
                <h2
                  id={`terms-${index + 1}`}
                  className="text-lg font-semibold text-slate-900 dark:text-white"
                >
                  {index + 1}. {section.title}
                </h2>
                <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">
                  {section.body}
                </p>
              </section>
            </li>
          ))}
        </ol>
      </article>
    </Container>
  )
}
