// A path names one route: a request whose path holds a dot segment ("." or "..", raw or
// percent-encoded in any case, or half of each) or a backslash, or starts with "//" (which a URL
// parser reads as another host), is refused with 400 before any route runs
// (docs/security.md#accounts).
//
// Fastify's router matches the path as it is written, while a URL parser (better-auth's, a proxy's,
// a static file server's) resolves dot segments first and reads a backslash as a slash: the two
// would see different paths, and `/api/auth/x/../sign-in/email` once reached better-auth's sign-in
// behind the app's limits. Browsers resolve dot segments before sending, so no page of ours ever
// sends one; only hand-made requests do. The test is the URL standard's (the same normalisation
// `new URL` applies for better-auth): a segment that is `.`, `%2e`, `..`, `.%2e`, `%2e.` or `%2e%2e`.
import type { FastifyInstance } from 'fastify'
import { HttpError } from './errors'

export const ODD_PATH_MESSAGE = 'This address is not valid.'

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i
const MAY_BE_ODD = /[.%\\]/

/** Whether `url`'s path (before any query) has a dot segment or a backslash, or starts with //. */
export function hasDotSegmentOrBackslash(url: string): boolean {
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  if (path.startsWith('//')) return true
  // Most paths hold neither a dot, a percent sign nor a backslash: nothing more to look at.
  if (!MAY_BE_ODD.test(path)) return false
  if (path.includes('\\') || /%5c/i.test(path)) return true
  return path.split('/').some((segment) => DOT_SEGMENT.test(segment))
}

/**
 * Registers the check; call it before any route, so it runs first for every request. A hook with
 * `done` rather than an async one: it runs on every request and never waits for anything.
 */
export function registerPlainPaths(app: FastifyInstance) {
  app.addHook('onRequest', function refuseDotSegments(request, _reply, done) {
    if (hasDotSegmentOrBackslash(request.raw.url ?? request.url)) {
      done(new HttpError(400, 'bad_request', ODD_PATH_MESSAGE))
    } else done()
  })
}
