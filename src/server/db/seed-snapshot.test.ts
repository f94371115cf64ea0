// Every field of every course the first start seeds, captured before the sample catalogue moved
// from seed-courses.ts into a data file: the seed must still write exactly these rows.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from './database'
import { courses } from './schema'
import { createTestDatabase } from '../test/test-database'
import { seedCatalogueIfEmpty } from './seed'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
  await seedCatalogueIfEmpty(database.db)
})
afterAll(async () => {
  await database.close()
})

it('seeds the same courses, field for field, as the TypeScript sample catalogue did', async () => {
  const rows = await database.db.select().from(courses)
  const fields = rows
    .map(({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...course }) => course)
    .sort((a, b) => (a.officialUrl < b.officialUrl ? -1 : a.officialUrl > b.officialUrl ? 1 : 0))
  expect(fields).toMatchSnapshot()
  // The whole catalogue is written at one moment: one creation time, never updated since.
  expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(1)
  expect(rows.every((r) => r.updatedAt.getTime() === r.createdAt.getTime())).toBe(true)
  // Stored exactly, as PostgreSQL sees it (no trimming or rounding on the way in).
  const result = (await database.db.execute(
    sql`SELECT count(*)::int AS n, sum(length(description))::int AS description_chars,
               sum(price)::text AS price_sum, count(price)::int AS priced,
               count(*) FILTER (WHERE is_bestseller)::int AS bestsellers
          FROM courses`,
  )) as unknown as { rows: Record<string, unknown>[] }
  const text = result.rows[0]
  expect(text).toMatchSnapshot()
})
