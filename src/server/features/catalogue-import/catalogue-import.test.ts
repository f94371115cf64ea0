import { asc, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveEvent } from '../../../domain/events'
import { courses } from '../../db/schema'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { createAdminTestApp, requestAs, type TestApp } from '../../test/test-app'
import type { TestUser } from '../../test/users'
import { importCatalogue, type ImportCounts } from './catalogue-import'
import { createCatalogueImportRepository } from './import-repository'

let t: TestApp
let admin: TestUser
let member: TestUser
const events: LiveEvent[] = []

beforeAll(async () => {
  ;({ t, admin, member } = await createAdminTestApp())
  t.database.bus.subscribe((event) => events.push(event))
})
afterAll(async () => {
  await t.close()
})

async function* pieces(text: string) {
  const bytes = Buffer.from(text)
  for (let i = 0; i < bytes.length; i += 4096) yield bytes.subarray(i, i + 4096)
}

function runImport(
  text: string,
  options: { batchSize?: number; onProgress?: (c: ImportCounts) => void } = {},
) {
  return importCatalogue(pieces(text), {
    writer: createCatalogueImportRepository(t.database.db),
    publish: (event) => t.database.bus.publish(event),
    ...options,
  })
}

const stored = (officialUrls: string[]) =>
  t.database.db
    .select()
    .from(courses)
    .where(inArray(courses.officialUrl, officialUrls))
    .orderBy(asc(courses.createdAt), asc(courses.id))

const course = (n: number | string, over: Record<string, unknown> = {}) => ({
  courseName: `Imported Course ${n}`,
  rating: 4.2,
  duration: '12',
  validity: 'Lifetime',
  certification: 'Yes',
  price: 999,
  imageUrl: 'https://img.example.in/course.png',
  instructor: 'Meera Nair',
  platform: 'udemy',
  category: 'web dev',
  description: 'Learn by building. Two sentences.',
  officialUrl: `https://courses.example.in/${n}`,
  language: 'English',
  ...over,
})
const jsonl = (rows: object[]) => rows.map((row) => JSON.stringify(row)).join('\n')

describe('importing a catalogue', () => {
  it('imports the good rows and reports each bad one with its line and the add-course form’s messages', async () => {
    const bad = [
      { rating: 5.1 },
      { instructor: '  ', imageUrl: 'javascript:alert(1)' },
      { price: 'cheap' },
    ]
    const rows = [
      course('mix-1'),
      course('mix-2', bad[0]),
      course('mix-3', bad[1]),
      course('mix-1', { courseName: 'Same link again' }),
      course('mix-4', bad[2]),
      course('mix-5', { price: null, language: undefined }),
    ]
    const text = `${jsonl(rows.slice(0, 3))}\nnot json\n${jsonl(rows.slice(3))}\n`
    const summary = await runImport(text)

    expect(summary).toMatchObject({ rows: 7, added: 2, updated: 0, unchanged: 0, bad: 5 })
    expect(summary.badRows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6])
    // The reason of each bad row is what POST /api/courses answers for the same values.
    for (const [i, line] of [
      [0, 2],
      [1, 3],
      [2, 6],
    ] as const) {
      const answer = await requestAs(t.app, 'POST', '/api/courses', member, course('x', bad[i]))
      expect(answer.statusCode).toBe(400)
      const reason = Object.entries(answer.json().error.fields as Record<string, string>)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ')
      expect(summary.badRows.find((r) => r.line === line)!.reason).toBe(reason)
    }
    expect(summary.badRows.find((r) => r.line === 3)!.reason).toBe(
      'imageUrl: Enter a web address starting with http:// or https://; instructor: Instructor is required',
    )
    expect(summary.badRows.find((r) => r.line === 4)!.reason).toMatch(/^Not valid JSON: /)
    expect(summary.badRows.find((r) => r.line === 5)!.reason).toBe(
      'officialUrl: the same link as line 1 (each course once per file)',
    )

    const [first] = await stored(['https://courses.example.in/mix-1'])
    const [free] = await stored(['https://courses.example.in/mix-5'])
    expect(first).toMatchObject({
      courseName: 'Imported Course mix-1',
      isFavourite: false,
      fvrtCount: 0,
      isBestseller: false,
    })
    expect(free).toMatchObject({ price: null, language: '' })
  })

  it('cannot flag a Bestseller or point at the site’s own artwork, as only the sample catalogue may', async () => {
    const summary = await runImport(
      jsonl([
        course('sample-like-1', { isBestseller: true }),
        course('sample-like-2', { imageUrl: '/course-art/backend.svg' }),
      ]),
    )
    expect(summary).toMatchObject({ added: 1, bad: 1 })
    expect(summary.badRows).toEqual([
      { line: 2, reason: 'imageUrl: Enter a web address starting with http:// or https://' },
    ])
    expect(summary.warnings).toEqual([
      'Ignored fields that are not course input fields: isBestseller',
    ])
    const [added] = await stored(['https://courses.example.in/sample-like-1'])
    expect(added).toMatchObject({ isBestseller: false })
  })

  it('is idempotent: a second import changes nothing and keeps favourites, the Bestseller flag and createdAt', async () => {
    const rows = [
      course('same-1'),
      course('same-2', { price: 1499.999, rating: 5 }),
      course('same-3', { description: '  Spaces around are trimmed.  ' }),
    ]
    expect(await runImport(jsonl(rows))).toMatchObject({ added: 3, updated: 0, unchanged: 0 })
    const [before] = await stored(['https://courses.example.in/same-1'])
    const flagged = await requestAs(t.app, 'PATCH', `/api/admin/courses/${before!.id}`, admin, {
      isBestseller: true,
    })
    expect(flagged.statusCode).toBe(200)
    await requestAs(t.app, 'PUT', `/api/me/favorites/${before!.id}`, member)

    events.length = 0
    expect(await runImport(jsonl(rows))).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 3,
      bad: 0,
    })
    // Nothing changed: nobody is told.
    expect(events).toEqual([])
    const after = (await requestAs(t.app, 'GET', `/api/courses/${before!.id}`)).json()
    expect(after).toMatchObject({ isBestseller: true, fvrtCount: 1 })
    expect(after.createdAt).toBe(before!.createdAt.toISOString())
    expect(await stored(rows.map((r) => r.officialUrl))).toHaveLength(3)
  })

  it('updates the stored course when a row changes, and tells the event bus once', async () => {
    const rows = [course('edit-1'), course('edit-2')]
    await runImport(jsonl(rows))
    const [before] = await stored(['https://courses.example.in/edit-2'])

    events.length = 0
    const changed = [rows[0]!, { ...rows[1]!, price: null, description: 'Rewritten. Still two.' }]
    expect(await runImport(jsonl(changed))).toMatchObject({ added: 0, updated: 1, unchanged: 1 })
    expect(events).toEqual([{ type: 'course.imported', count: 1 }])
    const after = await stored(['https://courses.example.in/edit-2'])
    expect(after).toEqual([
      {
        ...before,
        price: null,
        description: 'Rewritten. Still two.',
        updatedAt: expect.any(Date),
        // Free now: a drop of all of its price (docs/product.md#price-drops).
        priceDropFrom: before!.price,
        priceDroppedAt: expect.any(Date),
      },
    ])
    // The sitemap's lastmod follows the change.
    expect(after[0]!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime())
  })

  it('updates the oldest of several stored courses sharing the link, and leaves the others', async () => {
    const url = 'https://courses.example.in/shared'
    await insertCourses(t.database, [
      makeCourse({ courseName: 'Newer copy', officialUrl: url, createdAt: new Date('2024-05-01') }),
      makeCourse({
        courseName: 'Oldest copy',
        officialUrl: url,
        createdAt: new Date('2023-01-01'),
      }),
    ])
    expect(await runImport(jsonl([course('shared', { courseName: 'Imported' })]))).toMatchObject({
      added: 0,
      updated: 1,
    })
    expect((await stored([url])).map((c) => c.courseName)).toEqual(['Imported', 'Newer copy'])
  })

  it('writes batch by batch across batch boundaries, with bad rows on the boundaries', async () => {
    const badLines = new Set([1000, 1001, 2000, 2500])
    const rows = Array.from({ length: 2500 }, (_, i) =>
      badLines.has(i + 1) ? course(`batch-${i}`, { rating: -1 }) : course(`batch-${i}`),
    )
    const progress: ImportCounts[] = []
    const summary = await runImport(jsonl(rows), {
      batchSize: 1000,
      onProgress: (counts) => progress.push(counts),
    })
    expect(summary).toMatchObject({ rows: 2500, added: 2496, updated: 0, unchanged: 0, bad: 4 })
    expect(summary.badRows.map((r) => r.line)).toEqual([...badLines])
    // Three batches of 1,000, 1,000 and 496 checked rows, then the end.
    expect(progress.map((p) => p.added)).toEqual([1000, 2000, 2496, 2496])
    const batchCourses = like(courses.officialUrl, 'https://courses.example.in/batch-%')
    expect(await t.database.db.$count(courses, batchCourses)).toBe(2496)

    const again = await runImport(jsonl(rows), { batchSize: 700 })
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2496, bad: 4 })
  })

  it('keeps the batches written before a failure, and still tells the event bus about them', async () => {
    const published: LiveEvent[] = []
    let calls = 0
    const failing = importCatalogue(pieces(jsonl([course('f-1'), course('f-2'), course('f-3')])), {
      writer: {
        async writeBatch(rows) {
          if (++calls === 2) throw new Error('connection lost')
          return { added: rows.length, updated: 0, unchanged: 0 }
        },
      },
      publish: async (event) => void published.push(event),
      batchSize: 1,
    })
    await expect(failing).rejects.toThrow('connection lost')
    expect(published).toEqual([{ type: 'course.imported', count: 1 }])
  })
})
