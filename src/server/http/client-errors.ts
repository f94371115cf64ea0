// Fastify's `clientErrorHandler`: the answer to a request Node's HTTP parser could not read (bytes
// that are not HTTP, headers over the size limit, a request that does not arrive in time). Fastify's
// default writes a body of its own shape; this writes the API's ({error: {code, message}}: ./errors.ts).
// In English: no request was read, so there is no ?lang=, cookie or Accept-Language to choose by
// (docs/architecture.md#validation-and-errors).
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { errorBody } from './errors'

const TIMED_OUT = 'The request did not arrive in time.'
const HEADERS_TOO_LARGE = 'The request headers are too large.'
const NOT_READABLE = 'The request could not be read as HTTP.'

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer (as Fastify's own handler does).
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, TIMED_OUT]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, HEADERS_TOO_LARGE]
        : [400, NOT_READABLE]
  const body = JSON.stringify(errorBody('bad_request', message))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    )
  }
  socket.destroy(error)
}
