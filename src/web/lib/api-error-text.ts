import type { TFunction } from './i18n'
import type { Messages } from './i18n/messages/en'
import { ApiError } from './api-client'

type ErrorKey = keyof Messages['errors']

/** The catalogue's text for a failed request: by the server's stable error code, else generic. */
export function apiErrorText(error: unknown, t: TFunction): string {
  const code = error instanceof ApiError ? error.code : undefined
  const known = t('errors', { returnObjects: true }) as Record<string, string>
  const key = code && Object.hasOwn(known, code) ? (code as ErrorKey) : 'generic'
  return t(`errors.${key}`)
}

/**
 * For forms whose server answers are written for people (sign-in, sign-up): the server's own
 * message for a 4xx (wrong password, duplicate account, throttling), else the catalogue's text.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message
  }
  return apiErrorText(error, t)
}
