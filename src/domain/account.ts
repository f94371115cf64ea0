// Accounts (docs/product.md#accounts): the messages of signing in and up, and the roles. The credential rules themselves are in
// ./credentials.ts; the API shapes in ./schemas/account.ts.
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'
export const DUPLICATE_ACCOUNT_MESSAGE =
  'An account with this email already exists. Sign in instead.'
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and easy to guess. Please choose another.'
export const SIGN_IN_THROTTLED_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.'
export const SIGN_UP_THROTTLED_MESSAGE =
  'Too many accounts created from this network. Please try again later.'

export const ROLES = ['user', 'admin'] as const

// The account page (docs/product.md#account-page): its messages and limits.
export const WRONG_PASSWORD_MESSAGE = 'That is not your current password.'
export const PASSWORD_CHECKS_THROTTLED_MESSAGE =
  'Too many wrong passwords. Please wait 15 minutes and try again.'
export const SESSION_NOT_FOUND_MESSAGE = 'That session is not signed in any more.'
/** What reviews, posts and comments of a deleted account show as their author. */
export const DELETED_USER_NAME = 'Deleted user'

/**
 * A session's last activity is written at most this often (a session looked up within this time of
 * its last write is not written again): its "last active" is right to within these minutes.
 */
export const SESSION_ACTIVITY_MINUTES = 5

/** The file name of "Download my data": coursecompass-data-YYYY-MM-DD.json (the day in UTC). */
export function exportFileName(now: Date): string {
  return `coursecompass-data-${now.toISOString().slice(0, 10)}.json`
}
