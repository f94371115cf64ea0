// Crawlers find every public page and course page, with when each course last changed, split into
// files of at most the protocol's 50,000 addresses (here 10, to keep the test small).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '../../domain/schemas/course'
import { coursePath } from '../../domain/format'
import { insertCourses, makeCourse } from '../test/course-factory'
import { createTestApp, TEST_ADMIN_EMAIL, TEST_AUTH_SECRET, type TestApp } from '../test/test-app'
import { createUserWithSession } from '../test/users'

let t: TestApp
let all: Course[]
// Without PUBLIC_URL, addresses use the request's origin (inject's is http://localhost:80).
const base = 'http://localhost:80'

beforeAll(async () => {
  t = await createTestApp({
    sitemapFileSize: 10,
    adminEmails: [TEST_ADMIN_EMAIL],
  })
  all = await insertCourses(
    t.database,
    Array.from({ length: 12 }, (_, i) => makeCourse({ courseName: `Sitemap & Co ${i}` })),
  )
})
afterAll(async () => {
  await t.close()
})

const get = (url: string) => t.app.inject({ url })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of the API and private pages, and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toContain('User-agent: *')
    expect(res.body).toContain('Disallow: /api/')
    expect(res.body).toContain('Disallow: /admin')
    expect(res.body).toContain(`Sitemap: ${base}/sitemap.xml`)
  })
})

describe('sitemap.xml', () => {
  it('within the limit is one list of every public page', async () => {
    const small = await createTestApp()
    try {
      const res = await small.app.inject({ url: '/sitemap.xml' })
      expect(res.body).toContain('<urlset')
      expect(locs(res.body)).toEqual(
        expect.arrayContaining([`${base}/`, `${base}/all-courses`, `${base}/govt-exam-courses`]),
      )
      expect(locs(res.body)).not.toContain(`${base}/admin`)
    } finally {
      await small.close()
    }
  })

  it('past the per-file limit is an index of files that together list every page once', async () => {
    const index = await get('/sitemap.xml')
    expect(index.statusCode).toBe(200)
    expect(index.headers['content-type']).toMatch(/^application\/xml/)
    expect(index.body).toContain('<sitemapindex')
    // 7 public pages + 12 courses = 19 addresses: two files of at most 10.
    expect(locs(index.body)).toEqual([`${base}/sitemaps/1.xml`, `${base}/sitemaps/2.xml`])
    const files = await Promise.all([1, 2].map((n) => get(`/sitemaps/${n}.xml`)))
    const listed = files.flatMap((f) => locs(f.body))
    expect(files.map((f) => locs(f.body).length)).toEqual([10, 9])
    expect(new Set(listed).size).toBe(19)
    expect(listed).toContain(`${base}/all-courses`)
    for (const course of all) {
      expect(listed).toContain(`${base}${coursePath(course)}`)
    }
    expect((await get('/sitemaps/3.xml')).statusCode).toBe(404)
    expect((await get('/sitemaps/x.xml')).statusCode).toBe(404)
  })

  it('escapes addresses and gives each course page its last change', async () => {
    const xml = (await get('/sitemaps/2.xml')).body
    expect(xml).not.toMatch(/&(?!#\d+;)/)
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/)
  })

  it("moves a course's lastmod when an administrator edits it", async () => {
    const target = all.at(-1)!
    const lastmod = async () => {
      const files = await Promise.all([1, 2].map((n) => get(`/sitemaps/${n}.xml`)))
      const entry = files
        .flatMap((f) => f.body.split('</url>'))
        .find((u) => u.includes(coursePath(target)))!
      return /<lastmod>([^<]+)</.exec(entry)![1]!
    }
    const before = await lastmod()
    const admin = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
      email: TEST_ADMIN_EMAIL,
      password: null,
    })
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/courses/${target.courseId}`,
      headers: { cookie: admin.cookie },
      payload: { price: 999 },
    })
    expect(edited.statusCode).toBe(200)
    expect(new Date(await lastmod()).getTime()).toBeGreaterThan(new Date(before).getTime())
  })
})
