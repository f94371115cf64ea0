// Starts the server: configuration, data-directory lock, database, listen, graceful shutdown.
// What takes long and needs nothing else starts first, on threads of its own (the embedded
// database, the search index's thread, the web app's server entry); this thread loads the rest of
// the server meanwhile: those modules are imported only then (docs/decisions/048-built-server.md).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { EMBEDDED_TEMPLATE, runsFromBuild } from './server-files'
import { loadConfig } from './config'
import { embeddedDatabaseDir, isNewDataDir, PgliteThread } from './db/pglite-thread'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock'
import { SearchThread } from './features/courses/search/search-thread'
import { loadBuiltRenderer } from './web/built-renderer'
import type { BackupSocket } from './backup/backup-socket'

/** Set for the child process that creates a new embedded database (see below). */
const CREATE_ONLY = 'COURSECOMPASS_CREATE_DATABASE_ONLY'
/** How long the database may take to close at a shutdown (a checkpoint, on the embedded one). */
const DATABASE_CLOSE_TIMEOUT_MS = 5_000

/**
 * Creates a new embedded database (initdb, migrations, the sample catalogue) in a child process of
 * this same program. Creating it touches about 400 MB that a process keeps once it has held it
 * (WebAssembly memory never shrinks, nor does the allocator give all back); the server then opens
 * the created database with none of that (docs/decisions/049-memory-budget.md).
 */
function createDatabaseApart(): Promise<void> {
  // The channel ends when this process does, however it ends; the child then stops too.
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [CREATE_ONLY]: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the embedded database failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

async function main() {
  const config = loadConfig()
  if (process.env[CREATE_ONLY]) {
    process.on('disconnect', () => process.exit(1))
    const [{ createEmbeddedDatabase }, { seedCatalogueIfEmpty }] = await Promise.all([
      import('./db/database'),
      import('./features/catalogue-import/sample-catalogue'),
    ])
    await createEmbeddedDatabase(config.dataDir, seedCatalogueIfEmpty, {
      ...(runsFromBuild && fs.existsSync(EMBEDDED_TEMPLATE) ? { template: EMBEDDED_TEMPLATE } : {}),
    })
    process.exit(0)
  }
  let lock: DataDirLock | undefined
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir)
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message)
        process.exit(1)
      }
      throw error
    }
  }
  const creating =
    !config.databaseUrl && isNewDataDir(config.dataDir) ? createDatabaseApart() : undefined
  if (!config.databaseUrl && !creating) PgliteThread.startEarly(embeddedDatabaseDir(config.dataDir))
  SearchThread.startEarly()
  void loadBuiltRenderer(config.webDistDir).catch(() => {}) // registering the web app reports it
  const [{ openDatabase }, { seedCatalogueIfEmpty }] = await Promise.all([
    import('./db/database'),
    import('./features/catalogue-import/sample-catalogue'),
    creating,
  ])
  const opening = openDatabase(config, seedCatalogueIfEmpty)
  opening.catch(() => {}) // awaited below, after the imports
  const [
    { buildApp },
    { resolveAuthSecret, resolveSharedAuthSecret },
    { chooseRecommender },
    { serveBackups },
  ] = await Promise.all([
    import('./app'),
    import('./auth/auth-secret'),
    import('./ai/choose-recommender'),
    import('./backup/backup-socket'),
  ])
  const database = await opening
  // On PostgreSQL every instance must sign sessions alike: without AUTH_SECRET they share one kept
  // in the database (src/server/auth/auth-secret.ts).
  const authSecret = config.databaseUrl
    ? await resolveSharedAuthSecret(config.authSecret, config.dataDir, database.db)
    : resolveAuthSecret(config.authSecret, config.dataDir)
  const app = await buildApp({
    config: { ...config, authSecret },
    database,
    recommender: chooseRecommender(config.ai),
  })

  // The embedded database can be backed up while the site runs, by asking this process
  // (src/server/backup/backup-socket.ts); on PostgreSQL `npm run backup` reads the database itself.
  let backupSocket: BackupSocket | undefined

  // SIGTERM (docs/deploy.md#health-restarts-and-updates): /api/ready answers 503, the listener
  // closes, event streams are told to reconnect elsewhere, requests in flight get
  // SHUTDOWN_TIMEOUT_MS to finish, then the database closes.
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.readiness.stopping = true
    app.log.info({ signal }, 'shutting down')
    let code = 0
    try {
      if ((await within(app.close(), config.shutdownTimeoutMs)) === timedOut) {
        app.log.warn(
          { timeoutMs: config.shutdownTimeoutMs },
          'requests still running at the shutdown limit were cut off',
        )
        app.server.closeAllConnections()
        code = 1
      }
      await backupSocket?.close()
      // A write still waiting for something that will not come must not hold the exit: the
      // database's own recovery undoes it at the next start, as after a crash.
      if ((await within(database.close(), DATABASE_CLOSE_TIMEOUT_MS)) === timedOut) {
        app.log.warn(
          { timeoutMs: DATABASE_CLOSE_TIMEOUT_MS },
          'the database did not close in time; leaving it to recover at the next start',
        )
        code = 1
      }
    } catch (error) {
      app.log.error({ err: error }, 'shutting down failed')
      code = 1
    } finally {
      lock?.release()
      process.exit(code)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    app.log.error({ err: error }, 'could not start listening')
    await database.close()
    lock?.release()
    process.exit(1)
  }
  if (!config.databaseUrl) {
    backupSocket = await serveBackups({ db: database.db, dataDir: config.dataDir, log: app.log })
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`
  app.log.info(`CourseCompass is running on http://localhost:${config.port} (database: ${where})`)
}

const timedOut = Symbol('timed out')
/** `promise`, or `timedOut` when it has not settled within `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<typeof timedOut>((resolve) => (timer = setTimeout(() => resolve(timedOut), ms))),
    ])
  } finally {
    clearTimeout(timer)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
