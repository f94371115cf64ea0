import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '../../../domain/schemas/course'
import {
  createTestApp,
  TEST_AUTH_SECRET,
  type TestApp,
  requestAs,
  type TestMethod,
} from '../../test/test-app'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { createUserWithSession, type TestUser } from '../../test/users'

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
