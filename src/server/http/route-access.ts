// Who may call a route, declared on the route and checked before anything else reads the request
// (docs/decisions/026-cross-site-writes-and-route-access.md). Every state-changing route under /api
// declares `config: { access }`: 'public' (sign-in, contact, recommendations), 'user', 'moderator'
// (moderators and administrators) or 'admin'.
// The check runs in onRequest, before the body is parsed or validated, so an anonymous write is a
// 401 whatever its body holds, and an undeclared write route stops the server at start.
import type { FastifyInstance } from 'fastify'
import { SIGN_IN_REQUIRED_MESSAGE, type Sessions } from '../auth/sessions'
import { HttpError } from './errors'
import { SUSPENDED_MESSAGE } from '../../domain/account'

export type RouteAccess = 'public' | 'user' | 'moderator' | 'admin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every POST, PUT, PATCH and DELETE under /api. */
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
}

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
const isWrite = (method: string) => (WRITE_METHODS as readonly string[]).includes(method)

export interface DeclaredRoute {
  method: string
  url: string
  access: RouteAccess | undefined
}

/**
 * Registers the check; returns the routes declared after it (tests read them to try each one).
 * Call it before any route is registered.
 */
export function registerRouteAccess(app: FastifyInstance, sessions: Sessions): DeclaredRoute[] {
  const declared: DeclaredRoute[] = []
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    const access = route.config?.access
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      if (isWrite(method) && route.url.startsWith('/api/') && !access) {
        throw new Error(
          `${method} ${route.url} must declare config.access (src/server/http/route-access.ts)`,
        )
      }
      declared.push({ method, url: route.url, access })
    }
  })
  app.addHook('onRequest', async (request) => {
    const { access, signInMessage, contributes } = request.routeOptions.config
    if (access === 'public' || access === undefined) return
    const user = await sessions.currentUser(request)
    if (!user) throw new HttpError(401, 'unauthorized', signInMessage ?? SIGN_IN_REQUIRED_MESSAGE)
    if (access === 'admin') await sessions.requireAdmin(request)
    if (access === 'moderator') await sessions.requireModerator(request)
    if (contributes && user.suspension) {
      throw new HttpError(403, 'suspended', SUSPENDED_MESSAGE)
    }
  })
  return declared
}
