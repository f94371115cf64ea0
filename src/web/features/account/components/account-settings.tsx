// The account page's content (docs/product.md#account-page): for a member, their profile, password,
// signed-in sessions, data and the way to delete the account; for a visitor, a prompt to sign in.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/account'
import { Link } from '../../../lib/router'
import { getMeQueryOptions } from '../../../lib/session'
import { useSignInPath } from '../../../lib/use-sign-in-path'
import { buttonClasses, cardClasses } from '../../../components/ui/button-styles'
import { UserIcon } from '../../../components/ui/icons'
import { DataSection } from './data-section'
import { DeleteSection } from './delete-section'
import { PasswordSection } from './password-section'
import { ProfileSection } from './profile-section'
import { SessionsSection } from './sessions-section'

export function AccountSettings() {
  const me = useQuery(getMeQueryOptions())
  // A failed GET /api/me counts as signed out (src/web/lib/session.ts).
  const user = me.data?.user ?? null

  return (
    <div className="mt-8 max-w-3xl">
      {me.isPending ? (
        <Loading />
      ) : user ? (
        <div className="space-y-6">
          {/* Keyed by user: another account signed in on this tab starts with fresh forms. */}
          <ProfileSection key={`profile-${user.id}`} user={user} />
          <PasswordSection key={`password-${user.id}`} uid={user.id} email={user.email} />
          <SessionsSection uid={user.id} />
          <DataSection />
          <DeleteSection key={`delete-${user.id}`} email={user.email} />
        </div>
      ) : (
        <SignedOut />
      )}
    </div>
  )
}

function Loading() {
  const { t } = useTranslation()
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        {t('account.loading')}
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} className={`${cardClasses} h-40 animate-pulse`} />
      ))}
    </div>
  )
}

function SignedOut() {
  const { t } = useTranslation()
  const signInHref = useSignInPath()
  return (
    <div className={`${cardClasses} px-6 py-12 text-center sm:px-10`}>
      <div className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
        <UserIcon className="h-7 w-7" />
      </div>
      <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('account.signedOutTitle')}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('account.signedOutText')}</p>
      <Link to={signInHref} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('account.signIn')}
      </Link>
    </div>
  )
}
