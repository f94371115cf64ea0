// Cross-site request forgery: a state-changing request (POST, PUT, PATCH, DELETE) is answered only
// when it comes from one of our own pages (docs/decisions/026-cross-site-writes-and-route-access.md).
// A browser says where a request comes from: the Origin header first, else Sec-Fetch-Site, else the
// Referer. Ours are PUBLIC_URL's origin and the origin the request itself was sent to (its Host). A
// request with none of the three is not from a browser (curl, a script, a server): it cannot carry
// a visitor's cookies without the visitor's knowledge, so it is left to the route's own checks, as Go's
// net/http CrossOriginProtection does.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from './errors'
import { WRITE_METHODS } from './route-access'

export const CROSS_SITE_MESSAGE = 'This request did not come from this site, so it was refused.'

const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return undefined
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** Whether a write request comes from our own origin (or from no browser at all). */
export function fromOurOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  // The address the request was sent to, written as a URL writes it (no default port).
  const ours = new Set([
    hostOf(`${request.protocol}://${request.host}`) ?? request.host.toLowerCase(),
  ])
  if (publicUrl) ours.add(hostOf(publicUrl)!)
  const origin = header(request, 'origin')
  // 'null' is what a sandboxed frame, a file or a privacy redirect sends: never one of our pages.
  if (origin !== undefined) return origin !== 'null' && ours.has(hostOf(origin) ?? '')
  const site = header(request, 'sec-fetch-site')
  if (site !== undefined) return site === 'same-origin' || site === 'none'
  const referer = header(request, 'referer')
  if (referer !== undefined) return ours.has(hostOf(referer) ?? '')
  return true
}

export function registerSameOriginWrites(app: FastifyInstance, publicUrl: string | undefined) {
  // With `done`, not async: a read passes straight on (docs/decisions/047-a-cheaper-hot-path.md).
  app.addHook('onRequest', function refuseCrossSiteWrites(request, _reply, done) {
    if (
      (WRITE_METHODS as readonly string[]).includes(request.method) &&
      !fromOurOrigin(request, publicUrl)
    ) {
      done(new HttpError(403, 'cross_site', CROSS_SITE_MESSAGE))
    } else done()
  })
}
