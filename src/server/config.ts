// The one place that reads process.env: every setting is optional
// (docs/architecture.md#configuration).
import { isIP } from 'node:net'
import path from 'node:path'
import { PROJECT_ROOT } from './server-files'

export interface AppConfig {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string | undefined
  /**
   * The site's own origin, for every link the server writes (mails, canonical links, the sitemap)
   * and better-auth's base URL: PUBLIC_URL, else the address the server listens on. Never a
   * request's Host (docs/security.md#links).
   */
  siteUrl: string
  logLevel: string
  /**
   * Fastify's `trustProxy`: false (X-Forwarded-For ignored), true (every hop trusted) or the
   * addresses/CIDR ranges of the proxies whose X-Forwarded-For is believed (docs/decisions/012).
   */
  trustProxy: boolean | string[]
  /** Session signing secret; undefined means: generate once into DATA_DIR. */
  authSecret: string | undefined
  /** Lowercased e-mail addresses of administrators. */
  adminEmails: string[]
  /**
   * FETCH_ALLOWED_ADDRESSES: addresses and CIDR ranges the site may fetch although they are not on
   * the public internet (docs/security.md#fetching-addresses); none by default.
   */
  fetchAllowedAddresses: string[]
  /**
   * SMTP_URL: the mail server account e-mails go through (smtp:// or smtps://, credentials in the
   * URL). Undefined: mails are written to DATA_DIR/outbox instead (docs/product.md#accounts).
   */
  smtpUrl: string | undefined
  /** MAIL_FROM: the sender of account e-mails; undefined means no-reply@ the site's host. */
  mailFrom: string | undefined
  /** Where the built web app lives (vite build output). */
  webDistDir: string
  /** SHUTDOWN_TIMEOUT_MS: how long requests in flight may take to finish on SIGTERM. */
  shutdownTimeoutMs: number
  /**
   * How many /api/events streams may be open at once: from one client address
   * (EVENT_STREAMS_PER_ADDRESS) and in all on this instance (EVENT_STREAMS_TOTAL).
   */
  eventStreams: { perAddress: number; total: number }
  /** How long a client may take, in milliseconds (0: no limit). See DEFAULT_HTTP_TIMEOUTS. */
  httpTimeouts: HttpTimeouts
  /** Recommendation providers; none set means the embedded recommender. */
  ai: {
    geminiApiKey: string | undefined
    geminiModel: string | undefined
    /** Only for pointing the Gemini client at a local fake server in tests. */
    geminiBaseUrl: string | undefined
    baseUrl: string | undefined
    apiKey: string | undefined
    model: string | undefined
  }
}

const projectRoot = PROJECT_ROOT

/**
 * Six streams from one address: a browser opens one for the site and one per open course page,
 * and keeps at most six connections to a host over HTTP/1.1. 2,000 in all: a stream costs a few
 * KB, but every event is written to every open stream, about 2.5 µs each (5 ms of the event loop
 * per event at 2,000), which is what bounds a 1 GB, one- or two-core server
 * (docs/decisions/042-event-stream-caps-and-http-timeouts.md).
 */
export const DEFAULT_EVENT_STREAMS: AppConfig['eventStreams'] = { perAddress: 6, total: 2000 }

export interface HttpTimeouts {
  /** HEADERS_TIMEOUT_MS: from a request's first byte to the end of its headers. */
  headersMs: number
  /** REQUEST_TIMEOUT_MS: from a request's first byte to the end of its body. */
  requestMs: number
  /** IDLE_TIMEOUT_MS: a connection on which nothing moves either way is closed. */
  idleMs: number
  /** KEEP_ALIVE_TIMEOUT_MS: how long a connection waits for its next request. */
  keepAliveMs: number
}

/**
 * What a client may take (docs/decisions/042-event-stream-caps-and-http-timeouts.md):
 * - headers, 20 s: a few hundred bytes, one round trip even on a poor mobile network;
 * - the whole request, 5 minutes: a 5 MB photo from a phone at 140 kbit/s, the 100 MB catalogue
 *   upload at 2.7 Mbit/s;
 * - idle, 60 s: a phone changing cells pauses for seconds; nothing we answer is silent that long
 *   (a recommendation gives up after 30 s). Event streams are exempt: they are long by design and
 *   write a heartbeat;
 * - keep-alive, 72 s: longer than the 60 s idle timeout of common load balancers, so that the one
 *   in front closes an idle connection first (Fastify's default, now stated).
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 300_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
}

/** A whole number of at least `min` from the variable `name`, or `fallback` when it is unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const text = env[name]?.trim()
  if (!text) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${env[name]}"`)
  }
  return value
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = env.PORT ? Number(env.PORT) : 3000
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`)
  }
  const shutdownTimeoutMs = env.SHUTDOWN_TIMEOUT_MS ? Number(env.SHUTDOWN_TIMEOUT_MS) : 10_000
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0) {
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "${env.SHUTDOWN_TIMEOUT_MS}"`,
    )
  }
  const host = env.HOST || '0.0.0.0'
  const publicUrl = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined
  const smtpUrl = parseSmtpUrl(env.SMTP_URL)
  if (smtpUrl && !publicUrl) {
    // Mailed links would otherwise point at whatever address this machine listens on, which the
    // people receiving them cannot open (docs/security.md#links).
    throw new Error(
      "SMTP_URL is set but PUBLIC_URL is not: set PUBLIC_URL to the site's public address " +
        '(e.g. "https://courses.example.in"), so that links in mails lead to it',
    )
  }
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    siteUrl: publicUrl ?? listenOrigin(host, port),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    authSecret: env.AUTH_SECRET || undefined,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    fetchAllowedAddresses: parseAddressList(env.FETCH_ALLOWED_ADDRESSES),
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    webDistDir: path.join(projectRoot, 'dist', 'web'),
    shutdownTimeoutMs,
    eventStreams: {
      perAddress: wholeNumber(
        env,
        'EVENT_STREAMS_PER_ADDRESS',
        DEFAULT_EVENT_STREAMS.perAddress,
        1,
      ),
      total: wholeNumber(env, 'EVENT_STREAMS_TOTAL', DEFAULT_EVENT_STREAMS.total, 1),
    },
    httpTimeouts: httpTimeouts(env),
    ai: {
      geminiApiKey: env.GEMINI_API_KEY || undefined,
      geminiModel: env.GEMINI_MODEL || undefined,
      geminiBaseUrl: undefined,
      baseUrl: env.AI_BASE_URL || undefined,
      apiKey: env.AI_API_KEY || undefined,
      model: env.AI_MODEL || undefined,
    },
  }
}

/** The origin of the address the server listens on: all interfaces are reached as localhost. */
function listenOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `http://${isIP(name) === 6 ? `[${name}]` : name}:${port}`
}

function httpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const timeouts = {
    headersMs: wholeNumber(env, 'HEADERS_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.headersMs),
    requestMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.requestMs),
    idleMs: wholeNumber(env, 'IDLE_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.idleMs),
    keepAliveMs: wholeNumber(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.keepAliveMs),
  }
  // Node refuses a header timeout longer than the request's: the headers are part of it.
  if (timeouts.requestMs > 0 && timeouts.headersMs > timeouts.requestMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not be longer than REQUEST_TIMEOUT_MS (${timeouts.requestMs})`,
    )
  }
  return timeouts
}

/**
 * SMTP_URL: unset or empty -> undefined (the outbox); otherwise an smtp:// or smtps:// URL. The
 * error never repeats the value, which may hold a password.
 */
function parseSmtpUrl(value: string | undefined): string | undefined {
  const text = (value ?? '').trim()
  if (text === '') return undefined
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL such as ' +
        '"smtps://user:password@mail.example.in:465" (the value given is not repeated here)',
    )
  }
  return text
}

const TRUST_PROXY_FORMS =
  'TRUST_PROXY must be "false", "true" or a comma-separated list of proxy addresses or CIDR ranges ' +
  '(e.g. "127.0.0.1,10.0.0.0/8")'

/** TRUST_PROXY: unset, empty or "false" -> false; "true" -> true; otherwise a list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim()
  if (text === '' || text.toLowerCase() === 'false') return false
  if (text.toLowerCase() === 'true') return true
  if (/^\d+$/.test(text)) {
    // Fastify 5.12 ignores a hop count (it trusts nothing), so accepting one would silently do nothing.
    throw new Error(
      `${TRUST_PROXY_FORMS}, got "${value}": a hop count is not supported, ` +
        "list the proxies' addresses instead",
    )
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const invalid = entries.find((entry) => !isAddressOrCidr(entry))
  if (entries.length === 0 || invalid !== undefined) {
    const which = entries.length > 1 ? `: "${invalid}" is not an address or CIDR range` : ''
    throw new Error(`${TRUST_PROXY_FORMS}, got "${value}"${which}`)
  }
  return entries
}

/** FETCH_ALLOWED_ADDRESSES: a comma-separated list of addresses and CIDR ranges, or nothing. */
function parseAddressList(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const invalid = entries.find((entry) => !isAddressOrCidr(entry))
  if (invalid !== undefined) {
    throw new Error(
      `FETCH_ALLOWED_ADDRESSES must be a comma-separated list of addresses or CIDR ranges ` +
        `(e.g. "10.0.0.0/8"): "${invalid}" is not one`,
    )
  }
  return entries
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  // A zone index (fe80::1%eth0) is valid for Node but not for Fastify's address matcher.
  if (version === 0 || address.includes('%') || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}
