// The page a newsletter mail's link opens (docs/product.md#contact-and-newsletter):
// /newsletter?confirm=… confirms a subscription, /newsletter?unsubscribe=… ends one. Each asks for
// a click first, so that a mail scanner opening the link confirms or ends nothing; the answer is the
// server's message, in the page's language.
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/contact'
import { Link, useSearchParams } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button-styles'
import { AlertIcon, MailIcon } from '../../../components/ui/form-icons'
import { NoticeRegion } from '../../../components/ui/notice'
import { StatusCard } from '../../../components/ui/status-card'
import { isClientError } from '../../../lib/api-client'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useNewsletterLink, type NewsletterAction } from '../api/newsletter-links'

export function NewsletterLink() {
  const [searchParams] = useSearchParams()
  const confirm = searchParams.get('confirm')
  const unsubscribe = searchParams.get('unsubscribe')
  if (confirm) return <NewsletterAction key={confirm} action="confirm" token={confirm} />
  if (unsubscribe)
    return <NewsletterAction key={unsubscribe} action="unsubscribe" token={unsubscribe} />
  return <Outcome state="invalid" />
}

function NewsletterAction({ action, token }: { action: NewsletterAction; token: string }) {
  const { t } = useTranslation()
  const send = useNewsletterLink(action)
  const [done, setDone] = useState<string | null>(null)
  const [refused, setRefused] = useState<string | null>(null)

  if (done) return <Outcome state="done" action={action} message={done} />
  if (refused) return <Outcome state="invalid" message={refused} />
  const words =
    action === 'confirm'
      ? {
          title: t('contact.newsletter.confirmTitle'),
          intro: t('contact.newsletter.confirmIntro'),
          button: t('contact.newsletter.confirm'),
          pending: t('contact.newsletter.confirming'),
        }
      : {
          title: t('contact.newsletter.unsubscribeTitle'),
          intro: t('contact.newsletter.unsubscribeIntro'),
          button: t('contact.newsletter.unsubscribe'),
          pending: t('contact.newsletter.unsubscribing'),
        }
  const failure = send.isError && !isClientError(send.error) ? apiErrorMessage(send.error, t) : null
  return (
    <StatusCard icon={<MailIcon className="h-6 w-6" />} title={words.title} intro={words.intro}>
      <button
        type="button"
        disabled={send.isPending}
        onClick={() =>
          send.mutate(token, {
            onSuccess: (answer) => setDone(answer.message),
            onError: (error) => {
              if (isClientError(error)) setRefused(apiErrorMessage(error, t))
            },
          })
        }
        className={buttonClasses(
          action === 'confirm' ? 'primary' : 'secondary',
          'lg',
          'mt-6 w-full',
        )}
      >
        {send.isPending ? words.pending : failure ? t('contact.newsletter.tryAgain') : words.button}
      </button>
      <NoticeRegion notice={failure ? { text: failure, tone: 'error' } : null} />
    </StatusCard>
  )
}

function Outcome({
  state,
  action,
  message,
}: {
  state: 'done' | 'invalid'
  action?: NewsletterAction
  message?: string
}) {
  const { t } = useTranslation()
  const title =
    state === 'invalid'
      ? t('contact.newsletter.invalidTitle')
      : action === 'confirm'
        ? t('contact.newsletter.confirmedTitle')
        : t('contact.newsletter.unsubscribedTitle')
  return (
    <StatusCard
      icon={state === 'done' ? <MailIcon className="h-6 w-6" /> : <AlertIcon className="h-6 w-6" />}
      tone={state === 'done' ? 'success' : 'problem'}
      title={title}
    >
      <p
        role={state === 'done' ? 'status' : 'alert'}
        className="mt-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
      >
        {message ?? t('contact.newsletter.incomplete')}
      </p>
      <Link to="/all-courses" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
        {t('contact.newsletter.browseCourses')}
      </Link>
    </StatusCard>
  )
}
