// The page a reset link opens, /reset-password?token=… (docs/product.md#accounts): a new password
// under sign-up's rules, typed twice (each with the sign-in form's show/hide button). Saving it signs
// this browser in and every other device out; a link that expired or was used says so, with the way
// to ask for another.
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/recovery'
import { Link, useSearchParams } from '../../../lib/router'
import { newPasswordError } from '../../../../domain/credentials'
import { buttonClasses } from '../../../components/ui/button-styles'
import { FormField } from '../../../components/ui/form-field'
import { ShieldIcon } from '../../../components/ui/icons'
import { AlertIcon } from '../../../components/ui/form-icons'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { PasswordInput } from '../../../components/ui/password-input'
import { ApiError } from '../../../lib/api-client'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useFieldErrors } from '../../../lib/field-errors'
import { useRuleText } from '../../../lib/rule-text'
import { useResetPassword } from '../api/reset-password'
import { StatusCard, textLinkClasses } from '../../../components/ui/status-card'

const FIELDS = ['newPassword', 'confirm'] as const
type Field = (typeof FIELDS)[number]

export function ResetPasswordForm() {
  const { t } = useTranslation()
  const ruleText = useRuleText()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const reset = useResetPassword()
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirm: '' })
  const { formRef, errors, show, clear, showFailure } = useFieldErrors(FIELDS)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(token ? null : 'invalid')

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (reset.isPending) return
    setNotice(null)
    const problem = newPasswordError(values.newPassword)
    if (problem) return void show({ newPassword: problem })
    if (values.confirm !== values.newPassword)
      return void show({ confirm: t('recovery.reset.mismatch') })
    clear()
    reset.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => setOutcome('done'),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'invalid_token') {
            setOutcome('invalid')
          } else if (!showFailure(failure))
            setNotice({ text: apiErrorMessage(failure, t), tone: 'error' })
        },
      },
    )
  }

  if (outcome === 'done') {
    return (
      <StatusCard
        icon={<ShieldIcon className="h-6 w-6" />}
        tone="success"
        title={t('recovery.reset.doneTitle')}
      >
        <p
          role="status"
          className="mt-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
        >
          {t('recovery.reset.done')}
        </p>
        <Link to="/home" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          {t('recovery.continueToCourses')}
        </Link>
      </StatusCard>
    )
  }

  if (outcome === 'invalid') {
    return (
      <StatusCard
        icon={<AlertIcon className="h-6 w-6" />}
        tone="problem"
        title={t('recovery.reset.invalidTitle')}
      >
        <p role="alert" className="mt-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
          {t('recovery.reset.invalid')}
        </p>
        <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          {t('recovery.reset.askAgain')}
        </Link>
        <p className="mt-6 text-center text-sm">
          <Link to="/sign-in" className={textLinkClasses}>
            {t('recovery.backToSignIn')}
          </Link>
        </p>
      </StatusCard>
    )
  }

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value
    setValues((current) => ({ ...current, [field]: value }))
  }
  return (
    <StatusCard
      icon={<ShieldIcon className="h-6 w-6" />}
      title={t('recovery.reset.title')}
      intro={t('recovery.reset.intro')}
    >
      {/* method="post": never the new password in the address (see auth-form.tsx). */}
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <FormField
          label={t('recovery.reset.newPassword')}
          error={errors.newPassword && ruleText(errors.newPassword)}
          hint={t('recovery.passwordHint')}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={set('newPassword')}
            />
          )}
        </FormField>
        <FormField label={t('recovery.reset.confirmPassword')} error={errors.confirm}>
          {(control) => (
            <PasswordInput
              {...control}
              name="confirm"
              autoComplete="new-password"
              value={values.confirm}
              onChange={set('confirm')}
            />
          )}
        </FormField>
        <button
          type="submit"
          disabled={reset.isPending}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          {reset.isPending ? t('recovery.reset.submitting') : t('recovery.reset.submit')}
        </button>
      </form>
      <NoticeRegion notice={notice} />
    </StatusCard>
  )
}
