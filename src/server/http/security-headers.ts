// Security headers on every response: a strict Content-Security-Policy (scripts only from this
// origin; no framing), nosniff, and the rest of the usual set, for pages; fewer for the build's
// assets and for the API's answers, which are not documents. Computed once at start-up and set
// with one hook (cheaper per request than a middleware that rebuilds them each time).
import type { FastifyInstance } from 'fastify'

/** `scriptHashes`: the inline scripts allowed by their hash ('sha256-...'), none by default. */
export function securityHeaders(options: {
  httpsOnly: boolean
  scriptHashes?: readonly string[] | undefined
}): Record<string, string> {
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...(options.scriptHashes ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.httpsOnly ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(options.httpsOnly
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  }
}

/** The headers of `all` that are named in `names` (those `all` holds). */
const only = (all: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name)))

/**
 * The headers that still matter for the build's hashed scripts and stylesheets (/assets/): a
 * policy for documents (CSP, framing, referrer) does nothing for a script, and on a phone page that
 * loads a dozen of them it was about 8 KB of the JavaScript budget (issue 12).
 */
export function assetSecurityHeaders(options: { httpsOnly: boolean }): Record<string, string> {
  return only(securityHeaders(options), [
    'cross-origin-resource-policy',
    'x-content-type-options',
    'strict-transport-security',
  ])
}

/**
 * The headers for the API's answers (/api/...), which are data, never documents: the policy the
 * OWASP REST Security Cheat Sheet gives (nothing may load from such an answer, nor frame it;
 * nosniff), the resource policy, and HSTS. The document-only headers (the page's CSP, COOP, the
 * referrer and prefetch policies, the legacy XSS and cross-domain ones) do nothing for JSON, an
 * event stream or a redirect, and were about 480 of the 860 bytes of headers on each answer
 * (docs/decisions/050-early-answers.md).
 */
export function apiSecurityHeaders(options: { httpsOnly: boolean }): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...only(securityHeaders(options), [
      'cross-origin-resource-policy',
      'x-content-type-options',
      'x-frame-options',
      'strict-transport-security',
    ]),
  }
}

/** Whether `url` (a request's, query included) is the API's: /api or under /api/. */
const isApi = (url: string) =>
  url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?')

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Parameters<typeof securityHeaders>[0],
) {
  const headers = securityHeaders(options)
  const assetHeaders = assetSecurityHeaders(options)
  const apiHeaders = apiSecurityHeaders(options)
  app.addHook('onRequest', function setSecurityHeaders(request, reply, done) {
    const { url } = request
    reply.headers(url.startsWith('/assets/') ? assetHeaders : isApi(url) ? apiHeaders : headers)
    done()
  })
}
