// A password field with a show/hide button (docs/product.md#sign-in-page): people on phones check
// what they typed. The button is a toggle (aria-pressed) named for what it does next; showing the
// password never changes its autocomplete, so password managers still recognise the field.
import { forwardRef, useState, type InputHTMLAttributes } from 'react'
import { useTranslation } from '../../lib/i18n'
import { inputClasses } from './button-styles'
import { EyeIcon, EyeOffIcon } from './form-icons'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>

export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(
  { className = '', ...props },
  ref,
) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  return (
    <div className={`relative ${className}`}>
      <input
        ref={ref}
        type={shown ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
        className={`${inputClasses} h-11 pr-12`}
      />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        aria-label={shown ? t('password.hide') : t('password.show')}
        title={shown ? t('password.hide') : t('password.show')}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-slate-100"
      >
        {shown ? <EyeOffIcon className="h-5 w-5" /> : <EyeIcon className="h-5 w-5" />}
      </button>
    </div>
  )
})
