import { useId, type ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Link } from '../../lib/router'
import {
  CompassIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  XBrandIcon,
  YoutubeIcon,
} from '../../components/ui/icons'
import { SubscribeForm } from '../../features/newsletter/components/subscribe-form'

const linkClasses =
  'text-sm text-slate-600 transition-colors hover:text-indigo-600 dark:text-slate-400 dark:hover:text-indigo-300'

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <nav aria-labelledby={id}>
      <h2
        id={id}
        className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
      >
        {title}
      </h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </nav>
  )
}

const SOCIAL = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'twitter', Icon: XBrandIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'linkedin', Icon: LinkedinIcon },
  { key: 'youtube', Icon: YoutubeIcon },
] as const

export function Footer() {
  const { t } = useTranslation()
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-slate-900 dark:text-white"
          >
            <CompassIcon className="h-8 w-8 text-indigo-600 dark:text-indigo-500" />
            {t('brand.name')}
          </Link>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('brand.tagline')}</p>
          <ul aria-label={t('footer.followUs')} className="mt-6 flex gap-2">
            {SOCIAL.map(({ key, Icon }) => (
              <li key={key}>
                {/* The social icons go nowhere on purpose (docs/product.md#header-and-footer). */}
                <a
                  href="#"
                  onClick={(e) => e.preventDefault()}
                  aria-label={t(`footer.social.${key}`)}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-600 transition-colors hover:bg-indigo-600 hover:text-white dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-indigo-500"
                >
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={t('footer.quickLinks')}>
          <li>
            <Link to="/all-courses" className={linkClasses}>
              {t('footer.exploreCourses')}
            </Link>
          </li>
          <li>
            <Link to="/course-comparison" className={linkClasses}>
              {t('footer.compareCourses')}
            </Link>
          </li>
          <li>
            <Link to="/community" className={linkClasses}>
              {t('footer.community')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.support')}>
          <li>
            <Link to="/contact-us" className={linkClasses}>
              {t('footer.contactUs')}
            </Link>
          </li>
          <li>
            <Link to="/termsAndConditions" className={linkClasses}>
              {t('footer.terms')}
            </Link>
          </li>
        </FooterColumn>
        <SubscribeForm />
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-500 sm:px-6 lg:px-8 dark:text-slate-400">
          {t('footer.copyright')}
        </p>
      </div>
    </footer>
  )
}
