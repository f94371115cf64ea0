// Same-origin JSON client for /api. Every non-2xx answer becomes an ApiError carrying the server's
// stable error code (see src/domain/errors.ts), so pages can show the catalogue's text for that code.
// Writes that may be sent twice are sent again when the network fails them, creations with an
// Idempotency-Key (docs/decisions/046-writes-retried-by-the-page.md).

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string> | undefined

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Reads `{error: {code, message, fields?}}`; anything else gets a code from the HTTP status. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body.error : undefined
  if (isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string') {
    const fields = isRecord(error.fields)
      ? Object.fromEntries(
          Object.entries(error.fields).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined
    return new ApiError(status, error.code, error.message, fields)
  }
  const code = status === 404 ? 'not_found' : status >= 500 ? 'internal_error' : 'bad_request'
  return new ApiError(status, code, `Request failed with status ${status}`)
}

export type QueryParams = Record<string, string | number | undefined | null>

/** Builds `/api/...?a=1&b=2`, leaving out empty values. */
export function apiUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue
    search.set(key, String(value))
  }
  const query = search.toString()
  return `/api${path}${query ? `?${query}` : ''}`
}

/**
 * A write's parameters with the page's language when it is not English (`?lang=`), so that the
 * server's messages come back in it even when the page's address chose it and no cookie did
 * (docs/decisions/024-messages-in-the-request-language.md). The language is the one the server
 * rendered the page in, `<html lang>` (read here rather than imported, so that the client, a chunk
 * of its own, shares nothing with the entry). Reads stay as they are: their address is their cache
 * key, and the web shows their failures by code.
 */
export function inPageLanguage(params?: QueryParams): QueryParams | undefined {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang
  return !language || language === 'en' ? params : { ...params, lang: language }
}

/**
 * Whether a write may be sent again when it fails on the network (fetch rejects; never an abort) or
 * the site answers that it is briefly away (502, 503, 504), and how
 * (docs/decisions/046-writes-retried-by-the-page.md):
 * - 'keyed': a write that creates something (a post, a comment, a review, a report, a course, a
 *   contact message, recommendation feedback). It carries an `Idempotency-Key`, one per submission:
 *   the same content sent to the same address again, by a retry or by the person pressing the
 *   button again after a failure, carries the same key until an answer is a 2xx, so the server
 *   stores it once even when an earlier answer was lost on the way back;
 * - 'state': a write that sets a state (a vote, a bookmark, a favourite, a 'Helpful' mark): sent
 *   twice, it counts once.
 * Any other write (signing in, asking for a recommendation, deleting) is sent once.
 */
export type Resend = 'keyed' | 'state'

type RequestOptions = {
  params?: QueryParams
  signal?: AbortSignal
  body?: unknown
  resend?: Resend
}

/** Waits before each try again: 0.5, 1, 2 and 4 s, each between half and one and a half times. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000]
/** A Retry-After longer than this is not waited for: the person is told instead. */
const RETRY_AFTER_MAX_MS = 10_000
/** No try starts later than this after the first. */
const RETRY_WITHIN_MS = 15_000
/** The answers of a proxy whose server is away or restarting. */
const AWAY_STATUSES = new Set([502, 503, 504])

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date); undefined when none. */
function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value?.trim()) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * How long to wait before try `attempt + 1` (0 is the first retry): the backoff with jitter, or the
 * server's Retry-After when it asks for longer; null when there is no further try.
 */
export function retryDelay(
  attempt: number,
  retryAfter: string | null = null,
  random: () => number = Math.random,
  now = Date.now(),
): number | null {
  const base = RETRY_DELAYS_MS[attempt]
  if (base === undefined) return null
  const backoff = Math.round(base * (0.5 + random()))
  const asked = retryAfterMs(retryAfter, now)
  if (asked === undefined) return backoff
  return asked > RETRY_AFTER_MAX_MS ? null : Math.max(asked, backoff)
}

const isAbort = (cause: unknown) => cause instanceof DOMException && cause.name === 'AbortError'
const networkError = () => new ApiError(0, 'network', 'Network request failed')

/** Sends, and sends again while the network fails or the site is away, within the bounds above. */
async function sendAgainOnFailure(send: () => Promise<Response>): Promise<Response> {
  const started = Date.now()
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined
    try {
      response = await send()
      if (!AWAY_STATUSES.has(response.status)) return response
    } catch (cause) {
      if (isAbort(cause)) throw cause
    }
    const wait = retryDelay(attempt, response?.headers.get('retry-after') ?? null)
    if (wait === null || Date.now() - started + wait > RETRY_WITHIN_MS) {
      if (response) return response
      throw networkError()
    }
    // The answer that will not be read lets go of its connection.
    response?.body?.cancel().catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

/**
 * A new Idempotency-Key: a random UUID. `crypto.randomUUID` exists only in secure contexts (HTTPS,
 * or localhost), and a self-hosted site may be served over plain HTTP, where
 * `crypto.getRandomValues` still does: 128 random bits in hex then.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * The keys of keyed writes not yet answered with a 2xx, by what they sent: the same submission
 * sent again (unchanged, to the same address) gets its key back; changed content is another
 * submission with a key of its own. A 2xx ends every submission to that address: what was sent
 * there before is stored or replaced (a review, an answer to 'Was this helpful?'), and its old key
 * would replay an answer that is no longer true. The oldest are let go past a few dozen.
 */
const submissionKeys = new Map<string, string>()
const KEPT_SUBMISSION_KEYS = 32

/** Where a submission goes: its method and address (with the query). */
const addressOf = (method: string, url: string) => `${method} ${url}\n`

/** A submission known by its address and body; a file by its name, size, type and date. */
function submissionOf(address: string, body: string | FormData | undefined): string {
  const content =
    body instanceof FormData
      ? JSON.stringify(
          Array.from(body.entries(), ([name, value]) => [
            name,
            typeof value === 'string'
              ? value
              : [value.name, value.size, value.type, value.lastModified],
          ]),
        )
      : (body ?? '')
  return address + content
}

function submissionKey(submission: string): string {
  const kept = submissionKeys.get(submission)
  if (kept) return kept
  const key = newIdempotencyKey()
  submissionKeys.set(submission, key)
  if (submissionKeys.size > KEPT_SUBMISSION_KEYS) {
    submissionKeys.delete(submissionKeys.keys().next().value!)
  }
  return key
}

function endSubmissions(address: string) {
  for (const submission of [...submissionKeys.keys()]) {
    if (submission.startsWith(address)) submissionKeys.delete(submission)
  }
}

/**
 * How a GET reaches the API when the page is rendered on the server: straight into the server's own
 * routes, as an anonymous visitor (docs/decisions/019-server-rendering.md). In the browser it stays
 * unset and requests go through fetch.
 */
export type ServerApiTransport = (url: string) => Promise<{ status: number; body: unknown }>

let serverTransport: ServerApiTransport | undefined

export function setServerApiTransport(transport: ServerApiTransport | undefined) {
  serverTransport = transport
}

async function apiRequest<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  if (serverTransport) {
    if (method !== 'GET') throw new ApiError(0, 'network', 'Only reads run during a server render')
    const { status, body } = await serverTransport(apiUrl(path, options.params))
    if (status < 200 || status >= 300) throw toApiError(status, body)
    return body as T
  }
  const headers: Record<string, string> = { Accept: 'application/json' }
  const url = apiUrl(path, method === 'GET' ? options.params : inPageLanguage(options.params))
  // A FormData body goes as multipart/form-data: the browser writes that header with its boundary
  // (a new one each time it is sent; the fields are what stay the same).
  const isForm = options.body instanceof FormData
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
  const body =
    options.body === undefined
      ? undefined
      : isForm
        ? (options.body as FormData)
        : JSON.stringify(options.body)
  const address = options.resend === 'keyed' ? addressOf(method, url) : undefined
  if (address !== undefined) headers['Idempotency-Key'] = submissionKey(submissionOf(address, body))
  const send = () =>
    fetch(url, {
      method,
      headers,
      body,
      // The session lives in a same-origin cookie.
      credentials: 'same-origin',
      signal: options.signal,
    })
  let response: Response
  try {
    response = options.resend ? await sendAgainOnFailure(send) : await send()
  } catch (cause) {
    if (isAbort(cause) || cause instanceof ApiError) throw cause
    throw networkError()
  }
  const answer: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw toApiError(response.status, answer)
  // Stored: the next submission, even of the same content, is a new one.
  if (address !== undefined) endSubmissions(address)
  return answer as T
}

export function apiGet<T>(
  path: string,
  options: { params?: QueryParams; signal?: AbortSignal } = {},
): Promise<T> {
  return apiRequest<T>('GET', path, options)
}

/**
 * POST, PUT, PATCH or DELETE with an optional JSON body; `resend` says whether and how it is sent
 * again when it fails on the network.
 */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  resend?: Resend,
): Promise<T> {
  return apiRequest<T>(method, path, { body, resend })
}

/** POST a multipart form (text fields and files); the same FormData is sent again on a retry. */
export function apiSendForm<T>(path: string, form: FormData, resend?: Resend): Promise<T> {
  return apiRequest<T>('POST', path, { body: form, resend })
}

/** Client errors (4xx) will not get better by asking again. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}
