// /api/auth/*: better-auth's endpoints, behind our own checks. Sign-up and sign-in bodies are
// validated with the domain's rules (the messages and order of docs/product.md#accounts), sign-up
// refuses the most common passwords, sign-in is throttled per IP and per account
// (docs/decisions/028-sign-in-throttling.md), and every error leaves in the API's one error shape. A
// new account keeps the language of the page it was made on (docs/product.md#languages).
//
// Getting back in and confirming the address (docs/product.md#accounts): a reset link is asked for
// with the same answer whether or not the address has an account, links mailed to one address are
// capped, a new password follows sign-up's rules and signs this browser in (every other session
// ends), and a confirmation link is checked by a POST from our page /verify-email.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ACCOUNT_LOCKED_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  DUPLICATE_ACCOUNT_MESSAGE,
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFIED,
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_CHANGED,
  PASSWORD_RESET_REQUESTED,
  PASSWORD_RESET_THROTTLED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  SIGN_IN_THROTTLED_MESSAGE,
  SIGN_UP_THROTTLED_MESSAGE,
  VERIFICATION_SENT,
  VERIFICATION_SENT_IF_ANY,
  VERIFICATION_THROTTLED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
} from '../../../domain/account'
import { EMAIL_INVALID_MESSAGE } from '../../../domain/credentials'
import { LANGUAGE_PARAM, type Language } from '../../../domain/languages'
import {
  accountMessageSchema,
  passwordResetRequestBodySchema,
  resetPasswordBodySchema,
  sendVerificationBodySchema,
  signInBodySchema,
  signUpBodySchema,
  verifyEmailBodySchema,
} from '../../../domain/schemas/account'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { errorBodyFor, HttpError, inRequestLanguage } from '../../http/errors'
import { CLIENT_IP_HEADER, emailOfResetToken, type Auth } from '../../auth/auth'
import type { Sessions } from '../../auth/sessions'
import { isCommonPassword } from '../../auth/common-passwords'
import { pageLanguage } from '../../http/request-language'
import {
  ACCOUNT_POLICY,
  IP_POLICY,
  RESET_IP_POLICY,
  RESET_MAIL_POLICY,
  SIGN_UP_EMAIL_POLICY,
  SIGN_UP_POLICY,
  signInAccountKey,
  VERIFY_IP_POLICY,
  VERIFY_MAIL_POLICY,
  type ThrottleRepository,
} from '../../http/throttle'

/**
 * The better-auth endpoints the site uses, under /api/auth: each has a route of its own below, with
 * the app's rules. better-auth's other endpoints (update-user, change-password, list-sessions, ...)
 * are not reachable: /api/auth/anything-else answers 404 (docs/security.md#accounts). The account
 * page's changes go through the app's own routes (features/account).
 */
export const ACCOUNT_ENDPOINTS = [
  '/sign-up/email',
  '/sign-in/email',
  '/sign-out',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/verify-email',
] as const
type AccountEndpoint = (typeof ACCOUNT_ENDPOINTS)[number]

/** The request headers better-auth reads: the session, the device's name, the language. */
const PASSED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const

/**
 * Hands the request to better-auth as a Fetch request with the body we validated, to `endpoint`
 * (never the path the client wrote: a path better-auth would resolve differently cannot reach
 * another endpoint), on the site's own address, with only the headers better-auth needs. Origin is
 * the site's: the app's same-origin check (http/same-origin.ts) has already passed. `language` asks
 * for the language of what better-auth's hooks send (the sign-up's confirmation mail); by default
 * the request's (?lang=, cookie, Accept-Language).
 */
async function forward(
  auth: Auth,
  siteUrl: string,
  request: FastifyRequest,
  endpoint: AccountEndpoint,
  body?: unknown,
  options: { method?: 'GET' | 'POST'; query?: Record<string, string>; language?: Language } = {},
): Promise<Response> {
  const url = new URL(`/api/auth${endpoint}`, siteUrl)
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value)
  url.searchParams.set(LANGUAGE_PARAM, options.language ?? pageLanguage(request))
  const method = options.method ?? 'POST'
  const headers = new Headers()
  for (const name of PASSED_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  headers.set('origin', new URL(siteUrl).origin)
  headers.set(CLIENT_IP_HEADER, request.ip)
  const init: RequestInit = { method, headers }
  if (method === 'POST') {
    init.body = JSON.stringify(body ?? {})
    headers.set('content-type', 'application/json')
  }
  return auth.handler(new Request(url, init))
}

/** Copies better-auth's cookies (a new session) onto our own answer. */
function passCookies(reply: FastifyReply, response: Response) {
  const cookies = response.headers.getSetCookie()
  if (cookies.length) reply.header('set-cookie', cookies)
}

/** Copies better-auth's answer to the reply; its errors ({code, message}) get our shape. */
async function relay(
  reply: FastifyReply,
  response: Response,
  rewrite?: (status: number) => { status: number; code: string; message: string } | undefined,
) {
  reply.status(response.status)
  response.headers.forEach((value, key) => {
    if (!['set-cookie', 'content-length', 'content-encoding'].includes(key))
      reply.header(key, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) reply.header('set-cookie', cookies)
  const text = await response.text()
  if (response.ok) return reply.send(text)
  const replacement = rewrite?.(response.status)
  if (replacement) {
    return reply
      .status(replacement.status)
      .type('application/json; charset=utf-8')
      .send(errorBodyFor(reply.request, replacement.code, replacement.message))
  }
  let parsed: { code?: string; message?: string } = {}
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: keep the generic message below
  }
  const status = response.status >= 500 ? 500 : response.status
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(
      errorBodyFor(
        reply.request,
        (parsed.code ?? 'bad_request').toLowerCase(),
        status === 500
          ? 'Something went wrong on our side. Please try again.'
          : (parsed.message ?? 'The request could not be completed.'),
      ),
    )
}

/** A 429 with Retry-After (the error handler sets it, http/errors.ts). */
const throttled = (message: string, seconds: number) =>
  new HttpError(429, 'rate_limited', message, undefined, seconds)

const errors = { 400: errorResponseSchema, 429: errorResponseSchema }

/** The shortest answer to a reset request, known address or not (docs/product.md#accounts). */
export const RESET_ANSWER_FLOOR_MS = 200

export const authRoutes: FastifyPluginAsyncZod<{
  auth: Auth
  throttle: ThrottleRepository
  sessions: Sessions
  /** The site's address (config.siteUrl): better-auth is asked on it. */
  siteUrl: string
  /** Saves a user's language (the library feature's, through app.ts). */
  saveLanguage: (userId: string, language: Language) => Promise<unknown>
}> = async (app, { auth, throttle, sessions, siteUrl, saveLanguage }) => {
  const ask = (
    request: FastifyRequest,
    endpoint: AccountEndpoint,
    body?: unknown,
    options?: Parameters<typeof forward>[5],
  ) => forward(auth, siteUrl, request, endpoint, body, options)

  app.post(
    '/api/auth/sign-up/email',
    {
      config: { access: 'public' },
      schema: { body: signUpBodySchema },
    },
    async (request, reply) => {
      const body = request.body
      if (isCommonPassword(body.password)) {
        throw new HttpError(400, 'common_password', COMMON_PASSWORD_MESSAGE, {
          password: COMMON_PASSWORD_MESSAGE,
        })
      }
      // Counted before the work, per client and per address, whatever the outcome: a known
      // address and a new one cost the same tries (docs/security.md#limits).
      await throttle.enforce(`sign-up-ip:${request.ip}`, SIGN_UP_POLICY, SIGN_UP_THROTTLED_MESSAGE)
      await throttle.enforce(
        `sign-up-email:${body.email.trim().toLowerCase()}`,
        SIGN_UP_EMAIL_POLICY,
        SIGN_UP_THROTTLED_MESSAGE,
      )

      const { language, ...fields } = body
      // The confirmation mail better-auth sends at sign-up is in the page's language too.
      const response = await ask(request, '/sign-up/email', fields, { language })
      if (response.ok) {
        // The page's language as the web sends it, else what a page would be rendered in (cookie,
        // Accept-Language), saved before the answer so the next request sees it. The account
        // exists already: a failure here is logged, not answered (the user can choose again).
        try {
          const created = (await response.clone().json()) as { user?: { id?: unknown } }
          if (typeof created.user?.id === 'string') {
            await saveLanguage(created.user.id, language ?? pageLanguage(request))
          }
        } catch (error) {
          request.log.error({ err: error }, "Saving a new account's language failed")
        }
      }
      return relay(reply, response, (status) =>
        status === 422 || status === 409
          ? { status: 409, code: 'conflict', message: DUPLICATE_ACCOUNT_MESSAGE }
          : undefined,
      )
    },
  )

  app.post(
    '/api/auth/sign-in/email',
    {
      config: { access: 'public' },
      schema: { body: signInBodySchema },
    },
    async (request, reply) => {
      const { email, password } = request.body
      const keys = { ip: `sign-in-ip:${request.ip}`, account: signInAccountKey(email) }
      // Each attempt is counted before the password is checked (one atomic take per key), so
      // attempts sent at once cannot all pass a check made before any was counted. The address's
      // pause first (the usual case, 15 minutes); the account's own lock names the way out, a
      // password reset, which lifts it.
      const ipWait = await throttle.take(keys.ip, IP_POLICY)
      if (ipWait) throw throttled(SIGN_IN_THROTTLED_MESSAGE, ipWait)
      const accountWait = await throttle.take(keys.account, ACCOUNT_POLICY)
      if (accountWait) {
        await throttle.refund(keys.ip, IP_POLICY)
        throw throttled(ACCOUNT_LOCKED_MESSAGE, accountWait)
      }

      const response = await ask(request, '/sign-in/email', { email, password, rememberMe: true })
      if (response.status === 401 || response.status === 400) {
        // A failure: both counts stand.
        return relay(reply, response, () => ({
          status: 401,
          code: 'invalid_credentials',
          message: INVALID_CREDENTIALS_MESSAGE,
        }))
      }
      // Not a wrong password: the address gets its try back; a success forgets the account's.
      await throttle.refund(keys.ip, IP_POLICY)
      if (response.ok) await throttle.clear(keys.account)
      else await throttle.refund(keys.account, ACCOUNT_POLICY)
      return relay(reply, response)
    },
  )

  // docs/product.md#accounts: the same answer, status and message whether or not an account uses
  // the address, and no waiting for the mail. At most RESET_MAIL_POLICY mails an hour go to one
  // address; past that the answer is the same and nothing is sent (the links already sent still
  // work), so nobody can flood an inbox or lock its owner out of resetting. The network address is
  // limited with a 429, which says nothing about any account.
  app.post(
    '/api/auth/request-password-reset',
    {
      config: { access: 'public' },
      schema: {
        body: passwordResetRequestBodySchema,
        response: { 200: accountMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body
      await throttle.enforce(
        `reset-ip:${request.ip}`,
        RESET_IP_POLICY,
        PASSWORD_RESET_THROTTLED_MESSAGE,
      )
      const started = performance.now()
      if ((await throttle.take(`reset-mail:${email}`, RESET_MAIL_POLICY)) === 0) {
        const response = await ask(request, '/request-password-reset', { email })
        if (!response.ok) return relay(reply, response)
      }
      // A known address costs one more write than an unknown one (about 2 ms): every answer waits
      // out the same floor, so its time says nothing either.
      const rest = RESET_ANSWER_FLOOR_MS - (performance.now() - started)
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
      return { message: inRequestLanguage(request, PASSWORD_RESET_REQUESTED) }
    },
  )

  // The new password from /reset-password: sign-up's rules, then better-auth checks and uses up the
  // token, ends every session of the account (auth.ts; the hook also lifts the account's sign-in lock
  // and mails the notice), and this browser is signed in with the new password.
  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        body: resetPasswordBodySchema,
        response: { 200: accountMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, newPassword } = request.body
      if (isCommonPassword(newPassword)) {
        throw new HttpError(400, 'common_password', COMMON_PASSWORD_MESSAGE, {
          newPassword: COMMON_PASSWORD_MESSAGE,
        })
      }
      // Read before the token is used up: whose password this is, to sign them in afterwards.
      const email = await emailOfResetToken(auth, token)
      const response = await ask(request, '/reset-password', { token, newPassword })
      if (!response.ok) {
        if (response.status === 400 || response.status === 404) {
          throw new HttpError(400, 'invalid_token', RESET_LINK_INVALID_MESSAGE, {
            token: RESET_LINK_INVALID_MESSAGE,
          })
        }
        return relay(reply, response)
      }
      if (email) {
        const signedIn = await ask(request, '/sign-in/email', {
          email,
          password: newPassword,
          rememberMe: true,
        })
        if (signedIn.ok) passCookies(reply, signedIn)
        else request.log.warn({ status: signedIn.status }, 'Signing in after a reset failed')
      }
      return { message: inRequestLanguage(request, PASSWORD_CHANGED) }
    },
  )

  // A new confirmation link: a member's own address (429 past the limit: they know their address),
  // or for a visitor the address they give, answered alike whatever it is (past the limit, nothing
  // is sent, as for reset links).
  app.post(
    '/api/auth/send-verification-email',
    {
      config: { access: 'viewer' },
      schema: {
        body: sendVerificationBodySchema,
        response: { 200: accountMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.viewer
      if (user) {
        if (user.emailVerified) {
          return { message: inRequestLanguage(request, EMAIL_ALREADY_VERIFIED_MESSAGE) }
        }
        const key = `verify-mail:${user.email}`
        await throttle.enforce(key, VERIFY_MAIL_POLICY, VERIFICATION_THROTTLED_MESSAGE)
        const response = await ask(request, '/send-verification-email', { email: user.email })
        if (!response.ok) return relay(reply, response)
        return { message: inRequestLanguage(request, VERIFICATION_SENT) }
      }
      const { email } = request.body
      if (!email) {
        throw new HttpError(400, 'validation_failed', EMAIL_INVALID_MESSAGE, {
          email: EMAIL_INVALID_MESSAGE,
        })
      }
      await throttle.enforce(
        `verify-ip:${request.ip}`,
        VERIFY_IP_POLICY,
        VERIFICATION_THROTTLED_MESSAGE,
      )
      if ((await throttle.take(`verify-mail:${email}`, VERIFY_MAIL_POLICY)) === 0) {
        const response = await ask(request, '/send-verification-email', { email })
        if (!response.ok) return relay(reply, response)
      }
      return { message: inRequestLanguage(request, VERIFICATION_SENT_IF_ANY) }
    },
  )

  // The link's token, sent by our page /verify-email (a POST: a page view confirms nothing by itself).
  app.post(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: { body: verifyEmailBodySchema, response: { 200: accountMessageSchema, ...errors } },
    },
    async (request) => {
      const response = await ask(request, '/verify-email', undefined, {
        method: 'GET',
        query: { token: request.body.token },
      })
      if (!response.ok) {
        throw new HttpError(400, 'invalid_token', VERIFY_LINK_INVALID_MESSAGE, {
          token: VERIFY_LINK_INVALID_MESSAGE,
        })
      }
      return { message: inRequestLanguage(request, EMAIL_VERIFIED) }
    },
  )

  // Signing out ends the session: the session cache lets go of the user on every instance.
  app.post('/api/auth/sign-out', { config: { access: 'viewer' } }, async (request, reply) => {
    const user = request.viewer
    const response = await ask(request, '/sign-out', {})
    if (user) await sessions.changed(user.id)
    return relay(reply, response)
  })
}
