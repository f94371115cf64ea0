// A throwaway database on a PostgreSQL server, for tests and the benchmark: created empty, opened
// (migrated) like production, dropped on close.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openPostgres, type Database } from '../db/database'

/** Runs one statement on the server itself (CREATE or DROP DATABASE), on its own connection. */
export async function onPostgresServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function openScratchPostgres(
  serverUrl: string,
  options: { prefix: string; poolSize: number },
): Promise<Database & { url: string }> {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`
  await onPostgresServer(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString(), { poolSize: options.poolSize })
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close()
      // Connections may still be closing: wait for them rather than killing them mid-close.
      for (let attempt = 0; ; attempt++) {
        try {
          await onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`)
          return
        } catch (error) {
          if (attempt >= 50 || (error as { code?: string }).code !== '55006') throw error
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    },
  }
}
