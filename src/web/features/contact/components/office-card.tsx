// The 'Our Office' card of the contact page (SPEC section 2; the spec does not give the values, these
// are our own).
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cardClasses } from '../../../components/ui/button-styles'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons'

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // dt and dd are direct children of the group (valid dl markup); the icon sits in the dt.
    <div className="relative min-h-10 min-w-0 pl-14">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        <span className="absolute top-0 left-0 flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  )
}

const linkClasses =
  'font-medium break-words text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-300'

export function OfficeCard() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="our-office" className={`${cardClasses} p-5 sm:p-8`}>
      <h2 id="our-office" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('contact.officeTitle')}
      </h2>
      <dl className="mt-6 space-y-5">
        <Row icon={<MapPinIcon className="h-5 w-5" />} label={t('contact.addressLabel')}>
          <address className="not-italic">{t('contact.address')}</address>
        </Row>
        <Row icon={<MailIcon className="h-5 w-5" />} label={t('contact.emailLabel')}>
          <a href={`mailto:${t('contact.officeEmail')}`} className={linkClasses}>
            {t('contact.officeEmail')}
          </a>
        </Row>
        <Row icon={<PhoneIcon className="h-5 w-5" />} label={t('contact.phoneLabel')}>
          <a href={`tel:${t('contact.phoneHref')}`} className={linkClasses}>
            {t('contact.phone')}
          </a>
        </Row>
        <Row icon={<ClockIcon className="h-5 w-5" />} label={t('contact.hoursLabel')}>
          {t('contact.hours')}
        </Row>
      </dl>
    </section>
  )
}
