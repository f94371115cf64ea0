// A course's last drop in price (docs/product.md#price-drops): kept by a trigger whatever changes
// the price, read by the search index for 'price dropped this week' and the 'price-drop' sort.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '../../../domain/schemas/course'
import { courses } from '../../db/schema'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { createAdminTestApp, requestAs, type TestApp } from '../../test/test-app'
import type { TestUser } from '../../test/users'

let t: TestApp
let admin: TestUser
let kubernetes: Course
let docker: Course
let python: Course
beforeAll(async () => {
  ;({ t, admin } = await createAdminTestApp())
  const added = await insertCourses(t.database, [
    makeCourse({
      courseName: 'Kubernetes Drops',
      price: 3099,
      officialUrl: 'https://d.example.in/k',
    }),
    makeCourse({ courseName: 'Docker Drops', price: 1000, officialUrl: 'https://d.example.in/d' }),
    makeCourse({ courseName: 'Python Steady', price: 499, officialUrl: 'https://d.example.in/p' }),
  ])
  ;[kubernetes, docker, python] = added as [Course, Course, Course]
})
afterAll(async () => {
  await t.close()
})

const setPrice = async (course: Course, price: number | null) => {
  const res = await requestAs(t.app, 'PATCH', `/api/admin/courses/${course.courseId}`, admin, {
    price,
  })
  expect(res.statusCode).toBe(200)
}
const drop = async (course: Course) => {
  const [row] = await t.database.db
    .select({ from: courses.priceDropFrom, at: courses.priceDroppedAt })
    .from(courses)
    .where(eq(courses.id, course.courseId))
  return row!
}
const listed = async (query: string) => {
  const res = await requestAs(t.app, 'GET', `/api/courses?${query}`)
  expect(res.statusCode).toBe(200)
  return (res.json().items as Course[]).map((c) => c.courseName)
}

describe('price drops', () => {
  it('are kept whatever changes the price: a drop, a deeper one, a partial rise, a full one', async () => {
    expect(await drop(kubernetes)).toEqual({ from: null, at: null })
    await setPrice(kubernetes, 999)
    const first = await drop(kubernetes)
    expect(first.from).toBe(3099)
    await setPrice(kubernetes, 449)
    expect((await drop(kubernetes)).from).toBe(3099)
    // Up a little: still below where it dropped from, so still the same drop.
    await setPrice(kubernetes, 499)
    expect((await drop(kubernetes)).from).toBe(3099)
    await setPrice(kubernetes, 3099)
    expect(await drop(kubernetes)).toEqual({ from: null, at: null })
    // Free counts as nothing: a drop of all of it.
    await setPrice(kubernetes, null)
    expect((await drop(kubernetes)).from).toBe(3099)
    await setPrice(kubernetes, 449)
    expect((await drop(kubernetes)).from).toBe(3099)
  })

  it('start again from the price before, once the last drop is more than a week old', async () => {
    await t.database.db
      .update(courses)
      .set({ priceDroppedAt: sql`now() - interval '8 days'` })
      .where(eq(courses.id, kubernetes.courseId))
    await setPrice(kubernetes, 399)
    expect((await drop(kubernetes)).from).toBe(449)
    // Back to where it dropped from: no drop.
    await setPrice(kubernetes, 449)
    expect(await drop(kubernetes)).toEqual({ from: null, at: null })
  })

  it('filter the catalogue to this week’s drops and sort them by the biggest, never from a stale answer', async () => {
    await setPrice(kubernetes, 3099)
    expect(await listed('drop=week&q=drops')).toEqual([])
    await setPrice(kubernetes, 449)
    // Read before the next drop: the answers after it must not come from what was cached.
    expect(await listed('drop=week&q=drops')).toEqual(['Kubernetes Drops'])
    await setPrice(docker, 900)
    expect(await listed('drop=week&q=drops&sort=price-asc')).toEqual([
      'Kubernetes Drops',
      'Docker Drops',
    ])
    // 3099 -> 449 is 86%, 1000 -> 900 is 10%.
    expect(await listed('sort=price-drop&q=drops')).toEqual(['Kubernetes Drops', 'Docker Drops'])
    expect(await listed('sort=price-drop')).not.toContain(python.courseName)
    const bad = await requestAs(t.app, 'GET', '/api/courses?drop=month')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('Drop must be one of week')
  })
})
