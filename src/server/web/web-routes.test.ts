import sharp from 'sharp'
import { brotliCompressSync } from 'node:zlib'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '../../domain/schemas/course'
import { coursePath } from '../../domain/format'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../test/test-app'
import { insertCourses, makeCourse } from '../test/course-factory'
import { courses } from '../db/schema'
import { createCoursePreviews, drawPng } from './og-image'

let t: TestApp
let course: Course
/** Every link-preview picture drawn, by the real drawing, counted. */
const drawn: string[] = []
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-web-'))

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'))
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>CourseCompass</title><meta name="description" content="Default"></head><body><div id="root"></div></body></html>',
  )
  fs.writeFileSync(
    path.join(webDir, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))})`,
  )
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  t = await createTestApp({
    webDistDir: webDir,
    publicUrl: 'https://coursecompass.example',
    coursePreviews: createCoursePreviews({
      draw: (svg) => {
        drawn.push(svg)
        return drawPng(svg)
      },
    }),
  })
  const inserted = await insertCourses(t.database, [
    makeCourse({
      courseName: 'React </script><script>alert(1)</script> & "Hooks"',
      description: 'Learn hooks. Build apps.',
      price: 4999,
    }),
  ])
  course = inserted[0]!
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDir, { recursive: true, force: true })
})

describe('serving the web app', () => {
  it('serves index.html for every page route of the site', async () => {
    for (const url of [
      '/',
      '/home',
      '/all-courses',
      '/community',
      '/termsAndConditions',
      '/sign-in',
    ]) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root">')
    }
  })

  // The text rule (src/domain/text-input.ts) guards the API; a page reads its data through it.
  it('serves a page whose address carries a control character as a page, not an API error', async () => {
    for (const url of ['/?ref=%00', '/all-courses?q=react%00', '/community?tags=a%0Ab']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
    }
  })

  it('answers unknown pages with the app and a 404 status', async () => {
    const res = await t.app.inject({ url: '/no-such-page' })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<div id="root">')
  })

  it('sends a form posted without JavaScript back to its page, never to another site', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' }
    const res = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      headers: form,
      payload: 'email=a%40b.in&password=Secret1%21',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/sign-in')
    const away = await t.app.inject({
      method: 'POST',
      url: '//evil.example/x',
      headers: form,
      payload: 'a=b',
    })
    // A path starting with // is refused before any route (http/dot-segments.ts): no redirect at all.
    expect([away.statusCode, away.headers.location]).toEqual([400, undefined])
    const api = await t.app.inject({ method: 'POST', url: '/api/no-such', headers: form })
    expect(api.statusCode).toBe(404)
  })

  it("fills a course page's title, description, Open Graph tags and JSON-LD", async () => {
    const res = await t.app.inject({ url: coursePath(course) })
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toContain(
      '<title>React &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Hooks&#34; | CourseCompass</title>',
    )
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).not.toContain('content="Default"')
    expect(html).toContain('<meta property="og:title"')
    expect(html).toContain(
      `<meta property="og:url" content="https://coursecompass.example${coursePath(course)}">`,
    )
    // Its address in each language, on the public origin; the canonical one is the page as asked.
    const site = `https://coursecompass.example${coursePath(course)}`
    expect(html).toContain(`<link rel="canonical" href="${site}">`)
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${site}?lang=en">`)
    expect(html).toContain(`<link rel="alternate" hreflang="hi" href="${site}?lang=hi">`)
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${site}">`)
    const hindi = (await t.app.inject({ url: `${coursePath(course)}?lang=hi` })).body
    expect(hindi).toContain(`<link rel="canonical" href="${site}?lang=hi">`)
    expect(hindi.match(/rel="canonical"/g)).toHaveLength(1)
    // A raster preview (social sites ignore SVG), of the size they expect.
    expect(html).toContain(
      `og:image" content="https://coursecompass.example/og/courses/${course.courseId}.png"`,
    )
    expect(html).toContain('<meta property="og:image:width" content="1200">')
    // The course name cannot break out of the JSON-LD script element.
    expect(html).not.toContain('</script><script>alert(1)')
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!
    const data = JSON.parse(jsonLd)
    expect(data).toMatchObject({
      '@type': 'Course',
      name: course.courseName,
      offers: { price: 4999, priceCurrency: 'INR' },
    })
  })

  it("draws a course's link preview as a 1200x630 PNG, even from a name full of markup", async () => {
    const res = await t.app.inject({ url: `/og/courses/${course.courseId}.png` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    const meta = await sharp(res.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    for (const url of [
      '/og/courses/00000000-0000-4000-8000-000000000000.png',
      '/og/courses/x.png',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404)
    }
  })

  it("draws a course's preview once, serves it again with its ETag, and draws it anew when the course changes", async () => {
    const [shared] = await insertCourses(t.database, [
      makeCourse({ courseName: 'Docker for Developers', price: 499 }),
    ])
    const url = `/og/courses/${shared!.courseId}.png`
    const before = drawn.length
    // Many crawlers at once, then again: one drawing.
    const first = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ url })))
    const again = await t.app.inject({ url })
    expect(drawn.length - before).toBe(1)
    for (const res of [...first, again]) {
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload.equals(first[0]!.rawPayload)).toBe(true)
    }
    const etag = String(again.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.rawPayload.length).toBe(0)

    // Edited (here, or on another instance sharing the database): what the picture does not show
    // changes nothing; a new price is a new picture, with a new ETag.
    const edit = (fields: Partial<typeof courses.$inferInsert>) =>
      t.database.db.update(courses).set(fields).where(eq(courses.id, shared!.courseId))
    await edit({ description: 'Images, containers and Compose. Now with a chapter on volumes.' })
    expect((await t.app.inject({ url })).rawPayload.equals(again.rawPayload)).toBe(true)
    expect(drawn.length - before).toBe(1)
    await edit({ price: 999 })
    const changed = await t.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.rawPayload.equals(again.rawPayload)).toBe(false)
    expect(changed.headers.etag).not.toBe(etag)
    expect(drawn.length - before).toBe(2)
    expect(drawn.at(-1)).toContain('999')
  })

  it('answers an unknown or malformed course page with a 404 and the plain app', async () => {
    for (const url of ['/home/00000000-0000-4000-8000-000000000000/x', '/home/not-an-id/x']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body).toContain('<title>CourseCompass</title>')
    }
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('gzip')
    // Never revalidated under its hashed name: no validators to send.
    expect(res.headers.etag).toBeUndefined()
    expect(res.headers['last-modified']).toBeUndefined()
  })

  it("sends the build's brotli copy of an asset as it is", async () => {
    const brotli = brotliCompressSync(Buffer.from('console.log("precompressed")'))
    fs.writeFileSync(path.join(webDir, 'assets', 'small-abc.js'), 'console.log("precompressed")')
    fs.writeFileSync(path.join(webDir, 'assets', 'small-abc.js.br'), brotli)
    const res = await t.app.inject({
      url: '/assets/small-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.rawPayload.equals(brotli)).toBe(true)
  })

  it('does not let browsers cache the page shell', async () => {
    const res = await t.app.inject({ url: '/all-courses' })
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('sends security headers: CSP, nosniff and frame-ancestors', async () => {
    const res = await t.app.inject({ url: '/' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    // Served over https (PUBLIC_URL): browsers must keep to it.
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000')
    expect(csp).toContain('upgrade-insecure-requests')
    const api = await t.app.inject({ url: '/api/health' })
    expect(api.headers['x-content-type-options']).toBe('nosniff')
    // A hashed script keeps what protects a script, not the policy for documents.
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' })
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(asset.headers['strict-transport-security']).toContain('max-age=31536000')
    expect(asset.headers['content-security-policy']).toBeUndefined()
  })
})
