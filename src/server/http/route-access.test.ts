// Every write route declares who may call it, and the check comes before the body is read
// (docs/decisions/026-cross-site-writes-and-route-access.md): an anonymous write is a 401 whatever
// it sends, a member's write to an administrators' route a 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdminTestApp, type TestApp } from '../test/test-app'
import type { TestUser } from '../test/users'
import { WRITE_METHODS } from './route-access'

let t: TestApp
let member: TestUser
beforeAll(async () => {
  ;({ t, member } = await createAdminTestApp())
})
afterAll(() => t.close())

const writes = () =>
  t.app.declaredRoutes.filter(
    (r) => (WRITE_METHODS as readonly string[]).includes(r.method) && r.url.startsWith('/api/'),
  )
// Parameters get a well-formed id that names nothing: the answer must not depend on it.
const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'sign-out')

describe('who may call each write route', () => {
  it('every route under /api declares it, and the writes open to anyone are the expected few', () => {
    expect(writes().length).toBeGreaterThan(20)
    const api = t.app.declaredRoutes.filter((r) => r.url.startsWith('/api/'))
    expect(api.filter((r) => r.access === undefined)).toEqual([])
    expect(
      writes()
        .filter((r) => r.access === 'public' || r.access === 'viewer')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      'POST /api/auth/request-password-reset',
      'POST /api/auth/reset-password',
      'POST /api/auth/send-verification-email',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-out',
      'POST /api/auth/sign-up/email',
      'POST /api/auth/verify-email',
      'POST /api/contact',
      // An exam reminder's stop link, signed by the site (docs/product.md#exam-reminders).
      'POST /api/exam-reminders/stop',
      // A follow digest's stop link, signed by the site (docs/product.md#follows).
      'POST /api/follows/stop',
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/unsubscribe',
      // A price alert's stop link, signed by the site (docs/product.md#price-alerts).
      'POST /api/price-alerts/stop',
      'POST /api/recommendations',
      'POST /api/recommendations/feedback',
      'POST /api/subscribe',
    ])
  })

  it('refuses an anonymous write with 401 before looking at its body, even a malformed one', async () => {
    const guarded = writes().filter((r) => r.access !== 'public' && r.access !== 'viewer')
    for (const route of guarded) {
      for (const payload of ['{"broken":', '{}']) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { 'content-type': 'application/json' },
          payload,
        })
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        })
        expect(res.json().error.code).toBe('unauthorized')
      }
    }
  })

  it("answers a member's write to an administrators' route with 403, before its body", async () => {
    const adminOnly = writes().filter((r) => r.access === 'admin')
    expect(adminOnly.length).toBeGreaterThan(3)
    for (const route of adminOnly) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { 'content-type': 'application/json', cookie: member.cookie },
        payload: '{"broken":',
      })
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      })
    }
  })

  it("still gives a signed-in user's malformed body its 400", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { 'content-type': 'application/json', cookie: member.cookie },
      payload: '{"broken":',
    })
    expect(res.statusCode).toBe(400)
  })
})
