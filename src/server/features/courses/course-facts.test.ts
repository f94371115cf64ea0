// The facts that decide a course (docs/product.md#course-facts) through the API: added with a
// course, checked by the same rules as the form (hostile values are a 400 naming the field), edited
// one by one, read back whole on the course's own answer, filtered with counts, and written by the
// import, where a row that leaves a fact out keeps the course's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CERTIFICATE_COST_NEEDS,
  HOURS_PER_WEEK_MESSAGE,
  LAST_UPDATED_MESSAGE,
  LEVEL_MESSAGE,
  MODULE_LENGTH_MESSAGE,
  MODULE_TITLE_MESSAGE,
  NEXT_START_MESSAGE,
  SYLLABUS_TOO_MANY,
} from '../../../domain/course-facts'
import { TEXT_CONTROL_MESSAGE, TEXT_ONE_LINE_MESSAGE } from '../../../domain/text-input'
import type { Course, CourseListResponse } from '../../../domain/schemas/course'
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

function fields(n: number) {
  return {
    courseName: `Facts Course ${n}`,
    rating: 4.2,
    duration: '40',
    validity: '12',
    certification: 'Yes',
    price: 499,
    imageUrl: `https://img.example.in/f${n}.png`,
    instructor: 'Meera Iyer',
    platform: 'udemy',
    category: 'web dev',
    description: 'Pages. Styles.',
    officialUrl: `https://facts.example.in/${n}`,
  }
}
const FACTS = {
  level: 'beginner',
  format: 'cohort',
  hoursPerWeek: 7.5,
  lastUpdated: '2026-02',
  nextStart: '2027-01-05',
  certificate: 'graded',
  certificateCost: 999,
  syllabus: [
    { title: 'HTML', minutes: 90 },
    { title: 'CSS', minutes: null },
  ],
} as const

const courseOf = async (courseId: string) =>
  (await requestAs(t.app, 'GET', `/api/courses/${courseId}`)).json<Course>()
const add = (body: Record<string, unknown>) => requestAs(t.app, 'POST', '/api/courses', admin, body)

describe('a course’s facts', () => {
  it('are added with a course and read back whole; a course that states none has them null', async () => {
    const added = await add({ ...fields(1), ...FACTS })
    expect(added.statusCode).toBe(201)
    expect(await courseOf(added.json().courseId)).toMatchObject(FACTS)

    const bare = await add(fields(2))
    expect(await courseOf(bare.json().courseId)).toMatchObject({
      level: null,
      format: null,
      hoursPerWeek: null,
      lastUpdated: null,
      nextStart: null,
      certificate: null,
      certificateCost: null,
      syllabus: [],
    })
    // A syllabus may come as one text, a module a line, its length after a '|'.
    const text = await add({
      ...fields(3),
      nextStart: 'self-paced',
      syllabus: 'Setup | 1 h 30 min\r\n\r\nDeploy | 2 घंटे',
    })
    expect(text.statusCode, text.body).toBe(201)
    expect(await courseOf(text.json().courseId)).toMatchObject({
      nextStart: 'self-paced',
      syllabus: [
        { title: 'Setup', minutes: 90 },
        { title: 'Deploy', minutes: 120 },
      ],
    })
  })

  it('refuses what the rules refuse, naming the field: each hostile value a 400, nothing stored', async () => {
    const before = (await requestAs(t.app, 'GET', '/api/courses?q=Facts+Course+9')).json()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ level: 'expert' }, 'level', LEVEL_MESSAGE],
      [{ level: ['beginner'] }, 'level', LEVEL_MESSAGE],
      [{ hoursPerWeek: 0.3 }, 'hoursPerWeek', HOURS_PER_WEEK_MESSAGE],
      [{ hoursPerWeek: '1e400' }, 'hoursPerWeek', HOURS_PER_WEEK_MESSAGE],
      [{ lastUpdated: '2999-01' }, 'lastUpdated', LAST_UPDATED_MESSAGE],
      [{ nextStart: '2026-02-30' }, 'nextStart', NEXT_START_MESSAGE],
      [{ certificate: 'none', certificateCost: 499 }, 'certificateCost', CERTIFICATE_COST_NEEDS],
      [
        { syllabus: Array.from({ length: 61 }, (_, i) => ({ title: `M${i}` })) },
        'syllabus',
        SYLLABUS_TOO_MANY,
      ],
      [{ syllabus: [{ title: 'A\u0007bell', minutes: 5 }] }, 'syllabus', TEXT_CONTROL_MESSAGE],
      [{ syllabus: [{ title: 'x'.repeat(151) }] }, 'syllabus', MODULE_TITLE_MESSAGE],
      [{ syllabus: [{ title: 'A', minutes: 0 }] }, 'syllabus', MODULE_LENGTH_MESSAGE],
      [{ syllabus: [{ title: 'A', minutes: 1.5 }] }, 'syllabus', MODULE_LENGTH_MESSAGE],
      [{ syllabus: { title: 'A' } }, 'syllabus', MODULE_TITLE_MESSAGE],
      // A text holds a module a line; a title is one line.
      [{ syllabus: [{ title: 'Two\nlines' }] }, 'syllabus', TEXT_ONE_LINE_MESSAGE],
      [{ syllabus: 'A | 9999 h' }, 'syllabus', MODULE_LENGTH_MESSAGE],
    ]
    for (const [facts, field, message] of cases) {
      const res = await add({ ...fields(9), ...facts })
      expect(res.statusCode, JSON.stringify(facts)).toBe(400)
      const { error } = res.json<{ error: { message: string; fields?: Record<string, string> } }>()
      expect(error.fields?.[field] ?? error.message, JSON.stringify(facts)).toContain(message)
    }
    expect((await requestAs(t.app, 'GET', '/api/courses?q=Facts+Course+9')).json()).toEqual(before)
  })

  it('are edited one by one: the same value again is no change, null states none', async () => {
    const { courseId } = (await add({ ...fields(4), ...FACTS })).json<{ courseId: string }>()
    const patch = (body: Record<string, unknown>) =>
      requestAs(t.app, 'PATCH', `/api/admin/courses/${courseId}`, admin, body)
    expect((await patch({ syllabus: [...FACTS.syllabus] })).statusCode).toBe(200)
    expect((await patch({ level: 'advanced', hoursPerWeek: null })).statusCode).toBe(200)
    expect(await courseOf(courseId)).toMatchObject({
      ...FACTS,
      level: 'advanced',
      hoursPerWeek: null,
    })
    const audit = (await requestAs(t.app, 'GET', '/api/admin/audit', admin))
      .json<{ action: string; targetId: string; detail: string }[]>()
      .filter((entry) => entry.targetId === courseId && entry.action === 'edit')
    expect(audit.map((entry) => entry.detail)).toEqual([
      'Facts Course 4 (changed: level, hoursPerWeek)',
    ])
  })

  it('keep a certificate’s cost only with a certificate, whichever write leaves one without', async () => {
    const { courseId } = (await add({ ...fields(10), ...FACTS, level: 'all-levels' })).json<{
      courseId: string
    }>()
    const patch = (body: Record<string, unknown>) =>
      requestAs(t.app, 'PATCH', `/api/admin/courses/${courseId}`, admin, body)
    // No certificate any more: its cost goes with it.
    expect((await patch({ certificate: 'none' })).statusCode).toBe(200)
    expect(await courseOf(courseId)).toMatchObject({ certificate: 'none', certificateCost: null })
    // A cost alone for a course without a certificate is not kept.
    expect((await patch({ certificateCost: 500 })).statusCode).toBe(200)
    expect((await courseOf(courseId)).certificateCost).toBeNull()
    // With one, it is.
    expect((await patch({ certificate: 'exam' })).statusCode).toBe(200)
    expect((await patch({ certificateCost: 500 })).statusCode).toBe(200)
    expect(await courseOf(courseId)).toMatchObject({ certificate: 'exam', certificateCost: 500 })
    // A new course sent with a cost and no certificate: added, without the cost.
    const alone = await add({ ...fields(11), certificateCost: 700 })
    expect(alone.statusCode).toBe(201)
    expect((await courseOf(alone.json().courseId)).certificateCost).toBeNull()
  })

  it('are filters of the catalogue with counts, and a list leaves them out', async () => {
    const list = (query: string) =>
      requestAs(t.app, 'GET', `/api/courses?q=Facts+Course&${query}`).then((res) => {
        expect(res.statusCode).toBe(200)
        return res.json<CourseListResponse>()
      })
    const all = await list('')
    const beginners = await list('level=beginner')
    expect(beginners.items.map((c) => c.courseName).sort()).toEqual(['Facts Course 1'])
    expect(all.facets.level.find((o) => o.value === 'beginner')!.count).toBe(1)
    expect(beginners.withoutFilter.level).toBe(all.total)
    expect((await list('format=cohort&certificate=graded')).total).toBe(2)
    expect(beginners.items[0]).not.toHaveProperty('level')
    expect(beginners.items[0]).not.toHaveProperty('syllabus')
    for (const bad of ['level=expert', 'format=LIVE', 'certificate=none%00']) {
      expect((await requestAs(t.app, 'GET', `/api/courses?${bad}`)).statusCode, bad).toBe(400)
    }
    // Said in the page's language, as the form says it.
    const hindi = await t.app.inject({
      url: '/api/courses?level=expert',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    })
    expect(hindi.json().error.message).toMatch(/^स्तर चुनें/)
  })

  it('are written by the import: a row that leaves one out keeps the course’s, an empty cell clears it', async () => {
    const upload = (text: string, fileName: string) => {
      const form = new FormData()
      form.append('file', new Blob([text]), fileName)
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/courses/import',
        payload: form,
        headers: { cookie: admin.cookie },
      })
    }
    const first = await upload(JSON.stringify({ ...fields(5), ...FACTS }), 'facts.jsonl')
    expect(first.json()).toMatchObject({ added: 1 })
    const id = (
      await requestAs(t.app, 'GET', '/api/courses?q=Facts+Course+5')
    ).json<CourseListResponse>().items[0]!.courseId
    expect(await courseOf(id)).toMatchObject(FACTS)

    // The same row again: unchanged. Without its facts: unchanged, the facts kept.
    expect(
      (await upload(JSON.stringify({ ...fields(5), ...FACTS }), 'a.jsonl')).json(),
    ).toMatchObject({ unchanged: 1, updated: 0 })
    expect((await upload(JSON.stringify(fields(5)), 'b.jsonl')).json()).toMatchObject({
      unchanged: 1,
      updated: 0,
    })
    expect(await courseOf(id)).toMatchObject(FACTS)

    // A row giving only a cost: the course's certificate stays, and takes it.
    const { certificateCost: _cost, ...withoutCost } = FACTS
    expect(
      (await upload(JSON.stringify({ ...fields(5), certificateCost: 1299 }), 'cost.jsonl')).json(),
    ).toMatchObject({ updated: 1, bad: [] })
    expect(await courseOf(id)).toMatchObject({ ...withoutCost, certificateCost: 1299 })
    expect(
      (await upload(JSON.stringify({ ...fields(5), ...FACTS }), 'back.jsonl')).json(),
    ).toMatchObject({ updated: 1 })

    // A CSV with a level column left empty and a syllabus cell: the level goes, the rest stay.
    const header = [...Object.keys(fields(5)), 'level', 'hoursPerWeek', 'syllabus'].join(',')
    const cells = Object.values(fields(5)).map((value) => `"${String(value)}"`)
    const csv = `${header}\n${[...cells, '', '4', '"Intro | 45\nPractice"'].join(',')}\n`
    expect((await upload(csv, 'c.csv')).json()).toMatchObject({ updated: 1 })
    expect(await courseOf(id)).toMatchObject({
      ...FACTS,
      level: null,
      hoursPerWeek: 4,
      syllabus: [
        { title: 'Intro', minutes: 45 },
        { title: 'Practice', minutes: null },
      ],
    })
  })

  it('travel with a member’s added course to the moderator and into the member’s data export', async () => {
    const member = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    const sent = await requestAs(t.app, 'POST', '/api/courses', member, { ...fields(7), ...FACTS })
    expect(sent.statusCode).toBe(202)
    const exported = (await requestAs(t.app, 'GET', '/api/me/export', member)).json<{
      courseSubmissions: { course: Record<string, unknown> }[]
    }>()
    expect(exported.courseSubmissions[0]!.course).toMatchObject(FACTS)
    const submissionId = sent.json().submissionId ?? sent.json().id
    const approved = await requestAs(
      t.app,
      'POST',
      `/api/admin/submissions/${submissionId}/approve`,
      admin,
      {},
    )
    expect(approved.statusCode).toBe(201)
    expect(await courseOf(approved.json().courseId)).toMatchObject(FACTS)
  })
})
