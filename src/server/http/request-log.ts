// Logs people can read (docs/deploy.md#health-restarts-and-updates): one line per request, JSON
// when the output is a file or a journal (as Fastify writes it), a short human line when it is a
// terminal. Never a password, cookie or secret: request bodies and headers are not logged, and the
// query values that carry a token (a reset or confirmation link's) are replaced.
import { Writable } from 'node:stream'
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * Query parameters whose values are secrets: the tokens of mailed links, and any password (a form
 * a browser sent by itself, as a GET, before the page's script ran; the page holds such a send,
 * docs/decisions/040-input-typed-before-hydration.md, but a browser without JavaScript does not).
 */
const SECRET_PARAMS = [
  'token',
  'confirm',
  'unsubscribe',
  'code',
  // My Courses' stop links from a price alert's, a follow digest's and an exam reminder's mail.
  'stop-alert',
  'stop-follow',
  'stop-exam',
]
const isSecret = (name: string) => SECRET_PARAMS.includes(name) || /password/i.test(name)

/** `url` with the values of secret parameters replaced by `[redacted]`. */
export function logSafeUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const params = new URLSearchParams(url.slice(at + 1))
  let changed = false
  for (const name of new Set(params.keys())) {
    if (isSecret(name)) {
      params.set(name, '[redacted]')
      changed = true
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url
}

/** Levels at which the line of a request answered without error is not written. */
const ABOVE_INFO: ReadonlySet<string> = new Set(['warn', 'error', 'fatal', 'silent'])

/** Whether a logger at `level` writes a line for every request answered. */
export const logsEachRequest = (level: string) => !ABOVE_INFO.has(level)

/**
 * Fastify's request log with one line per request (when it is answered) instead of two: the method,
 * the address (tokens hidden), the status and the time taken; a failed one at error level.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    // Below the configured level (LOG_LEVEL=warn, say) the line is not built at all.
    if (!error && !logsEachRequest(reply.log.level)) return
    const entry = {
      req: { method: request.method, url: logSafeUrl(request.url), remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...entry, err: error }, 'request errored')
    else reply.log.info(entry, 'request completed')
  }
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
}
const QUIET = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res'])

/** A log line of pino's JSON as a person reads it: `12:04:31 INFO  GET /api/me 200 3.2ms`. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>
  try {
    entry = JSON.parse(json) as Record<string, unknown>
  } catch {
    return json
  }
  const time = new Date(Number(entry.time ?? Date.now())).toTimeString().slice(0, 8)
  const level = LEVELS[Number(entry.level)] ?? String(entry.level)
  const req = entry.req as { method?: string; url?: string } | undefined
  const res = entry.res as { statusCode?: number } | undefined
  if (req && res && entry.msg === 'request completed') {
    return `${time} ${level} ${req.method} ${req.url} ${res.statusCode} ${entry.responseTime}ms`
  }
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !QUIET.has(key)))
  const err = rest.err as { message?: string; stack?: string } | undefined
  if (err) rest.err = err.stack ?? err.message
  return `${time} ${level} ${entry.msg ?? ''}${Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : ''}`
}

/** A destination that writes pino's lines to `out` as prettyLine does. */
export function prettyStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let pending = ''
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString()
      let end
      while ((end = pending.indexOf('\n')) >= 0) {
        out.write(`${prettyLine(pending.slice(0, end))}\n`)
        pending = pending.slice(end + 1)
      }
      done()
    },
  })
}
