import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import type { Course } from '../../../domain/schemas/course'
import type { ReviewBurstsResponse } from '../../../domain/schemas/review'
import { reviews, users } from '../../db/schema'
import { createTestApp, requestAs, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { createUserWithSession, type TestUser } from '../../test/users'

let t: TestApp
let moderator: TestUser
const HOUR = 3_600_000
const DAY = 24 * HOUR

beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['boss@example.in'] })
  moderator = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
    email: 'boss@example.in',
  })
})
afterAll(async () => {
  await t.close()
})

/**
 * Reviews of a new course by `count` members whose accounts are `accountAge` old when they write,
 * one every `spacing` hours, the last one `endsAgo` ago.
 */
async function reviewsFrom(
  name: string,
  {
    count,
    accountAge,
    spacing,
    endsAgo = HOUR,
  }: {
    count: number
    accountAge: number
    spacing: number
    endsAgo?: number
  },
): Promise<{ course: Course; reviewIds: string[] }> {
  const [course] = await insertCourses(t.database, [makeCourse({ courseName: name })])
  const reviewIds: string[] = []
  for (let i = 0; i < count; i++) {
    const author = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
      name: `${name} fan ${i}`,
    })
    const res = await requestAs(t.app, 'POST', `/api/courses/${course!.courseId}/reviews`, author, {
      text: `Best course ever ${i}`,
      rating: 5,
    })
    expect(res.statusCode).toBe(201)
    const reviewId: string = res.json().reviewId
    const at = Date.now() - endsAgo - (count - 1 - i) * spacing * HOUR
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date(at) })
      .where(eq(reviews.id, reviewId))
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(at - accountAge) })
      .where(eq(users.id, author.id))
    reviewIds.push(reviewId)
  }
  return { course: course!, reviewIds }
}

async function flagged(): Promise<ReviewBurstsResponse['courses']> {
  const res = await requestAs(t.app, 'GET', '/api/admin/review-bursts', moderator)
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('no-store')
  return (res.json() as ReviewBurstsResponse).courses
}

describe('bursts of reviews from new accounts', () => {
  it('flags a course with 5 reviews in a day from accounts younger than a week, listing them', async () => {
    const { course, reviewIds } = await reviewsFrom('Burst Course', {
      count: 5,
      accountAge: 2 * DAY,
      spacing: 3,
    })
    // Not bursts: 4 in a day; 5 from old accounts; 5 spread over 28 hours; 5 from 40 days ago.
    await reviewsFrom('Four Fans', { count: 4, accountAge: DAY, spacing: 1 })
    await reviewsFrom('Old Friends', { count: 5, accountAge: 30 * DAY, spacing: 1 })
    await reviewsFrom('Slow Week', { count: 5, accountAge: DAY, spacing: 7 })
    await reviewsFrom('Long Ago', { count: 5, accountAge: DAY, spacing: 1, endsAgo: 40 * DAY })

    const courses = await flagged()
    expect(courses.map((c) => c.courseName)).toEqual(['Burst Course'])
    const [burst] = courses
    expect(burst!.courseId).toBe(course.courseId)
    expect(burst!.bursts).toHaveLength(1)
    expect(burst!.reviews.map((r) => r.reviewId).sort()).toEqual([...reviewIds].sort())
    expect(burst!.reviews[0]).toMatchObject({
      author: 'Burst Course fan 4',
      rating: 5,
      text: 'Best course ever 4',
      hidden: false,
    })
    expect(
      Date.parse(burst!.reviews[0]!.createdAt) - Date.parse(burst!.reviews[0]!.accountCreatedAt),
    ).toBe(2 * DAY)
  })

  it('lets go of a course once a moderator hid every review of its burst', async () => {
    const { reviewIds } = await reviewsFrom('Handled Course', {
      count: 6,
      accountAge: HOUR,
      spacing: 1,
    })
    expect((await flagged()).map((c) => c.courseName)).toContain('Handled Course')
    for (const reviewId of reviewIds.slice(0, 5)) {
      const res = await requestAs(
        t.app,
        'PUT',
        `/api/admin/reviews/${reviewId}/hidden`,
        moderator,
        {
          hidden: true,
        },
      )
      expect(res.statusCode).toBe(200)
    }
    // One left visible: still flagged, the hidden ones shown as hidden.
    const still = (await flagged()).find((c) => c.courseName === 'Handled Course')!
    expect(still.reviews.filter((r) => r.hidden)).toHaveLength(5)
    await t.database.db.update(reviews).set({ hidden: true }).where(inArray(reviews.id, reviewIds))
    expect((await flagged()).map((c) => c.courseName)).not.toContain('Handled Course')
  })

  it('lets go of a burst a moderator calls genuine, and flags a later one again', async () => {
    const { course } = await reviewsFrom('Class Course', { count: 5, accountAge: DAY, spacing: 1 })
    const burst = (await flagged()).find((c) => c.courseName === 'Class Course')!
    const through = burst.bursts.at(-1)!.to
    const checked = await requestAs(
      t.app,
      'PUT',
      `/api/admin/review-bursts/${course.courseId}/checked`,
      moderator,
      { through },
    )
    expect(checked.statusCode).toBe(200)
    expect((await flagged()).map((c) => c.courseName)).not.toContain('Class Course')
    // Sent again, or with an earlier time, it stays as it is (idempotent, never moved back).
    for (const again of [through, new Date(Date.parse(through) - DAY).toISOString()]) {
      const res = await requestAs(
        t.app,
        'PUT',
        `/api/admin/review-bursts/${course.courseId}/checked`,
        moderator,
        { through: again },
      )
      expect(res.statusCode).toBe(200)
    }
    expect((await flagged()).map((c) => c.courseName)).not.toContain('Class Course')
    // Five more new accounts later on: a new burst, flagged again.
    for (let i = 0; i < 5; i++) {
      const fan = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
        name: `Late fan ${i}`,
      })
      const res = await requestAs(t.app, 'POST', `/api/courses/${course.courseId}/reviews`, fan, {
        text: `Later praise ${i}`,
        rating: 5,
      })
      expect(res.statusCode).toBe(201)
    }
    const again = (await flagged()).find((c) => c.courseName === 'Class Course')!
    expect(again.reviews.map((r) => r.text).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Later praise ${i}`),
    )
    // The moderator's word is in the audit log.
    const audit = await requestAs(t.app, 'GET', '/api/admin/audit', moderator)
    expect(JSON.stringify(audit.json())).toContain('check-burst')
  })

  it.each([
    ['a time to come', { through: new Date(Date.now() + 2 * DAY).toISOString() }, 400],
    ['no time', {}, 400],
    ['a day, not a time', { through: '2026-11-01' }, 400],
    ['a NUL byte', { through: '2026-11-01T00:00:00Z\u0000' }, 400],
  ])('refuses %s', async (_, body, status) => {
    const [course] = await insertCourses(t.database, [makeCourse({ courseName: 'Refused' })])
    const res = await requestAs(
      t.app,
      'PUT',
      `/api/admin/review-bursts/${course!.courseId}/checked`,
      moderator,
      body,
    )
    expect(res.statusCode).toBe(status)
  })

  it('answers 404 for a course that is not there, and 403 to a member', async () => {
    const through = new Date().toISOString()
    const nowhere = await requestAs(
      t.app,
      'PUT',
      '/api/admin/review-bursts/00000000-0000-4000-8000-000000000000/checked',
      moderator,
      { through },
    )
    expect(nowhere.statusCode).toBe(404)
    const member = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {})
    const [course] = await insertCourses(t.database, [makeCourse({ courseName: 'Not yours' })])
    const res = await requestAs(
      t.app,
      'PUT',
      `/api/admin/review-bursts/${course!.courseId}/checked`,
      member,
      { through },
    )
    expect(res.statusCode).toBe(403)
  })

  it('is for moderators only', async () => {
    expect((await requestAs(t.app, 'GET', '/api/admin/review-bursts')).statusCode).toBe(401)
    const member = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {})
    expect((await requestAs(t.app, 'GET', '/api/admin/review-bursts', member)).statusCode).toBe(403)
  })
})
