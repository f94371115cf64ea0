// The account page's API as a caller sees it (docs/product.md#account-page): the name, the password,
// the signed-in sessions and "Download my data". Deleting the account: account-deletion.test.ts.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_CHECKS_THROTTLED_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../../domain/account'
import { PASSWORD_RULE_MESSAGE } from '../../../domain/credentials'
import type { AccountExport, AccountSession } from '../../../domain/schemas/account'
import type { Course } from '../../../domain/schemas/course'
import { sessions, suspensions } from '../../db/schema'
import { insertCourses, makeCourse } from '../../test/course-factory'
import {
  createTestApp,
  requestAs,
  TEST_AUTH_SECRET,
  type TestApp,
  type TestMethod,
} from '../../test/test-app'
import {
  createSessionCookie,
  createUserWithSession,
  SESSION_COOKIE_NAME,
  type TestUser,
} from '../../test/users'

let t: TestApp
let course: Course
let other: Course

beforeAll(async () => {
  t = await createTestApp()
  ;[course, other] = (await insertCourses(t.database, [
    makeCourse({ courseName: 'Spring Boot for Beginners' }),
    makeCourse({ courseName: 'SSC CGL Maths' }),
  ])) as [Course, Course]
})
afterAll(() => t.close())

const newUser = (options: { name?: string; email?: string } = {}) =>
  createUserWithSession(t.database.db, TEST_AUTH_SECRET, options)
const call = (method: TestMethod, url: string, user?: { cookie: string }, payload?: object) =>
  requestAs(t.app, method, url, user, payload)
const me = async (user: { cookie: string }) => (await call('GET', '/api/me', user)).json()
/** Another signed-in session of the same user, as another browser would hold it. */
const secondSession = async (user: TestUser) => ({
  cookie: await createSessionCookie(t.database.db, TEST_AUTH_SECRET, user.id),
})
const listSessions = async (user: { cookie: string }): Promise<AccountSession[]> => {
  const res = await call('GET', '/api/me/sessions', user)
  expect(res.statusCode).toBe(200)
  return res.json().sessions
}

describe('changing the display name', () => {
  it('changes the name the header and every review show, trimmed', async () => {
    const user = await newUser({ name: 'Asha' })
    await call('POST', `/api/courses/${course.courseId}/reviews`, user, { text: 'Good pace.' })
    const res = await call('PUT', '/api/me/name', user, { name: '  Asha Verma  ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ displayName: 'Asha Verma' })
    expect(res.headers['cache-control']).toBe('no-store')
    // The session lookup was let go: the very next request sees the new name.
    expect((await me(user)).user.displayName).toBe('Asha Verma')
    const reviews = (await call('GET', `/api/courses/${course.courseId}/reviews`)).json().items
    expect(reviews.map((r: { author: string }) => r.author)).toContain('Asha Verma')
  })

  it('follows the sign-up rule: optional, at most 100 characters', async () => {
    const user = await newUser({ name: 'Ravi' })
    const long = await call('PUT', '/api/me/name', user, { name: 'x'.repeat(101) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toBe('Full Name must be at most 100 characters')
    const empty = await call('PUT', '/api/me/name', user, { name: '   ' })
    expect(empty.statusCode).toBe(200)
    expect((await me(user)).user.displayName).toBe('')
  })

  it('tells open pages that show the name', async () => {
    const user = await newUser({ name: 'Meera' })
    const review = (
      await call('POST', `/api/courses/${other.courseId}/reviews`, user, { text: 'Useful.' })
    ).json()
    const post = (
      await call('POST', '/api/posts', user, { title: 'Hi', body: 'Hello', tags: 'ssc' })
    ).json()
    const seen: unknown[] = []
    const stop = t.database.bus.subscribe((event) => seen.push(event))
    await call('PUT', '/api/me/name', user, { name: 'Meera K' })
    stop()
    expect(seen).toEqual(
      expect.arrayContaining([
        { type: 'review.changed', courseId: other.courseId, reviewId: review.reviewId },
        { type: 'post.changed', postId: post.postId },
        { type: 'session.changed', userId: user.id },
      ]),
    )
  })

  it('is for the signed-in user only', async () => {
    expect((await call('PUT', '/api/me/name', undefined, { name: 'X' })).statusCode).toBe(401)
  })
})

describe('changing the password', () => {
  it('changes it whatever Host the request names (the notice mail reads only its language)', async () => {
    const user = await newUser()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: user.cookie, host: 'not a host' },
      payload: { currentPassword: user.password, newPassword: 'Guwahati2025Tea' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ otherSessionsEnded: 0 })
  })

  it('needs the current password, and signs out the other sessions but not this one', async () => {
    const user = await newUser()
    const elsewhere = await secondSession(user)
    const wrong = await call('POST', '/api/me/password', user, {
      currentPassword: 'Not-the-password-1',
      newPassword: 'Guwahati2025Tea',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toMatchObject({
      code: 'invalid_credentials',
      message: WRONG_PASSWORD_MESSAGE,
      fields: { currentPassword: WRONG_PASSWORD_MESSAGE },
    })
    expect((await me(elsewhere)).user?.id).toBe(user.id)

    const res = await call('POST', '/api/me/password', user, {
      currentPassword: user.password,
      newPassword: 'Guwahati2025Tea',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ otherSessionsEnded: 1 })
    expect((await me(user)).user?.id).toBe(user.id)
    expect((await me(elsewhere)).user).toBeNull()

    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password },
        remoteAddress: '10.20.0.1',
      })
    expect((await signIn(user.password)).statusCode).toBe(401)
    expect((await signIn('Guwahati2025Tea')).statusCode).toBe(200)
  })

  it('holds the new password to the sign-up rules and refuses common passwords', async () => {
    const user = await newUser()
    const weak = await call('POST', '/api/me/password', user, {
      currentPassword: user.password,
      newPassword: 'alllowercase1',
    })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().error.fields).toEqual({ newPassword: PASSWORD_RULE_MESSAGE })
    const common = await call('POST', '/api/me/password', user, {
      currentPassword: user.password,
      newPassword: 'Password123',
    })
    expect(common.statusCode).toBe(400)
    expect(common.json().error).toMatchObject({
      code: 'common_password',
      message: COMMON_PASSWORD_MESSAGE,
    })
    const missing = await call('POST', '/api/me/password', user, { newPassword: 'Guwahati2025Tea' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields.currentPassword).toBe('Enter your password')
  })

  it('locks the password checks for 15 minutes after 5 wrong ones', async () => {
    const user = await newUser()
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/api/me/password', user, {
        currentPassword: `Wrong-password-${i}`,
        newPassword: 'Guwahati2025Tea',
      })
      expect(res.statusCode).toBe(400)
    }
    const locked = await call('POST', '/api/me/password', user, {
      currentPassword: user.password,
      newPassword: 'Guwahati2025Tea',
    })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().error.message).toBe(PASSWORD_CHECKS_THROTTLED_MESSAGE)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800)
  })

  it('checks 5 of 200 wrong passwords sent at once, and refuses the rest', async () => {
    const user = await newUser()
    const statuses = await Promise.all(
      Array.from(
        { length: 200 },
        async (_, i) =>
          (
            await call('POST', '/api/me/password', user, {
              currentPassword: `Wrong-password-${i}`,
              newPassword: 'Guwahati2025Tea',
            })
          ).statusCode,
      ),
    )
    expect(statuses.filter((s) => s === 400)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(195)
  })

  it('answers in Hindi for a Hindi page', async () => {
    const user = await newUser()
    const res = await call('POST', '/api/me/password?lang=hi', user, {
      currentPassword: 'Not-the-password-1',
      newPassword: 'Guwahati2025Tea',
    })
    expect(res.json().error.message).toBe('यह आपका मौजूदा पासवर्ड नहीं है।')
  })
})

describe('signed-in sessions', () => {
  const CHROME_ANDROID =
    'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'
  const FIREFOX_WINDOWS =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0'

  /** Signs in through the API from a browser, as the sign-in page does. */
  async function signInFrom(user: TestUser, userAgent: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
      remoteAddress: '10.30.0.1',
    })
    expect(res.statusCode).toBe(200)
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!
    return { cookie: cookie.split(';')[0]! }
  }

  it('lists each session with its device and last activity, this device first, never a token', async () => {
    const user = await newUser()
    const phone = await signInFrom(user, CHROME_ANDROID)
    const laptop = await signInFrom(user, FIREFOX_WINDOWS)
    const res = await call('GET', '/api/me/sessions', laptop)
    expect(res.headers['cache-control']).toBe('no-store')
    const list: AccountSession[] = res.json().sessions
    expect(list).toHaveLength(3) // the test's own session, the phone and the laptop
    expect(list[0]).toMatchObject({ browser: 'Firefox', os: 'Windows', current: true })
    expect(list.filter((s) => s.current)).toHaveLength(1)
    expect(list).toContainEqual(
      expect.objectContaining({ browser: 'Chrome', os: 'Android', current: false }),
    )
    expect(list).toContainEqual(expect.objectContaining({ browser: null, os: null }))
    for (const s of list) {
      expect(Date.now() - new Date(s.lastSeenAt).getTime()).toBeLessThan(60_000)
    }
    const tokens = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
    for (const { token } of tokens) expect(res.body).not.toContain(token)
    expect(phone.cookie).not.toBe(laptop.cookie)
  })

  it('signs out one other session: its next request is signed out at once', async () => {
    const user = await newUser()
    const elsewhere = await secondSession(user)
    expect((await me(elsewhere)).user?.id).toBe(user.id) // now in the session cache
    const target = (await listSessions(user)).find((s) => !s.current)!
    const res = await call('DELETE', `/api/me/sessions/${target.id}`, user)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ended: 1 })
    expect((await me(elsewhere)).user).toBeNull()
    expect((await me(user)).user?.id).toBe(user.id)
    expect(await listSessions(user)).toHaveLength(1)
  })

  it("cannot sign out another user's session", async () => {
    const owner = await newUser()
    const stranger = await newUser()
    const [theirs] = await listSessions(owner)
    const res = await call('DELETE', `/api/me/sessions/${theirs!.id}`, stranger)
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe(SESSION_NOT_FOUND_MESSAGE)
    expect((await me(owner)).user?.id).toBe(owner.id)
    const malformed = await call('DELETE', '/api/me/sessions/not%20an%20id', stranger)
    expect(malformed.statusCode).toBe(400)
  })

  it('signs out every other session at once, keeping this one', async () => {
    const user = await newUser()
    const others = [await secondSession(user), await secondSession(user)]
    const res = await call('DELETE', '/api/me/sessions', user)
    expect(res.json()).toEqual({ ended: 2 })
    for (const other of others) expect((await me(other)).user).toBeNull()
    expect((await me(user)).user?.id).toBe(user.id)
    expect(await listSessions(user)).toHaveLength(1)
  })

  it('is for the signed-in user only', async () => {
    expect((await call('GET', '/api/me/sessions')).statusCode).toBe(401)
    expect((await call('DELETE', '/api/me/sessions')).statusCode).toBe(401)
  })
})

describe('last activity', () => {
  it('is written when a session is used, at most every few minutes', async () => {
    const app = await createTestApp({ database: t.database, sessionCacheMs: 0 })
    try {
      const user = await newUser()
      const [row] = await t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, user.id))
      const backdate = () =>
        t.database.db
          .update(sessions)
          .set({ lastSeenAt: sql`now() - interval '2 hours'` })
          .where(eq(sessions.id, row!.id))
      const lastSeen = async () =>
        (
          await t.database.db
            .select({ at: sessions.lastSeenAt })
            .from(sessions)
            .where(eq(sessions.id, row!.id))
        )[0]!.at.getTime()

      await backdate()
      await requestAs(app.app, 'GET', '/api/me', user)
      expect(Date.now() - (await lastSeen())).toBeLessThan(60_000)

      // Used again within the interval: not written again (one write per few minutes, not per
      // request).
      await backdate()
      await requestAs(app.app, 'GET', '/api/me', user)
      expect(Date.now() - (await lastSeen())).toBeGreaterThan(60 * 60_000)
    } finally {
      await app.app.close()
    }
  })
})

describe('downloading my data', () => {
  it('is one JSON file of exactly the user’s data, never cached', async () => {
    const mine = await newUser({ name: 'Kavya', email: `kavya-${Date.now()}@example.in` })
    const theirs = await newUser({ name: 'Rohan' })
    // The same kinds of things by both users.
    for (const u of [mine, theirs]) {
      await call('PUT', `/api/me/bookmarks/${course.courseId}`, u)
      await call('PUT', `/api/me/favorites/${other.courseId}`, u)
    }
    const myReview = (
      await call('POST', `/api/courses/${course.courseId}/reviews`, mine, {
        text: 'Kavya on Spring',
        rating: 5,
        completion: 'dropped',
        progress: 60,
        takenIn: '2025-06',
        pricePaid: 499,
        aspects: { depth: 5, readiness: 3, value: null },
      })
    ).json()
    const theirReview = (
      await call('POST', `/api/courses/${course.courseId}/reviews`, theirs, {
        text: 'Too fast for me',
        rating: 2,
      })
    ).json()
    await call('PUT', `/api/reviews/${theirReview.reviewId}/helpful`, mine)
    await call('PUT', `/api/reviews/${myReview.reviewId}/helpful`, theirs)
    await call('POST', `/api/reviews/${theirReview.reviewId}/report`, mine, { reason: 'spam' })
    const myPost = (
      await call('POST', '/api/posts', mine, { title: 'Kavya asks', body: 'Which?', tags: 'java' })
    ).json()
    const theirPost = (
      await call('POST', '/api/posts', theirs, {
        title: 'Which exam first?',
        body: 'CGL or CHSL?',
        tags: 'ssc',
      })
    ).json()
    await call('POST', `/api/posts/${theirPost.postId}/comments`, mine, { text: 'Kavya replies' })
    await call('POST', `/api/posts/${myPost.postId}/comments`, theirs, {
      text: 'Start with Java 17',
    })
    await call('POST', `/api/posts/${theirPost.postId}/vote`, mine, { direction: 'down' })
    await call('POST', `/api/posts/${myPost.postId}/vote`, theirs, { direction: 'up' })
    await call('POST', `/api/posts/${theirPost.postId}/report`, mine, {
      reason: 'other',
      detail: 'Asked twice',
    })
    const added = await call('POST', '/api/courses', mine, {
      courseName: 'Kavya adds Go basics',
      rating: 4,
      duration: '10',
      validity: 'Lifetime',
      certification: 'Yes',
      price: null,
      imageUrl: 'https://example.in/go.png',
      instructor: 'Kavya',
      platform: 'youtube',
      category: 'programming',
      description: 'Go from the ground up.',
      officialUrl: 'https://example.in/go',
    })
    expect(added.statusCode).toBe(202)
    await call('POST', '/api/subscribe', undefined, { email: mine.email.toUpperCase() })
    await call('POST', '/api/subscribe', undefined, { email: theirs.email })

    // A suspension made and lifted: the member's to see, without who made it.
    await t.database.db.insert(suspensions).values({
      userId: mine.id,
      reason: 'Spam links',
      createdBy: 'warden@example.in',
      until: new Date(Date.now() + 86_400_000),
      liftedAt: new Date(),
      liftedBy: 'warden@example.in',
    })
    const res = await call('GET', '/api/me/export', mine)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toBe('no-store')
    const day = new Date().toISOString().slice(0, 10)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="coursecompass-data-${day}.json"`,
    )
    const data: AccountExport = JSON.parse(res.body)
    expect(data.site).toBe('CourseCompass')
    expect(data.account).toMatchObject({ id: mine.id, name: 'Kavya', email: mine.email })
    expect(data.sessions).toHaveLength(1)
    expect(data.bookmarks).toEqual([expect.objectContaining({ courseId: course.courseId })])
    expect(data.favourites).toEqual([
      expect.objectContaining({ courseId: other.courseId, courseName: 'SSC CGL Maths' }),
    ])
    expect(data.reviews).toEqual([
      expect.objectContaining({
        reviewId: myReview.reviewId,
        text: 'Kavya on Spring',
        rating: 5,
        completion: 'dropped',
        progress: 60,
        takenIn: '2025-06',
        pricePaid: 499,
        aspects: { depth: 5, readiness: 3, value: null },
      }),
    ])
    expect(data.helpfulVotes).toEqual([expect.objectContaining({ reviewId: theirReview.reviewId })])
    expect(data.posts).toEqual([
      expect.objectContaining({ postId: myPost.postId, title: 'Kavya asks', tags: ['java'] }),
    ])
    expect(data.comments).toEqual([
      expect.objectContaining({ postId: theirPost.postId, text: 'Kavya replies' }),
    ])
    expect(data.postVotes).toEqual([
      expect.objectContaining({ postId: theirPost.postId, direction: 'down' }),
    ])
    expect(data.reports.map((r) => [r.type, r.targetId, r.reason, r.detail]).sort()).toEqual(
      [
        ['post', theirPost.postId, 'other', 'Asked twice'],
        ['review', theirReview.reviewId, 'spam', null],
      ].sort(),
    )
    expect(data.suspensions).toEqual([
      {
        reason: 'Spam links',
        suspendedAt: expect.any(String),
        until: expect.any(String),
        liftedAt: expect.any(String),
      },
    ])
    expect(data.courseSubmissions).toEqual([
      expect.objectContaining({
        course: expect.objectContaining({ courseName: 'Kavya adds Go basics' }),
        status: 'pending',
      }),
    ])
    expect(JSON.stringify(data)).not.toContain('warden@example.in')
    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: mine.email.toLowerCase(), confirmedAt: null }),
    ])
    // Nothing of the other user's (the title of the post commented on is context), and no session
    // token or password hash.
    for (const text of [
      'Rohan',
      theirs.email,
      theirs.id,
      'Too fast for me',
      'CGL or CHSL?',
      'Start with Java 17',
    ]) {
      expect(res.body).not.toContain(text)
    }
    const [token] = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, mine.id))
    expect(res.body).not.toContain(token!.token)
    expect(res.body).not.toMatch(/argon2/)
  })

  it('is for the signed-in user only', async () => {
    expect((await call('GET', '/api/me/export')).statusCode).toBe(401)
  })
})
