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
