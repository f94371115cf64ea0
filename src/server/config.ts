// The one place that reads process.env: every setting is optional
// (docs/architecture.md#configuration).
import { isIP } from 'node:net'
import path from 'node:path'

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

const projectRoot = path.resolve(import.meta.dirname, '../..')

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
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    webDistDir: path.join(projectRoot, 'dist', 'web'),
    shutdownTimeoutMs,
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

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  // A zone index (fe80::1%eth0) is valid for Node but not for Fastify's address matcher.
  if (version === 0 || address.includes('%') || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}
