// The credential rules (docs/product.md#accounts), free of any library so that the sign-in page
// stays small.
import { PASSWORD_MIN_LENGTH } from './constants'

export const PASSWORD_MAX_LENGTH = 128
export const DISPLAY_NAME_MAX_LENGTH = 100

export const EMAIL_INVALID_MESSAGE = 'Email ID is not valid'
/** Kept word for word (docs/product.md#messages): a special character is named but not required. */
export const PASSWORD_RULE_MESSAGE =
  'Password must contain at least 8 characters, including uppercase, lowercase, numbers and special characters'
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email)
}

export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password)
  )
}

/** docs/product.md#accounts: the email is checked first, then the password. Null when both pass. */
export function credentialsError(email: string, password: string): string | null {
  if (!isValidEmail(email.trim())) return EMAIL_INVALID_MESSAGE
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE
  if (!meetsPasswordRule(password)) return PASSWORD_RULE_MESSAGE
  return null
}

/** The rule for a new password alone (changing it on the account page); null when it passes. */
export function newPasswordError(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE
  if (!meetsPasswordRule(password)) return PASSWORD_RULE_MESSAGE
  return null
}
