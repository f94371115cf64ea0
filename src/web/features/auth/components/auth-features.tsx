// The sign-in page's companion panel (docs/product.md#sign-in-page): three feature cards and
// 'Explore Courses'.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/auth'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button-styles'
import { UsersIcon } from '../../../components/ui/icons'
import { ArrowRightIcon, BooksIcon, SparklesIcon } from '../../../components/ui/landing-icons'

const ICONS = [BooksIcon, UsersIcon, SparklesIcon]

export function AuthFeatures() {
  const { t } = useTranslation()
  const features = t('auth.features', { returnObjects: true })
  return (
    <section
      aria-labelledby="auth-features-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-700 p-6 text-white shadow-lg sm:p-10 dark:from-indigo-700 dark:via-indigo-800 dark:to-violet-900"
    >
      <div
        className="pointer-events-none absolute -top-24 -right-24 h-64 w-64 rounded-full bg-white/10 blur-2xl"
        aria-hidden="true"
      />
      <h2
        id="auth-features-title"
        className="relative text-2xl font-bold tracking-tight sm:text-3xl"
      >
        {t('auth.featuresTitle')}
      </h2>
      <p className="relative mt-2 text-indigo-100">{t('auth.featuresIntro')}</p>
      <ul className="relative mt-8 space-y-4">
        {features.map((feature, index) => {
          const Icon = ICONS[index] ?? BooksIcon
          return (
            <li
              key={feature.title}
              className="flex gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 backdrop-blur-sm"
            >
              <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
                <Icon className="h-6 w-6" />
              </div>
              <div>
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-indigo-100">{feature.text}</p>
              </div>
            </li>
          )
        })}
      </ul>
      <Link to="/home" className={buttonClasses('light', 'md', 'relative mt-8')}>
        {t('auth.exploreCourses')}
        <ArrowRightIcon className="h-4 w-4" />
      </Link>
    </section>
  )
}
