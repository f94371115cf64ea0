// GET /api/health: the process is alive and its database answers (for a process supervisor).
// GET /api/ready: this instance should be sent requests (for a load balancer, docs/deploy.md):
// its database answers, its migrations ran (they run before the app is built), it has heard every
// other instance's change and it is not shutting down; 503 otherwise, with the reason.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { healthResponseSchema, readinessResponseSchema } from '../../../domain/schemas/health'
import type { Database } from '../../db/database'

/** Set by the server when it starts shutting down (src/server/main.ts). */
export interface Readiness {
  stopping: boolean
}

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database
  readiness: Readiness
}> = async (app, { database, readiness }) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthResponseSchema } } },
    async () => {
      await database.db.execute(sql`SELECT 1`)
      return { status: 'ok' as const, database: database.kind }
    },
  )

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      if (readiness.stopping) return reply.status(503).send({ status: 'stopping' as const })
      try {
        await database.db.execute(sql`SELECT 1`)
      } catch {
        return reply.status(503).send({ status: 'database unavailable' as const })
      }
      // Its connection to the other instances' events is down or catching up on what it missed:
      // its caches and search index may be behind (docs/decisions/044-numbered-change-events.md).
      if (!database.bus.current) return reply.status(503).send({ status: 'catching up' as const })
      return { status: 'ready' as const }
    },
  )
}
