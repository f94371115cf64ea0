// Deleting the account (docs/decisions/029-deleting-an-account.md): what goes and what stays, then a
// confirm step with the password and the choice to remove the reviews, posts and comments too.
// Afterwards the browser is signed out and on the home page, which says so.
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useFieldErrors } from '../../../lib/field-errors'
import { pageNoticeState } from '../../../lib/page-notice'
import { useNavigate } from '../../../lib/router'
import { useRuleText } from '../../../lib/rule-text'
import { buttonClasses } from '../../../components/ui/button-styles'
import { FormField } from '../../../components/ui/form-field'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { PasswordInput } from '../../../components/ui/password-input'
import { TrashIcon } from '../../../components/ui/form-icons'
import { useDeleteAccount } from '../api/delete-account'
import { dangerButtonClasses, SectionCard } from './section-card'

export function DeleteSection({ email }: { email: string }) {
  const { t } = useTranslation()
  const ruleText = useRuleText()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const [password, setPassword] = useState('')
  const [removeContributions, setRemoveContributions] = useState(false)
  const { formRef, errors, clear, showFailure } = useFieldErrors(['password'])
  const [notice, setNotice] = useState<Notice | null>(null)
  const remove = useDeleteAccount({
    onDeleted: () => navigate('/', { state: pageNoticeState('accountDeleted') }),
  })
  const passwordRef = useRef<HTMLInputElement>(null)
  const ids = { title: useId(), hint: useId() }

  const start = () => {
    setConfirming(true)
    // After the panel renders.
    setTimeout(() => passwordRef.current?.focus())
  }
  const cancel = () => {
    setConfirming(false)
    setPassword('')
    clear()
    setNotice(null)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (remove.isPending) return
    setNotice(null)
    clear()
    remove.mutate(
      { password, removeContributions },
      {
        onError: (error) => {
          if (!showFailure(error)) {
            setNotice({ text: apiErrorMessage(error, t), tone: 'error' })
            passwordRef.current?.focus()
          }
        },
      },
    )
  }

  return (
    <SectionCard title={t('account.delete.title')} intro={t('account.delete.intro')} tone="danger">
      {confirming ? (
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={ids.title}
          className="space-y-4 rounded-xl bg-red-50 p-4 ring-1 ring-red-200 dark:bg-red-500/10 dark:ring-red-500/30"
        >
          <div>
            <h3 id={ids.title} className="font-semibold text-red-800 dark:text-red-200">
              {t('account.delete.confirmTitle')}
            </h3>
            <p className="mt-1 text-sm text-red-800 dark:text-red-200">
              {t('account.delete.confirmText')}
            </p>
          </div>
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={email}
            hidden
            readOnly
          />
          <FormField
            label={t('account.delete.password')}
            error={errors.password && ruleText(errors.password)}
          >
            {(control) => (
              <PasswordInput
                {...control}
                ref={passwordRef}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex items-start gap-3">
            <input
              id={`${ids.hint}-box`}
              type="checkbox"
              checked={removeContributions}
              onChange={(event) => setRemoveContributions(event.target.checked)}
              aria-describedby={ids.hint}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-red-600"
            />
            <div>
              <label
                htmlFor={`${ids.hint}-box`}
                className="text-sm font-medium text-slate-900 dark:text-slate-100"
              >
                {t('account.delete.removeContributions')}
              </label>
              <p id={ids.hint} className="text-xs text-slate-600 dark:text-slate-400">
                {t('account.delete.removeHint')}
              </p>
            </div>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="submit" disabled={remove.isPending} className={dangerButtonClasses}>
              <TrashIcon className="h-4 w-4" />
              {remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
            </button>
            <button
              type="button"
              onClick={cancel}
              disabled={remove.isPending}
              className={buttonClasses('secondary', 'md')}
            >
              {t('account.delete.cancel')}
            </button>
          </div>
          <NoticeRegion notice={notice} />
        </form>
      ) : (
        <button type="button" onClick={start} className={`${dangerButtonClasses} w-full sm:w-auto`}>
          <TrashIcon className="h-4 w-4" />
          {t('account.delete.start')}
        </button>
      )}
    </SectionCard>
  )
}
