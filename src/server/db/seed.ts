// First start with an empty database: load the sample catalogue.
import { count } from 'drizzle-orm'
import { courses } from './schema'
import { SEED_COURSES } from './seed-courses'
import type { Db } from './db-type'

export async function seedCatalogueIfEmpty(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courses)
  if ((row?.n ?? 0) > 0) return 0
  await db.insert(courses).values(SEED_COURSES)
  return SEED_COURSES.length
}
