import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** The drizzle handle, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** The rows a raw query answers: both drivers answer `{ rows }` (PGlite's Results, node-postgres' QueryResult). */
export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows
