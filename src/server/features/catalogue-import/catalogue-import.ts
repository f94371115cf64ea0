// A catalogue import, shared by the command line (src/server/cli/catalogue-import.ts) and the
// administrators' upload: read -> check each row with the add-course form's rules -> write in
// batches, one transaction each -> counts and the bad rows. A bad row is set aside before its batch
// is written, so it never costs the good rows beside it.
//
// The sample catalogue an empty database is seeded with goes the same way (sample-catalogue.ts
// beside this file), with its own rules (sampleCourseSchema): its courses may show the site's own
// artwork and be Bestsellers. To change it, edit sample-catalogue.jsonl beside this file, one course
// a line: the add-course form's fields plus isBestseller (`npm run test:server` checks every line). Only an
// empty catalogue is seeded, so see an edit on a fresh DATA_DIR (or a new PostgreSQL database).
import { courseInputSchema } from '../../../domain/schemas/course'
import type { BadRow } from '../../../domain/schemas/catalogue-import'
import type { LiveEvent } from '../../../domain/events'
import type { sampleCourseSchema } from '../../../domain/schemas/sample-catalogue'
import { fieldsOf, readCatalogue, type ImportFormat } from './import-parser'
import type { BatchCounts, ImportedCourse } from './import-repository'

export const DEFAULT_BATCH_SIZE = 1000

export interface ImportCounts extends BatchCounts {
  /** Rows read so far (good and bad). */
  rows: number
  bad: number
}

export interface ImportSummary extends ImportCounts {
  /** Every bad row, in file order. */
  badRows: BadRow[]
  warnings: string[]
}

/** What each row is checked with: the add-course form's rules, or the sample catalogue's. */
export type RowRules = typeof courseInputSchema | typeof sampleCourseSchema

export interface ImportOptions {
  writer: { writeBatch(rows: readonly ImportedCourse[]): Promise<BatchCounts> }
  /** The event bus's publish: told once, at the end, if any course was added or updated. */
  publish: (event: LiveEvent) => Promise<unknown>
  /** Undefined: from the content (see readCatalogue). */
  format?: ImportFormat | undefined
  /** Default the add-course form's (courseInputSchema); the seed passes sampleCourseSchema. */
  rules?: RowRules | undefined
  batchSize?: number | undefined
  /**
   * Values every row takes whatever it says (a catalogue source's platform): the file may leave
   * these fields out.
   */
  fixed?: Partial<Record<string, unknown>> | undefined
  /** Refuses a row that passed the rules: the reason, or undefined to keep it (a source's site). */
  accept?: ((course: ImportedCourse) => string | undefined) | undefined
  /** Called after each batch is written. */
  onProgress?: ((counts: ImportCounts) => void) | undefined
  /** Stops between rows; batches written so far stay written. */
  signal?: AbortSignal | undefined
  /**
   * Words a finding (a bad row's reason, a warning) for its reader: the upload passes the request's
   * language's (src/server/http/errors.ts's wordingFor); by default English, as the command line prints.
   */
  word?: ((english: string) => string) | undefined
}

const inEnglish = (english: string) => english

/** The start of the warning that names exam addresses no exam has. */
export const UNKNOWN_EXAMS = 'Left out exams the site does not have: '

/**
 * The row's values checked like the add-course form; the reason names each field (as the file
 * spells it) and its message, worded by `word`.
 */
export function checkRow(
  values: Record<string, unknown>,
  rules: RowRules = courseInputSchema,
  word: (english: string) => string = inEnglish,
): { course: ImportedCourse; reason?: undefined } | { reason: string; course?: undefined } {
  const parsed = rules.safeParse(values)
  if (parsed.success) return { course: parsed.data }
  const byField = new Map<string, string>()
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'row')
    if (!byField.has(field)) byField.set(field, issue.message)
  }
  return {
    reason: [...byField].map(([field, message]) => `${field}: ${word(message)}`).join('; '),
  }
}

export async function importCatalogue(
  input: AsyncIterable<Uint8Array | string>,
  options: ImportOptions,
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE
  const rules = options.rules ?? courseInputSchema
  const word = options.word ?? inEnglish
  const counts: ImportCounts = { rows: 0, added: 0, updated: 0, unchanged: 0, bad: 0 }
  const badRows: BadRow[] = []
  const warnings: string[] = []
  // The first line of each officialUrl: a later row with the same link is a bad row, so that what
  // a file says about a course does not depend on which of its rows happened to be written last.
  const firstLine = new Map<string, number>()
  const unknownExams = new Set<string>()

  // While one batch is written the next is read and checked: on PostgreSQL the two overlap.
  let writing: Promise<void> = Promise.resolve()
  let failure: { error: unknown } | undefined
  const write = async (batch: ImportedCourse[]) => {
    await writing
    if (failure) throw failure.error
    // A turn of the event loop between batches: when the file is already buffered, reading and
    // checking never wait for I/O, and on PGlite the writes run on this thread too, so the server's
    // other requests would wait for the whole import.
    await new Promise((resolve) => setImmediate(resolve))
    writing = options.writer.writeBatch(batch).then(
      (written) => {
        counts.added += written.added
        counts.updated += written.updated
        counts.unchanged += written.unchanged
        for (const slug of written.unknownExams ?? []) unknownExams.add(slug)
        options.onProgress?.({ ...counts })
      },
      (error: unknown) => {
        failure ??= { error }
      },
    )
  }

  let finished = false
  try {
    let batch: ImportedCourse[] = []
    const fixed = options.fixed ?? {}
    const fields = fieldsOf(rules)
    const rows = readCatalogue(input, {
      format: options.format,
      warn: (message) => warnings.push(word(message)),
      fields: { ...fields, optional: new Set([...fields.optional, ...Object.keys(fixed)]) },
    })
    for await (const row of rows) {
      options.signal?.throwIfAborted()
      if (failure) throw failure.error
      counts.rows++
      const checked =
        row.error === undefined
          ? checkRow({ ...row.values, ...fixed }, rules, word)
          : { reason: word(row.error) }
      let reason = checked.reason ?? (checked.course && options.accept?.(checked.course))
      if (reason === undefined && checked.course) {
        const url = checked.course.officialUrl
        const earlier = firstLine.get(url)
        if (earlier === undefined) firstLine.set(url, row.line)
        else
          reason = word(`officialUrl: the same link as line ${earlier} (each course once per file)`)
      }
      if (reason !== undefined) {
        counts.bad++
        badRows.push({ line: row.line, reason })
        continue
      }
      batch.push(checked.course!)
      if (batch.length >= batchSize) {
        await write(batch)
        batch = []
      }
    }
    if (batch.length > 0) await write(batch)
    await writing
    if (failure) throw failure.error
    options.onProgress?.({ ...counts })
    finished = true
    if (unknownExams.size > 0) {
      const shown =
        [...unknownExams].slice(0, 20).join(', ') + (unknownExams.size > 20 ? ', …' : '')
      warnings.push(word(`${UNKNOWN_EXAMS}${shown}`))
    }
    return { ...counts, badRows, warnings }
  } finally {
    // Also after a failure part-way: the batches written so far are in the catalogue.
    await writing
    const count = counts.added + counts.updated
    if (count > 0) {
      // After a failure, that failure is the one to report, not a second one from the bus.
      await options.publish({ type: 'course.imported', count }).catch((error: unknown) => {
        if (finished) throw error
      })
    }
  }
}
