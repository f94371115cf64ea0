// The e-mails of accounts (docs/product.md#accounts): a password reset link, the notice that a
// password was changed, and the link that confirms an address. better-auth calls these from its hooks
// (src/server/auth/auth.ts) with the user and the request our routes handed it.
//
// - Language: the account's saved one, else the request's (?lang=, cookie, Accept-Language:
//   src/server/web/page-language.ts). The links ask for the same language, so the page they open
//   reads like the mail.
// - Links are on the site's configured address (PUBLIC_URL, else the address the server listens
//   on: config.ts), never on a request's Host, which whoever sends the request chooses
//   (docs/security.md#links).
// - Sending does not hold up the answer: a reset request for a known address answers as fast as one
//   for an unknown address, and a slow mail server slows nobody. Mails still on their way are waited
//   for when the app closes; a failure is logged (never the link) and the person can ask again.
import type { FastifyBaseLogger } from 'fastify'
import { isLanguage, LANGUAGE_PARAM, type Language } from '../../domain/languages'
import { fetchRequestLanguage } from '../http/request-language'
import type { Mailer } from './mailer'
import {
  passwordChangedMail,
  resetPasswordMail,
  newsletterConfirmMail,
  verifyEmailMail,
  type ComposedMail,
} from './mail-templates'

/** What better-auth's hooks know of the user (its user record, with our `language` field). */
export interface MailUser {
  id: string
  email: string
  name: string
  language?: unknown
}

export interface AccountMails {
  /** Mails the link of /reset-password that sets a new password with `token`. */
  resetPassword(user: MailUser, token: string, request: Request | undefined): void
  /**
   * Tells the owner the password was changed, with the way back in if it was not them; in their
   * saved language, else `language` (the request's, as the caller read it).
   */
  passwordChanged(user: MailUser, language: Language): void
  /** Mails the link of /verify-email that confirms the address with `token`. */
  verifyEmail(user: MailUser, token: string, request: Request | undefined): void
  /**
   * Mails the newsletter's confirmation link (/newsletter?confirm=…), with the one-click
   * unsubscribe headers every newsletter mail carries.
   */
  newsletterConfirm(to: { email: string; language: Language }, token: string): void
  /** Resolves once every mail sent so far has been handed over (or has failed). */
  flush(): Promise<void>
}

/** RFC 8058's headers: a mail client's "Unsubscribe" button POSTs to `oneClick`. */
export function listUnsubscribeHeaders(oneClick: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

export function createAccountMails(options: {
  mailer: Mailer
  /** The site's address (config.siteUrl): every link is on it. */
  siteUrl: string
  log: FastifyBaseLogger
  /** The time the notice mail states (tests fix it). */
  now?: () => Date
}): AccountMails {
  const { mailer, log } = options
  const now = options.now ?? (() => new Date())
  const sending = new Set<Promise<void>>()

  const languageFor = (user: MailUser, request: Request | undefined): Language => {
    if (isLanguage(user.language)) return user.language
    return request ? fetchRequestLanguage(request) : 'en'
  }

  /** `path` on the site, in `language`. */
  const linkTo = (
    path: string,
    language: Language | undefined,
    params: Record<string, string> = {},
  ): string => {
    const url = new URL(path, options.siteUrl)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    if (language) url.searchParams.set(LANGUAGE_PARAM, language)
    return url.toString()
  }

  const deliver = (
    kind: string,
    to: string,
    mail: ComposedMail,
    links: string[],
    headers?: Record<string, string>,
  ) => {
    const sent: Promise<void> = mailer
      .send({ to, ...mail, links, headers })
      .catch((error: unknown) => {
        // The message and code only: an SMTP error never holds the link, and never the password.
        const { message, code } = error as { message?: string; code?: string }
        log.error({ kind, error: { message, code } }, 'Sending an account email failed')
      })
      .finally(() => sending.delete(sent))
    sending.add(sent)
  }

  return {
    resetPassword(user, token, request) {
      const language = languageFor(user, request)
      const link = linkTo('/reset-password', language, { token })
      deliver('reset-password', user.email, resetPasswordMail(language, user, link), [link])
    },
    passwordChanged(user, requestLanguage) {
      const language = isLanguage(user.language) ? user.language : requestLanguage
      const link = linkTo('/forgot-password', language)
      const mail = passwordChangedMail(language, user, now(), link)
      deliver('password-changed', user.email, mail, [])
    },
    verifyEmail(user, token, request) {
      const language = languageFor(user, request)
      const link = linkTo('/verify-email', language, { token })
      deliver('verify-email', user.email, verifyEmailMail(language, user, link), [link])
    },
    newsletterConfirm(to, token) {
      const confirm = linkTo('/newsletter', to.language, { confirm: token })
      const unsubscribe = linkTo('/newsletter', to.language, { unsubscribe: token })
      const oneClick = linkTo('/api/newsletter/unsubscribe', undefined, { token })
      const mail = newsletterConfirmMail(to.language, to.email, { confirm, unsubscribe })
      deliver('newsletter-confirm', to.email, mail, [confirm], listUnsubscribeHeaders(oneClick))
    },
    async flush() {
      while (sending.size > 0) await Promise.all(sending)
    },
  }
}
