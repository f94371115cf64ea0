// The sample catalogue (sample-catalogue.jsonl) is seeded through the catalogue import: every line
// passes the sample's rules, every field arrives as the file says, and a bad line seeds nothing.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { courseFacts } from '../../../domain/course-facts'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { courses } from '../../db/schema'
import { createTestDatabase } from '../../test/test-database'
import {
  readSampleCatalogue,
  SAMPLE_CATALOGUE_FILE,
  SampleCatalogueError,
  seedCatalogueIfEmpty,
} from './sample-catalogue'

let database: Database
let dir: string

beforeAll(async () => {
  database = await createTestDatabase()
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coursecompass-sample-'))
})
afterAll(async () => {
  await database.close()
  await fs.rm(dir, { recursive: true, force: true })
})

const byLink = <T extends { officialUrl: string }>(a: T, b: T) =>
  a.officialUrl < b.officialUrl ? -1 : a.officialUrl > b.officialUrl ? 1 : 0

async function courseCount() {
  const [row] = await database.db.select({ n: count() }).from(courses)
  return row!.n
}

async function sampleWith(name: string, edit: (lines: string[]) => string[]) {
  const lines = (await fs.readFile(SAMPLE_CATALOGUE_FILE, 'utf8')).trimEnd().split('\n')
  const file = path.join(dir, name)
  await fs.writeFile(file, `${edit(lines).join('\n')}\n`)
  return file
}

describe('the sample catalogue', () => {
  it('is JSON Lines, one course a line, every line passing the sample rules', async () => {
    const text = await fs.readFile(SAMPLE_CATALOGUE_FILE, 'utf8')
    const lines = text.trimEnd().split('\n')
    const sample = await readSampleCatalogue()
    expect(sample.length).toBe(lines.length)
    // Read as the file says: nothing trimmed, rounded or defaulted on the way.
    expect(sample).toEqual(lines.map((line) => JSON.parse(line)))
    expect(sample.filter((c) => c.price === null).length).toBeGreaterThan(0)
    expect(sample.filter((c) => c.isBestseller).length).toBeGreaterThan(0)
    expect(sample.some((c) => /\p{Script=Devanagari}/u.test(c.courseName))).toBe(true)
  })

  it('refuses a bad line and seeds nothing, all or none', async () => {
    const bad = await sampleWith('bad.jsonl', (lines) => {
      const course = JSON.parse(lines[4]!)
      lines[4] = JSON.stringify({ ...course, imageUrl: '/elsewhere/art.svg' })
      lines[9] = JSON.stringify({ ...JSON.parse(lines[9]!), isBestSeller: true })
      return lines
    })
    const seeding = seedCatalogueIfEmpty(database.db, bad)
    await expect(seeding).rejects.toThrow(SampleCatalogueError)
    await expect(seeding).rejects.toThrow(
      /line 5: imageUrl: Enter \/course-art\/NAME\.svg or a web address .*; Ignored fields that are not course input fields: isBestSeller$/,
    )
    expect(await courseCount()).toBe(0)
  })

  it('is seeded into an empty catalogue field for field, at one moment, and only once', async () => {
    const sample = await readSampleCatalogue()
    expect(await seedCatalogueIfEmpty(database.db)).toBe(sample.length)
    const rows = await database.db.select().from(courses)
    expect(
      rows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...course }) => course).sort(byLink),
    ).toEqual(
      sample
        .map((c) => ({
          ...c,
          ...courseFacts(c),
          isFavourite: false,
          fvrtCount: 0,
          priceDropFrom: null,
          priceDroppedAt: null,
        }))
        .sort(byLink),
    )
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(1)

    expect(await seedCatalogueIfEmpty(database.db)).toBe(0)
    expect(await courseCount()).toBe(sample.length)
  })
})
