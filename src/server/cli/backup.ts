// npm run backup -- FILE / npm run restore -- FILE [--force] (docs/deploy.md#backups): the whole
// site, images included, to or from one file (src/server/backup/backup.ts). On PostgreSQL the
// site keeps running during a backup. The embedded database is backed up by the server using its
// DATA_DIR when one runs (src/server/backup/backup-socket.ts), and restored only while none does.
import { loadConfig } from '../config'
import { openDatabase, type Database } from '../db/database'
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock'
import { seedCatalogueIfEmpty } from '../features/catalogue-import/sample-catalogue'
import { BackupError, restoreBackup, writeBackup } from '../backup/backup'
import { backupThroughServer } from '../backup/backup-socket'
import path from 'node:path'

const out = (text: string) => process.stdout.write(`${text}\n`)

const USAGE = `Usage:
  npm run backup -- FILE              write the whole site to FILE (gzipped JSON lines)
  npm run restore -- FILE [--force]   replace the whole site with FILE's contents
The site is the one the environment names: DATABASE_URL, else the embedded database in DATA_DIR.`

async function run(argv: string[]): Promise<number> {
  const [command, file, ...rest] = argv
  if ((command !== 'backup' && command !== 'restore') || !file || file.startsWith('-')) {
    out(USAGE)
    return 2
  }
  const force = rest.includes('--force')
  const config = loadConfig()
  let lock: DataDirLock | undefined
  let database: Database | undefined
  const started = Date.now()
  try {
    let counts: Record<string, number> | undefined
    if (!config.databaseUrl) {
      try {
        lock = lockDataDir(config.dataDir)
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error
        if (command === 'restore') {
          throw new BackupError(
            `The server (process ${error.pid}) is using DATA_DIR ${error.dataDir}: stop it, ` +
              'restore, then start it again.',
          )
        }
        counts = await backupThroughServer(config.dataDir, file)
      }
    }
    if (!counts) {
      database = await openDatabase(config, seedCatalogueIfEmpty)
      const mediaDir = path.join(config.dataDir, 'media')
      counts =
        command === 'backup'
          ? await writeBackup(database.db, file, {
              mediaDir: database.kind === 'pglite' ? mediaDir : undefined,
            })
          : await restoreBackup(database.db, file, { force, kind: database.kind, mediaDir })
    }
    const summary = Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([table, count]) => `${table} ${count.toLocaleString('en-IN')}`)
      .join(', ')
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    out(
      command === 'backup'
        ? `Backed up to ${file} in ${seconds} s: ${summary}.`
        : `Restored from ${file} in ${seconds} s: ${summary}. Restart the site's servers.`,
    )
    return 0
  } finally {
    await database?.close().catch(() => {})
    lock?.release()
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    console.error(error instanceof BackupError ? message : `Failed: ${message}`)
    process.exit(error instanceof BackupError ? 2 : 1)
  },
)
