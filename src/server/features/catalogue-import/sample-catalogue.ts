// First start with an empty database: load the sample catalogue, sample-catalogue.jsonl beside this
// file (one course a line; prices in rupees, null when free; images are the category artwork of
// src/web/public/course-art/). It is read, checked and written by the catalogue import, with the
// sample catalogue's rules (sampleCourseSchema); how to edit it: the note at the top of
// catalogue-import.ts beside this file.
import fs from 'node:fs'
import { count } from 'drizzle-orm'
import { sampleCourseSchema, type SampleCourse } from '../../../domain/schemas/sample-catalogue'
import { importCatalogue, type ImportOptions, type ImportSummary } from './catalogue-import'
import { createCatalogueImportRepository } from './import-repository'
import { serverSourceFile } from '../../server-files'
import { courses } from '../../db/schema'
import type { Db } from '../../db/db-type'

export const SAMPLE_CATALOGUE_FILE = serverSourceFile(
  'features/catalogue-import/sample-catalogue.jsonl',
)

/** A sample catalogue with a line the import refuses or does not fully use: nothing is seeded. */
export class SampleCatalogueError extends Error {
  constructor(file: string, summary: ImportSummary) {
    const problems = [
      ...summary.badRows.map((row) => `line ${row.line}: ${row.reason}`),
      ...summary.warnings,
    ]
    super(`The sample catalogue ${file} cannot be seeded: ${problems.join('; ')}`)
    this.name = 'SampleCatalogueError'
  }
}

/** The sample catalogue through the catalogue import, into `writer`; throws unless every line is good. */
async function importSample(file: string, writer: ImportOptions['writer']): Promise<ImportSummary> {
  const summary = await importCatalogue(fs.createReadStream(file), {
    writer,
    // Nothing listens yet: the seed runs before the server starts.
    publish: async () => {},
    format: 'jsonl',
    rules: sampleCourseSchema,
  })
  if (summary.bad > 0 || summary.warnings.length > 0) throw new SampleCatalogueError(file, summary)
  return summary
}

/**
 * Seeds an empty catalogue with the sample courses, all or none: one transaction, rolled back if a
 * line is bad. Returns how many courses were added (0: the catalogue was not empty).
 */
export async function seedCatalogueIfEmpty(db: Db, file = SAMPLE_CATALOGUE_FILE): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(courses)
    if ((row?.n ?? 0) > 0) return 0
    const summary = await importSample(file, createCatalogueImportRepository(tx))
    return summary.added
  })
}

/** The sample courses as the seed reads and checks them, without a database (tests, benchmarks). */
export async function readSampleCatalogue(file = SAMPLE_CATALOGUE_FILE): Promise<SampleCourse[]> {
  const read: SampleCourse[] = []
  await importSample(file, {
    async writeBatch(rows) {
      // Checked with sampleCourseSchema: each row is a SampleCourse.
      read.push(...(rows as SampleCourse[]))
      return { added: rows.length, updated: 0, unchanged: 0 }
    },
  })
  return read
}
