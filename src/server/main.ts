// Starts the server: configuration, data-directory lock, database, listen, graceful shutdown.
import { loadConfig } from './config'
import { buildApp } from './app'
import { seedCatalogueIfEmpty } from './features/catalogue-import/sample-catalogue'
import { openDatabase } from './db/database'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock'
import { resolveAuthSecret } from './auth/auth-secret'
import { chooseRecommender } from './ai/choose-recommender'

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
  const authSecret = resolveAuthSecret(config.authSecret, config.dataDir)
  const database = await openDatabase(config, seedCatalogueIfEmpty)
  const app = await buildApp({
    config: { ...config, authSecret },
    database,
    recommender: chooseRecommender(config.ai),
  })
  if (config.databaseUrl && !config.authSecret) {
    app.log.warn(
      'AUTH_SECRET is not set: this instance signs sessions with a secret of its own DATA_DIR. ' +
        'Set the same AUTH_SECRET on every instance that shares the database.',
    )
  }

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
      await database.close()
    } finally {
      lock?.release()
      process.exit(0)
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
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`
  app.log.info(`CourseCompass is running on http://localhost:${config.port} (database: ${where})`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
