// A fresh database for one test file: PGlite from the migrated template, or, when TEST_DATABASE_URL
// is set, a new database on that PostgreSQL server (dropped afterwards).
import fs from 'node:fs/promises'
import { inject } from 'vitest'
import { createPglite, databaseFromPglite, type Database } from '../db/database'
import { openScratchPostgres } from './scratch-postgres'

export const testDatabaseKind: Database['kind'] = process.env.TEST_DATABASE_URL
  ? 'postgres'
  : 'pglite'

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const template = await fs.readFile(inject('pgliteTemplate'))
    const client = await createPglite({ loadDataDir: new Blob([template]) })
    return databaseFromPglite(client, { migrate: false })
  }
  return openScratchPostgres(serverUrl, { prefix: 'cc_test', poolSize: 20 })
}
