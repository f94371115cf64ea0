// The page a confirmation link opens, /verify-email?token=… (docs/product.md#accounts): the page
// sends the token once it runs (a POST: a page view or a link checker confirms nothing), then says
// that it worked, or that the link expired with a way to get a new one: a signed-in member's goes to
// their own address, a visitor names theirs.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/recovery'
import { Link, useSearchParams } from '../../../lib/router'
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../../../domain/credentials'
import { buttonClasses, inputClasses } from '../../../components/ui/button-styles'
import { FormField, invalidClasses } from '../../../components/ui/form-field'
import { ShieldIcon } from '../../../components/ui/icons'
import { AlertIcon, MailIcon } from '../../../components/ui/form-icons'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { isClientError } from '../../../lib/api-client'
import { apiErrorMessage, apiErrorText } from '../../../lib/api-error-text'
import { useRuleText } from '../../../lib/rule-text'
import { useSession } from '../../../lib/session'
import { useSendVerificationEmail } from '../api/send-verification-email'
import { useVerifyEmail } from '../api/verify-email'
import { StatusCard } from '../../../components/ui/status-card'

type State = 'checking' | 'done' | 'invalid' | 'failed'

export function VerifyEmailStatus() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const verify = useVerifyEmail()
  const [state, setState] = useState<State>(token ? 'checking' : 'invalid')
  const [failure, setFailure] = useState<string>('')
  const sentFor = useRef<string | null>(null)

  const check = (value: string) => {
    setState('checking')
    verify.mutate(value, {
      onSuccess: () => setState('done'),
      onError: (error) => {
        if (isClientError(error)) setState('invalid')
        else {
          setFailure(apiErrorText(error, t))
          setState('failed')
        }
      },
    })
  }

  useEffect(() => {
    // Once per token, also when effects run twice.
    if (!token || sentFor.current === token) return
    sentFor.current = token
    check(token)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the token alone decides
  }, [token])

  if (state === 'done') {
    return (
      <StatusCard
        icon={<ShieldIcon className="h-6 w-6" />}
        tone="success"
        title={t('recovery.verify.doneTitle')}
      >
        <p
          role="status"
          className="mt-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
        >
          {t('recovery.verify.done')}
        </p>
        <Link to="/home" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          {t('recovery.continueToCourses')}
        </Link>
      </StatusCard>
    )
  }
  if (state === 'invalid') {
    return (
      <StatusCard
        icon={<AlertIcon className="h-6 w-6" />}
        tone="problem"
        title={t('recovery.verify.invalidTitle')}
      >
        <p role="alert" className="mt-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
          {t('recovery.verify.invalid')}
        </p>
        <SendAgain />
      </StatusCard>
    )
  }
  if (state === 'failed') {
    return (
      <StatusCard
        icon={<AlertIcon className="h-6 w-6" />}
        tone="problem"
        title={t('recovery.verify.title')}
      >
        <p role="alert" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {failure}
        </p>
        <button
          type="button"
          onClick={() => check(token)}
          className={buttonClasses('primary', 'lg', 'mt-6 w-full')}
        >
          {t('recovery.verify.tryAgain')}
        </button>
      </StatusCard>
    )
  }
  return (
    <StatusCard icon={<MailIcon className="h-6 w-6" />} title={t('recovery.verify.title')}>
      <p
        role="status"
        className="mt-3 flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300"
      >
        <span
          aria-hidden="true"
          className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600"
        />
        {t('recovery.verify.checking')}
      </p>
    </StatusCard>
  )
}

/** A new link: one button for a signed-in member, the address for a visitor. */
function SendAgain() {
  const { t } = useTranslation()
  const ruleText = useRuleText()
  const session = useSession()
  const send = useSendVerificationEmail()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [notice, setNotice] = useState<Notice | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (send.isPending) return
    setNotice(null)
    if (!session.isLoggedIn && !isValidEmail(email.trim())) {
      setFieldError(EMAIL_INVALID_MESSAGE)
      return
    }
    setFieldError(undefined)
    send.mutate(session.isLoggedIn ? undefined : email, {
      onSuccess: (answer) => setNotice({ text: answer.message, tone: 'success' }),
      onError: (error) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' }),
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
      {session.isLoggedIn ? null : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('recovery.verify.askIntro')}
          </p>
          <FormField label={t('recovery.email')} error={fieldError && ruleText(fieldError)}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                placeholder={t('recovery.emailPlaceholder')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={`${inputClasses} ${invalidClasses} h-11`}
              />
            )}
          </FormField>
        </>
      )}
      <button
        type="submit"
        disabled={send.isPending || session.isPending}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {send.isPending ? t('recovery.verify.sending') : t('recovery.verify.sendAgain')}
      </button>
      <NoticeRegion notice={notice} />
    </form>
  )
}
