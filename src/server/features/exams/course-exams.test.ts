// The exams a course prepares for (docs/product.md#courses-and-exams): named by address in the
// import (a CSV column or a JSON Lines field, the feeds of sources read the same way) and in a
// member's added course (linked when a moderator approves it), answered with the course and shown
// on its page as 'Prepares for:'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COURSE_EXAMS_MESSAGE } from '../../../domain/exams'
import { createAdminTestApp, requestAs, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app'
import { createUserWithSession, type TestUser } from '../../test/users'

let t: TestApp
let admin: TestUser

beforeAll(async () => {
  ;({ t, admin } = await createAdminTestApp())
})
afterAll(async () => {
  await t.close()
})

const HEADER =
  'courseName,rating,duration,validity,certification,price,imageUrl,instructor,platform,category,description,officialUrl,exams'
const row = (n: number, exams: string) =>
  `Exam Course ${n},4.2,40,12,Yes,499,https://img.example.in/e${n}.png,Ravi Kumar,unacademy,govt exam,"Mock tests. Notes.",https://exams.example.in/${n},"${exams}"`

function upload(text: string, fileName = 'catalogue.csv') {
  const form = new FormData()
  form.append('file', new Blob([text]), fileName)
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/courses/import',
    payload: form,
    headers: { cookie: admin.cookie },
  })
}
const courseByUrl = async (url: string) => {
  const res = await requestAs(t.app, 'GET', `/api/courses?q=${encodeURIComponent('Exam Course')}`)
  const found = res
    .json<{ items: { courseId: string; officialUrl: string }[] }>()
    .items.find((course) => course.officialUrl === url)
  expect(found, url).toBeDefined()
  const one = await requestAs(t.app, 'GET', `/api/courses/${found!.courseId}`)
  return one.json<{ courseId: string; exams: { slug: string; name: string }[] }>()
}

describe('a course’s exams', () => {
  it('come from the import’s column, the ones the site has; another import replaces them', async () => {
    const first = await upload(
      [HEADER, row(1, 'ssc-chsl-2026|SSC-CGL-2026|no-such-exam'), row(2, '')].join('\n'),
    )
    expect(first.statusCode).toBe(200)
    expect(first.json().warnings).toEqual(['Left out exams the site does not have: no-such-exam'])
    expect((await courseByUrl('https://exams.example.in/1')).exams).toEqual([
      { slug: 'ssc-cgl-2026', name: 'SSC CGL 2026' },
      { slug: 'ssc-chsl-2026', name: 'SSC CHSL 2026' },
    ])
    expect((await courseByUrl('https://exams.example.in/2')).exams).toEqual([])

    // JSON Lines: a list. A row without the field keeps what the course has.
    const again = await upload(
      [JSON.stringify({ ...fields(1), exams: ['rrb-ntpc-2026'] }), JSON.stringify(fields(2))].join(
        '\n',
      ),
      'catalogue.jsonl',
    )
    expect(again.statusCode).toBe(200)
    expect((await courseByUrl('https://exams.example.in/1')).exams).toEqual([
      { slug: 'rrb-ntpc-2026', name: 'RRB NTPC 2026' },
    ])
    expect((await courseByUrl('https://exams.example.in/2')).exams).toEqual([])
  })

  it('count as a change in an import that changes only them, which is announced', async () => {
    await upload([HEADER, row(7, 'ssc-cgl-2026')].join('\n'))
    const again = await upload([HEADER, row(7, 'ssc-cgl-2026')].join('\n'))
    expect(again.json()).toMatchObject({ added: 0, updated: 0, unchanged: 1 })
    const before = await courseByUrl('https://exams.example.in/7')
    const relinked = await upload([HEADER, row(7, 'upsc-cse-2027')].join('\n'))
    expect(relinked.json()).toMatchObject({ added: 0, updated: 1, unchanged: 0 })
    const after = await courseByUrl('https://exams.example.in/7')
    expect(after.exams.map((exam) => exam.slug)).toEqual(['upsc-cse-2027'])
    expect(before.courseId).toBe(after.courseId)
  })

  it('refuse a row whose exams are not a short list of addresses', async () => {
    const res = await upload(
      [HEADER, row(3, 'a|b|c|d|e|f'), row(4, 'SSC CGL 2026!'), row(5, 'ssc-cgl-2026')].join('\n'),
    )
    const body = res.json()
    expect(body.added).toBe(1)
    expect(body.bad).toEqual([
      { line: 2, reason: `exams: ${COURSE_EXAMS_MESSAGE}` },
      { line: 3, reason: `exams: ${COURSE_EXAMS_MESSAGE}` },
    ])
  })

  it('are named by a member’s added course, and linked when a moderator approves it', async () => {
    const member = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    const sent = await requestAs(t.app, 'POST', '/api/courses', member, {
      ...fields(6),
      exams: ['upsc-cse-2027', 'rrb-ntpc-2026'],
    })
    expect(sent.statusCode).toBe(202)
    const submissionId = sent.json().submissionId ?? sent.json().id
    const approved = await requestAs(
      t.app,
      'POST',
      `/api/admin/submissions/${submissionId}/approve`,
      admin,
      {},
    )
    expect(approved.statusCode).toBe(201)
    const course = await requestAs(t.app, 'GET', `/api/courses/${approved.json().courseId}`)
    expect(course.json().exams).toEqual([
      { slug: 'rrb-ntpc-2026', name: 'RRB NTPC 2026' },
      { slug: 'upsc-cse-2027', name: 'UPSC Civil Services 2027' },
    ])
    // The moderator saw them in the queue.
    const queue = await requestAs(t.app, 'GET', '/api/me/submissions', member)
    expect(queue.json()[0].course.exams).toEqual(['upsc-cse-2027', 'rrb-ntpc-2026'])
    // Not in lists: a course's own answer only.
    const list = await requestAs(t.app, 'GET', '/api/courses?q=Exam+Course+6')
    expect(list.json().items[0]).not.toHaveProperty('exams')
  })

  it('are a moderator’s own course’s at once, and an administrator’s edit changes them', async () => {
    const added = await requestAs(t.app, 'POST', '/api/courses', admin, {
      ...fields(8),
      exams: ['ssc-cgl-2026'],
    })
    expect(added.statusCode).toBe(201)
    const { courseId } = added.json()
    const examsOf = async () =>
      (await requestAs(t.app, 'GET', `/api/courses/${courseId}`))
        .json()
        .exams.map((exam: { slug: string }) => exam.slug)
    expect(await examsOf()).toEqual(['ssc-cgl-2026'])
    const edited = await requestAs(t.app, 'PATCH', `/api/admin/courses/${courseId}`, admin, {
      exams: ['ssc-chsl-2026', 'ssc-cgl-2026'],
    })
    expect(edited.statusCode).toBe(200)
    expect(await examsOf()).toEqual(['ssc-cgl-2026', 'ssc-chsl-2026'])
    // The same again changes nothing, and is not recorded as a change.
    await requestAs(t.app, 'PATCH', `/api/admin/courses/${courseId}`, admin, {
      exams: ['ssc-cgl-2026', 'ssc-chsl-2026'],
    })
    const audit = (await requestAs(t.app, 'GET', '/api/admin/audit', admin))
      .json<{ action: string; targetId: string; detail: string }[]>()
      .filter((entry) => entry.targetId === courseId && entry.action === 'edit')
    expect(audit.map((entry) => entry.detail)).toEqual(['Exam Course 8 (changed: exams)'])
  })
})

function fields(n: number) {
  return {
    courseName: `Exam Course ${n}`,
    rating: 4.2,
    duration: '40',
    validity: '12',
    certification: 'Yes',
    price: 499,
    imageUrl: `https://img.example.in/e${n}.png`,
    instructor: 'Ravi Kumar',
    platform: 'unacademy',
    category: 'govt exam',
    description: 'Mock tests. Notes.',
    officialUrl: `https://exams.example.in/${n}`,
  }
}
