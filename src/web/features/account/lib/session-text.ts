// How the account page words a signed-in session (docs/product.md#account-page): its device
// ('Chrome on Android', read by the server from the browser's User-Agent) and how long ago it was
// active, in the page's language.
import { SESSION_ACTIVITY_MINUTES } from '../../../../domain/account'
import { relativeAge } from '../../../../domain/age'
import type { AccountSession } from '../../../../domain/schemas/account'
import type { TFunction } from '../../../lib/i18n'

export function deviceText(t: TFunction, session: Pick<AccountSession, 'browser' | 'os'>): string {
  const { browser, os } = session
  if (browser && os) return t('account.sessions.deviceOn', { browser, os })
  if (browser) return browser
  if (os) return t('account.sessions.deviceOs', { os })
  return t('account.sessions.unknownDevice')
}

/** '3 hours ago', as the community board writes it. */
export function agoText(t: TFunction, when: string, now: Date): string {
  const age = relativeAge(when, now)
  return age
    ? t(`account.sessions.age.${age.unit}`, { count: age.count })
    : t('account.sessions.age.justNow')
}

/**
 * 'Active now' while the last activity is within the few minutes it is recorded to (the server
 * writes it at most every SESSION_ACTIVITY_MINUTES), else 'Last active 3 hours ago'.
 */
export function activityText(t: TFunction, lastSeenAt: string, now: Date): string {
  const minutes = (now.getTime() - new Date(lastSeenAt).getTime()) / 60_000
  return minutes < SESSION_ACTIVITY_MINUTES
    ? t('account.sessions.activeNow')
    : t('account.sessions.lastActive', { time: agoText(t, lastSeenAt, now) })
}
