// The contact form (docs/product.md#contact-and-newsletter): Name, Email and Message, all required,
// the email in the sign-in's format. 'Submitting...' shows for 2 seconds while the message is sent;
// then the fixed success text shows and the fields clear. A refused message shows the server's
// words.
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/contact'
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../../../domain/credentials'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { FormField, invalidClasses } from '../../../components/ui/form-field'
import { SendIcon } from '../../../components/ui/form-icons'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useFieldErrors, type FieldErrors } from '../../../lib/field-errors'
import { useRuleText } from '../../../lib/rule-text'
import { useSendContactMessage, type ContactInput } from '../api/send-contact-message'

type Field = keyof ContactInput

const EMPTY: ContactInput = { name: '', email: '', message: '' }
const FIELDS: readonly Field[] = ['name', 'email', 'message']

/** Copied from src/domain/site.ts (zod stays out of the page); contact-form.test.tsx keeps it equal. */
export const CONTACT_NAME_MAX = 100
export const CONTACT_MESSAGE_MAX = 5000

export function ContactForm() {
  const { t } = useTranslation()
  const ruleText = useRuleText()
  const send = useSendContactMessage()
  const [values, setValues] = useState<ContactInput>(EMPTY)
  const { formRef, errors, show, clear, showFailure } = useFieldErrors(FIELDS)
  const [notice, setNotice] = useState<Notice | null>(null)

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value
    setValues((current) => ({ ...current, [field]: value }))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (send.isPending) return
    const found: FieldErrors<Field> = {}
    if (!values.name.trim()) found.name = t('contact.nameRequired')
    if (!isValidEmail(values.email.trim())) found.email = EMAIL_INVALID_MESSAGE
    if (!values.message.trim()) found.message = t('contact.messageRequired')
    setNotice(null)
    if (Object.keys(found).length > 0) {
      show(found)
      return
    }
    clear()
    send.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      {
        onSuccess: () => {
          setValues(EMPTY)
          setNotice({ text: t('contact.sent'), tone: 'success' })
        },
        onError: (failure) => {
          showFailure(failure)
          setNotice({ text: apiErrorMessage(failure, t), tone: 'error' })
        },
      },
    )
  }

  const controlClasses = `${inputClasses} ${invalidClasses}`

  return (
    <div className={`${cardClasses} p-5 sm:p-8`}>
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('contact.formTitle')}
      </h2>
      {/* noValidate: our own checks and messages run instead of the browser's bubbles. */}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('contact.name')} error={errors.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={CONTACT_NAME_MAX}
                placeholder={t('contact.namePlaceholder')}
                value={values.name}
                onChange={set('name')}
                className={`${controlClasses} h-11`}
              />
            )}
          </FormField>
          <FormField label={t('contact.email')} error={errors.email && ruleText(errors.email)}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                required
                placeholder={t('contact.emailPlaceholder')}
                value={values.email}
                onChange={set('email')}
                className={`${controlClasses} h-11`}
              />
            )}
          </FormField>
        </div>
        <FormField label={t('contact.message')} error={errors.message}>
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={6}
              required
              maxLength={CONTACT_MESSAGE_MAX}
              placeholder={t('contact.messagePlaceholder')}
              value={values.message}
              onChange={set('message')}
              className={`${controlClasses} py-2.5`}
            />
          )}
        </FormField>
        <button
          type="submit"
          disabled={send.isPending}
          className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
        >
          {send.isPending ? (
            t('contact.submitting')
          ) : (
            <>
              <SendIcon className="h-4 w-4" />
              {t('contact.send')}
            </>
          )}
        </button>
      </form>
      <NoticeRegion notice={notice} />
    </div>
  )
}
