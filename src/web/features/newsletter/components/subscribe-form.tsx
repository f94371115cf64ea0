// The footer's newsletter box: checks the email with the sign-in's rule, then POST /api/subscribe and
// shows the server's confirmation. One status line carries the outcome for screen readers.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../../../domain/credentials'
import { buttonClasses, inputClasses } from '../../../components/ui/button-styles'
import { invalidClasses } from '../../../components/ui/form-field'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useRuleText } from '../../../lib/rule-text'
import { useSubscribe } from '../api/subscribe'

type Outcome = { text: string; ok: boolean } | null

export function SubscribeForm() {
  const { t } = useTranslation()
  // Loaded when the box is first used: it is on every page (docs/decisions/024-messages-in-the-request-language.md).
  const { ruleText, prepare } = useRuleText({ onDemand: true })
  const id = useId()
  const statusId = `${id}-status`
  const [email, setEmail] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const subscribe = useSubscribe()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    prepare()
    if (subscribe.isPending) return
    if (!isValidEmail(email.trim())) {
      setOutcome({ text: EMAIL_INVALID_MESSAGE, ok: false })
      return
    }
    setOutcome(null)
    subscribe.mutate(email, {
      onSuccess: (answer) => {
        setEmail('')
        setOutcome({ text: answer.message || t('newsletter.subscribed'), ok: true })
      },
      onError: (failure) => setOutcome({ text: apiErrorMessage(failure, t), ok: false }),
    })
  }

  const invalid = outcome !== null && !outcome.ok
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
        {t('footer.newsletter')}
      </h2>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {t('footer.newsletterText')}
      </p>
      {/* noValidate: the site's own email rule and message instead of the browser's bubble. */}
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={prepare}
        className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col"
      >
        <label htmlFor={id} className="sr-only">
          {t('footer.emailLabel')}
        </label>
        <input
          id={id}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          placeholder={t('footer.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? statusId : undefined}
          className={`${inputClasses} ${invalidClasses} h-11 sm:min-w-0 sm:flex-1 lg:flex-none`}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className={buttonClasses('primary', 'md', 'shrink-0')}
        >
          {subscribe.isPending ? t('newsletter.subscribing') : t('footer.subscribe')}
        </button>
      </form>
      <p
        id={statusId}
        role="status"
        className={`mt-2 min-h-5 text-sm ${
          outcome?.ok === false
            ? 'font-medium text-red-700 dark:text-red-300'
            : 'text-emerald-700 dark:text-emerald-300'
        }`}
      >
        {outcome ? ruleText(outcome.text) : ''}
      </p>
    </div>
  )
}
