// 'Forgot password?' (docs/product.md#accounts): the address of the account; the answer is the same
// whether or not an account uses it, so the page says the same too: check your inbox.
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/recovery'
import { Link } from '../../../lib/router'
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../../../domain/credentials'
import { buttonClasses, inputClasses } from '../../../components/ui/button-styles'
import { FormField, invalidClasses } from '../../../components/ui/form-field'
import { ShieldIcon } from '../../../components/ui/icons'
import { MailIcon } from '../../../components/ui/form-icons'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useFieldErrors } from '../../../lib/field-errors'
import { useRuleText } from '../../../lib/rule-text'
import { useRequestPasswordReset } from '../api/request-password-reset'
import { StatusCard, textLinkClasses } from '../../../components/ui/status-card'

export function ForgotPasswordForm() {
  const { t } = useTranslation()
  const ruleText = useRuleText()
  const request = useRequestPasswordReset()
  const [email, setEmail] = useState('')
  const { formRef, errors, show, clear, showFailure } = useFieldErrors(['email'])
  const [notice, setNotice] = useState<Notice | null>(null)
  const [sent, setSent] = useState(false)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (request.isPending) return
    setNotice(null)
    if (!isValidEmail(email.trim())) {
      show({ email: EMAIL_INVALID_MESSAGE })
      return
    }
    clear()
    request.mutate(email, {
      onSuccess: () => setSent(true),
      onError: (failure) => {
        if (!showFailure(failure)) setNotice({ text: apiErrorMessage(failure, t), tone: 'error' })
      },
    })
  }

  if (sent) {
    return (
      <StatusCard
        icon={<MailIcon className="h-6 w-6" />}
        tone="success"
        title={t('recovery.forgot.sentTitle')}
      >
        <p
          role="status"
          className="mt-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
        >
          {t('recovery.forgot.sent')}
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/sign-in" className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('recovery.backToSignIn')}
          </Link>
          <button
            type="button"
            onClick={() => setSent(false)}
            className={buttonClasses('secondary', 'lg', 'w-full')}
          >
            {t('recovery.forgot.tryAgain')}
          </button>
        </div>
      </StatusCard>
    )
  }

  return (
    <StatusCard
      icon={<ShieldIcon className="h-6 w-6" />}
      title={t('recovery.forgot.title')}
      intro={t('recovery.forgot.intro')}
    >
      {/* noValidate: our own checks and messages run instead of the browser's. */}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <FormField label={t('recovery.email')} error={errors.email && ruleText(errors.email)}>
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
        <button
          type="submit"
          disabled={request.isPending}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          {request.isPending ? t('recovery.forgot.submitting') : t('recovery.forgot.submit')}
        </button>
      </form>
      <NoticeRegion notice={notice} />
      <p className="mt-6 text-center text-sm">
        <Link to="/sign-in" className={textLinkClasses}>
          {t('recovery.backToSignIn')}
        </Link>
      </p>
    </StatusCard>
  )
}
