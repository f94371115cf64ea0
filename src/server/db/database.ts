// Opens the database the configuration names: embedded PGlite under DATA_DIR by default, PostgreSQL
// when DATABASE_URL is set. Runs migrations, then the caller's seed (the sample catalogue, which
// main.ts hands in from the catalogue-import feature) while it holds the set-up lock.
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import * as schema from './schema'
import { createPostgresBus, openLocalBus, type EventBus } from '../live/event-bus'
import { embeddedDatabaseDir, PgliteThread } from './pglite-thread'
import type { Db } from './db-type'
import { PROJECT_ROOT } from '../server-files'

export interface Database {
  kind: 'pglite' | 'postgres'
  db: Db
  bus: EventBus
  close(): Promise<void>
}

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle')

/** Arbitrary constant key: serialises migration and seeding across instances sharing PostgreSQL. */
const SETUP_LOCK_KEY = 727_001

export async function createPglite(options: {
  dataDir?: string
  loadDataDir?: Blob | File
}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } })
}

/** Fills a freshly migrated database (the server seeds an empty catalogue). */
export type Seed = (db: Db) => Promise<unknown>

/**
 * Wraps an open PGlite (already migrated or not) as a Database: in this thread (tests, which load a
 * template), or on a thread of its own (the server: decision 017), which drizzle cannot tell apart.
 */
export async function databaseFromPglite(
  client: PGlite | PgliteThread,
  options: { migrate?: boolean; seed?: Seed | undefined } = {},
): Promise<Database> {
  const pglite = client as PGlite
  const db = drizzlePglite(pglite, { schema }) as unknown as Db
  if (options.migrate !== false) {
    await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_DIR })
  }
  if (options.seed) await options.seed(db)
  const bus = await openLocalBus(db)
  return {
    kind: 'pglite',
    db,
    bus,
    async close() {
      await bus.close()
      if (client.closed) return
      await client.query('CHECKPOINT')
      await client.close()
    },
  }
}

export async function openPostgres(
  connectionString: string,
  options: { seed?: Seed | undefined; poolSize?: number } = {},
): Promise<Database> {
  // pg loads only here: the embedded site never needs it, and loading it costs about 0.1 s of a
  // start (it probes for a Cloudflare runtime, which loads Node's fetch).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 })
  // An idle connection can fail (the server restarts, an administrator ends it): the pool replaces
  // it on the next query. Unhandled, the error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
  // NUMERIC arrives as text from node-postgres; drizzle's mode:'number' converts the columns it maps.
  const lockClient = await pool.connect()
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY])
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR })
    if (options.seed) await options.seed(db as unknown as Db)
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(() => {})
    lockClient.release()
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db
  const bus = await createPostgresBus(connectionString, db)
  return {
    kind: 'postgres',
    db,
    bus,
    async close() {
      await bus.close()
      await pool.end()
    },
  }
}

/**
 * Creates the embedded database under DATA_DIR: initdb, the migrations and `seed`, in a directory
 * beside it that takes its name only once all is done, so that a creation cut off (a killed
 * process, a full disk) leaves nothing a later start would take for a database.
 */
export async function createEmbeddedDatabase(
  dataDir: string,
  seed?: Seed,
  options: { template?: string } = {},
): Promise<void> {
  const creating = `${embeddedDatabaseDir(dataDir)}.creating`
  fs.rmSync(creating, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const thread = await PgliteThread.open(creating, options)
  await (await databaseFromPglite(thread, { seed })).close()
  fs.renameSync(creating, embeddedDatabaseDir(dataDir))
}

export async function openDatabase(
  config: { dataDir: string; databaseUrl: string | undefined },
  seed?: Seed,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { seed })
  return databaseFromPglite(await PgliteThread.open(embeddedDatabaseDir(config.dataDir)), { seed })
}
