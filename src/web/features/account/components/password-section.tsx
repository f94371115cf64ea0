// Changing the password: the current one, and a new one by the sign-up rules (checked here first;
// the server also refuses common passwords). The other sessions are signed out; this one stays.
import { useState, type FormEvent } from 'react'
import { newPasswordError } from '../../../../domain/credentials'
import { useTranslation } from '../../../lib/i18n'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useFieldErrors } from '../../../lib/field-errors'
import { useRuleText } from '../../../lib/rule-text'
import { buttonClasses } from '../../../components/ui/button-styles'
import { FormField } from '../../../components/ui/form-field'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { PasswordInput } from '../../../components/ui/password-input'
import { useChangePassword } from '../api/change-password'
import { SectionCard } from './section-card'

const FIELDS = ['currentPassword', 'newPassword'] as const

export function PasswordSection({ uid, email }: { uid: string; email: string }) {
  const { t } = useTranslation()
  const ruleText = useRuleText()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const { formRef, errors, show, clear, showFailure } = useFieldErrors(FIELDS)
  const [notice, setNotice] = useState<Notice | null>(null)
  const change = useChangePassword(uid)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (change.isPending) return
    setNotice(null)
    const problem = newPasswordError(next)
    if (problem) {
      show({ newPassword: problem })
      return
    }
    clear()
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('')
          setNext('')
          setNotice({ text: t('account.password.changed'), tone: 'success' })
        },
        onError: (error) => {
          if (!showFailure(error)) setNotice({ text: apiErrorMessage(error, t), tone: 'error' })
        },
      },
    )
  }

  return (
    <SectionCard title={t('account.password.title')} intro={t('account.password.intro')}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
        <FormField
          label={t('account.password.current')}
          error={errors.currentPassword && ruleText(errors.currentPassword)}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="current-password"
              data-field="currentPassword"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('account.password.new')}
          hint={t('account.password.hint')}
          error={errors.newPassword && ruleText(errors.newPassword)}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="new-password"
              data-field="newPassword"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
            />
          )}
        </FormField>
        <button
          type="submit"
          disabled={change.isPending}
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        >
          {change.isPending ? t('account.password.submitting') : t('account.password.submit')}
        </button>
        <NoticeRegion notice={notice} />
      </form>
    </SectionCard>
  )
}
