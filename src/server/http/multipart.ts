// A form sent as multipart/form-data that cannot be read is the sender's fault, a 400: no boundary in
// its content type, a body cut short, a malformed part. @fastify/multipart passes busboy's parse
// errors on as plain errors, which the error handler would answer 500 (docs/architecture.md#validation-and-errors:
// bad input never produces a 5xx). The plugin's own refusals (its limits, a field named __proto__)
// carry their 4xx status and are left to the error handler.
import { HttpError } from './errors'

export const FORM_UNREADABLE =
  'The form data could not be read: it is cut short or not valid multipart/form-data.'

/** `error`, met while reading a multipart request, as what the client is answered. */
export function formReadError(error: unknown): unknown {
  if (error instanceof HttpError) return error
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  if (typeof status === 'number') return error
  return new HttpError(400, 'bad_request', FORM_UNREADABLE)
}
