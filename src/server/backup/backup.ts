// Backing a site up and restoring it (docs/deploy.md#backups): every table of the database, and on
// the embedded database the uploaded images under DATA_DIR/media, as gzipped JSON lines.
//
// - A backup reads the whole database in one read-only REPEATABLE READ transaction: one consistent
//   snapshot while the site keeps running on PostgreSQL.
// - Tables are written parents first (by their foreign keys), so a restore inserts them in the
//   order they come, PostgreSQL itself turning each JSON row back into its column types
//   (`json_populate_recordset`).
// - A restore replaces everything in one transaction: all of it or nothing. It refuses a site that
//   is in use (accounts, subscribers, messages or administrators' actions) unless forced, and a
//   backup made at another schema version.
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import type { Writable } from 'node:stream'
import { createGunzip, createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../db/db-type'
import { recountKeptCounts } from '../db/kept-counts'
import { setPriceOrigin, trackUntrackedPrices } from '../db/price-origin'
import { MEDIA_NAME_PATTERN } from '../media/image-store'

export const BACKUP_FORMAT = 'coursecompass-backup'
export const BACKUP_VERSION = 1

type Line =
  | { format: string; version: number; createdAt: string; migrations: number }
  | { table: string; row: Record<string, unknown> }
  | { file: string; data: string }
  | { end: true; counts: Record<string, number> }

export class BackupError extends Error {}

/** The application's tables, parents before the tables that refer to them. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).map((t) => t.name)
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT c.relname AS child, p.relname AS parent
          FROM pg_constraint k
          JOIN pg_class c ON c.oid = k.conrelid
          JOIN pg_class p ON p.oid = k.confrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname`,
  )
  const ordered: string[] = []
  const placed = new Set<string>()
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) &&
        references.every((r) => r.child !== table || placed.has(r.parent) || r.parent === table),
    )
    if (ready.length === 0) throw new BackupError('The tables refer to each other in a circle.')
    for (const table of ready) {
      ordered.push(table)
      placed.add(table)
    }
  }
  return ordered
}

async function migrationCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  )
  return row?.count ?? 0
}

const quoted = (table: string) => sql.identifier(table)

/**
 * Writes the backup of `db` (and of `mediaDir`'s images, when given) to `target`: a file (made
 * readable by its owner only) or a stream, such as a running server's answer to the backup
 * command (src/server/backup/backup-socket.ts).
 */
export async function writeBackup(
  db: Db,
  target: string | Writable,
  options: { mediaDir?: string } = {},
): Promise<Record<string, number>> {
  const gzip = createGzip()
  const output = typeof target === 'string' ? fs.createWriteStream(target, { mode: 0o600 }) : target
  const finished = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve)
    output.on('error', reject)
    gzip.on('error', reject)
  })
  gzip.pipe(output)
  const write = async (line: Line) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) {
      await new Promise((resolve) => gzip.once('drain', resolve))
    }
  }
  const counts: Record<string, number> = {}
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`)
    await write({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations: await migrationCount(tx as unknown as Db),
    })
    for (const table of await tablesInOrder(tx as unknown as Db)) {
      const rows = await rowsOf<{ row: Record<string, unknown> }>(
        tx as unknown as Db,
        sql`SELECT row_to_json(t) AS row FROM ${quoted(table)} t`,
      )
      counts[table] = rows.length
      for (const { row } of rows) await write({ table, row })
    }
  })
  if (options.mediaDir) {
    let names: string[] = []
    try {
      names = fs.readdirSync(options.mediaDir).filter((name) => MEDIA_NAME_PATTERN.test(name))
    } catch {
      // no images yet
    }
    for (const name of names) {
      const data = fs.readFileSync(path.join(options.mediaDir, name)).toString('base64')
      await write({ file: `media/${name}`, data })
    }
    counts['media files'] = names.length
  }
  await write({ end: true, counts })
  gzip.end()
  await finished
  return counts
}

/** Whether the site holds anything of people's: accounts, subscribers, messages, admin actions. */
export async function siteInUse(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM subscribers)
            OR EXISTS (SELECT 1 FROM contact_messages) OR EXISTS (SELECT 1 FROM admin_audit)
            AS used`,
  )
  return Boolean(row?.used)
}

/**
 * Opens the backup in `file` and reads its header: `next()` then gives the following lines, and
 * throws a BackupError when the file is not gzipped JSON lines or is cut off.
 */
async function openBackup(
  file: string,
): Promise<{ header: Extract<Line, { format: string }>; next: () => Promise<Line | undefined> }> {
  try {
    fs.accessSync(file, fs.constants.R_OK)
  } catch {
    throw new BackupError(`Cannot read ${file}.`)
  }
  const input = fs.createReadStream(file)
  const gunzip = createGunzip()
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity })
  // A file that is not gzip, or is cut short, fails in the streams: the lines end and say why.
  let failure: Error | undefined
  for (const stream of [input, gunzip]) {
    stream.on('error', (error: Error) => {
      failure ??= error
      lines.close()
    })
  }
  const iterator = lines[Symbol.asyncIterator]()
  const next = async (): Promise<Line | undefined> => {
    let value: unknown
    let done: boolean | undefined
    try {
      ;({ value, done } = await iterator.next())
    } catch (error) {
      failure ??= error as Error
    }
    if (failure) {
      throw new BackupError(`${file} is not a whole CourseCompass backup (${failure.message}).`)
    }
    if (done) return undefined
    try {
      return JSON.parse(value as string) as Line
    } catch {
      throw new BackupError(`${file} is not a CourseCompass backup (a line is not JSON).`)
    }
  }
  let header: Line | undefined
  try {
    header = await next()
  } catch (error) {
    if (error instanceof BackupError) throw error
    throw new BackupError(`${file} is not a CourseCompass backup (not gzipped JSON lines).`)
  }
  if (!header || !('format' in header) || header.format !== BACKUP_FORMAT) {
    throw new BackupError(`${file} is not a CourseCompass backup.`)
  }
  return { header, next }
}

/** Reads a whole backup through and answers its counts; throws a BackupError if it is not whole. */
export async function readBackupSummary(file: string): Promise<Record<string, number>> {
  const { next } = await openBackup(file)
  let counts: Record<string, number> | undefined
  for (let line = await next(); line; line = await next()) {
    if ('end' in line) counts = line.counts
  }
  if (!counts) throw new BackupError(`${file} is cut short: it has no end.`)
  return counts
}

/**
 * Replaces everything in `db` with the backup in `file`. Images go where the site keeps them:
 * the `images` table on PostgreSQL, files under `mediaDir` on the embedded database.
 */
export async function restoreBackup(
  db: Db,
  file: string,
  options: { force: boolean; kind: 'pglite' | 'postgres'; mediaDir: string },
): Promise<Record<string, number>> {
  const { header, next } = await openBackup(file)
  const migrations = await migrationCount(db)
  if (header.migrations !== migrations) {
    throw new BackupError(
      `This backup was made at schema version ${header.migrations}; this site is at ` +
        `${migrations}. Restore it with the version of CourseCompass that made it.`,
    )
  }
  if (!options.force && (await siteInUse(db))) {
    throw new BackupError(
      'This site already has accounts or other data of people; restoring would replace all of ' +
        'it. Add --force to replace it.',
    )
  }
  const counts: Record<string, number> = {}
  const files: { name: string; data: Buffer }[] = []
  let ended = false
  await db.transaction(async (tx) => {
    const tables = await tablesInOrder(tx as unknown as Db)
    await tx.execute(sql`TRUNCATE ${sql.join(tables.map(quoted), sql`, `)} CASCADE`)
    // The courses' price history comes back from the backup, not from the courses it restores.
    await setPriceOrigin(tx as unknown as Db, 'restore')
    let batch: { table: string; rows: Record<string, unknown>[] } | undefined
    const flush = async () => {
      if (!batch || batch.rows.length === 0) return
      await tx.execute(
        sql`INSERT INTO ${quoted(batch.table)}
            SELECT * FROM json_populate_recordset(NULL::${quoted(batch.table)}, ${JSON.stringify(batch.rows)}::json)`,
      )
      counts[batch.table] = (counts[batch.table] ?? 0) + batch.rows.length
      batch.rows = []
    }
    for (let line = await next(); line; line = await next()) {
      if ('table' in line) {
        if (!tables.includes(line.table)) {
          throw new BackupError(`The backup has a table this site does not: ${line.table}.`)
        }
        if (batch?.table !== line.table || batch.rows.length >= 500) {
          await flush()
          batch = { table: line.table, rows: [] }
        }
        batch.rows.push(line.row)
      } else if ('file' in line) {
        const name = line.file.replace(/^media\//, '')
        if (!MEDIA_NAME_PATTERN.test(name)) throw new BackupError(`A bad file name: ${line.file}`)
        files.push({ name, data: Buffer.from(line.data, 'base64') })
      } else if ('end' in line) {
        ended = true
      }
    }
    await flush()
    if (!ended) throw new BackupError(`${file} is cut short: it has no end. Nothing was restored.`)
    // Counts kept by triggers counted the restored rows again: set them from the rows themselves.
    await recountKeptCounts(tx as unknown as Db)
    await trackUntrackedPrices(tx as unknown as Db)
    // Images go where this site keeps them.
    if (options.kind === 'postgres') {
      for (const { name, data } of files) {
        await tx.execute(
          sql`INSERT INTO images (name, data) VALUES (${name}, ${data}) ON CONFLICT DO NOTHING`,
        )
      }
    } else {
      const stored = await rowsOf<{ name: string; data: string }>(
        tx as unknown as Db,
        sql`SELECT name, encode(data, 'base64') AS data FROM images`,
      )
      for (const image of stored)
        files.push({ name: image.name, data: Buffer.from(image.data, 'base64') })
      await tx.execute(sql`DELETE FROM images`)
    }
  })
  if (options.kind === 'pglite') {
    // The site's images are the backup's: what was there before goes with the rest.
    fs.mkdirSync(options.mediaDir, { recursive: true })
    for (const name of fs.readdirSync(options.mediaDir)) {
      if (MEDIA_NAME_PATTERN.test(name)) fs.rmSync(path.join(options.mediaDir, name))
    }
    for (const { name, data } of files) fs.writeFileSync(path.join(options.mediaDir, name), data)
  }
  counts['media files'] = files.length
  return counts
}
