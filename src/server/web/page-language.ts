// The language a page is rendered in (src/domain/languages.ts): the address's ?lang=, then the
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

/** `account` is the signed-in user's saved language, if the request has a user who saved one. */
export function pageLanguage(request: FastifyRequest, account?: Language | null): Language {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
  const header = request.headers['accept-language']
  return chooseLanguage({
    param: new URLSearchParams(query).get(LANGUAGE_PARAM),
    account,
    cookie: COOKIE.exec(request.headers.cookie ?? '')?.[1],
    acceptLanguage: Array.isArray(header) ? header.join(',') : header,
  })
}
