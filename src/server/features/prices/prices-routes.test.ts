import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PriceHistoryResponse } from '../../../domain/schemas/prices'
import { coursePrices, courses } from '../../db/schema'
import { createAdminTestApp, requestAs, type TestApp } from '../../test/test-app'
import { insertCourses, makeCourse } from '../../test/course-factory'
import type { TestUser } from '../../test/users'
import { MAX_PRICE_CHANGES } from './prices-repository'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  ;({ t, admin } = await createAdminTestApp())
})
afterAll(async () => {
  await t.close()
})

const history = async (courseId: string) => {
  const res = await requestAs(t.app, 'GET', `/api/courses/${courseId}/prices`)
  expect(res.statusCode).toBe(200)
  return res.json<PriceHistoryResponse>()
}
const stored = (courseId: string) =>
  t.database.db
    .select({ price: coursePrices.price, origin: coursePrices.origin })
    .from(coursePrices)
    .where(eq(coursePrices.courseId, courseId))
    .orderBy(asc(coursePrices.changedAt), asc(coursePrices.id))
const edit = (courseId: string, patch: object) =>
  requestAs(t.app, 'PATCH', `/api/admin/courses/${courseId}`, admin, patch)

function upload(text: string) {
  const form = new FormData()
  form.append('file', new Blob([text]), 'catalogue.csv')
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/courses/import',
    payload: form,
    headers: { cookie: admin.cookie },
  })
}
const HEADER =
  'courseName,rating,duration,validity,certification,price,imageUrl,instructor,platform,category,description,officialUrl'
const csvRow = (price: number | string) =>
  `Kubernetes Bootcamp,4.6,30,12,Yes,${price},https://img.example.in/k.png,Asha Rao,udemy,devops,"Pods, services. Two sentences.",https://prices.example.in/k8s`

describe('a course price history', () => {
  it('keeps each change of the price with what made it, and nothing for an edit of another field', async () => {
    const [course] = await insertCourses(t.database, [makeCourse({ price: 3099 })])
    const id = course!.courseId
    expect(await stored(id)).toEqual([{ price: 3099, origin: 'added' }])

    expect((await edit(id, { price: 449 })).statusCode).toBe(200)
    expect((await edit(id, { courseName: 'Renamed' })).statusCode).toBe(200)
    expect((await edit(id, { price: 449 })).statusCode).toBe(200)
    expect((await edit(id, { price: null })).statusCode).toBe(200)
    expect(await stored(id)).toEqual([
      { price: 3099, origin: 'added' },
      { price: 449, origin: 'edit' },
      { price: null, origin: 'edit' },
    ])
    const answer = await history(id)
    expect(answer).toMatchObject({ courseId: id, now: null, badges: [] })
    expect(answer.steps.map((step) => step.price)).toEqual([3099, 449, null])
    expect(answer.lowest?.price).toBe(449)
    expect(answer.highest?.price).toBe(3099)
  })

  it('dates each change when it was made, not when its transaction began', async () => {
    const [course] = await insertCourses(t.database, [makeCourse({ price: 900 })])
    const id = course!.courseId
    await t.database.db.transaction(async (tx) => {
      await tx.update(courses).set({ price: 500 }).where(eq(courses.id, id))
      await tx.execute(sql`SELECT pg_sleep(0.05)`)
      await tx.update(courses).set({ price: 600 }).where(eq(courses.id, id))
    })
    const rows = await t.database.db
      .select({ price: coursePrices.price, at: coursePrices.changedAt })
      .from(coursePrices)
      .where(eq(coursePrices.courseId, id))
      .orderBy(asc(coursePrices.id))
    expect(rows.map((row) => row.price)).toEqual([900, 500, 600])
    expect(rows[2]!.at.getTime() - rows[1]!.at.getTime()).toBeGreaterThanOrEqual(40)
    expect((await history(id)).now).toBe(600)
  })

  it('records an import as the import: a new course, a changed price, and nothing for a file read again', async () => {
    expect((await upload(`${HEADER}\n${csvRow(3099)}\n`)).json()).toMatchObject({ added: 1 })
    const [course] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.officialUrl, 'https://prices.example.in/k8s'))
    expect((await upload(`${HEADER}\n${csvRow(449)}\n`)).json()).toMatchObject({ updated: 1 })
    expect((await upload(`${HEADER}\n${csvRow('449.00')}\n`)).json()).toMatchObject({
      unchanged: 1,
    })
    expect(await stored(course!.id)).toEqual([
      { price: 3099, origin: 'import' },
      { price: 449, origin: 'import' },
    ])
  })

  it('works out the badges from when each price began', async () => {
    const [course] = await insertCourses(t.database, [makeCourse({ price: 449 })])
    const id = course!.courseId
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)
    // The history as 100 days of tracking would have left it: 3,099 until 5 days ago.
    await t.database.db.delete(coursePrices).where(eq(coursePrices.courseId, id))
    const since = daysAgo(100)
    await t.database.db.insert(coursePrices).values([
      { courseId: id, price: 3099, origin: 'source', changedAt: since },
      { courseId: id, price: 449, origin: 'source', changedAt: daysAgo(5) },
    ])
    const answer = await history(id)
    expect(answer.badges).toEqual(['lowest90', 'goodDeal'])
    expect(answer).toMatchObject({ now: 449, typical: 3099 })
    expect(answer.trackedSince).toBe(since.toISOString())
  })

  it('reads the latest changes of a course whose price moved more often than it reads', async () => {
    const [course] = await insertCourses(t.database, [makeCourse({ price: 100 })])
    const id = course!.courseId
    const start = Date.now() - (MAX_PRICE_CHANGES + 10) * 3_600_000
    await t.database.db.insert(coursePrices).values(
      Array.from({ length: MAX_PRICE_CHANGES + 10 }, (_, i) => ({
        courseId: id,
        price: 1000 + (i % 2) * 500,
        origin: 'source',
        changedAt: new Date(start + i * 3_600_000),
      })),
    )
    // The course's own price (100) is the newest change, an hour ago at most.
    await t.database.db.update(courses).set({ price: 100 }).where(eq(courses.id, id))
    await edit(id, { price: 200 })
    const answer = await history(id)
    expect(answer.now).toBe(200)
    expect(answer.steps.at(-1)?.price).toBe(200)
  })

  it('goes with its course, and answers 404 for a course that is not there and 400 for a bad id', async () => {
    const [course] = await insertCourses(t.database, [makeCourse({ price: 999 })])
    const id = course!.courseId
    expect((await requestAs(t.app, 'DELETE', `/api/admin/courses/${id}`, admin)).statusCode).toBe(
      204,
    )
    expect(await stored(id)).toEqual([])
    expect((await requestAs(t.app, 'GET', `/api/courses/${id}/prices`)).statusCode).toBe(404)
    for (const bad of ['not-a-uuid', '%00', '..%2f..%2fapi%2fhealth']) {
      const res = await requestAs(t.app, 'GET', `/api/courses/${bad}/prices`)
      expect([400, 404]).toContain(res.statusCode)
    }
  })
})
