// The one error shape of the API: {error: {code, message, fields?}}.
import { z } from 'zod'

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'invalid_credentials',
  'common_password',
  'image_rejected',
  'internal_error',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>
