// Roles are given and taken only as docs/security.md#roles says (src/domain/permissions.ts): an
// address in ADMIN_EMAILS is an administrator once confirmed, a suspended moderator moderates
// nothing, nobody lifts their own suspension, and only an administrator lifts a moderator's.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import {
  createTestApp,
  TEST_ADMIN_EMAIL,
  TEST_AUTH_SECRET,
  type TestApp,
  type TestMethod,
} from '../../test/test-app'
import { createUserWithSession, type TestUser } from '../../test/users'

let t: TestApp
let admin: TestUser
let ip = 0
const call = (
  method: TestMethod,
  url: string,
  user?: TestUser | { cookie: string },
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
    remoteAddress: `10.61.${Math.floor(++ip / 250)}.${ip % 250}`,
  })

beforeAll(async () => {
  // No session cache: a role given or taken shows on the next request.
  t = await createTestApp({ adminEmails: [TEST_ADMIN_EMAIL, 'boss@example.in'], sessionCacheMs: 0 })
  admin = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
    email: TEST_ADMIN_EMAIL,
    name: 'Chief',
    password: null,
  })
})
afterAll(() => t.close())

const person = (name: string) =>
  createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
    name,
    email: `${name.toLowerCase()}-${Date.now()}@example.in`,
    password: null,
  })
const appoint = async (who: TestUser) =>
  expect((await call('PUT', '/api/admin/moderators', admin, { email: who.email })).statusCode).toBe(
    200,
  )
const suspend = async (by: TestUser, who: TestUser) => {
  const res = await call('PUT', '/api/admin/suspensions', by, {
    email: who.email,
    reason: 'Testing roles',
    days: 7,
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as { suspensionId: string; userId: string }[]).find(
    (s) => s.userId === who.id,
  )!.suspensionId
}

describe('ADMIN_EMAILS', () => {
  it('makes an address an administrator only once it is confirmed', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Squatter', email: 'boss@example.in', password: 'Kolkata2024Rain' },
      remoteAddress: '10.62.0.1',
    })
    expect(signUp.statusCode).toBe(200)
    const cookie = ([] as string[])
      .concat(signUp.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0]!)
      .join('; ')
    const me = async () => (await call('GET', '/api/me', { cookie })).json().user
    expect(await me()).toMatchObject({ emailVerified: false, role: 'user' })
    expect((await call('GET', '/api/admin/audit', { cookie })).statusCode).toBe(403)
    expect(
      (await call('PUT', '/api/admin/moderators', { cookie }, { email: admin.email })).statusCode,
    ).toBe(403)

    // Confirmed (by the link mailed to the address, which only its owner reads): an administrator.
    await t.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, 'boss@example.in'))
    expect(await me()).toMatchObject({ emailVerified: true, role: 'admin' })
  })
})

describe('suspensions and moderators', () => {
  it('a suspended moderator cannot hide, approve, suspend, read the queues or lift their own suspension', async () => {
    const moderator = await person('Warden')
    await appoint(moderator)
    const author = await person('Author')
    const post = (
      await call('POST', '/api/posts', author, { title: 'A post', body: 'Words', tags: 'roles' })
    ).json()
    const submitted = (
      await call('POST', '/api/courses', author, {
        courseName: 'Roles for Developers',
        rating: 4.3,
        duration: '18',
        validity: '12',
        certification: 'Yes',
        price: 1499,
        imageUrl: 'https://img.example.in/roles.png',
        instructor: 'Ritu Sharma',
        platform: 'udemy',
        category: 'devops',
        description: 'Who may do what. Ship your first permission check.',
        officialUrl: 'https://www.udemy.com/course/roles-dev',
      })
    ).json()
    expect(submitted.submissionId).toBeTruthy()
    const suspensionId = await suspend(admin, moderator)
    expect((await call('GET', '/api/me', moderator)).json().user.suspension).not.toBeNull()

    const attempts = [
      await call('PUT', `/api/admin/posts/${post.postId}/hidden`, moderator, { hidden: true }),
      await call('GET', '/api/admin/reports', moderator),
      await call('GET', '/api/admin/suspensions', moderator),
      await call('PUT', '/api/admin/suspensions', moderator, {
        email: author.email,
        reason: 'Revenge',
        days: 30,
      }),
      await call('DELETE', `/api/admin/suspensions/${suspensionId}`, moderator),
      await call('POST', `/api/admin/submissions/${submitted.submissionId}/approve`, moderator, {}),
    ]
    expect(attempts.map((res) => res.statusCode)).toEqual(attempts.map(() => 403))

    // Nothing was done: the post is shown, the author is not suspended, the suspension holds.
    expect((await call('GET', `/api/posts/${post.postId}`, author)).statusCode).toBe(200)
    expect((await call('GET', '/api/me', author)).json().user.suspension).toBeNull()
    expect((await call('GET', '/api/me', moderator)).json().user.suspension).not.toBeNull()
  })

  it('only an administrator lifts a moderator’s suspension', async () => {
    const first = await person('First')
    const second = await person('Second')
    await appoint(first)
    await appoint(second)
    const suspensionId = await suspend(admin, second)
    const byModerator = await call('DELETE', `/api/admin/suspensions/${suspensionId}`, first)
    expect(byModerator.statusCode).toBe(403)
    expect((await call('GET', '/api/me', second)).json().user.suspension).not.toBeNull()
    const byAdmin = await call('DELETE', `/api/admin/suspensions/${suspensionId}`, admin)
    expect(byAdmin.statusCode).toBe(200)
    expect((await call('GET', '/api/me', second)).json().user.suspension).toBeNull()
  })
})
