// Writes from other sites are refused (docs/decisions/026-cross-site-writes-and-route-access.md):
// the Origin header decides, else Sec-Fetch-Site, else the Referer; a request with none of them
// is not from a browser and goes on to the route's own checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertCourses, makeCourse } from '../test/course-factory'
import { createAdminTestApp, createTestApp, type TestApp } from '../test/test-app'
import type { TestUser } from '../test/users'
import { CROSS_SITE_MESSAGE } from './same-origin'

let t: TestApp
let member: TestUser
let courseId: string
beforeAll(async () => {
  ;({ t, member } = await createAdminTestApp())
  courseId = (await insertCourses(t.database, [makeCourse({})]))[0]!.courseId
})
afterAll(() => t.close())

const EVIL = 'https://evil.example'
const bookmark = (method: 'PUT' | 'DELETE', headers: Record<string, string>) =>
  t.app.inject({
    method,
    url: `/api/me/bookmarks/${courseId}`,
    headers: { cookie: member.cookie, ...headers },
  })

describe('writes from another site', () => {
  it.each([
    ['PUT', `/api/me/bookmarks/{course}`],
    ['DELETE', `/api/me/bookmarks/{course}`],
    ['POST', '/api/posts'],
    ['PATCH', '/api/me/bookmarks/{course}'],
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-out'],
  ] as const)('%s %s with Origin: %s is refused with 403', async (method, url) => {
    const res = await t.app.inject({
      method,
      url: url.replace('{course}', courseId),
      headers: { cookie: member.cookie, origin: EVIL, 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: { code: 'cross_site', message: CROSS_SITE_MESSAGE } })
  })

  it('leaves reads alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { origin: EVIL } })
    expect(res.statusCode).toBe(200)
  })

  it("accepts the site's own origin, by the request's host or PUBLIC_URL", async () => {
    expect((await bookmark('PUT', { origin: 'http://localhost:80' })).statusCode).toBe(200)
    expect((await bookmark('DELETE', { origin: 'http://LOCALHOST:80' })).statusCode).toBe(200)
    const behindProxy = await createTestApp({
      database: t.database,
      publicUrl: 'https://coursecompass.example.in',
    })
    try {
      // (An https site's session cookie has another name: an anonymous write shows the check.)
      const ask = (origin: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/recommendations',
          headers: { origin, host: '127.0.0.1:3000' },
          payload: { courseIds: [] },
        })
      expect((await ask('https://coursecompass.example.in')).statusCode).toBe(400)
      expect((await ask(EVIL)).statusCode).toBe(403)
    } finally {
      await behindProxy.app.close()
    }
  })

  it("refuses Origin 'null' and a look-alike host", async () => {
    expect((await bookmark('PUT', { origin: 'null' })).statusCode).toBe(403)
    expect((await bookmark('PUT', { origin: 'http://localhost.evil.example' })).statusCode).toBe(
      403,
    )
  })

  it('without Origin, reads Sec-Fetch-Site', async () => {
    expect((await bookmark('PUT', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
    expect((await bookmark('PUT', { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403)
    expect((await bookmark('PUT', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200)
  })

  it('without either, reads the Referer', async () => {
    expect((await bookmark('PUT', { referer: `${EVIL}/page` })).statusCode).toBe(403)
    expect((await bookmark('PUT', { referer: 'http://localhost:80/all-courses' })).statusCode).toBe(
      200,
    )
  })

  it('lets a request with none of them (not a browser) reach the route', async () => {
    expect((await bookmark('DELETE', {})).statusCode).toBe(200)
  })

  it('answers in Hindi for a Hindi reader', async () => {
    const res = await bookmark('PUT', { origin: EVIL, cookie: `${member.cookie}; cc_lang=hi` })
    expect(res.json().error.message).toBe('यह अनुरोध इस साइट से नहीं आया, इसलिए इसे अस्वीकार किया गया।')
  })
})
