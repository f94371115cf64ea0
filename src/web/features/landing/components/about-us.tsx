import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/landing'
import { Container } from '../../../components/ui/container'

export function AboutUs() {
  const { t } = useTranslation()
  const paragraphs = t('landing.about.paragraphs', { returnObjects: true })
  const stats = t('landing.about.stats', { returnObjects: true })
  return (
    <section aria-labelledby="about-title" className="py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2
            id="about-title"
            className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t('landing.about.title')}
          </h2>
          {paragraphs.map((text) => (
            <p key={text} className="mt-4 leading-relaxed text-slate-600 dark:text-slate-400">
              {text}
            </p>
          ))}
        </div>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse gap-1 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
              <dd className="text-2xl font-bold text-indigo-600 dark:text-indigo-300">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
