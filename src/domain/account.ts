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
/** One account's own limit (docs/decisions/028-sign-in-throttling.md): the way out is named. */
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts for this account. Please wait an hour, or reset your password to sign in now.'

// Getting back in (docs/product.md#accounts): a reset link by e-mail, valid for an hour, once.
export const PASSWORD_RESET_LINK_HOURS = 1
export const PASSWORD_RESET_LINK_SECONDS = PASSWORD_RESET_LINK_HOURS * 60 * 60
/** The same answer whether or not an account uses the address. */
export const PASSWORD_RESET_REQUESTED =
  'If an account uses this email address, we have sent it a link to choose a new password. Check your inbox and spam folder: the link works for one hour.'
export const PASSWORD_RESET_THROTTLED_MESSAGE =
  'Too many password reset requests from this network. Please wait an hour and try again.'
export const RESET_LINK_INVALID_MESSAGE =
  'This link has expired or has already been used. Ask for a new one.'
export const PASSWORD_CHANGED =
  'Your password has been changed. Every other device has been signed out.'

// Confirming the e-mail address (docs/decisions/027-email-verification-is-not-required-to-write.md).
export const EMAIL_VERIFICATION_LINK_HOURS = 24
export const EMAIL_VERIFICATION_LINK_SECONDS = EMAIL_VERIFICATION_LINK_HOURS * 60 * 60
export const EMAIL_VERIFIED = 'Your email address is confirmed. Thank you!'
export const VERIFY_LINK_INVALID_MESSAGE =
  'This confirmation link has expired or is not valid. Ask for a new one.'
export const VERIFICATION_SENT = 'A new link is on its way. Check your inbox and spam folder.'
/** To a visitor who is not signed in: the same answer whatever the address. */
export const VERIFICATION_SENT_IF_ANY =
  'If this email address belongs to an account waiting for confirmation, a new link is on its way. Check your inbox and spam folder.'
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your email address is already confirmed.'
export const VERIFICATION_THROTTLED_MESSAGE =
  'You have asked for several links already. Please wait an hour and try again.'

/** docs/product.md#roles: administrators (ADMIN_EMAILS) also moderate. */
export const ROLES = ['user', 'moderator', 'admin'] as const
export type Role = (typeof ROLES)[number]
export const canModerate = (role: Role) => role === 'moderator' || role === 'admin'

/** What a suspended member is answered when they try to write (their banner says why and until when). */
export const SUSPENDED_MESSAGE =
  'Your account is suspended: you can read, but not post, comment, vote, review or report.'
/**
 * A member past the limit of toggles (favourites, bookmarks, 'Helpful', votes) in a minute
 * (TOGGLE_POLICY, src/server/http/throttle.ts).
 */
export const TOGGLE_RATE_LIMITED =
  'You are making changes too quickly. Please wait a minute and try again.'
/** How long a moderator may suspend for, in days; null is until lifted. */
export const SUSPENSION_DAYS = [1, 3, 7, 30, null] as const

// The account page (docs/product.md#account-page): its messages and limits.
export const WRONG_PASSWORD_MESSAGE = 'That is not your current password.'
export const PASSWORD_CHECKS_THROTTLED_MESSAGE =
  'Too many wrong passwords. Please wait 15 minutes and try again.'
export const SESSION_NOT_FOUND_MESSAGE = 'That session is not signed in any more.'
/** What reviews, posts and comments of a deleted account show as their author. */
export const DELETED_USER_NAME = 'Deleted user'

/**
 * An author's name as reviews, posts, comments and the moderators' lists show it: the display
 * name, 'Anonymous' without one, 'Deleted user' for a deleted account's (decision 029).
 */
export const authorName = (name: string, deleted: boolean): string =>
  deleted ? DELETED_USER_NAME : name.trim() || 'Anonymous'

/**
 * A session's last activity is written at most this often (a session looked up within this time of
 * its last write is not written again): its "last active" is right to within these minutes.
 */
export const SESSION_ACTIVITY_MINUTES = 5

/** The file name of "Download my data": coursecompass-data-YYYY-MM-DD.json (the day in UTC). */
export function exportFileName(now: Date): string {
  return `coursecompass-data-${now.toISOString().slice(0, 10)}.json`
}
