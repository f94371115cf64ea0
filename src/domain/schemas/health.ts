import { z } from 'zod'

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
})

export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'stopping', 'database unavailable', 'catching up']),
})
