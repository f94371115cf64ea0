// Who is asking: the signed-in user of a request (from the session cookie), with the role that
// ADMIN_EMAILS grants.
import type { FastifyRequest } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'
import type { Profile } from '../../domain/account'
import { HttpError } from '../http/errors'
import type { Auth } from './auth'

export interface Sessions {
  currentUser(request: FastifyRequest): Promise<Profile | null>
  /** The signed-in user, or a 401 the page can show. */
  requireUser(request: FastifyRequest): Promise<Profile>
  /** A signed-in administrator (ADMIN_EMAILS), else 401 or 403. */
  requireAdmin(request: FastifyRequest): Promise<Profile>
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in first.'
export const ADMIN_REQUIRED_MESSAGE = 'Only administrators can do that.'

export function createSessions(auth: Auth, adminEmails: readonly string[]): Sessions {
  const admins = new Set(adminEmails.map((e) => e.toLowerCase()))
  const currentUser = async (request: FastifyRequest): Promise<Profile | null> => {
    if (!request.headers.cookie) return null
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
    if (!result) return null
    const { user } = result
    return {
      id: user.id,
      email: user.email,
      displayName: user.name,
      createdDate: new Date(user.createdAt).toISOString(),
      role: admins.has(user.email.toLowerCase()) ? 'admin' : 'user',
    }
  }
  const requireUser = async (request: FastifyRequest) => {
    const user = await currentUser(request)
    if (!user) throw new HttpError(401, 'unauthorized', SIGN_IN_REQUIRED_MESSAGE)
    return user
  }
  return {
    currentUser,
    requireUser,
    async requireAdmin(request) {
      const user = await requireUser(request)
      if (user.role !== 'admin') throw new HttpError(403, 'forbidden', ADMIN_REQUIRED_MESSAGE)
      return user
    },
  }
}
