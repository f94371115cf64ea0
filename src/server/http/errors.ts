// One error shape for every failure: {error: {code, message, fields?}}. 5xx details stay in the log.
// The messages are written in English and answered in the request's language (?lang=, cookie,
// Accept-Language: docs/decisions/024-messages-in-the-request-language.md).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorCode } from '../../domain/errors'
import type { ErrorResponse } from '../../domain/schemas/errors'
import { pageLanguage } from './request-language'
import { messageIn } from './messages-hi'

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After: when asking again may succeed (a 429's lock, a 503's full house). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ErrorResponse {
  return { error: fields ? { code, message, fields } : { code, message } }
}

/** A message of the server's, written in English, in the language `request` asks for. */
export function inRequestLanguage(request: FastifyRequest, message: string): string {
  return messageIn(pageLanguage(request), message)
}

/** Words English messages in the language `request` asks for (the language is read once). */
export function wordingFor(request: FastifyRequest): (english: string) => string {
  const language = pageLanguage(request)
  return (english) => messageIn(language, english)
}

/** errorBody with the message and the fields' messages in the request's language. */
export function errorBodyFor(
  request: FastifyRequest,
  code: string,
  message: string,
  fields?: Record<string, string>,
): ErrorResponse {
  const language = pageLanguage(request)
  if (language === 'en') return errorBody(code, message, fields)
  const word = (text: string) => messageIn(language, text)
  return errorBody(
    code,
    word(message),
    fields && Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, word(text)])),
  )
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, before any route or error handler runs (a
 * path whose %-encoding does not decode, a path parameter over its length). Without it Fastify
 * answers them in a shape of its own and in English.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Answered before any route's hooks, so without the onSend hook's Vary: said here.
  reply.header('vary', 'cookie, accept-language')
  return answerByStatus(error, request, reply)
}

/** Any other error: a 4xx keeps its status and message, anything else is logged and a 500. */
function answerByStatus(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send(errorBodyFor(request, CODE_BY_STATUS[status] ?? 'bad_request', error.message))
  }
  request.log.error({ err: error }, 'request failed')
  return reply
    .status(500)
    .send(
      errorBodyFor(
        request,
        'internal_error',
        'Something went wrong on our side. Please try again.',
      ),
    )
}

export function registerErrorHandling(app: FastifyInstance) {
  // An error's words depend on the request's language: a cache must not hand one reader's to another.
  // With `done`, not async: it runs on every answer (docs/decisions/047-a-cheaper-hot-path.md).
  app.addHook('onSend', function varyErrorsByLanguage(_request, reply, payload, done) {
    if (reply.statusCode >= 400) {
      const vary = String(reply.getHeader('vary') ?? '')
      if (!/accept-language/i.test(vary)) {
        reply.header('vary', vary ? `${vary}, cookie, accept-language` : 'cookie, accept-language')
      }
    }
    done(null, payload)
  })
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_'
        fields[key] ??= issue.message ?? 'Not valid'
      }
      const first = error.validation[0]?.message ?? 'The request is not valid'
      return reply.status(400).send(errorBodyFor(request, 'validation_failed', first, fields))
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply
        .status(error.statusCode)
        .send(errorBodyFor(request, error.code, error.message, error.fields))
    }
    return answerByStatus(error, request, reply)
  })
}
