// /api/auth/*: better-auth's endpoints, behind our own checks. Sign-up and sign-in bodies are
// validated with the domain's rules (the messages and order of docs/product.md#accounts), sign-up
// refuses the most common passwords, sign-in is throttled per IP and per account, and every error
// leaves in the API's one error shape. A new account keeps the language of the page it was made on
// (docs/product.md#languages).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { fromNodeHeaders } from 'better-auth/node'
import {
  COMMON_PASSWORD_MESSAGE,
  DUPLICATE_ACCOUNT_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  SIGN_IN_THROTTLED_MESSAGE,
  SIGN_UP_THROTTLED_MESSAGE,
} from '../../../domain/account'
import type { Language } from '../../../domain/languages'
import { signInBodySchema, signUpBodySchema } from '../../../domain/schemas/account'
import { errorBodyFor, HttpError } from '../../http/errors'
import type { Auth } from '../../auth/auth'
import type { Sessions } from '../../auth/sessions'
import { isCommonPassword } from '../../auth/common-passwords'
import { pageLanguage } from '../../web/page-language'
import {
  ACCOUNT_POLICY,
  IP_POLICY,
  SIGN_UP_POLICY,
  type ThrottleRepository,
} from '../../http/throttle'

/** Hands the request to better-auth as a Fetch request, with the body we validated. */
async function forward(auth: Auth, request: FastifyRequest, body?: unknown): Promise<Response> {
  const url = new URL(request.url, `${request.protocol}://${request.host}`)
  const headers = fromNodeHeaders(request.headers)
  headers.delete('content-length')
  const init: RequestInit = { method: request.method, headers }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = JSON.stringify(body ?? {})
    headers.set('content-type', 'application/json')
  }
  return auth.handler(new Request(url, init))
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

function retryAfter(reply: FastifyReply, seconds: number, message: string): never {
  reply.header('retry-after', String(seconds))
  throw new HttpError(429, 'rate_limited', message)
}

export const authRoutes: FastifyPluginAsyncZod<{
  auth: Auth
  throttle: ThrottleRepository
  sessions: Sessions
  /** Saves a user's language (the library feature's, through app.ts). */
  saveLanguage: (userId: string, language: Language) => Promise<unknown>
}> = async (app, { auth, throttle, sessions, saveLanguage }) => {
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
      const ipKey = `sign-up-ip:${request.ip}`
      const locked = await throttle.lockedFor([ipKey])
      if (locked) retryAfter(reply, locked, SIGN_UP_THROTTLED_MESSAGE)

      const { language, ...fields } = body
      const response = await forward(auth, request, fields)
      if (response.ok) {
        await throttle.record(ipKey, SIGN_UP_POLICY)
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
      const keys = { ip: `sign-in-ip:${request.ip}`, account: `sign-in-account:${email}` }
      const locked = await throttle.lockedFor([keys.ip, keys.account])
      if (locked) retryAfter(reply, locked, SIGN_IN_THROTTLED_MESSAGE)

      const response = await forward(auth, request, { email, password, rememberMe: true })
      if (response.status === 401 || response.status === 400) {
        await throttle.record(keys.ip, IP_POLICY)
        await throttle.record(keys.account, ACCOUNT_POLICY)
        return relay(reply, response, () => ({
          status: 401,
          code: 'invalid_credentials',
          message: INVALID_CREDENTIALS_MESSAGE,
        }))
      }
      if (response.ok) await throttle.clear(keys.account)
      return relay(reply, response)
    },
  )

  // Every other POST (sign-out, revoking sessions, changing the password, name or e-mail, deleting
  // the account) may end sessions or change the account: the session cache lets go of the user.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // better-auth answers these itself: sign-out, session lists, password changes check the session.
    config: { access: 'public' },
    handler: async (request, reply) => {
      const user = request.method === 'POST' ? await sessions.currentUser(request) : null
      const response = await forward(auth, request, request.body)
      if (user) await sessions.changed(user.id)
      return relay(reply, response)
    },
  })
}
