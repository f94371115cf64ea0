// The combined sign-in / sign-up form (docs/product.md#sign-in-page). The credentials are checked
// in the browser with the domain's rule before any request: email first, then password.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/auth'
import { Link, useNavigate, useSearchParams } from '../../../lib/router'
import { AFTER_SIGN_IN_PATH, RETURN_PARAM, safeReturnPath } from '../../../../domain/return-path'
import { credentialsError, EMAIL_INVALID_MESSAGE } from '../../../../domain/credentials'
import { isLanguage } from '../../../../domain/languages'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { CloseIcon } from '../../../components/ui/icons'
import { AlertIcon } from '../../../components/ui/form-icons'
import { PasswordInput } from '../../../components/ui/password-input'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { loadPage } from '../../../lib/page-load'
import { useRuleText } from '../../../lib/rule-text'
import { currentMe, useSignIn, useSignUp } from '../../../lib/session'

export type AuthMode = 'signIn' | 'signUp'
type FormError = { message: string; field: 'email' | 'password' | null }

export function AuthForm({
  mode,
  onModeChange,
  heading,
}: {
  mode: AuthMode
  onModeChange: (mode: AuthMode) => void
  /** The page's own PageHeading for the mode (its h1 and tab title), at the top of the card. */
  heading: ReactNode
}) {
  const { t, language } = useTranslation()
  const ruleText = useRuleText()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  // The page the visitor came from (a path of this site only), else /home.
  const destination = safeReturnPath(searchParams.get(RETURN_PARAM)) ?? AFTER_SIGN_IN_PATH
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<FormError | null>(null)
  const signIn = useSignIn()
  const signUp = useSignUp()
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const ids = { name: useId(), email: useId(), password: useId(), hint: useId(), error: useId() }

  const isSignUp = mode === 'signUp'
  const title = isSignUp ? t('auth.signUpTitle') : t('auth.signInTitle')
  const pending = signIn.isPending || signUp.isPending

  const toggleMode = () => {
    onModeChange(isSignUp ? 'signIn' : 'signUp')
    // docs/product.md#sign-in-page: toggling between the modes clears the error.
    setError(null)
  }

  const dismiss = () => {
    const field = error?.field === 'password' ? passwordRef : emailRef
    setError(null)
    field.current?.focus()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const problem = credentialsError(email, password)
    if (problem) {
      setError({
        message: problem,
        field: problem === EMAIL_INVALID_MESSAGE ? 'email' : 'password',
      })
      return
    }
    setError(null)
    const callbacks = {
      onSuccess: async () => {
        // An account saved in another language than this page's: the next page comes from the
        // server, in the account's language (docs/product.md#languages).
        const saved = (await currentMe(queryClient).catch(() => undefined))?.user?.language
        if (saved && saved !== language) loadPage(destination)
        else void navigate(destination)
      },
      onError: (failure: unknown) =>
        setError({ message: apiErrorMessage(failure, t), field: null }),
    }
    if (isSignUp) {
      const pageLanguage = isLanguage(language) ? language : undefined
      signUp.mutate({ name, email, password, language: pageLanguage }, callbacks)
    } else signIn.mutate({ email, password }, callbacks)
  }

  const invalid = (field: FormError['field']) => (error?.field === field ? true : undefined)

  return (
    <div className={`${cardClasses} p-6 sm:p-8`}>
      {heading}

      {error ? (
        <div
          id={ids.error}
          role="alert"
          className="mt-6 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 py-3 pr-2 pl-4 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200"
        >
          <AlertIcon className="mt-0.5 h-5 w-5 shrink-0" />
          <p className="flex-1 pt-0.5 font-medium">{ruleText(error.message)}</p>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('auth.dismiss')}
            className="-my-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600 dark:text-red-200 dark:hover:bg-red-500/20"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        </div>
      ) : null}

      {/* noValidate: our own checks and messages run instead of the browser's. method="post": a
          browser that sends the form itself (without JavaScript) never puts the password in the
          address (docs/decisions/040-input-typed-before-hydration.md). */}
      <noscript>
        <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
          {t('auth.needsJavaScript')}
        </p>
      </noscript>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        {isSignUp ? (
          <div>
            <label
              htmlFor={ids.name}
              className="block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {t('auth.fullName')}
            </label>
            <input
              id={ids.name}
              name="name"
              type="text"
              autoComplete="name"
              placeholder={t('auth.namePlaceholder')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={`${inputClasses} mt-1.5 h-11`}
            />
          </div>
        ) : null}
        <div>
          <label
            htmlFor={ids.email}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('auth.email')}
          </label>
          <input
            ref={emailRef}
            id={ids.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid('email')}
            aria-describedby={invalid('email') ? ids.error : undefined}
            className={`${inputClasses} mt-1.5 h-11`}
          />
        </div>
        <div>
          <label
            htmlFor={ids.password}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('auth.password')}
          </label>
          <PasswordInput
            ref={passwordRef}
            id={ids.password}
            name="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={invalid('password')}
            aria-describedby={
              [invalid('password') ? ids.error : '', isSignUp ? ids.hint : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            className="mt-1.5"
          />
          {isSignUp ? (
            <p id={ids.hint} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
              {t('auth.passwordHint')}
            </p>
          ) : (
            // docs/product.md#accounts: a link by e-mail to choose a new password.
            <p className="mt-2 text-right text-sm">
              <Link
                to="/forgot-password"
                className="rounded font-medium text-indigo-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
              >
                {t('auth.forgotLink')}
              </Link>
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={pending}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          {pending ? t('auth.processing') : title}
        </button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {isSignUp ? t('auth.haveAccount') : t('auth.noAccount')}{' '}
        <button
          type="button"
          onClick={toggleMode}
          disabled={pending}
          className="rounded font-semibold text-indigo-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 dark:text-indigo-300"
        >
          {isSignUp ? t('auth.signInTitle') : t('auth.signUpTitle')}
        </button>
      </p>
    </div>
  )
}
