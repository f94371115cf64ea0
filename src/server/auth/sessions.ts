// Who is asking: the signed-in user of a request (from the session cookie), with their role:
// 'admin' for ADMIN_EMAILS once the address is confirmed (whoever signs up first with a listed
// address proves nothing until they open the mailed link), 'moderator' for a member an
// administrator made one (the `moderators` table), else 'user' (docs/product.md#roles). What each
// role may do is src/domain/permissions.ts.
//
// A session lookup costs a database round trip on every signed-in request (better-auth reads the
// session and user rows). Answers are therefore kept for a few seconds per session cookie (decision
// 013). Anything that can end a session or change the account (sign-out, revoking sessions, changing
// the password, name or e-mail, deleting the account: every other POST under /api/auth) calls
// `changed`, which forgets the user's sessions here and, through the event bus, on every instance.
//
// A lookup also notes when the session was last used (its "last active" on the account page,
// docs/product.md#account-page): at most once per SESSION_ACTIVITY_MINUTES per session and instance,
// and only when the stored time is older than that, so an active session costs a write every few
// minutes, not one per request.
import type { FastifyRequest } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'
import { and, eq, lt, sql } from 'drizzle-orm'
import { SESSION_ACTIVITY_MINUTES, SUSPENDED_MESSAGE, type Role } from '../../domain/account'
import { can } from '../../domain/permissions'
import { isLanguage } from '../../domain/languages'
import type { Profile } from '../../domain/schemas/account'
import { rowsOf, type Db } from '../db/db-type'
import { moderators, sessions as sessionRows, suspensions } from '../db/schema'
import { HttpError } from '../http/errors'
import type { EventBus } from '../live/event-bus'
import type { Auth } from './auth'
import { SESSION_COOKIE_PREFIX } from './auth'

/** A request's signed-in user and the id (never the token) of the session it came with. */
export interface CurrentSession {
  user: Profile
  sessionId: string
}

export interface Sessions {
  currentUser(request: FastifyRequest): Promise<Profile | null>
  /**
   * The signed-in user with the session's id. Routes never call these: the access hook
   * (http/route-access.ts) resolves the session once and hands it to the handler; pages ask for
   * the account's language.
   */
  currentSession(request: FastifyRequest): Promise<CurrentSession | null>
  /** 403 unless `user` administers (ADMIN_EMAILS, confirmed: src/domain/permissions.ts). */
  checkAdmin(user: Profile): void
  /** 403 unless `user` moderates and is not suspended (src/domain/permissions.ts). */
  checkModerator(user: Profile): void
  /** The user's sessions or account may have changed: ask the database again, on every instance. */
  changed(userId: string): Promise<void>
  /** Stops listening to the event bus. */
  dispose(): void
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in first.'
export const ADMIN_REQUIRED_MESSAGE = 'Only administrators can do that.'
export const MODERATOR_REQUIRED_MESSAGE = 'Only moderators can do that.'

/** How long a session lookup is reused; a missed bus message is corrected within this time. */
export const SESSION_CACHE_MS = 10_000
const MAX_CACHED_SESSIONS = 10_000
const ACTIVITY_MS = SESSION_ACTIVITY_MINUTES * 60_000

// The plain and the __Secure- (https) names of the session cookie.
const SESSION_COOKIE = new RegExp(
  `(?:^|;\\s*)((?:__Secure-)?${SESSION_COOKIE_PREFIX.replace(/[.]/g, '\\.')}\\.session_token=[^;]*)`,
  'g',
)

/**
 * The request's session cookies (name=value, all of them, in order), or undefined when it has none:
 * the cache key covers everything better-auth may read, whichever of the two names it uses.
 */
function sessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  const found = Array.from(header.matchAll(SESSION_COOKIE), (match) => match[1])
  return found.length > 0 ? found.join('; ') : undefined
}

/** Whether the request carries a session cookie (valid or not): its pages are never shared. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return sessionCookie(request) !== undefined
}

export function createSessions(
  auth: Auth,
  adminEmails: readonly string[],
  options: {
    bus?: EventBus
    cacheMs?: number
    /**
     * Where sessions' last activity is written and moderators are listed; without it, activity is
     * not recorded and nobody is a moderator.
     */
    db?: Db
  } = {},
): Sessions {
  const admins = new Set(adminEmails.map((e) => e.toLowerCase()))
  const cacheMs = options.cacheMs ?? SESSION_CACHE_MS
  const cache = new Map<string, CurrentSession & { expires: number }>()
  // Bumped whenever any cached session is forgotten: a lookup that started before must not be kept.
  let generation = 0

  const forget = (userId: string) => {
    generation++
    for (const [cookie, entry] of cache) if (entry.user.id === userId) cache.delete(cookie)
  }
  const unsubscribe =
    options.bus?.subscribe((event) => {
      if (event.type === 'session.changed') forget(event.userId)
      // Sign-outs and password changes may have been missed (docs/decisions/044): look them all up.
      else if (event.type === 'everything.changed') {
        generation++
        cache.clear()
      }
    }) ?? (() => {})

  // Session id -> when this instance last wrote (or checked) its last activity.
  const active = new Map<string, number>()
  const recordActivity = async (sessionId: string) => {
    const db = options.db
    const now = Date.now()
    const last = active.get(sessionId)
    if (!db || (last !== undefined && now - last < ACTIVITY_MS)) return
    active.set(sessionId, now)
    if (active.size > MAX_CACHED_SESSIONS) {
      for (const [id, at] of active) if (now - at >= ACTIVITY_MS) active.delete(id)
    }
    try {
      // Only when the stored time is older: another instance may have written it just now.
      await db
        .update(sessionRows)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(sessionRows.id, sessionId),
            lt(
              sessionRows.lastSeenAt,
              sql`now() - make_interval(mins => ${SESSION_ACTIVITY_MINUTES})`,
            ),
          ),
        )
    } catch {
      // A missed note of activity is harmless; the next lookup after the interval writes it.
      active.delete(sessionId)
    }
  }

  /** The user's role, and the suspension in force if any (the latest to end), in one query. */
  const standingOf = async (user: {
    id: string
    email: string
    emailVerified: boolean
  }): Promise<{ role: Role; suspension: Profile['suspension'] }> => {
    const admin = user.emailVerified && admins.has(user.email.toLowerCase())
    if (!options.db) return { role: admin ? 'admin' : 'user', suspension: null }
    const [row] = await rowsOf<{
      moderator: boolean
      reason: string | null
      until: string | Date | null
    }>(
      options.db,
      sql`
        SELECT EXISTS (SELECT 1 FROM ${moderators} WHERE ${moderators.userId} = ${user.id}) AS moderator,
               s.reason, s.until
          FROM (SELECT 1) AS one
          LEFT JOIN LATERAL (
            SELECT reason, until FROM ${suspensions}
             WHERE ${suspensions.userId} = ${user.id} AND ${suspensions.liftedAt} IS NULL
               AND (${suspensions.until} IS NULL OR ${suspensions.until} > now())
             ORDER BY ${suspensions.until} DESC NULLS FIRST LIMIT 1
          ) AS s ON true`,
    )
    return {
      role: admin ? 'admin' : row?.moderator ? 'moderator' : 'user',
      suspension:
        row?.reason != null
          ? { reason: row.reason, until: row.until ? new Date(row.until).toISOString() : null }
          : null,
    }
  }

  const lookup = async (request: FastifyRequest): Promise<CurrentSession | null> => {
    const started = generation
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
    if (!result) return null
    const { user, session } = result
    // A deleted account's tombstone never has a session (docs/decisions/029-deleting-an-account.md);
    // one created by a sign-in that raced the deletion is refused here.
    if (user.deletedAt) return null
    const [, { role, suspension }] = await Promise.all([
      recordActivity(session.id),
      standingOf(user),
    ])
    const profile: Profile = {
      id: user.id,
      email: user.email,
      displayName: user.name,
      createdDate: new Date(user.createdAt).toISOString(),
      role,
      emailVerified: user.emailVerified,
      language: isLanguage(user.language) ? user.language : null,
      suspension,
    }
    const current: CurrentSession = { user: profile, sessionId: session.id }
    const cookie = sessionCookie(request)
    // Only a session better-auth accepted is kept, under its signed cookie: a forged cookie never is.
    if (cacheMs > 0 && cookie && started === generation) {
      const expires = Math.min(Date.now() + cacheMs, new Date(session.expiresAt).getTime())
      cache.set(cookie, { ...current, expires })
      if (cache.size > MAX_CACHED_SESSIONS) cache.delete(cache.keys().next().value as string)
    }
    return current
  }

  // One answer per request: the route-access check (http/route-access.ts) and the handler ask once.
  const perRequest = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>()
  const currentSession = (request: FastifyRequest): Promise<CurrentSession | null> => {
    const known = perRequest.get(request)
    if (known) return known
    const answer = (async () => {
      const cookie = sessionCookie(request)
      if (!cookie) return null
      const hit = cache.get(cookie)
      if (hit && hit.expires > Date.now()) return { user: hit.user, sessionId: hit.sessionId }
      if (hit) cache.delete(cookie)
      return lookup(request)
    })()
    perRequest.set(request, answer)
    return answer
  }
  const currentUser = async (request: FastifyRequest) =>
    (await currentSession(request))?.user ?? null
  const checkAdmin = (user: Profile) => {
    if (!can(user, 'administer')) throw new HttpError(403, 'forbidden', ADMIN_REQUIRED_MESSAGE)
  }
  const checkModerator = (user: Profile) => {
    if (!can(user, 'moderate')) {
      // A suspended moderator is told why, as a suspended member is when they write.
      if (user.suspension) throw new HttpError(403, 'suspended', SUSPENDED_MESSAGE)
      throw new HttpError(403, 'forbidden', MODERATOR_REQUIRED_MESSAGE)
    }
  }
  return {
    currentUser,
    currentSession,
    checkAdmin,
    checkModerator,
    async changed(userId) {
      forget(userId)
      await options.bus?.publish({ type: 'session.changed', userId })
    },
    dispose: unsubscribe,
  }
}
