import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { healthResponseSchema } from '../../../domain/schemas/health'
import type { Database } from '../../db/database'

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    await database.db.execute(sql`SELECT 1`)
    return { status: 'ok' as const, database: database.kind }
  })
}
