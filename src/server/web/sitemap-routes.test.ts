// Crawlers find every public page, exam page and course page in each language, with when each course last
// changed, split into files of at most the protocol's 50,000 addresses (here 10, to keep the test
// small).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '../../domain/schemas/course'
import { coursePath } from '../../domain/format'
import { insertCourses, makeCourse } from '../test/course-factory'
import {
  createTestApp,
  TEST_ADMIN_EMAIL,
  TEST_AUTH_SECRET,
  TEST_SITE_URL,
  type TestApp,
} from '../test/test-app'
import { createUserWithSession } from '../test/users'

let t: TestApp
let all: Course[]
// Without PUBLIC_URL, addresses are on the address the server listens on, never the request's Host.
const base = TEST_SITE_URL

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
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

/**
 * A sitemap file's entries, once it is checked to be well-formed XML of the shape the protocol
 * asks for: the declaration, one <urlset> in both namespaces, every element closed in order,
 * attributes quoted, and no bare `<` or `&` in text or attributes.
 */
function parseSitemap(xml: string) {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n'
  expect(xml.startsWith(declaration)).toBe(true)
  const body = xml.slice(declaration.length)
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="(?:[^"<&]|&#\d+;)*")*)\s*(\/?)>/g
  const open: string[] = []
  const roots: string[] = []
  let last = 0
  for (const match of body.matchAll(tag)) {
    const [whole, closing, name, attributes, selfClosing] = match
    expect(body.slice(last, match.index), `before ${whole}`).not.toMatch(/[<>]|&(?!#\d+;)/)
    last = match.index + whole.length
    if (closing) expect(open.pop(), whole).toBe(name)
    else {
      if (!open.length) roots.push(`<${name}${attributes}>`)
      if (!selfClosing) open.push(name!)
    }
  }
  expect(body.slice(last).trim()).toBe('')
  expect(open).toEqual([])
  expect(roots).toEqual([`<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`])
  const text = (escaped: string) =>
    escaped.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
  return [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: text(/<loc>([^<]*)<\/loc>/.exec(url!)?.[1] ?? ''),
    alternates: [
      ...url!.matchAll(/<xhtml:link rel="([^"]*)" hreflang="([^"]*)" href="([^"]*)"\/>/g),
    ].map(([, rel, hreflang, href]) => ({ rel, hreflang, href: text(href!) })),
  }))
}

/** Every entry names the page in English, in Hindi and without ?lang=, itself among them. */
function expectAlternates(entries: ReturnType<typeof parseSitemap>) {
  for (const { loc, alternates } of entries) {
    const plain = loc.replace(/\?lang=(en|hi)$/, '')
    expect(loc, loc).toMatch(/\?lang=(en|hi)$/)
    expect(alternates, loc).toEqual([
      { rel: 'alternate', hreflang: 'en', href: `${plain}?lang=en` },
      { rel: 'alternate', hreflang: 'hi', href: `${plain}?lang=hi` },
      { rel: 'alternate', hreflang: 'x-default', href: plain },
    ])
    expect(plain.startsWith(`${base}/`), loc).toBe(true)
  }
}
const sitemapFiles = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => get(`/sitemaps/${i + 1}.xml`)))

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of the API and private pages, and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toContain('User-agent: *')
    expect(res.body).toContain('Disallow: /api/')
    expect(res.body).toContain('Disallow: /admin')
    expect(res.body).toContain('Disallow: /account')
    expect(res.body).toContain('Disallow: /newsletter')
    expect(res.body).toContain(`Sitemap: ${base}/sitemap.xml`)
  })
})

describe('sitemap.xml', () => {
  it('within the limit is one list of every public page in both languages', async () => {
    const small = await createTestApp()
    try {
      const res = await small.app.inject({ url: '/sitemap.xml' })
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
      expect(res.body).toContain(`xmlns:xhtml="${XHTML_NS}"`)
      const entries = parseSitemap(res.body)
      expect(entries.map((e) => e.loc)).toEqual(locs(res.body))
      expect(entries.map((e) => e.loc)).toEqual(
        expect.arrayContaining([
          `${base}/?lang=en`,
          `${base}/?lang=hi`,
          `${base}/all-courses?lang=en`,
          `${base}/all-courses?lang=hi`,
          `${base}/govt-exam-courses?lang=hi`,
          `${base}/exams?lang=en`,
          `${base}/exams/ssc-cgl-2026?lang=hi`,
        ]),
      )
      // 8 public pages and the 6 sample exams' pages, each in English and Hindi.
      expect(entries).toHaveLength(28)
      // An exam's page says when the exam last changed.
      expect(res.body).toMatch(/<loc>[^<]*\/exams\/ssc-cgl-2026\?lang=en<\/loc><lastmod>\d{4}-/)
      expectAlternates(entries)
      expect(res.body).not.toContain(`${base}/admin`)
    } finally {
      await small.close()
    }
  })

  it('past the per-file limit is an index of files that together list every page once in each language', async () => {
    const index = await get('/sitemap.xml')
    expect(index.statusCode).toBe(200)
    expect(index.headers['content-type']).toMatch(/^application\/xml/)
    expect(index.body).toContain('<sitemapindex')
    // 8 public pages + 6 exams + 12 courses = 26 pages, 52 addresses: six files of at most 10,
    // each holding both versions of its 5 pages.
    expect(locs(index.body)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${base}/sitemaps/${n}.xml`))
    const files = await sitemapFiles(6)
    const entries = files.map((f) => parseSitemap(f.body))
    expect(entries.map((e) => e.length)).toEqual([10, 10, 10, 10, 10, 2])
    const listed = entries.flat().map((e) => e.loc)
    expect(new Set(listed).size).toBe(52)
    expect(listed).toEqual(expect.arrayContaining([`${base}/all-courses?lang=en`]))
    for (const course of all) {
      expect(listed).toContain(`${base}${coursePath(course)}?lang=en`)
      expect(listed).toContain(`${base}${coursePath(course)}?lang=hi`)
    }
    for (const file of entries) expectAlternates(file)
    expect((await get('/sitemaps/7.xml')).statusCode).toBe(404)
    expect((await get('/sitemaps/x.xml')).statusCode).toBe(404)
  })

  it('escapes addresses and gives each course page its last change', async () => {
    const xml = (await sitemapFiles(6)).map((f) => f.body).join('\n')
    expect(xml).not.toMatch(/&(?!#\d+;)/)
    // Both versions of a course page carry its last change.
    for (const course of all) {
      const entries = xml.split('</url>').filter((u) => u.includes(`${coursePath(course)}?lang=`))
      expect(entries.map((u) => /<loc>[^<]+\?lang=(\w+)<\/loc>/.exec(u)?.[1])).toEqual(['en', 'hi'])
      for (const entry of entries) {
        expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/)
      }
    }
  })

  it("moves a course's lastmod when an administrator edits it", async () => {
    const target = all.at(-1)!
    const lastmod = async () => {
      const files = await sitemapFiles(6)
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
