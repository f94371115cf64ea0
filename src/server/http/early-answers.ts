// Answers a repeated public read before Fastify sees the request: the catalogue's hot addresses
// (docs/decisions/050-early-answers.md). Fastify's own path always answers an address first, and
// the route keeps that answer as it was sent, status line, headers and body, beside the cached body
// it came from (PreparedBody), one per content encoding. A later GET of the same address that would
// get the same encoding is written those bytes straight away, for as long as the route's read
// cache still holds that body: the cache alone decides what is fresh, as on Fastify's path.
//
// Everything else goes to Fastify: another method, a request with a body, an address or encoding
// not answered yet, the server stopping (its answers then say `Connection: close`), and every
// request while the request log is at `info` or below (Fastify's path writes each one's line).
// What a hook sets on a kept answer is replayed; what a hook does besides is not, so a route
// takes part only for answers that depend on nothing but the address and the encoding, and a test
// (early-answers.test.ts) lists the hooks such an answer skips.
import http from 'node:http'
import type { onSendHookHandler } from 'fastify'
import { PreparedBody } from './prepared-body'

/** The body a route would answer a GET of `url` with, if its cache holds one. */
export type EarlyLookup = (url: string) => PreparedBody | undefined

export class EarlyAnswers {
  private readonly routes = new Map<string, EarlyLookup>()
  private stopped = false

  /** @param allowed whether early answers may be given now (not stopping, no request log). */
  constructor(private readonly allowed: () => boolean) {}

  /** GETs of `pathname`, whatever their query, are looked up with `lookup`. */
  route(pathname: string, lookup: EarlyLookup) {
    this.routes.set(pathname, lookup)
  }

  /** From the server's close on, every request goes to Fastify. */
  stop() {
    this.stopped = true
  }

  /** Writes the kept answer and returns true, or returns false to hand the request to Fastify. */
  answer(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    if (this.stopped || request.method !== 'GET') return false
    const { headers } = request
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) {
      return false
    }
    const url = request.url ?? ''
    const query = url.indexOf('?')
    const lookup = this.routes.get(query < 0 ? url : url.slice(0, query))
    if (!lookup || !this.allowed()) return false
    const kept = lookup(url)?.sentAnswer(headers['accept-encoding'])
    if (!kept) return false
    response.writeHead(200, kept.head)
    response.end(kept.body)
    return true
  }

  /** A route's `onSend` hook: keeps a 200 answer to a GET, once all the other hooks have run. */
  readonly keep: onSendHookHandler = (request, reply, payload, done) => {
    if (!this.stopped && request.method === 'GET' && reply.statusCode === 200 && this.allowed()) {
      PreparedBody.keepSent(reply, payload)
    }
    done(null, payload)
  }
}

/**
 * Puts `early` in front of the handler Fastify gave the HTTP server it made (its one `request`
 * listener). Fastify keeps making and configuring its server itself (timeouts, requests per
 * socket, the client-error handler, the extra servers it makes when `localhost` has several
 * addresses, which answer without early answers). Not a `serverFactory`: with one, Fastify binds
 * only the first address of a host name. An HTTPS or HTTP/2 server is left as it is.
 */
export function answerEarlyOn(server: unknown, early: EarlyAnswers) {
  if (!(server instanceof http.Server)) return
  const listeners = server.listeners('request')
  if (listeners.length !== 1) {
    throw new Error(`early answers: the server has ${listeners.length} request listeners, not 1`)
  }
  const fastify = listeners[0] as http.RequestListener
  server.removeListener('request', fastify)
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!early.answer(request, response)) void fastify(request, response)
  })
}
