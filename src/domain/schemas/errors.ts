// The API's error body: {error: {code, message, fields?}} (codes in ../errors.ts).
import { z } from 'zod'

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>
