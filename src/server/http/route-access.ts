// Who may call a route, declared on the route and checked before anything else reads the request
// (docs/decisions/026-cross-site-writes-and-route-access.md, docs/security.md#one-access-path). Every
// route under /api declares `config: { access }`:
//
// - 'public': anyone; the handler does not ask who (the catalogue, sign-in, the contact form);
// - 'viewer': anyone, and the handler reads `request.viewer` (null when signed out) to answer
//   differently for the signed in (hidden items for moderators, one's own vote);
// - 'user', 'moderator', 'admin': a signed-in user (401 otherwise) with that role (403 otherwise,
//   src/domain/permissions.ts), handed to the handler as `request.user`.
//
// The check runs in onRequest, before the body is parsed or validated, so an anonymous write is a
// 401 whatever its body holds; a route under /api without `access` stops the server at start. The
// session is resolved here, once per request; handlers never look it up again.
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify'
import { SUSPENDED_MESSAGE } from '../../domain/account'
import { can } from '../../domain/permissions'
import type { Profile } from '../../domain/schemas/account'
import { SIGN_IN_REQUIRED_MESSAGE, type CurrentSession, type Sessions } from '../auth/sessions'
import { HttpError } from './errors'

export type RouteAccess = 'public' | 'viewer' | 'user' | 'moderator' | 'admin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every route under /api. */
    access?: RouteAccess
    /** The 401's message when the route has its own ('Please log in to vote.'). */
    signInMessage?: string
    /**
     * The route writes something others read (a post, comment, vote, review, report, course): a
     * suspended member is refused it, 403 (docs/product.md#roles). Their own things (bookmarks,
     * settings, deleting what they wrote, their account) stay theirs to change.
     */
    contributes?: boolean
  }
  interface FastifyRequest {
    /** Who is asking (null when signed out), on routes that are not 'public'. */
    readonly viewer: Profile | null
    /** The signed-in user, on 'user', 'moderator' and 'admin' routes. */
    readonly user: Profile
    /** The signed-in user and their session's id, on 'user', 'moderator' and 'admin' routes. */
    readonly session: CurrentSession
  }
}

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const

export interface DeclaredRoute {
  method: string
  url: string
  access: RouteAccess | undefined
}

// Per request: undefined until the hook has resolved the session (a 'public' route never does).
const resolved = new WeakMap<FastifyRequest, CurrentSession | null>()

function resolvedSession(request: FastifyRequest): CurrentSession | null {
  const session = resolved.get(request)
  if (session === undefined) {
    // A programming error, not the caller's: the route reads who asks but declared 'public'.
    throw new Error(
      `${request.method} ${request.routeOptions.url} reads the session but declares access ` +
        `'${request.routeOptions.config.access}' (src/server/http/route-access.ts)`,
    )
  }
  return session
}

/**
 * Registers the check; returns the routes declared after it (tests read them to try each one).
 * Call it before any route is registered.
 */
export function registerRouteAccess(app: FastifyInstance, sessions: Sessions): DeclaredRoute[] {
  const declared: DeclaredRoute[] = []
  const signedIn = (request: FastifyRequest): CurrentSession => {
    const session = resolvedSession(request)
    if (!session) {
      throw new Error(
        `${request.method} ${request.routeOptions.url} reads the signed-in user but declares ` +
          `access '${request.routeOptions.config.access}' (src/server/http/route-access.ts)`,
      )
    }
    return session
  }
  app.decorateRequest('viewer', {
    getter(this: FastifyRequest) {
      return resolvedSession(this)?.user ?? null
    },
  })
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      return signedIn(this).user
    },
  })
  app.decorateRequest('session', {
    getter(this: FastifyRequest) {
      return signedIn(this)
    },
  })
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    const access = route.config?.access
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      if (route.url.startsWith('/api/') && !access) {
        throw new Error(
          `${method} ${route.url} must declare config.access (src/server/http/route-access.ts)`,
        )
      }
      declared.push({ method, url: route.url, access })
    }
  })
  const check = async (request: FastifyRequest, config: FastifyContextConfig) => {
    const { access, signInMessage, contributes } = config
    const session = await sessions.currentSession(request)
    resolved.set(request, session)
    if (access === 'viewer') return
    const user = session?.user
    if (!user) throw new HttpError(401, 'unauthorized', signInMessage ?? SIGN_IN_REQUIRED_MESSAGE)
    if (access === 'admin') sessions.checkAdmin(user)
    if (access === 'moderator') sessions.checkModerator(user)
    if (contributes && !can(user, 'contribute')) {
      throw new HttpError(403, 'suspended', SUSPENDED_MESSAGE)
    }
  }
  // With `done`, not async: a public route (the catalogue, most reads) passes straight on, without
  // a promise (docs/decisions/047-a-cheaper-hot-path.md).
  app.addHook('onRequest', function checkRouteAccess(request, _reply, done) {
    const config = request.routeOptions.config
    if (config.access === 'public' || config.access === undefined) return done()
    check(request, config).then(
      () => done(),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    )
  })
  return declared
}
