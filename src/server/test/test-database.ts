// A fresh database for one test file: PGlite from the migrated template, or, when TEST_DATABASE_URL
// is set, a new database on that PostgreSQL server (dropped afterwards).
import fs from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { createPglite, databaseFromPglite, openPostgres, type Database } from '../db/database'

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const template = await fs.readFile(inject('pgliteTemplate'))
    const client = await createPglite({ loadDataDir: new Blob([template]) })
    return databaseFromPglite(client, { migrate: false })
  }
  const name = `cc_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString(), { poolSize: 20 })
  return {
    ...database,
    async close() {
      await database.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}
