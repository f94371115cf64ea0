// The language a page or an answer is given in (src/domain/languages.ts): the address's ?lang=, then the
// signed-in user's saved language, then the visitor's cookie, then the browser's Accept-Language,
// then English.
import type { FastifyRequest } from 'fastify'
import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
} from '../../domain/languages'

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`)

function languageOf(
  url: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  account: Language | null | undefined,
): Language {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
  return chooseLanguage({
    param: new URLSearchParams(query).get(LANGUAGE_PARAM),
    account,
    cookie: COOKIE.exec(cookie ?? '')?.[1],
    acceptLanguage,
  })
}

/** `account` is the signed-in user's saved language, if the request has a user who saved one. */
export function pageLanguage(request: FastifyRequest, account?: Language | null): Language {
  const header = request.headers['accept-language']
  return languageOf(
    request.url,
    request.headers.cookie,
    Array.isArray(header) ? header.join(',') : header,
    account,
  )
}

/**
 * The same choice for a Fetch API request: the one our routes hand better-auth, whose hooks (the
 * account e-mails, src/server/mail/account-mails.ts) receive it.
 */
export function fetchRequestLanguage(request: Request, account?: Language | null): Language {
  return languageOf(
    request.url,
    request.headers.get('cookie') ?? undefined,
    request.headers.get('accept-language') ?? undefined,
    account,
  )
}
