// POST /api/admin/courses/import: an administrator uploads a catalogue file (multipart, one file),
// imported as it streams in, the way `npm run catalogue:import` imports a file on the server.
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IMPORT_BAD_ROWS_LISTED, IMPORT_MAX_BYTES } from '../../../domain/catalogue-import'
import { catalogueImportResultSchema } from '../../../domain/schemas/catalogue-import'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { auditExcerpt, type AuditLog } from '../../audit/audit-log'
import { HttpError, wordingFor } from '../../http/errors'
import { checkedFileName, formReadError } from '../../http/multipart'
import type { EventBus } from '../../live/event-bus'
import { importCatalogue, type ImportCounts } from './catalogue-import'
import { formatFromFileName, ImportFileError } from './import-parser'
import type { CatalogueImportRepository } from './import-repository'

const TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it, or import it on the server with npm run catalogue:import.`
/** Room for the multipart boundaries and headers around the file. */
const ENVELOPE_BYTES = 64 * 1024

class FileTooLargeError extends Error {}

/**
 * The upload's bytes; stops with FileTooLargeError where the multipart limit cut the file, and with
 * a 400 where the form itself cannot be read (cut short, malformed).
 */
async function* untruncated(file: AsyncIterable<Buffer> & { truncated: boolean }) {
  try {
    for await (const chunk of file) {
      // The limit is flagged with the chunk it cut: that chunk is not read, so no row is made of it.
      if (file.truncated) throw new FileTooLargeError(TOO_LARGE)
      yield chunk
    }
  } catch (error) {
    throw error instanceof FileTooLargeError ? error : formReadError(error)
  }
}

const summaryLine = (counts: ImportCounts) =>
  `${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.bad} bad`

export const importRoutes: FastifyPluginAsyncZod<{
  importer: CatalogueImportRepository
  audit: AuditLog
  bus: EventBus
}> = async (app, { importer, audit, bus }) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  })

  app.post(
    '/api/admin/courses/import',
    {
      config: { access: 'admin' },
      schema: {
        consumes: ['multipart/form-data'],
        response: {
          200: catalogueImportResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const admin = request.user
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the catalogue as multipart/form-data with the file in a field named file.',
        )
      }
      if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES + ENVELOPE_BYTES) {
        throw new HttpError(413, 'payload_too_large', TOO_LARGE)
      }
      const part = await request.file().catch((error: unknown) => {
        throw formReadError(error)
      })
      if (!part) {
        throw new HttpError(400, 'validation_failed', 'Choose a .csv or .jsonl file to import.')
      }
      // The name goes to the audit log: it must be text a row can hold.
      let fileName: string
      try {
        fileName = auditExcerpt(checkedFileName(part) || 'upload', 200)
      } catch (error) {
        part.file.resume()
        throw error
      }
      let progress: ImportCounts | undefined
      try {
        const summary = await importCatalogue(untruncated(part.file), {
          writer: importer,
          publish: (event) => bus.publish(event),
          format: formatFromFileName(part.filename),
          // The findings, in the language of the administrator's page (docs/product.md#languages).
          word: wordingFor(request),
          onProgress: (counts) => (progress = counts),
        })
        await audit.record(admin, 'import', 'course', fileName, summaryLine(summary))
        return {
          added: summary.added,
          updated: summary.updated,
          unchanged: summary.unchanged,
          bad: summary.badRows.slice(0, IMPORT_BAD_ROWS_LISTED),
          badCount: summary.bad,
          warnings: summary.warnings,
        }
      } catch (error) {
        // Let the rest of an unread upload flow past, so the request ends and the answer is sent.
        part.file.resume()
        // Batches written before the failure stay in the catalogue: the trail says so.
        if (progress && progress.added + progress.updated > 0) {
          const why = error instanceof FileTooLargeError ? 'file too large' : 'failed'
          await audit.record(
            admin,
            'import',
            'course',
            fileName,
            `${summaryLine(progress)} (stopped part-way: ${why})`,
          )
        }
        if (error instanceof ImportFileError) {
          throw new HttpError(400, 'validation_failed', error.message)
        }
        if (error instanceof FileTooLargeError) {
          throw new HttpError(413, 'payload_too_large', TOO_LARGE)
        }
        throw error
      }
    },
  )
}
