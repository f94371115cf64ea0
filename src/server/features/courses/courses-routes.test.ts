import { courseListItemSchema } from '../../../domain/schemas/course'
import { COURSE_FACT_FIELDS } from '../../../domain/course-facts'
import { NO_FACTS } from '../../../domain/course-facts'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchesCourseFilters, matchesSearchText } from '../../../domain/catalogue-filter'
import { PRICE_BANDS } from '../../../domain/constants'
import { type CourseFilters } from '../../../domain/course'
import {
  courseListQuerySchema,
  type Course,
  type CourseListResponse,
} from '../../../domain/schemas/course'
import { courses } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { generateCourses, insertCourses, makeCourse } from '../../test/course-factory'

let t: TestApp
let all: Course[]

beforeAll(async () => {
  t = await createTestApp()
  all = await insertCourses(t.database, [
    makeCourse({
      courseName: 'Namaste React',
      platform: 'namastedev',
      category: 'frontend',
      language: 'Hindi',
      price: 4999,
      instructor: 'Akshay Saini',
      isBestseller: true,
      rating: 4.9,
    }),
    makeCourse({
      courseName: 'Docker for Beginners',
      platform: 'udemy',
      category: 'devops',
      price: null,
      rating: 4.1,
    }),
    makeCourse({
      courseName: 'Full Stack Web Dev Cohort',
      platform: '100xdevs',
      category: 'web dev',
      price: 5999,
      instructor: 'Harkirat Singh',
      rating: 4.7,
    }),
    ...generateCourses(300, 7),
  ])
})
afterAll(async () => {
  await t.close()
})

async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({ method: 'GET', url })
  return { status: res.statusCode, body: res.json() as T }
}

async function listAll(filters: Record<string, string>): Promise<Course[]> {
  const items: Course[] = []
  for (let page = 1; ; page++) {
    const qs = new URLSearchParams({ ...filters, page: String(page), pageSize: '100' })
    const { status, body } = await getJson<CourseListResponse>(`/api/courses?${qs}`)
    expect(status).toBe(200)
    // A list leaves descriptions out; the filter rules read them, so they are added back.
    const description = (courseId: string) =>
      all.find((course) => course.courseId === courseId)?.description ?? ''
    items.push(
      ...body.items.map((c) => ({ ...c, ...NO_FACTS, description: description(c.courseId) })),
    )
    if (items.length >= body.total) return items
  }
}

describe('GET /api/courses', () => {
  it('returns a page of courses with the total', async () => {
    const { status, body } = await getJson<CourseListResponse>('/api/courses?pageSize=10')
    expect(status).toBe(200)
    expect(body.items).toHaveLength(10)
    expect(body.total).toBe(all.length)
    expect(body.page).toBe(1)
    expect(body.pageSize).toBe(10)
  })

  it('exposes every Course field but the description, with a generated courseId, free as a null price', async () => {
    const { body } = await getJson<CourseListResponse>('/api/courses?q=docker%20for%20beginners')
    expect(body.items).toHaveLength(1)
    const docker = body.items[0]!
    expect(docker.courseId).toMatch(/^[0-9a-f-]{36}$/)
    expect(docker).toMatchObject({
      courseName: 'Docker for Beginners',
      price: null,
      isFavourite: false,
      fvrtCount: 0,
      isBestseller: false,
      rating: 4.1,
    })
    expect(Object.keys(docker).sort()).toEqual(
      [
        'category',
        'certification',
        'courseId',
        'courseName',
        'createdAt',
        'duration',
        'fvrtCount',
        'imageUrl',
        'instructor',
        'isBestseller',
        'isFavourite',
        'language',
        'officialUrl',
        'platform',
        'price',
        'rating',
        'validity',
        'learnerRating',
        'learnerRatingCount',
      ].sort(),
    )
    // The description, 40% of a list's bytes and shown on no card, is at the course's own address.
    const one = await getJson<Course>(`/api/courses/${docker.courseId}`)
    // And the exams it prepares for (docs/product.md#courses-and-exams), and its facts
    // (docs/product.md#course-facts).
    expect(Object.keys(one.body).sort()).toEqual(
      [...Object.keys(docker), 'description', 'exams', ...COURSE_FACT_FIELDS].sort(),
    )
    expect(one.body.description).toBe(all.find((c) => c.courseId === docker.courseId)!.description)
  })

  it('shows each course in a list as its own address shows it, description aside, its keys in the same order', async () => {
    const res = await t.app.inject({ url: '/api/courses?pageSize=30&sort=newest' })
    const items = (res.json() as CourseListResponse).items
    expect(items).toHaveLength(30)
    for (const item of items) {
      // Without the description, the exams and the facts (docs/product.md#course-facts).
      const { exams: _exams, ...body } = (await getJson<Course>(`/api/courses/${item.courseId}`))
        .body
      const own = courseListItemSchema.parse(body)
      expect(item).toEqual(own)
      // In the schema's order: a card written by hand keeps the keys where the schema puts them.
      expect(Object.keys(item)).toEqual(Object.keys(own))
    }
  })

  it('pages through the catalogue without repeating or skipping a course', async () => {
    const seen = await listAll({ sort: 'rating' })
    expect(seen).toHaveLength(all.length)
    expect(new Set(seen.map((c) => c.courseId)).size).toBe(all.length)
  })

  it('puts bestsellers first, then the highest rated, by default', async () => {
    const items = await listAll({})
    const firstNonBestseller = items.findIndex((c) => !c.isBestseller)
    expect(items.slice(firstNonBestseller).every((c) => !c.isBestseller)).toBe(true)
    const bestsellers = items.slice(0, firstNonBestseller).map((c) => c.rating)
    expect(bestsellers).toEqual([...bestsellers].sort((a, b) => b - a))
  })

  it('sorts by price with free courses first (ascending) or last (descending)', async () => {
    const asc = await listAll({ sort: 'price-asc' })
    const prices = asc.map((c) => c.price ?? -1)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = await listAll({ sort: 'price-desc' })
    expect(desc.at(-1)!.price).toBeNull()
  })

  it.each([
    ['page=0', 'Page must be a whole number from 1'],
    ['page=abc', 'Page must be a whole number from 1'],
    ['pageSize=101', 'Page size must be a whole number from 1 to 100'],
    ['pageSize=-5', 'Page size must be a whole number from 1 to 100'],
    [
      'price=cheap',
      'Price must be one of free, under-400, 400-1000, 1000-2000, 2000-4000, 4000-5000, 5000-7000, over-7000',
    ],
    ['track=space', 'Track must be one of it, govt'],
    [
      'sort=random',
      'Sort must be one of recommended, rating, price-asc, price-desc, newest, price-drop',
    ],
    [`q=${'x'.repeat(201)}`, 'Filters must be at most 200 characters'],
  ])('refuses %s with a 400 a person understands', async (qs, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/courses?${qs}` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', message } })
  })

  it('treats LIKE wildcards and search syntax as text', async () => {
    const percent = await listAll({ q: '100%' })
    const byRule = all.filter((c) => matchesSearchText(c, '100%'))
    expect(byRule.length).toBeGreaterThan(0)
    expect(percent.map((c) => c.courseId)).toEqual(
      expect.arrayContaining(byRule.map((c) => c.courseId)),
    )
    const { body } = await getJson<CourseListResponse>('/api/courses?q=%25%25%25zzz')
    expect(body.total).toBe(0)
  })
})

describe('the search filters select what the domain rules select', () => {
  // Category, platform, language, price and track: exactly the domain rule.
  const exact: CourseFilters[] = [
    {},
    { category: 'web' },
    { category: 'Web Dev' },
    { platform: 'udemy' },
    { platform: 'xdev' },
    { language: 'english' },
    { language: 'HINDI' },
    { language: 'Eng' },
    { track: 'govt' },
    { track: 'it', price: 'free' },
    ...PRICE_BANDS.map((price) => ({ price })),
    { category: 'end', language: 'hindi', price: '2000-4000' },
  ]
  it.each(exact)('filters %o', async (filters) => {
    const params = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)]))
    const found = (await listAll(params)).map((c) => c.courseId).sort()
    const parsed = courseListQuerySchema.parse(params)
    const byRule = all
      .filter((c) => matchesCourseFilters(c, parsed))
      .map((c) => c.courseId)
      .sort()
    expect(found).toEqual(byRule)
  })

  // The text search finds at least every course the original substring rule finds (4+ characters),
  // together with the other filters applied exactly.
  const searches: CourseFilters[] = [
    { q: 'react' },
    { q: 'REACT NODE' },
    { q: 'saini' },
    { q: 'namastedev' },
    { q: 'under_score' },
    { q: 'back\\slash' },
    // Alone, 'हिंदी' is the language filter (docs/product.md#catalogue-search); with a language
    // chosen it is searched as text.
    { q: 'हिंदी', language: 'english' },
    { q: 'node udemy' },
    { q: 'eact' },
    { q: 'ack end' },
    { q: 'docker', category: 'devops', price: 'free' },
    { q: 'data', platform: 'udemy', language: 'english', price: '400-1000' },
  ]
  it.each(searches)('search %o', async (filters) => {
    const params = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)]))
    const parsed = courseListQuerySchema.parse(params)
    const found = await listAll(params)
    const { q, ...others } = parsed
    expect(found.every((c) => matchesCourseFilters(c, others))).toBe(true)
    const byRule = all.filter((c) => matchesCourseFilters(c, parsed)).map((c) => c.courseId)
    expect(found.map((c) => c.courseId)).toEqual(expect.arrayContaining(byRule))
    expect(q).toBeDefined()
  })

  // Every query parameter is one line of text (src/domain/text-input.ts).
  it.each(['react\u0001udemy', 'sql\tcoursera'])(
    'a search with a control character or tab (%j) is refused, naming q',
    async (q) => {
      const res = await t.app.inject({ url: `/api/courses?q=${encodeURIComponent(q)}` })
      expect(res.statusCode).toBe(400)
      expect(Object.keys(res.json().error.fields)).toEqual(['q'])
    },
  )
})

describe('GET /api/courses/suggest', () => {
  it('offers names starting with the text first, then names with a word starting with it', async () => {
    const { status, body } = await getJson<{ courseId: string; courseName: string }[]>(
      '/api/courses/suggest?q=nam',
    )
    expect(status).toBe(200)
    expect(body[0]).toMatchObject({ courseName: 'Namaste React' })
    expect(body.length).toBeLessThanOrEqual(8)
    const stack = await getJson<{ courseName: string }[]>('/api/courses/suggest?q=stack')
    expect(stack.body.map((s) => s.courseName)).toContain('Full Stack Web Dev Cohort')
  })

  it('offers nothing for empty or unmatched text', async () => {
    expect((await getJson('/api/courses/suggest?q=')).body).toEqual([])
    expect((await getJson('/api/courses/suggest?q=zzzqqq')).body).toEqual([])
  })
})

describe('GET /api/courses/:courseId', () => {
  it('returns the course', async () => {
    const target = all[0]!
    const { status, body } = await getJson<Course>(`/api/courses/${target.courseId}`)
    expect(status).toBe(200)
    expect(body).toEqual({ ...target, exams: [] })
  })

  it("answers 404 'Course not found!' for an unknown id", async () => {
    const res = await t.app.inject({ url: '/api/courses/00000000-0000-4000-8000-000000000000' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Course not found!' } })
  })

  it('answers 400 for a malformed id', async () => {
    const res = await t.app.inject({ url: "/api/courses/1'%20OR%201=1" })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: { code: 'validation_failed', message: 'Course id is not valid' },
    })
  })
})

describe('the API around the catalogue', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  it('reports health and which database it runs on', async () => {
    const res = await t.app.inject({ url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind })
  })

  it('answers a malformed JSON body with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })
})

describe('a changed catalogue is never served from an old answer', () => {
  it('shows a course added after the same list was read, once the change is announced', async () => {
    const url = '/api/courses?q=freshly%20added%20course'
    expect((await getJson<CourseListResponse>(url)).body.total).toBe(0)
    const [added] = await insertCourses(t.database, [
      makeCourse({ courseName: 'Freshly Added Course' }),
    ])
    await t.database.bus.publish({
      type: 'course.added',
      courseId: added!.courseId,
      courseName: added!.courseName,
    })
    // PostgreSQL delivers NOTIFY asynchronously; PGlite's bus is synchronous.
    await expect
      .poll(async () => (await getJson<CourseListResponse>(url)).body.total, { timeout: 5000 })
      .toBe(1)
    all.push(added!)
  })
})

describe('GET /api/openapi.json', () => {
  it('documents the catalogue routes from their schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/courses',
        '/api/courses/suggest',
        '/api/courses/{courseId}',
        '/api/health',
      ]),
    )
    const params = doc.paths['/api/courses'].get.parameters.map((p: { name: string }) => p.name)
    expect(params).toEqual(
      expect.arrayContaining([
        'q',
        'category',
        'platform',
        'price',
        'language',
        'sort',
        'page',
        'pageSize',
      ]),
    )
  })
})

describe('compressed catalogue answers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends %s to clients that accept it, with the same content',
    async (encoding, decode) => {
      const url = '/api/courses?pageSize=20&sort=rating'
      const plain = await t.app.inject({ url })
      expect(plain.headers['content-encoding']).toBeUndefined()
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          url,
          headers: { 'accept-encoding': `${encoding}, identity` },
        })
        expect(res.headers['content-encoding']).toBe(encoding)
        expect(res.headers.vary).toContain('accept-encoding')
        expect(decode(res.rawPayload).toString()).toBe(plain.body)
      }
    },
  )
})

// A list read again is answered from the read cache, and an address already seen before its query
// is validated again (docs/decisions/047-a-cheaper-hot-path.md): what the caller gets must not
// tell the two apart.
describe('a catalogue answer read again', () => {
  /** Everything a caller sees but the date. */
  const seen = (res: LightMyRequestResponse) => {
    const { date: _date, ...headers } = res.headers
    return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') }
  }

  it.each([['identity'], ['br'], ['gzip']])(
    'has the status, headers and bytes of the first answer (%s)',
    async (encoding) => {
      // An address of its own per case, so that the first request is the one that loads.
      const url = `/api/courses?category=devops&sort=rating&pageSize=${encoding.length + 10}`
      const headers = { 'accept-encoding': encoding }
      const first = await t.app.inject({ url, headers })
      expect(first.statusCode).toBe(200)
      expect(first.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(first.headers.vary).toBe('accept-encoding')
      for (let i = 0; i < 3; i++)
        expect(seen(await t.app.inject({ url, headers }))).toEqual(seen(first))
      // The same query written otherwise (another order, a parameter no filter reads) is the same
      // answer too.
      const reordered = `/api/courses?pageSize=${encoding.length + 10}&unknown=1&sort=rating&category=devops`
      expect(seen(await t.app.inject({ url: reordered, headers }))).toEqual(seen(first))
      const head = await t.app.inject({ method: 'HEAD', url, headers })
      expect(head.statusCode).toBe(200)
      expect(head.headers['content-length']).toBe(first.headers['content-length'])
      expect(head.headers.vary).toBe(first.headers.vary)
    },
  )

  it('serves suggestions read again with the same headers and bytes', async () => {
    const url = '/api/courses/suggest?q=Dock'
    const first = await t.app.inject({ url })
    expect(first.json().length).toBeGreaterThan(0)
    expect(seen(await t.app.inject({ url }))).toEqual(seen(first))
  })

  it('refuses a query it cannot take every time it is sent', async () => {
    for (const url of [
      '/api/courses?pageSize=0',
      '/api/courses?sort=cheapest',
      '/api/courses?q=a%00b',
      '/api/courses/suggest?q=a%0Ab',
    ]) {
      const first = await t.app.inject({ url })
      expect(first.statusCode, url).toBe(400)
      expect(first.json().error.code, url).toBe('validation_failed')
      expect(seen(await t.app.inject({ url })), url).toEqual(seen(first))
    }
  })

  it('lets go of an answer once a change to a course it shows is announced', async () => {
    const url = '/api/courses?q=docker%20for%20beginners&pageSize=5'
    const countOf = async () => {
      const { body } = await getJson<CourseListResponse>(url)
      return body.items.find((course) => course.courseName === 'Docker for Beginners')!.fvrtCount
    }
    const before = await countOf()
    expect(await countOf()).toBe(before)
    const docker = all.find((course) => course.courseName === 'Docker for Beginners')!
    await t.database.db
      .update(courses)
      .set({ fvrtCount: before + 5 })
      .where(eq(courses.id, docker.courseId))
    // Not announced: the answer kept is still the one sent (what the cache is for).
    expect(await countOf()).toBe(before)
    await t.database.bus.publish({ type: 'course.counts', courseId: docker.courseId })
    // PostgreSQL delivers NOTIFY asynchronously; PGlite's bus is synchronous.
    await expect.poll(countOf, { timeout: 5000 }).toBe(before + 5)
    await t.database.db
      .update(courses)
      .set({ fvrtCount: before })
      .where(eq(courses.id, docker.courseId))
    await t.database.bus.publish({ type: 'course.updated', courseId: docker.courseId })
    await expect.poll(countOf, { timeout: 5000 }).toBe(before)
  })
})

describe('catalogue totals', () => {
  it('are exact however many courses match, and paging reaches the end', async () => {
    const counted = await createTestApp()
    try {
      await insertCourses(
        counted.database,
        Array.from({ length: 1025 }, (_, i) => makeCourse({ courseName: `Count probe ${i}` })),
      )
      const page = async (n: number) =>
        (
          await counted.app.inject({ url: `/api/courses?q=count%20probe&pageSize=10&page=${n}` })
        ).json() as CourseListResponse
      expect(await page(1)).toMatchObject({ total: 1025, totalExact: true })
      const last = await page(103)
      expect(last).toMatchObject({ total: 1025, totalExact: true })
      expect(last.items).toHaveLength(5)
      const exact = (
        await counted.app.inject({ url: '/api/courses?q=count%20probe%20100' })
      ).json() as CourseListResponse
      // 'Count probe 100' first: the only course holding every word exactly.
      expect(exact.items[0]!.courseName).toBe('Count probe 100')
    } finally {
      await counted.close()
    }
  })
})

describe('what the catalogue works out instead of taking from its cache', () => {
  it('is counted once per distinct answer, and again once a change lets the answer go', async () => {
    const work = { searches: 0, browses: 0, suggestions: 0 }
    const counted = await createTestApp({ database: t.database, catalogueWork: work })
    try {
      const get = async (url: string) =>
        expect((await counted.app.inject({ method: 'GET', url })).statusCode).toBe(200)
      await get('/api/courses?q=react')
      await get('/api/courses?q=react')
      await get('/api/courses?q=docker')
      await get('/api/courses?category=devops')
      await get('/api/courses?category=devops')
      await get('/api/courses/suggest?q=doc')
      await get('/api/courses/suggest?q=doc')
      expect(work).toEqual({ searches: 2, browses: 1, suggestions: 1 })

      // Two requests for an address not yet answered share one piece of work.
      await Promise.all([get('/api/courses?q=python'), get('/api/courses?q=python')])
      expect(work.searches).toBe(3)

      const docker = all.find((course) => course.courseName === 'Docker for Beginners')!
      await t.database.bus.publish({ type: 'course.updated', courseId: docker.courseId })
      await expect
        .poll(async () => {
          await get('/api/courses?q=react')
          return work.searches
        })
        .toBeGreaterThan(3)
    } finally {
      await counted.app.close() // the database is the file's own
    }
  })
})
