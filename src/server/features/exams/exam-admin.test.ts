// Moderators keeping exams' dates (docs/product.md#keeping-exam-dates): who may, what a save must
// hold, the audit log, a stage's calendar UID kept while its SEQUENCE rises, the followers mailed
// the change once (by the app's own job queue, at a real SMTP server), confirming sample dates.
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  EXAM_CHANGED_SINCE,
  EXAM_NAME_MESSAGE,
  EXAM_SLUG_TAKEN,
  EXAM_STAGE_DAY_MESSAGE,
  EXAM_STAGE_END_MESSAGE,
  EXAM_STAGE_UNKNOWN,
} from '../../../domain/exam-input'
import type { AdminExam, ExamInputBody } from '../../../domain/schemas/exams'
import { examFollows } from '../../db/schema'
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher'
import { createAdminTestApp, requestAs, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app'
import { createUserWithSession, type TestUser } from '../../test/users'

let smtp: SmtpCatcher
let t: TestApp
let admin: TestUser
let member: TestUser
let moderator: TestUser
let follower: TestUser
/** India's 28 November 2026, 10:00. */
const clock = new Date('2026-11-28T04:30:00Z')

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  ;({ t, admin, member } = await createAdminTestApp({ smtpUrl: smtp.url, now: () => clock }))
  moderator = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
    email: 'moderator@example.in',
  })
  const made = await requestAs(t.app, 'PUT', '/api/admin/moderators', admin, {
    email: moderator.email,
  })
  expect(made.statusCode).toBe(200)
  follower = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
    email: 'aspirant@example.in',
    name: 'Aspirant',
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})
beforeEach(() => {
  smtp.mails.length = 0
})

const list = async (user: TestUser = moderator) => {
  const res = await requestAs(t.app, 'GET', '/api/admin/exams', user)
  expect(res.statusCode).toBe(200)
  return res.json<{ exams: AdminExam[] }>().exams
}
const input = (over: Partial<ExamInputBody> = {}): ExamInputBody => ({
  name: 'SSC GD Constable 2027',
  slug: 'ssc-gd-constable-2027',
  body: 'ssc',
  search: 'SSC GD',
  officialUrl: 'https://ssc.gov.in/gd',
  source: 'Notice of 1 December 2026',
  stages: [
    { kind: 'applications', startsOn: '2027-01-05', endsOn: '2027-02-04', label: null },
    { kind: 'exam', startsOn: '2027-03-10', endsOn: '2027-03-28', label: 'CBE' },
  ],
  ...over,
})
const create = (body: object, user: TestUser = moderator, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/exams',
    headers: { cookie: user.cookie, ...(key && { 'idempotency-key': key }) },
    payload: body,
  })
/** Saves the exam as a form opened now would (its version read first), or as one opened at `version`. */
const save = async (
  id: string,
  exam: object,
  checked = false,
  user: TestUser = moderator,
  version?: string,
) =>
  requestAs(t.app, 'PUT', `/api/admin/exams/${id}`, user, {
    exam,
    checked,
    version: version ?? (await list()).find((one) => one.id === id)?.updatedAt ?? 'none',
  })
const stagesOf = (exam: AdminExam) =>
  exam.stages.map(({ id, kind, label, startsOn, endsOn }) => ({
    id,
    kind,
    label,
    startsOn,
    endsOn,
  }))
const auditDetails = async () =>
  (await requestAs(t.app, 'GET', '/api/admin/audit', admin))
    .json<{ action: string; targetType: string; detail: string }[]>()
    .filter((entry) => entry.targetType === 'exam')

describe('/api/admin/exams', () => {
  it('is for moderators and administrators only', async () => {
    expect((await requestAs(t.app, 'GET', '/api/admin/exams')).statusCode).toBe(401)
    expect((await requestAs(t.app, 'GET', '/api/admin/exams', member)).statusCode).toBe(403)
    expect((await create(input(), member)).statusCode).toBe(403)
    expect((await list(admin)).length).toBeGreaterThanOrEqual(6)
  })

  it('lists the sample exams flagged: their dates were never checked', async () => {
    const exams = await list()
    const chsl = exams.find((exam) => exam.slug === 'ssc-chsl-2026')!
    expect(chsl).toMatchObject({ sample: true, checkedAt: null, needsRecheck: true, followers: 0 })
    expect(exams[0]!.needsRecheck).toBe(true)
  })

  it('adds an exam once per key, its dates checked now by the moderator', async () => {
    const first = await create(input(), moderator, 'add-gd-1')
    expect(first.statusCode).toBe(201)
    const again = await create(input(), moderator, 'add-gd-1')
    expect(again.statusCode).toBe(201)
    expect(again.json().id).toBe(first.json().id)
    expect(first.json()).toMatchObject({
      slug: 'ssc-gd-constable-2027',
      sample: false,
      needsRecheck: false,
      checkedBy: 'moderator@example.in',
    })
    const page = await requestAs(t.app, 'GET', '/api/exams/ssc-gd-constable-2027')
    expect(page.json()).toMatchObject({ name: 'SSC GD Constable 2027', sample: false })
    expect(page.json().stages.map((stage: { kind: string }) => stage.kind)).toEqual([
      'applications',
      'exam',
    ])
    const taken = await create(input({ name: 'Another' }))
    expect(taken.statusCode).toBe(400)
    expect(taken.json().error.fields).toEqual({ slug: EXAM_SLUG_TAKEN })
    expect((await auditDetails()).filter((entry) => entry.action === 'add')).toHaveLength(1)
  })

  it('refuses what cannot be saved, each field with its message', async () => {
    const bad = await create(
      input({
        name: ' ',
        slug: 'Not A Slug',
        officialUrl: 'javascript:alert(1)',
        stages: [
          { kind: 'exam', startsOn: '2027-02-30', endsOn: null, label: null },
          { kind: 'applications', startsOn: '2027-01-10', endsOn: '2027-01-05', label: null },
          { kind: 'party', startsOn: '2027-01-10', endsOn: null, label: 'x'.repeat(61) },
        ],
      }),
    )
    expect(bad.statusCode).toBe(400)
    const fields = bad.json().error.fields
    expect(fields).toMatchObject({
      name: EXAM_NAME_MESSAGE,
      'stages.0.startsOn': EXAM_STAGE_DAY_MESSAGE,
      'stages.1.endsOn': EXAM_STAGE_END_MESSAGE,
    })
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['slug', 'officialUrl', 'stages.2.kind', 'stages.2.label']),
    )
    // Too many stages, and odd shapes, are 400s too.
    const many = Array.from({ length: 25 }, () => ({
      kind: 'exam',
      startsOn: '2027-01-01',
      endsOn: null,
      label: null,
    }))
    expect((await create(input({ stages: many }))).statusCode).toBe(400)
    expect((await create({ ...input(), stages: 'none' })).statusCode).toBe(400)
    // A control character is refused before any rule reads the field.
    const hostile = await create(input({ name: 'SSC\u0000GD' }))
    expect(hostile.statusCode).toBe(400)
    expect(Object.keys(hostile.json().error.fields)).toEqual(['name'])
  })

  it('edits: a moved stage keeps its UID, raises its SEQUENCE, and its followers are mailed once', async () => {
    const made = (
      await create(input({ slug: 'ssc-gd-2028', name: 'SSC GD 2028' }))
    ).json<AdminExam>()
    expect((await requestAs(t.app, 'PUT', '/api/me/exams/ssc-gd-2028', follower)).statusCode).toBe(
      201,
    )
    const stages = stagesOf(made)
    const moved = await save(made.id, {
      ...input({ slug: 'ssc-gd-2028', name: 'SSC GD 2028' }),
      stages: [
        stages[0]!,
        { ...stages[1]!, startsOn: '2027-03-17', endsOn: '2027-04-04' },
        { kind: 'result', startsOn: '2027-05-20', endsOn: null, label: null },
      ],
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ followers: 1 })

    const calendar = await requestAs(t.app, 'GET', '/api/exams/ssc-gd-2028/calendar.ics')
    const events = new ICAL.Component(ICAL.parse(calendar.body))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
    const cbe = events.find((event) => event.summary === 'SSC GD 2028: CBE')!
    expect(cbe.uid.startsWith(stages[1]!.id)).toBe(true)
    expect(cbe.sequence).toBe(1)
    expect(cbe.startDate.toString()).toBe('2027-03-17')
    expect(events.find((event) => event.summary.endsWith('Applications'))!.sequence).toBe(0)

    // The app's own job queue mails the change.
    const mail = await smtp.waitFor((m) => m.to === 'aspirant@example.in', 15_000)
    expect(mail.subject).toBe('SSC GD 2028: the dates changed')
    expect(mail.text).toContain('CBE: now 17 Mar 2027 – 4 Apr 2027 (was 10 Mar 2027 – 28 Mar 2027)')
    expect(mail.text).toContain('New: Result, 20 May 2027')
    // Saved again as it is: no change, no mail.
    const current = stagesOf(moved.json())
    const same = await save(made.id, {
      ...input({ slug: 'ssc-gd-2028', name: 'SSC GD 2028' }),
      stages: current,
    })
    expect(same.statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(smtp.to('aspirant@example.in')).toHaveLength(1)
    const details = await auditDetails()
    expect(details.filter((entry) => entry.action === 'edit').map((entry) => entry.detail)).toEqual(
      [
        'SSC GD 2028',
        'SSC GD 2028 · CBE: 2027-03-10..2027-03-28 → 2027-03-17..2027-04-04; added result 2027-05-20',
      ],
    )
  })

  it('refuses another exam’s stage, and an exam that is gone', async () => {
    const [one, two] = [
      (await create(input({ slug: 'exam-one', name: 'Exam One' }))).json<AdminExam>(),
      (await create(input({ slug: 'exam-two', name: 'Exam Two' }))).json<AdminExam>(),
    ]
    const theirs = await save(one.id, {
      ...input({ slug: 'exam-one', name: 'Exam One' }),
      stages: stagesOf(two),
    })
    expect(theirs.statusCode).toBe(400)
    expect(theirs.json().error.message).toBe(EXAM_STAGE_UNKNOWN)
    const unchanged = (await list()).find((exam) => exam.id === two.id)!
    expect(stagesOf(unchanged)).toEqual(stagesOf(two))
    const gone = '00000000-0000-4000-8000-000000000000'
    expect((await save(gone, input())).statusCode).toBe(404)
    expect((await save('not-an-id', input())).statusCode).toBe(400)
    expect((await save(one.id, input({ slug: 'exam-two' }))).json().error.fields).toEqual({
      slug: EXAM_SLUG_TAKEN,
    })
  })

  it('confirms sample dates: the page no longer calls them a sample, the flag goes', async () => {
    const chsl = (await list()).find((exam) => exam.slug === 'ssc-chsl-2026')!
    const confirmed = await requestAs(
      t.app,
      'POST',
      `/api/admin/exams/${chsl.id}/confirm`,
      moderator,
    )
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({
      sample: false,
      needsRecheck: false,
      checkedBy: 'moderator@example.in',
    })
    const page = (await requestAs(t.app, 'GET', '/api/exams/ssc-chsl-2026')).json()
    expect(page.sample).toBe(false)
    expect(page.checkedAt).not.toBeNull()
    expect((await auditDetails()).some((entry) => entry.action === 'confirm')).toBe(true)
  })

  it('refuses a save from a form opened before another moderator’s: no change undone, one mail', async () => {
    const made = (
      await create(input({ slug: 'ssc-gd-2029', name: 'SSC GD 2029' }))
    ).json<AdminExam>()
    await requestAs(t.app, 'PUT', '/api/me/exams/ssc-gd-2029', follower)
    const stages = stagesOf(made)
    const opened = made.updatedAt
    const moved = await save(
      made.id,
      {
        ...input({ slug: 'ssc-gd-2029', name: 'SSC GD 2029' }),
        stages: [stages[0]!, { ...stages[1]!, startsOn: '2027-04-01', endsOn: '2027-04-20' }],
      },
      false,
      moderator,
      opened,
    )
    expect(moved.statusCode).toBe(200)
    // A second moderator's form, opened before, fixes only the source.
    const stale = await save(
      made.id,
      { ...input({ slug: 'ssc-gd-2029', name: 'SSC GD 2029', source: 'Notice of 2 Dec' }), stages },
      false,
      admin,
      opened,
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.message).toBe(EXAM_CHANGED_SINCE)
    const now = (await list()).find((exam) => exam.id === made.id)!
    expect(now.stages[1]!.startsOn).toBe('2027-04-01')
    await smtp.waitFor((m) => m.to === 'aspirant@example.in' && m.subject.startsWith('SSC GD 2029'))
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(
      smtp.to('aspirant@example.in').filter((m) => m.subject.startsWith('SSC GD 2029')),
    ).toHaveLength(1)
  })

  it('refuses a stage sent twice in one save (one of the two would be lost)', async () => {
    const made = (
      await create(input({ slug: 'ssc-gd-2030', name: 'SSC GD 2030' }))
    ).json<AdminExam>()
    const [first, second] = stagesOf(made)
    const twice = await save(made.id, {
      ...input({ slug: 'ssc-gd-2030', name: 'SSC GD 2030' }),
      stages: [
        first!,
        { ...first!, kind: 'result', startsOn: '2027-06-01', endsOn: null },
        second!,
      ],
    })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().error.message).toBe(EXAM_STAGE_UNKNOWN)
    expect(stagesOf((await list()).find((exam) => exam.id === made.id)!)).toEqual(stagesOf(made))
  })

  it('deletes an exam with its follows', async () => {
    const made = (await create(input({ slug: 'to-delete', name: 'To Delete' }))).json<AdminExam>()
    await requestAs(t.app, 'PUT', '/api/me/exams/to-delete', follower)
    const gone = await requestAs(t.app, 'DELETE', `/api/admin/exams/${made.id}`, moderator)
    expect(gone.statusCode).toBe(204)
    expect((await requestAs(t.app, 'GET', '/api/exams/to-delete')).statusCode).toBe(404)
    const left = await t.database.db.select().from(examFollows)
    expect(left.some((row) => row.examId === made.id)).toBe(false)
    expect(
      (await requestAs(t.app, 'DELETE', `/api/admin/exams/${made.id}`, moderator)).statusCode,
    ).toBe(404)
  })
})
