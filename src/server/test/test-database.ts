// A fresh database for one test file: PGlite from the migrated template, or, when TEST_DATABASE_URL
// is set, a new database on that PostgreSQL server (dropped afterwards).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { createPglite, databaseFromPglite, openPostgres, type Database } from '../db/database'
import { onPostgresServer, openScratchPostgres } from './scratch-postgres'

export const testDatabaseKind: Database['kind'] = process.env.TEST_DATABASE_URL
  ? 'postgres'
  : 'pglite'

const template = async () => new Blob([await fs.readFile(inject('pgliteTemplate'))])

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const client = await createPglite({ loadDataDir: await template() })
    return databaseFromPglite(client, { migrate: false })
  }
  return openScratchPostgres(serverUrl, { prefix: 'cc_test', poolSize: 20 })
}

/**
 * A test database that outlives the app using it, for what a restart keeps: `open` opens it (each
 * time on the same data: a PGlite data directory loaded from the template, or a PostgreSQL
 * database), `drop` removes it once every opening is closed.
 */
export async function createLastingTestDatabase(): Promise<{
  open(): Promise<Database>
  drop(): Promise<void>
}> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coursecompass-lasting-'))
    let loaded = false
    return {
      async open() {
        const client = await createPglite({
          dataDir,
          ...(loaded ? {} : { loadDataDir: await template() }),
        })
        loaded = true
        return databaseFromPglite(client, { migrate: false })
      },
      drop: () => fs.rm(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `cc_lasting_${randomBytes(6).toString('hex')}`
  await onPostgresServer(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    open: () => openPostgres(url.toString(), { poolSize: 20 }),
    drop: () => onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`),
  }
}
