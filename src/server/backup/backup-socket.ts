// Backing up the embedded database while its server runs (docs/deploy.md#backups). PGlite lets one
// process open its data directory, and the server holds it (src/server/db/data-dir-lock.ts), so
// `npm run backup` cannot open it beside the server. Instead the server listens on a local socket in
// DATA_DIR, reachable only by the account that owns the directory (no port, no password), and
// writes the backup into its answer from its own connection: the same one consistent snapshot
// (src/server/backup/backup.ts) while visitors go on using the site.
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/db-type'
import { BackupError, readBackupSummary, writeBackup } from './backup'

/** Where a server on the embedded database in `dataDir` answers backup requests. */
export function backupSocketPath(dataDir: string): string {
  const resolved = path.resolve(dataDir)
  if (process.platform === 'win32') {
    // Windows has named pipes instead of socket files; the name stands for the directory.
    const id = crypto.createHash('sha256').update(resolved).digest('hex').slice(0, 16)
    return `\\\\.\\pipe\\coursecompass-backup-${id}`
  }
  return path.join(resolved, 'backup.sock')
}

export interface BackupSocket {
  close(): Promise<void>
}

/**
 * Answers `POST /backup` on the data directory's socket with the whole site as a backup file.
 * The caller holds the directory's lock, so a socket file found there is a dead server's.
 */
export async function serveBackups(options: {
  db: Db
  dataDir: string
  log: FastifyBaseLogger
}): Promise<BackupSocket | undefined> {
  const socketPath = backupSocketPath(options.dataDir)
  const mediaDir = path.join(options.dataDir, 'media')
  let running = false
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end('Only POST /backup is answered here.\n')
      return
    }
    if (running) {
      response.writeHead(409).end('A backup is already being written; try again when it is done.\n')
      return
    }
    running = true
    const started = Date.now()
    response.writeHead(200, { 'content-type': 'application/gzip' })
    writeBackup(options.db, response, { mediaDir }).then(
      (counts) => {
        running = false
        options.log.info(
          { counts, ms: Date.now() - started },
          'backup written to the backup socket',
        )
      },
      (error: unknown) => {
        running = false
        options.log.error({ err: error }, 'backup through the backup socket failed')
        // Cut the answer off: the caller sees an unfinished file, not a short "whole" one.
        response.destroy()
      },
    )
  })
  if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ path: socketPath, readableAll: false, writableAll: false }, resolve)
    })
  } catch (error) {
    // Say so and serve the site anyway: only a backup while it runs is missing.
    options.log.warn(
      { err: error, socketPath },
      'no backup socket: `npm run backup` will need the server stopped',
    )
    return undefined
  }
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600)
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * Asks the server running on `dataDir` for a backup and saves it to `file`. The file is read back
 * before this returns: its counts are those of a whole backup, or it is removed and this throws.
 */
export async function backupThroughServer(
  dataDir: string,
  file: string,
): Promise<Record<string, number>> {
  const socketPath = backupSocketPath(dataDir)
  let response: http.IncomingMessage
  try {
    response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .request({ socketPath, method: 'POST', path: '/backup' }, resolve)
        .on('error', reject)
        .end()
    })
  } catch (error) {
    throw new BackupError(
      `The server using DATA_DIR ${dataDir} does not answer on ${socketPath} ` +
        `(${(error as Error).message}). Restart it with this version, or stop it to back up.`,
    )
  }
  if (response.statusCode !== 200) {
    let text = ''
    for await (const chunk of response) text += String(chunk)
    throw new BackupError(`The server refused the backup: ${text.trim()}`)
  }
  try {
    await pipeline(response, fs.createWriteStream(file, { mode: 0o600 }))
    return await readBackupSummary(file)
  } catch (error) {
    fs.rmSync(file, { force: true })
    if (error instanceof BackupError) throw error
    throw new BackupError(`The backup was cut off (${(error as Error).message}); nothing was kept.`)
  }
}
