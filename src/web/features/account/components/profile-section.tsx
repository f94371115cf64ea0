// The name people see: the e-mail and the date the account was made, and the display name to
// change (the sign-up form's Full Name rule: optional, at most 100 characters).
import { useState, type FormEvent } from 'react'
import { DISPLAY_NAME_MAX_LENGTH } from '../../../../domain/credentials'
import { formatWhen } from '../../../lib/format-when'
import type { Profile } from '../../../../domain/schemas/account'
import { useTranslation } from '../../../lib/i18n'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useFieldErrors } from '../../../lib/field-errors'
import { buttonClasses, inputClasses } from '../../../components/ui/button-styles'
import { FormField, invalidClasses } from '../../../components/ui/form-field'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { useChangeName } from '../api/change-name'
import { SectionCard } from './section-card'

export function ProfileSection({ user }: { user: Profile }) {
  const { t, language } = useTranslation()
  const [name, setName] = useState(user.displayName)
  const [notice, setNotice] = useState<Notice | null>(null)
  const { formRef, errors, clear, showFailure } = useFieldErrors(['name'])
  const change = useChangeName()
  const since = formatWhen(user.createdDate, language, 'date')

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (change.isPending) return
    setNotice(null)
    clear()
    change.mutate(name, {
      onSuccess: ({ displayName }) => {
        setName(displayName)
        setNotice({ text: t('account.profile.saved'), tone: 'success' })
      },
      onError: (error) => {
        if (!showFailure(error)) setNotice({ text: apiErrorMessage(error, t), tone: 'error' })
      },
    })
  }

  return (
    <SectionCard title={t('account.profile.title')}>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-500 dark:text-slate-400">
          {t('account.profile.email')}
        </dt>
        <dd className="break-all text-slate-900 dark:text-slate-100">{user.email}</dd>
      </dl>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {t('account.profile.memberSince', { date: since })}
      </p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5">
        <FormField
          label={t('account.profile.name')}
          hint={t('account.profile.nameHint')}
          error={errors.name}
        >
          {(control) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                {...control}
                name="name"
                type="text"
                autoComplete="name"
                maxLength={DISPLAY_NAME_MAX_LENGTH}
                value={name}
                onChange={(event) => setName(event.target.value)}
                className={`${inputClasses} ${invalidClasses} h-11 sm:flex-1`}
              />
              <button
                type="submit"
                disabled={change.isPending}
                className={buttonClasses('primary', 'md', 'shrink-0')}
              >
                {change.isPending ? t('account.profile.saving') : t('account.profile.save')}
              </button>
            </div>
          )}
        </FormField>
        <NoticeRegion notice={notice} />
      </form>
    </SectionCard>
  )
}
