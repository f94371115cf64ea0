// Where the user is signed in: each session's device and last activity, this device marked, a
// Sign out for each other one and for all of them at once.
import { useState } from 'react'
import type { AccountSession } from '../../../../domain/schemas/account'
import { useTranslation } from '../../../lib/i18n'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useNow } from '../../../lib/use-now'
import { buttonClasses } from '../../../components/ui/button-styles'
import { LoadFailed } from '../../../components/ui/load-failed'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { useEndOtherSessions, useEndSession } from '../api/end-sessions'
import { useSessions } from '../api/get-sessions'
import { activityText, agoText, deviceText } from '../lib/session-text'
import { SectionCard } from './section-card'

export function SessionsSection({ uid }: { uid: string }) {
  const { t } = useTranslation()
  const query = useSessions(uid)
  const endOne = useEndSession(uid)
  const endOthers = useEndOtherSessions(uid)
  const [notice, setNotice] = useState<Notice | null>(null)
  const now = useNow()
  const failed = (error: unknown) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' })

  const signOut = (session: AccountSession) => {
    setNotice(null)
    endOne.mutate(session.id, {
      onSuccess: () => setNotice({ text: t('account.sessions.signedOut'), tone: 'success' }),
      onError: failed,
    })
  }
  const signOutOthers = () => {
    setNotice(null)
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        setNotice({
          text: t('account.sessions.othersSignedOut', { count: ended }),
          tone: 'success',
        }),
      onError: failed,
    })
  }

  return (
    <SectionCard title={t('account.sessions.title')} intro={t('account.sessions.intro')}>
      {query.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <div className="h-16 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
          <div className="h-16 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
        </div>
      ) : query.isError ? (
        <LoadFailed
          title={t('account.sessions.loadFailed')}
          error={query.error}
          retryLabel={t('account.sessions.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <ul
            aria-label={t('account.sessions.listLabel')}
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          >
            {query.data.sessions.map((session) => {
              const device = deviceText(t, session)
              const pending = endOne.isPending && endOne.variables === session.id
              return (
                <li
                  key={session.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900 dark:text-white">
                      <span className="break-words">{device}</span>
                      {session.current ? (
                        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-500/30">
                          {t('account.sessions.thisDevice')}
                        </span>
                      ) : null}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
                      {session.current
                        ? t('account.sessions.activeNow')
                        : activityText(t, session.lastSeenAt, now)}
                      {' · '}
                      {t('account.sessions.signedIn', {
                        time: agoText(t, session.createdAt, now),
                      })}
                    </p>
                  </div>
                  {session.current ? null : (
                    <button
                      type="button"
                      onClick={() => signOut(session)}
                      disabled={pending || endOthers.isPending}
                      aria-label={t('account.sessions.signOutLabel', { device })}
                      className={buttonClasses('secondary', 'sm', 'shrink-0')}
                    >
                      {pending ? t('account.sessions.signingOut') : t('account.sessions.signOut')}
                    </button>
                  )}
                </li>
              )
            })}
          </ul>
          {query.data.sessions.some((s) => !s.current) ? (
            <button
              type="button"
              onClick={signOutOthers}
              disabled={endOthers.isPending}
              className={buttonClasses('secondary', 'md', 'mt-4 w-full sm:w-auto')}
            >
              {endOthers.isPending
                ? t('account.sessions.signingOut')
                : t('account.sessions.signOutOthers')}
            </button>
          ) : (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              {t('account.sessions.onlyThis')}
            </p>
          )}
        </>
      )}
      <NoticeRegion notice={notice} />
    </SectionCard>
  )
}
