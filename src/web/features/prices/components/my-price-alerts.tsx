// My Courses' price alerts (docs/product.md#price-alerts): the member's alerts with each course's
// price now, each removable; and a mail's stop link (/my-courses?stop-alert=…), which asks before
// it stops the alert (or all of them) and works signed in or not, as a mail client's one-click does.
import { useState } from 'react'
import { coursePath } from '../../../../domain/format'
import { coursePriceText } from '../../../components/course-card/course-price'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { StopByLink, type StopByLinkTexts } from '../../../components/stop-by-link'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/price-alerts'
import { Link } from '../../../lib/router'
import { useSession } from '../../../lib/session'
import { useMyPriceAlerts, useRemovePriceAlert, useStopPriceAlerts } from '../api/price-alerts'

export const STOP_ALERT_PARAM = 'stop-alert'

const STOP_TEXTS: StopByLinkTexts = {
  question: 'priceAlerts.list.stopQuestion',
  allQuestion: 'priceAlerts.list.stopAllQuestion',
  stop: 'priceAlerts.list.stop',
  stopAll: 'priceAlerts.list.stopAll',
}

export function StopPriceAlert() {
  return <StopByLink param={STOP_ALERT_PARAM} stop={useStopPriceAlerts()} texts={STOP_TEXTS} />
}

export function MyPriceAlerts() {
  const { t } = useTranslation()
  const session = useSession()
  const query = useMyPriceAlerts(session.isLoggedIn)
  const remove = useRemovePriceAlert()
  const [notice, setNotice] = useState<Notice | null>(null)
  if (!session.isLoggedIn || !query.data) return null
  const price = (value: number | null) => coursePriceText(value, t)
  return (
    <section aria-labelledby="price-alerts-title" className="mt-12">
      <h2 id="price-alerts-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('priceAlerts.list.title')}
      </h2>
      {query.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('priceAlerts.list.empty')}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {query.data.map((alert) => (
            <li
              key={alert.courseId}
              className={`${cardClasses} flex flex-wrap items-center justify-between gap-3 p-4`}
            >
              <div className="min-w-0">
                <Link
                  to={coursePath(alert)}
                  className="font-semibold break-words text-slate-900 hover:underline dark:text-white"
                >
                  {alert.courseName}
                </Link>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t('priceAlerts.list.line', {
                    target: price(alert.target),
                    now: price(alert.price),
                  })}
                </p>
              </div>
              <button
                type="button"
                disabled={remove.isPending}
                aria-label={t('priceAlerts.list.removeNamed', { name: alert.courseName })}
                onClick={() =>
                  remove.mutate(alert.courseId, {
                    onError: (error) =>
                      setNotice({ text: apiErrorMessage(error, t), tone: 'error' }),
                  })
                }
                className={buttonClasses('secondary', 'sm')}
              >
                {t('priceAlerts.form.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <NoticeRegion notice={notice} />
    </section>
  )
}
