// Said before a visitor starts typing where writing needs an account (docs/product.md#sign-in-page):
// what to do, and a Sign In link that brings them back here with what they typed kept.
import { useTranslation } from '../../lib/i18n'
import { Link } from '../../lib/router'
import { useSession } from '../../lib/session'
import { useSignInPath } from '../../lib/use-sign-in-path'
import { buttonClasses } from './button-styles'

/**
 * Shown to visitors only. Until the session is known it is in the page for everyone (the server's
 * HTML is the same for all) but hidden where the page was asked for with a session cookie
 * (`session:hidden`), so neither visitors nor members see the layout move once it is known.
 */
export function SignInPrompt({
  text,
  compact = false,
  className = '',
}: {
  text: string
  compact?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const signInHref = useSignInPath()
  const session = useSession()
  if (session.isLoggedIn) return null
  return (
    <div
      className={`${session.isPending ? 'session:hidden' : ''} ${className} flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-indigo-50 text-indigo-950 ring-1 ring-indigo-200 dark:bg-indigo-500/10 dark:text-indigo-100 dark:ring-indigo-500/30 ${compact ? 'px-3 py-2 text-xs' : 'px-4 py-3 text-sm'}`}
    >
      <p className="min-w-0 flex-1 basis-56">{text}</p>
      <Link to={signInHref} className={buttonClasses('primary', 'sm', 'shrink-0')}>
        {t('nav.signIn')}
      </Link>
    </div>
  )
}
