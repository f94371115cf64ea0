// Security headers on every response: a strict Content-Security-Policy (scripts only from this
// origin; no framing), nosniff, and the rest of the usual set. Computed once at start-up and set
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

/**
 * The headers that still matter for the build's hashed scripts and stylesheets (/assets/): a
 * policy for documents (CSP, framing, referrer) does nothing for a script, and on a phone page that
 * loads a dozen of them it was about 8 KB of the JavaScript budget (issue 12).
 */
export function assetSecurityHeaders(options: { httpsOnly: boolean }): Record<string, string> {
  const all = securityHeaders(options)
  return Object.fromEntries(
    Object.entries(all).filter(([name]) =>
      [
        'cross-origin-resource-policy',
        'x-content-type-options',
        'strict-transport-security',
      ].includes(name),
    ),
  )
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Parameters<typeof securityHeaders>[0],
) {
  const headers = securityHeaders(options)
  const assetHeaders = assetSecurityHeaders(options)
  app.addHook('onRequest', function setSecurityHeaders(request, reply, done) {
    reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers)
    done()
  })
}
