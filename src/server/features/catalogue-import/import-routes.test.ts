import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '../../../domain/schemas/course'
import type { LiveEvent } from '../../../domain/events'
import { createAdminTestApp, requestAs, type TestApp } from '../../test/test-app'
import type { TestUser } from '../../test/users'

let t: TestApp
let admin: TestUser
let member: TestUser
const events: LiveEvent[] = []

beforeAll(async () => {
  ;({ t, admin, member } = await createAdminTestApp())
  t.database.bus.subscribe((event) => events.push(event))
})
afterAll(async () => {
  await t.close()
})

/** The upload as the /admin page sends it: a form with the file in the field `file`. */
function upload(
  user: TestUser | undefined,
  text: string,
  fileName = 'catalogue.csv',
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  form.append('file', new Blob([text]), fileName)
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/courses/import',
    payload: form,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
  })
}

const HEADER =
  'courseName,rating,duration,validity,certification,price,imageUrl,instructor,platform,category,description,officialUrl'
const row = (n: number, rating = '4.4') =>
  `Uploaded Course ${n},${rating},10,12,Yes,${n * 100},https://img.example.in/${n}.png,Asha Rao,udemy,devops,"Containers, clusters. Two sentences.",https://upload.example.in/${n}`
const catalogueNames = async () =>
  ((await requestAs(t.app, 'GET', '/api/courses?pageSize=100')).json().items as Course[])
    .map((c) => c.courseName)
    .sort()

describe('POST /api/admin/courses/import', () => {
  it('is for administrators only: 401 signed out, 403 for a member, and nothing is imported', async () => {
    const file = `${HEADER}\n${row(90)}\n`
    expect((await upload(undefined, file)).statusCode).toBe(401)
    expect((await upload(member, file)).statusCode).toBe(403)
    expect(await catalogueNames()).not.toContain('Uploaded Course 90')
  })

  it('imports the file for an administrator, answers the counts and bad rows, records it and tells open pages', async () => {
    // A catalogue read before the import is cached: it must not be served afterwards.
    const namesBefore = await catalogueNames()
    events.length = 0
    const res = await upload(
      admin,
      `${HEADER}\r\n${row(1)}\r\n${row(2)}\r\n${row(3, 'high')}\r\n${row(4)}\r\n`,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      added: 3,
      updated: 0,
      unchanged: 0,
      bad: [{ line: 4, reason: 'rating: Rating must be a number from 0 to 5' }],
      badCount: 1,
      warnings: [],
    })
    expect(events).toEqual([{ type: 'course.imported', count: 3 }])
    expect(await catalogueNames()).toEqual(
      [...namesBefore, 'Uploaded Course 1', 'Uploaded Course 2', 'Uploaded Course 4'].sort(),
    )
    const [entry] = (await requestAs(t.app, 'GET', '/api/admin/audit', admin)).json()
    expect(entry).toMatchObject({
      adminEmail: 'chief@example.in',
      action: 'import',
      targetType: 'course',
      targetId: 'catalogue.csv',
      detail: '3 added, 0 updated, 0 unchanged, 1 bad',
    })

    // The same file again: nothing to write, nothing to tell.
    events.length = 0
    const again = await upload(admin, `${HEADER}\n${row(1)}\n${row(2)}\n${row(4)}\n`)
    expect(again.json()).toMatchObject({ added: 0, updated: 0, unchanged: 3, badCount: 0 })
    expect(events).toEqual([])
  })

  it('lists the first 100 bad rows and counts them all', async () => {
    const lines = Array.from({ length: 120 }, (_, i) =>
      JSON.stringify({ courseName: `Bad ${i}`, officialUrl: `https://upload.example.in/bad-${i}` }),
    )
    const res = await upload(admin, lines.join('\n'), 'catalogue.jsonl')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.badCount).toBe(120)
    expect(body.bad).toHaveLength(100)
    expect(body.bad[99].line).toBe(100)
    expect(body.bad[0].reason).toContain('rating: Rating must be a number from 0 to 5')
  })

  it('refuses a file that is not a catalogue, naming what is missing, and writes nothing', async () => {
    const res = await upload(admin, `courseName,price\nLonely,100\n`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toMatch(
      /^The first line must name the columns\. It has no column for rating, duration, /,
    )
    expect(await catalogueNames()).not.toContain('Lonely')

    const noFile = new FormData()
    noFile.append('note', 'no file here')
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courses/import',
      payload: noFile,
      headers: { cookie: admin.cookie },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe('Choose a .csv or .jsonl file to import.')

    const json = await requestAs(t.app, 'POST', '/api/admin/courses/import', admin, { rows: [] })
    expect(json.statusCode).toBe(415)
  })

  it('answers a form that cannot be read with a 400, not a failure of the server', async () => {
    const cutShort = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courses/import',
      payload:
        '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\ncourseName',
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=cut' },
    })
    expect(cutShort.statusCode).toBe(400)
    expect(cutShort.json()).toEqual({
      error: {
        code: 'bad_request',
        message:
          'The form data could not be read: it is cut short or not valid multipart/form-data.',
      },
    })
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courses/import?lang=hi',
      payload: 'courseName',
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data' },
    })
    expect(noBoundary.statusCode).toBe(400)
    expect(noBoundary.json().error.message).toBe(
      'फ़ॉर्म का डेटा पढ़ा नहीं जा सका: यह अधूरा है या मान्य multipart/form-data नहीं है।',
    )
  })
})
