// Reading a form sent as multipart/form-data. Its text fields go through the text rule every
// request's text does (src/domain/text-input.ts, ./text-checks.ts), and a field too long for the
// parser's limit is refused rather than cut short.
//
// A form that cannot be read is the sender's fault, a 400: no boundary in its content type, a body
// cut short, a malformed part. @fastify/multipart passes busboy's parse errors on as plain errors,
// which the error handler would answer 500 (docs/architecture.md#validation-and-errors: bad input
// never produces a 5xx). The plugin's own refusals (its limits, a field named __proto__) carry
// their 4xx status and are left to the error handler.
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { TEXT_MAX_LENGTH, TEXT_TOO_LONG_MESSAGE, textProblem } from '../../domain/text-input'
import { HttpError } from './errors'
import { findHostileText, hostileTextError } from './text-checks'

export const FORM_UNREADABLE =
  'The form data could not be read: it is cut short or not valid multipart/form-data.'

/**
 * The parser's limit on one text field, in bytes: room for TEXT_MAX_LENGTH characters of four
 * UTF-8 bytes each, so a field the text rule takes is never cut, and a cut one is over the rule.
 */
export const FORM_FIELD_MAX_BYTES = TEXT_MAX_LENGTH * 4

/** `error`, met while reading a multipart request, as what the client is answered. */
export function formReadError(error: unknown): unknown {
  if (error instanceof HttpError) return error
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  if (typeof status === 'number') return error
  return new HttpError(400, 'bad_request', FORM_UNREADABLE)
}

/**
 * The text fields of a multipart form, each checked by the text rule (the fields named in
 * `multiLine` may hold several lines); each file part is handed to `onFile` as it comes.
 */
export async function readFormFields(
  request: FastifyRequest,
  options: { multiLine: ReadonlySet<string>; onFile: (part: MultipartFile) => Promise<void> },
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await options.onFile(part)
        continue
      }
      const { fieldname } = part
      if (part.fieldnameTruncated || part.valueTruncated) {
        throw hostileTextError({ field: fieldname, message: TEXT_TOO_LONG_MESSAGE })
      }
      const value = String(part.value)
      const found = findHostileText({ [fieldname]: value }, options.multiLine)
      if (found) throw hostileTextError(found)
      fields[fieldname] = value
    }
  } catch (error) {
    // A form cut short or malformed is a 400, not a failure of ours.
    throw formReadError(error)
  }
  return fields
}

/** A file part's name, when it is kept (the audit log names an upload): the text rule's one line. */
export function checkedFileName(part: MultipartFile): string {
  const message = textProblem(part.filename, 'single-line')
  if (message) throw hostileTextError({ field: part.fieldname, message })
  return part.filename
}
