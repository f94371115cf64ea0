// Telling members their price was reached (docs/product.md#price-alerts): every instance adds a
// `price-alerts` job each minute (one per minute, whichever instance adds it first), and the job
// claims the alerts now due, 200 at a time, and mails each in its member's language, with RFC 8058
// one-click links that stop this alert or every alert of the member. Only confirmed addresses are
// mailed; a member hears about a course at most once in ALERT_MAIL_DAYS.
import { formatPrice, coursePath } from '../../../domain/format'
import { isLanguage, LANGUAGE_PARAM } from '../../../domain/languages'
import { listUnsubscribeHeaders } from '../../mail/account-mails'
import { priceAlertMail } from '../../mail/mail-templates'
import type { MailJobOptions } from '../../mail/mail-jobs'
import { enqueueEveryMinute } from '../../periodic'
import { siteLinks } from '../../mail/site-links'
import { stopTokens } from '../../mail/stop-links'
import { createPriceAlertsRepository, type DueAlert } from './price-alerts-repository'

export const PRICE_ALERT_JOB = 'price-alerts'
export const ALERT_CHECK_EVERY_MS = 60_000
/** Alerts claimed at once. */
const BATCH = 200

/** The stop links of price alert mails (their tokens made before this module kept their form). */
export const alertStopTokens = (secret: string) => stopTokens(secret, 'price-alert')

export function createPriceAlertMails(options: MailJobOptions) {
  const { db, jobs, mailer, secret, siteUrl, log } = options
  const alerts = createPriceAlertsRepository(db)
  const tokens = alertStopTokens(secret)
  const link = siteLinks(siteUrl)

  async function tell(alert: DueAlert): Promise<void> {
    const language = isLanguage(alert.language) ? alert.language : 'en'
    const lang: Record<string, string> = language === 'en' ? {} : { [LANGUAGE_PARAM]: language }
    const stopOne = tokens.token({ kind: 'one', id: alert.id })
    const stopAll = tokens.token({ kind: 'all', id: alert.userId })
    const links = {
      course: link(coursePath(alert), lang),
      stopOne: link('/my-courses', { ...lang, 'stop-alert': stopOne }),
      stopAll: link('/my-courses', { ...lang, 'stop-alert': stopAll }),
    }
    const mail = priceAlertMail(
      language,
      {
        name: alert.name,
        courseName: alert.courseName,
        price: formatPrice(alert.price),
        target: formatPrice(alert.target),
      },
      links,
    )
    await mailer.send({
      to: alert.email,
      ...mail,
      links: [links.course],
      headers: listUnsubscribeHeaders(link('/api/price-alerts/stop', { token: stopOne })),
    })
  }

  /** Mails every alert due now; answers how many were mailed. */
  async function sendDue(signal?: AbortSignal): Promise<number> {
    let sent = 0
    for (;;) {
      signal?.throwIfAborted()
      const due = await alerts.claimDue(BATCH)
      for (const alert of due) {
        try {
          await tell(alert)
          sent++
        } catch (error) {
          // Claimed already: not sent again this week. Logged without the address.
          log.warn({ err: error, alert: alert.id }, 'A price alert could not be mailed')
        }
      }
      if (due.length < BATCH) return sent
    }
  }

  jobs.define(PRICE_ALERT_JOB, {
    timeoutMs: 10 * 60_000,
    maxAttempts: 1,
    run: async (_payload, { signal }) => void (await sendDue(signal)),
  })

  return {
    sendDue,
    /** Adds this minute's job now and every minute until the answer is called. */
    startSchedule(): () => void {
      return enqueueEveryMinute(jobs, PRICE_ALERT_JOB, (error) =>
        log.warn({ err: error }, 'Price alerts could not be scheduled'),
      )
    },
  }
}
export type PriceAlertMails = ReturnType<typeof createPriceAlertMails>
