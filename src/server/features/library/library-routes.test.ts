import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '../../../domain/schemas/course'
import type { LiveEvent } from '../../../domain/events'
import { TOGGLE_RATE_LIMITED } from '../../../domain/account'
import { TOGGLE_POLICY } from '../../http/throttle'
import {
  createTestApp,
  TEST_AUTH_SECRET,
  type TestApp,
  requestAs,
  type TestMethod,
} from '../../test/test-app'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { courses, users } from '../../db/schema'
import { createSessionCookie, createUserWithSession, type TestUser } from '../../test/users'

let t: TestApp
let react: Course
let docker: Course
let learner: TestUser

beforeAll(async () => {
  t = await createTestApp()
  ;[react, docker] = (await insertCourses(t.database, [
    makeCourse({ courseName: 'React in Hindi' }),
    makeCourse({ courseName: 'Docker Deep Dive' }),
  ])) as [Course, Course]
  learner = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
})
afterAll(async () => {
  await t.close()
})

const call = (method: TestMethod, url: string, user?: TestUser) =>
  requestAs(t.app, method, url, user)

async function fvrtCount(courseId: string) {
  return (await call('GET', `/api/courses/${courseId}`)).json().fvrtCount as number
}

describe('bookmarks and favourites need an account', () => {
  it.each([
    ['PUT', 'bookmarks'],
    ['DELETE', 'bookmarks'],
    ['PUT', 'favorites'],
    ['DELETE', 'favorites'],
  ] as const)('%s /api/me/%s answers 401 without a session', async (method, kind) => {
    const res = await call(method, `/api/me/${kind}/${react.courseId}`)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in first.' },
    })
  })

  it('My Courses answers 401 without a session', async () => {
    expect((await call('GET', '/api/me/courses')).statusCode).toBe(401)
  })
})

describe('a personal library', () => {
  it('bookmarks a course once however often it is saved, and removes it idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call('PUT', `/api/me/bookmarks/${react.courseId}`, learner)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ courseId: react.courseId, saved: true })
    }
    expect((await call('GET', '/api/me', learner)).json().bookmarkedCourses).toEqual([
      react.courseId,
    ])
    for (let i = 0; i < 2; i++) {
      expect(
        (await call('DELETE', `/api/me/bookmarks/${react.courseId}`, learner)).json().saved,
      ).toBe(false)
    }
    expect((await call('GET', '/api/me', learner)).json().bookmarkedCourses).toEqual([])
  })

  it('keeps favourites per user, restored on every request (another device sees them)', async () => {
    await call('PUT', `/api/me/favorites/${docker.courseId}`, learner)
    const otherDevice = { ...learner } // the same account: only the cookie travels
    expect((await call('GET', '/api/me', otherDevice)).json().favoriteCourses).toEqual([
      docker.courseId,
    ])
    const someoneElse = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    expect((await call('GET', '/api/me', someoneElse)).json().favoriteCourses).toEqual([])
    const mine = (await call('GET', '/api/me/courses', learner)).json()
    expect(mine.favorites.map((c: Course) => c.courseName)).toEqual(['Docker Deep Dive'])
    expect(mine.bookmarked).toEqual([])
    await call('DELETE', `/api/me/favorites/${docker.courseId}`, learner)
  })

  it('counts a favourite once per user, and uncounts it on removal', async () => {
    const before = await fvrtCount(react.courseId)
    const res = await call('PUT', `/api/me/favorites/${react.courseId}`, learner)
    expect(res.json()).toEqual({ courseId: react.courseId, saved: true, fvrtCount: before + 1 })
    await call('PUT', `/api/me/favorites/${react.courseId}`, learner)
    expect(await fvrtCount(react.courseId)).toBe(before + 1)
    await call('DELETE', `/api/me/favorites/${react.courseId}`, learner)
    await call('DELETE', `/api/me/favorites/${react.courseId}`, learner)
    expect(await fvrtCount(react.courseId)).toBe(before)
  })

  it('a catalogue page read before a favourite shows the new count after it (the read cache lets go)', async () => {
    const card = async () =>
      (
        (await call('GET', `/api/courses?q=${encodeURIComponent(react.courseName)}`)).json()
          .items as { courseId: string; fvrtCount: number }[]
      ).find((c) => c.courseId === react.courseId)!.fvrtCount
    const before = await card()
    await call('PUT', `/api/me/favorites/${react.courseId}`, learner)
    expect(await card()).toBe(before + 1)
    await call('DELETE', `/api/me/favorites/${react.courseId}`, learner)
    expect(await card()).toBe(before)
  })

  it('a favourite lets go of the cached lists that show the course, and keeps the others', async () => {
    const listed = async (q: string, course: Course) =>
      (
        (await call('GET', `/api/courses?q=${encodeURIComponent(q)}`)).json().items as Course[]
      ).find((c) => c.courseId === course.courseId)!.fvrtCount
    const reactBefore = await listed('React in Hindi', react)
    const dockerBefore = await listed('Docker Deep Dive', docker)
    // Behind the site's back (no event): an answer still cached shows the old count.
    await t.database.db
      .update(courses)
      .set({ fvrtCount: sql`${courses.fvrtCount} + 100` })
      .where(eq(courses.id, docker.courseId))
    await call('PUT', `/api/me/favorites/${react.courseId}`, learner)
    expect(await listed('React in Hindi', react)).toBe(reactBefore + 1)
    expect(await listed('Docker Deep Dive', docker)).toBe(dockerBefore)
    await call('DELETE', `/api/me/favorites/${react.courseId}`, learner)
    await t.database.db
      .update(courses)
      .set({ fvrtCount: sql`${courses.fvrtCount} - 100` })
      .where(eq(courses.id, docker.courseId))
  })

  it('answers 404 for an unknown course and 400 for a malformed id', async () => {
    const unknown = await call(
      'PUT',
      '/api/me/favorites/00000000-0000-4000-8000-000000000000',
      learner,
    )
    expect(unknown.statusCode).toBe(404)
    const malformed = await call('PUT', '/api/me/bookmarks/not-an-id', learner)
    expect(malformed.statusCode).toBe(400)
  })
})

describe('fvrtCount under concurrency', () => {
  it('equals the number of users who favourited, with 50 users toggling at once', async () => {
    const learners = await Promise.all(
      Array.from({ length: 50 }, () => createUserWithSession(t.database.db, TEST_AUTH_SECRET)),
    )
    const course = docker.courseId
    const base = await fvrtCount(course)
    // Everyone favourites at once, twice (idempotent).
    await Promise.all(
      learners.flatMap((u) => [
        call('PUT', `/api/me/favorites/${course}`, u),
        call('PUT', `/api/me/favorites/${course}`, u),
      ]),
    )
    expect(await fvrtCount(course)).toBe(base + 50)
    // Then each toggles: the odd ones remove it, the even ones add it again, all at once.
    await Promise.all(
      learners.map((u, i) => call(i % 2 ? 'DELETE' : 'PUT', `/api/me/favorites/${course}`, u)),
    )
    expect(await fvrtCount(course)).toBe(base + 25)
  })
})

/** The events published while `action` runs. */
async function eventsDuring(action: () => Promise<unknown>): Promise<LiveEvent[]> {
  const seen: LiveEvent[] = []
  const unsubscribe = t.database.bus.subscribe((event) => seen.push(event))
  try {
    await action()
  } finally {
    unsubscribe()
  }
  return seen
}

describe('toggles cost the member, not the site', () => {
  it('of 200 favourites sent at once by one member, exactly the limit are saved; the rest are 429 with Retry-After', async () => {
    const burst = await insertCourses(
      t.database,
      Array.from({ length: 200 }, (_, i) => makeCourse({ courseName: `Burst ${i}` })),
    )
    const member = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    const answers = await Promise.all(
      burst.map((c) => call('PUT', `/api/me/favorites/${c.courseId}`, member)),
    )
    const saved = answers.filter((res) => res.statusCode === 200)
    const refused = answers.filter((res) => res.statusCode === 429)
    expect(saved).toHaveLength(TOGGLE_POLICY.maxFailures)
    expect(refused).toHaveLength(200 - TOGGLE_POLICY.maxFailures)
    for (const res of refused) {
      expect(res.json()).toEqual({ error: { code: 'rate_limited', message: TOGGLE_RATE_LIMITED } })
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60)
    }
    // A refused request did nothing: counted before the work.
    const mine = (await call('GET', '/api/me', member)).json()
    expect(mine.favoriteCourses).toHaveLength(TOGGLE_POLICY.maxFailures)
    // One budget for every kind of toggle: a bookmark is refused too, in the visitor's language.
    const bookmark = await requestAs(
      t.app,
      'PUT',
      `/api/me/bookmarks/${react.courseId}?lang=hi`,
      member,
    )
    expect(bookmark.statusCode).toBe(429)
    expect(bookmark.json().error.message).toBe(
      'आप बहुत जल्दी-जल्दी बदलाव कर रहे हैं। कृपया एक मिनट रुककर फिर कोशिश करें।',
    )
    // Another member is not held back by this one.
    const other = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    expect((await call('PUT', `/api/me/bookmarks/${react.courseId}`, other)).statusCode).toBe(200)
  })

  it('a favourite that changes nothing publishes nothing', async () => {
    const member = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    const url = `/api/me/favorites/${docker.courseId}`
    const first = await eventsDuring(() => call('PUT', url, member))
    expect(first).toEqual([{ type: 'course.counts', courseId: docker.courseId }])
    const again = await eventsDuring(async () => {
      for (let i = 0; i < 3; i++) expect((await call('PUT', url, member)).statusCode).toBe(200)
    })
    expect(again).toEqual([])
    expect(await eventsDuring(() => call('DELETE', url, member))).toHaveLength(1)
    expect(await eventsDuring(() => call('DELETE', url, member))).toEqual([])
  })

  it('bookmarks, which no one else sees, publish nothing', async () => {
    const member = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    const events = await eventsDuring(async () => {
      await call('PUT', `/api/me/bookmarks/${docker.courseId}`, member)
      await call('DELETE', `/api/me/bookmarks/${docker.courseId}`, member)
    })
    expect(events).toEqual([])
  })
})

describe("an account's language", () => {
  const setLanguage = (user: TestUser | undefined, payload: object) =>
    requestAs(t.app, 'PUT', '/api/me/language', user, payload)

  it('is null until the user chooses one', async () => {
    const fresh = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    expect((await call('GET', '/api/me', fresh)).json().user.language).toBeNull()
  })

  it('needs a session', async () => {
    const res = await setLanguage(undefined, { language: 'hi' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in first.' },
    })
  })

  it('refuses a language the site does not have, with a clear message', async () => {
    for (const payload of [{ language: 'fr' }, { language: 'HI' }, { language: null }, {}]) {
      const res = await setLanguage(learner, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'Language must be one of: en, hi',
        fields: { language: 'Language must be one of: en, hi' },
      })
    }
    expect((await call('GET', '/api/me', learner)).json().user.language).toBeNull()
  })

  it('is saved, shown at once on GET /api/me, and can be changed again', async () => {
    const user = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    // Read once so that the session lookup is cached: saving must not leave it stale.
    expect((await call('GET', '/api/me', user)).json().user.language).toBeNull()
    const res = await setLanguage(user, { language: 'hi' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ language: 'hi' })
    expect(res.headers['cache-control']).toBe('no-store')
    expect((await call('GET', '/api/me', user)).json().user).toMatchObject({
      id: user.id,
      language: 'hi',
    })
    expect((await setLanguage(user, { language: 'en' })).statusCode).toBe(200)
    expect((await call('GET', '/api/me', user)).json().user.language).toBe('en')
  })

  it('is kept in the database, for every session and instance of the user', async () => {
    const user = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    expect((await setLanguage(user, { language: 'hi' })).statusCode).toBe(200)
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.id))
    expect(row?.language).toBe('hi')
    const otherBrowser = {
      cookie: await createSessionCookie(t.database.db, TEST_AUTH_SECRET, user.id),
    }
    expect((await requestAs(t.app, 'GET', '/api/me', otherBrowser)).json().user.language).toBe('hi')
  })

  it("changes only the user's own account", async () => {
    const one = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    const two = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    expect((await setLanguage(one, { language: 'hi' })).statusCode).toBe(200)
    expect((await call('GET', '/api/me', two)).json().user.language).toBeNull()
  })
})
