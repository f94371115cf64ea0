// Where the notice for a member whose address is not confirmed appears (decision 027). Its code and
// texts load only for such a member, after the page has hydrated (a server render is anonymous), and
// not on /verify-email, which is busy confirming.
import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { loadTranslations } from '../../lib/i18n'
import { useLocation } from '../../lib/router'
import { getMeQueryOptions } from '../../lib/session'

const VerifyEmailNotice = lazy(async () => {
  const loaded = await import('../../features/auth/components/verify-email-notice')
  await loadTranslations()
  return { default: loaded.VerifyEmailNotice }
})

export function VerifyEmailSlot() {
  const { pathname } = useLocation()
  const { data: user } = useQuery({
    ...getMeQueryOptions(),
    select: (me) => (me.user && !me.user.emailVerified ? me.user : null),
  })
  if (!user || pathname.toLowerCase().startsWith('/verify-email')) return null
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice userId={user.id} email={user.email} />
    </Suspense>
  )
}
