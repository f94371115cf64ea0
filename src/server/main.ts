// Starts the server: configuration, data-directory lock, database, listen, graceful shutdown.
import { loadConfig } from './config'
import { buildApp } from './app'
import { seedCatalogueIfEmpty } from './features/catalogue-import/sample-catalogue'
import { openDatabase } from './db/database'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock'
import { resolveAuthSecret, resolveSharedAuthSecret } from './auth/auth-secret'
import { chooseRecommender } from './ai/choose-recommender'
import { serveBackups, type BackupSocket } from './backup/backup-socket'

async function main() {
  const config = loadConfig()
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
  const database = await openDatabase(config, seedCatalogueIfEmpty)
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
      const timedOut = Symbol('timed out')
      let timer: NodeJS.Timeout | undefined
      const closed = await Promise.race([
        app.close(),
        new Promise<typeof timedOut>((resolve) => {
          timer = setTimeout(() => resolve(timedOut), config.shutdownTimeoutMs)
        }),
      ])
      clearTimeout(timer)
      if (closed === timedOut) {
        app.log.warn(
          { timeoutMs: config.shutdownTimeoutMs },
          'requests still running at the shutdown limit were cut off',
        )
        app.server.closeAllConnections()
        code = 1
      }
      await backupSocket?.close()
      await database.close()
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

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
