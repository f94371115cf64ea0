// One error shape for every failure: {error: {code, message, fields?}}. 5xx details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorCode } from '../../domain/errors'
import type { ErrorResponse } from '../../domain/schemas/errors'

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
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

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_'
        fields[key] ??= issue.message ?? 'Not valid'
      }
      const first = error.validation[0]?.message ?? 'The request is not valid'
      return reply.status(400).send(errorBody('validation_failed', first, fields))
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(errorBody(CODE_BY_STATUS[status] ?? 'bad_request', error.message))
    }
    request.log.error({ err: error }, 'request failed')
    return reply
      .status(500)
      .send(errorBody('internal_error', 'Something went wrong on our side. Please try again.'))
  })
}
