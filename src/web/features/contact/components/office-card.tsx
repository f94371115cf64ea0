// The 'Our Office' card of the contact page (docs/product.md#contact-page); the values are our own.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/contact'
import { cardClasses } from '../../../components/ui/button-styles'
import { IconFact } from '../../../components/ui/icon-fact'
import { ClockIcon } from '../../../components/ui/icons'
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/form-icons'

const valueClasses = 'text-sm text-slate-800 dark:text-slate-200'

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
        <IconFact
          valueClassName={valueClasses}
          icon={<MapPinIcon className="h-5 w-5" />}
          label={t('contact.addressLabel')}
        >
          <address className="not-italic">{t('contact.address')}</address>
        </IconFact>
        <IconFact
          valueClassName={valueClasses}
          icon={<MailIcon className="h-5 w-5" />}
          label={t('contact.emailLabel')}
        >
          <a href={`mailto:${t('contact.officeEmail')}`} className={linkClasses}>
            {t('contact.officeEmail')}
          </a>
        </IconFact>
        <IconFact
          valueClassName={valueClasses}
          icon={<PhoneIcon className="h-5 w-5" />}
          label={t('contact.phoneLabel')}
        >
          <a href={`tel:${t('contact.phoneHref')}`} className={linkClasses}>
            {t('contact.phone')}
          </a>
        </IconFact>
        <IconFact
          valueClassName={valueClasses}
          icon={<ClockIcon className="h-5 w-5" />}
          label={t('contact.hoursLabel')}
        >
          {t('contact.hours')}
        </IconFact>
      </dl>
    </section>
  )
}
