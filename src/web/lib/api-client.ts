// Same-origin JSON client for /api. Every non-2xx answer becomes an ApiError carrying the server's
// stable error code (see src/domain/errors.ts), so pages can show the catalogue's text for that code.

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

type RequestOptions = { params?: QueryParams; signal?: AbortSignal; body?: unknown }

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
  const params = method === 'GET' ? options.params : inPageLanguage(options.params)
  // A FormData body goes as multipart/form-data: the browser writes that header with its boundary.
  const isForm = options.body instanceof FormData
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(apiUrl(path, params), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      // The session lives in a same-origin cookie.
      credentials: 'same-origin',
      signal: options.signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, 'network', 'Network request failed')
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw toApiError(response.status, body)
  return body as T
}

export function apiGet<T>(
  path: string,
  options: { params?: QueryParams; signal?: AbortSignal } = {},
): Promise<T> {
  return apiRequest<T>('GET', path, options)
}

/** POST, PUT, PATCH or DELETE with an optional JSON body. */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return apiRequest<T>(method, path, { body })
}

/** POST a multipart form (text fields and files). */
export function apiSendForm<T>(path: string, form: FormData): Promise<T> {
  return apiRequest<T>('POST', path, { body: form })
}

/** Client errors (4xx) will not get better by asking again. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}
