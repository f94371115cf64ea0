// npm run catalogue:import -- FILE [--format csv|jsonl] [--report PATH] [--batch-size N]
// Imports a catalogue file (CSV or JSON Lines, see README 'Catalogue import') into the database the
// server uses: DATABASE_URL, else the embedded database under DATA_DIR, which only one process may
// open (docs/decisions/004), so the import refuses while a server holds it.
// Exit codes: 0 every row imported, 1 some rows were bad (the good ones are imported), 2 nothing
// could be done (file, database, or a file that is not a catalogue).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { openDatabase, type Database } from '../db/database'
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock'
import {
  DEFAULT_BATCH_SIZE,
  importCatalogue,
  type ImportCounts,
  type ImportSummary,
} from '../features/catalogue-import/catalogue-import'
import {
  formatFromFileName,
  ImportFileError,
  type ImportFormat,
} from '../features/catalogue-import/import-parser'
import { createCatalogueImportRepository } from '../features/catalogue-import/import-repository'
import { seedCatalogueIfEmpty } from '../features/catalogue-import/sample-catalogue'

const USAGE = `Usage: npm run catalogue:import -- FILE [options]

Imports courses from FILE: CSV with a header row naming the course fields, or JSON Lines (one
course object a line). A row with the officialUrl of a stored course updates that course.

Options:
  --format csv|jsonl   the file's format (default: from its extension, else from its content)
  --report PATH        where to write every bad row (default: FILE.bad-rows.csv, when there are any)
  --batch-size N       rows written per transaction (default ${DEFAULT_BATCH_SIZE})
  --help               this text

Exit codes: 0 all rows imported, 1 some rows were bad (the others were imported), 2 fatal error.`

const BAD_ROWS_PRINTED = 50

class FatalError extends Error {}

const out = (text: string) => process.stdout.write(`${text}\n`)
const err = (text: string) => process.stderr.write(`${text}\n`)
const number = (n: number) => n.toLocaleString('en-IN')

function readOptions(argv: string[]) {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        report: { type: 'string' },
        'batch-size': { type: 'string' },
        help: { type: 'boolean' },
      },
    })
  } catch (error) {
    throw new FatalError(`${(error as Error).message}\n\n${USAGE}`)
  }
  const { values, positionals } = parsed
  if (values.help) return undefined
  if (positionals.length !== 1) throw new FatalError(`Name one catalogue file.\n\n${USAGE}`)
  const format = values.format
  if (format !== undefined && format !== 'csv' && format !== 'jsonl') {
    throw new FatalError(`--format must be csv or jsonl, got "${format}".`)
  }
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size'])
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize >= 1)) {
    throw new FatalError(`--batch-size must be a whole number of at least 1.`)
  }
  const file = path.resolve(positionals[0]!)
  return {
    file,
    format: format as ImportFormat | undefined,
    report: values.report ? path.resolve(values.report) : undefined,
    batchSize,
  }
}

/** Opens the file before anything else, so that a wrong name costs no database start. */
async function openFile(file: string) {
  let handle: fs.promises.FileHandle
  try {
    handle = await fs.promises.open(file, 'r')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why =
      code === 'ENOENT'
        ? 'there is no such file'
        : code === 'EACCES'
          ? 'permission denied'
          : (error as Error).message
    throw new FatalError(`Cannot read ${file}: ${why}.`)
  }
  const stat = await handle.stat()
  if (!stat.isFile()) {
    await handle.close()
    throw new FatalError(`${file} is not a file.`)
  }
  return handle
}

/** One line, rewritten in place on a terminal; on a pipe or a log, a line every few seconds. */
function progressPrinter(started: number) {
  const tty = process.stderr.isTTY
  let printedAt = started
  let printed = false
  let last: ImportCounts | undefined
  const line = (c: ImportCounts) => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001)
    return (
      `${number(c.rows)} rows read · ${number(c.added)} added · ${number(c.updated)} updated · ` +
      `${number(c.unchanged)} unchanged · ${number(c.bad)} bad · ` +
      `${number(Math.round(c.rows / seconds))} rows/s`
    )
  }
  return {
    update(counts: ImportCounts) {
      last = counts
      if (tty) {
        process.stderr.write(`\r\x1b[K${line(counts)}`)
        printed = true
      } else if (Date.now() - printedAt >= 5000) {
        err(line(counts))
        printedAt = Date.now()
      }
    },
    done() {
      if (tty && printed) process.stderr.write('\r\x1b[K')
    },
    /** What the written batches hold so far, for a stop part-way. */
    written: () =>
      last
        ? `${number(last.added)} added, ${number(last.updated)} updated, ${number(last.unchanged)} unchanged`
        : 'nothing',
  }
}

const csvField = (value: string) => `"${value.replace(/"/g, '""')}"`

function writeReport(summary: ImportSummary, reportPath: string): boolean {
  const lines = ['line,reason', ...summary.badRows.map((r) => `${r.line},${csvField(r.reason)}`)]
  try {
    fs.writeFileSync(reportPath, `${lines.join('\r\n')}\r\n`)
    return true
  } catch (error) {
    err(`Could not write the report ${reportPath}: ${(error as Error).message}`)
    return false
  }
}

function printSummary(file: string, summary: ImportSummary, seconds: number) {
  out(
    `Imported ${file} in ${seconds.toFixed(1)} s (${number(Math.round(summary.rows / Math.max(seconds, 0.001)))} rows/s)`,
  )
  out(
    `${number(summary.rows)} rows: ${number(summary.added)} added, ${number(summary.updated)} updated, ` +
      `${number(summary.unchanged)} unchanged, ${number(summary.bad)} bad`,
  )
  if (summary.bad === 0) return
  const shown = summary.badRows.slice(0, BAD_ROWS_PRINTED)
  out(
    shown.length < summary.bad
      ? `Bad rows (the first ${shown.length} of ${number(summary.bad)}):`
      : 'Bad rows:',
  )
  for (const row of shown) out(`  line ${row.line}: ${row.reason}`)
}

async function run(argv: string[]): Promise<number> {
  const options = readOptions(argv)
  if (!options) {
    out(USAGE)
    return 0
  }
  const config = loadConfig()
  const handle = await openFile(options.file)
  let lock: DataDirLock | undefined
  let database: Database | undefined
  const interrupt = new AbortController()
  const onSignal = () => {
    if (interrupt.signal.aborted) process.exit(130)
    err('\nStopping after the batch being written (Ctrl+C again to quit at once)...')
    interrupt.abort()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  try {
    if (!config.databaseUrl) {
      try {
        lock = lockDataDir(config.dataDir)
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error
        throw new FatalError(
          `The server (process ${error.pid}) is using DATA_DIR ${error.dataDir}: stop it, ` +
            'or use the upload on /admin (Import).',
        )
      }
    }
    try {
      database = await openDatabase(config, seedCatalogueIfEmpty)
    } catch (error) {
      const where = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : config.dataDir
      throw new FatalError(`Cannot open ${where}: ${(error as Error).message}`)
    }
    const started = Date.now()
    const progress = progressPrinter(started)
    let summary: ImportSummary
    try {
      summary = await importCatalogue(handle.createReadStream({ highWaterMark: 1024 * 1024 }), {
        writer: createCatalogueImportRepository(database.db),
        publish: (event) => database!.bus.publish(event),
        format: options.format ?? formatFromFileName(options.file),
        batchSize: options.batchSize,
        onProgress: progress.update,
        signal: interrupt.signal,
      })
    } catch (error) {
      progress.done()
      if (error instanceof ImportFileError) throw new FatalError(error.message)
      if (interrupt.signal.aborted) {
        err(`Stopped. Written before the interruption, and kept: ${progress.written()}.`)
        return 130
      }
      throw new FatalError(
        `The import stopped: ${(error as Error).message}. Written before it, and kept: ` +
          `${progress.written()}. Run the import again to finish (rows already imported come ` +
          'out unchanged).',
      )
    }
    progress.done()
    for (const warning of summary.warnings) err(`Warning: ${warning}`)
    printSummary(options.file, summary, (Date.now() - started) / 1000)
    if (summary.bad === 0) return 0
    const reportPath = options.report ?? `${options.file}.bad-rows.csv`
    if (writeReport(summary, reportPath)) {
      out(`Every bad row, with its line and reason: ${reportPath}`)
    }
    return 1
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    await handle.close().catch(() => {})
    await database
      ?.close()
      .catch((error: unknown) =>
        err(`Could not close the database cleanly: ${(error as Error).message}`),
      )
    lock?.release()
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof FatalError) err(`catalogue:import: ${error.message}`)
    else err(`catalogue:import failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  },
)
