// Follows end to end (docs/product.md#follows): the member's routes, the digests at a real SMTP
// server (src/server/test/smtp-catcher.ts) over the real catalogue index, the one-click stop
// links, the export and deletion.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  FOLLOW_EMPTY,
  FOLLOW_NOT_FOUND,
  FOLLOW_STOPPED,
  FOLLOW_TOO_MANY,
  FOLLOWS_MAX,
  FOLLOWS_STOPPED,
} from '../../../domain/follows'
import { ALERT_LINK_INVALID } from '../../../domain/price-alerts'
import type { Course } from '../../../domain/schemas/course'
import { courses, follows } from '../../db/schema'
import { eq } from 'drizzle-orm'
import { createJobQueue } from '../../jobs/job-queue'
import { createTestCatalogue } from '../../test/catalogue'
import { stopTokens } from '../../mail/stop-links'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { catcherMailer, startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher'
import { createAdminTestApp, requestAs, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app'
import { createMailMembers, createUserWithSession, type TestUser } from '../../test/users'
import {
  createFollowDigests,
  DIGEST_GRACE_MS,
  followStopTokens,
  type FollowDigests,
} from './follow-digests'

let smtp: SmtpCatcher
let t: TestApp
let admin: TestUser
let asha: TestUser
let ravi: TestUser
let unconfirmed: TestUser
let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>
let digests: FollowDigests
const SITE = 'https://courses.example.in'
const MINUTE = 60_000
const HOUR = 60 * MINUTE

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  ;({ t, admin } = await createAdminTestApp())
  const db = t.database.db
  ;({ asha, ravi, unconfirmed } = await createMailMembers(db, TEST_AUTH_SECRET))
  catalogue = await createTestCatalogue(t.database)
  digests = createFollowDigests(digestOptions())
})

const quiet = { warn: () => {}, info: () => {}, error: () => {} }
const digestOptions = () => ({
  db: t.database.db,
  jobs: createJobQueue({ db: t.database.db, log: quiet }),
  mailer: catcherMailer(smtp, SITE),
  catalogue,
  secret: TEST_AUTH_SECRET,
  siteUrl: SITE,
  log: quiet,
})
afterAll(async () => {
  await catalogue.close()
  await t.close()
  await smtp.close()
})
beforeEach(async () => {
  await t.database.db.delete(follows)
  smtp.mails.length = 0
})

const follow = (user: TestUser | undefined, query: object, frequency?: string) =>
  requestAs(t.app, 'POST', '/api/me/follows', user, { query, ...(frequency && { frequency }) })
const mine = async (user: TestUser) =>
  (await requestAs(t.app, 'GET', '/api/me/follows', user)).json().follows
const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/follows/stop?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  })
/** Courses added now, through the database and the bus, as an import adds them. */
const add = (...names: [string, Partial<Parameters<typeof makeCourse>[0]>?][]) =>
  insertCourses(
    t.database,
    names.map(([courseName, over], i) =>
      makeCourse({ courseName, officialUrl: `https://f.example.in/${courseName}/${i}`, ...over }),
    ),
  )
const setPrice = (course: Course, price: number | null) =>
  requestAs(t.app, 'PATCH', `/api/admin/courses/${course.courseId}`, admin, { price })

// The digests run on a clock of their own, years ahead: the test app's own digest job (on the real
// clock) never finds these follows due.
const WEDNESDAY = Date.UTC(2030, 0, 2, 12, 0)
const at = (time: number) => ({ createdAt: new Date(time) })
/** Every follow's news collected up to `time`, as if its last digest were then. */
const collectedUntil = (time: number) =>
  t.database.db.update(follows).set({ collectedUntil: new Date(time) })
/** Dates the course's last drop at `time`, and tells the index (as a price change does). */
async function droppedAt(course: Course, time: number) {
  await t.database.db
    .update(courses)
    .set({ priceDroppedAt: new Date(time) })
    .where(eq(courses.id, course.courseId))
  await t.database.bus.publish({ type: 'course.updated', courseId: course.courseId })
}

describe('follows', () => {
  it('are added once, named by what they follow, changed and removed by their member', async () => {
    expect((await follow(undefined, { category: 'web dev' })).statusCode).toBe(401)
    const first = await follow(asha, { category: ' Web  Dev ' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      kind: 'category',
      query: { category: 'Web Dev' },
      frequency: 'daily',
      mailedAt: null,
    })
    // The same courses followed again (another case, a retry): the same follow, its frequency set.
    const again = await follow(asha, { category: 'web dev' }, 'weekly')
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ id: first.json().id, frequency: 'weekly' })
    const kinds = await Promise.all(
      [
        { platform: 'udemy' },
        { instructor: 'Meera Iyer' },
        { q: 'SSC CGL', track: 'govt' },
        { q: 'python in hindi under 1000' },
        { category: 'web dev', language: 'Hindi' },
      ].map(async (query) => (await follow(asha, query)).json().kind),
    )
    expect(kinds).toEqual(['platform', 'instructor', 'exam', 'search', 'search'])
    // The same words however they were encoded (composed or not): one follow.
    const composed = await follow(asha, { q: 'caf\u00e9' })
    const decomposed = await follow(asha, { q: 'cafe\u0301' })
    expect(decomposed.json().id).toBe(composed.json().id)
    // Followed again without a frequency: it keeps its own.
    expect((await follow(asha, { category: 'web dev' })).json().frequency).toBe('weekly')
    expect(await mine(asha)).toHaveLength(7)
    expect(await mine(ravi)).toEqual([])
    const url = `/api/me/follows/${first.json().id}`
    // Nobody else changes or removes it.
    const theirs = await requestAs(t.app, 'PATCH', url, ravi, { frequency: 'instant' })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error.message).toBe(FOLLOW_NOT_FOUND)
    expect((await requestAs(t.app, 'DELETE', url, ravi)).statusCode).toBe(404)
    const changed = await requestAs(t.app, 'PATCH', url, asha, { frequency: 'instant' })
    expect(changed.json().frequency).toBe('instant')
    expect((await requestAs(t.app, 'DELETE', url, asha)).statusCode).toBe(204)
    expect((await requestAs(t.app, 'DELETE', url, asha)).statusCode).toBe(404)
  })

  it('refuse what is not a follow', async () => {
    const empty = await follow(asha, { q: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe(FOLLOW_EMPTY)
    for (const body of [
      { query: { category: 'web dev', sort: 'newest' } },
      { query: { price: 'cheap' } },
      { query: { category: 'x'.repeat(101) } },
      { query: { platform: 'udemy' }, frequency: 'hourly' },
      { query: ['udemy'] },
      {},
    ]) {
      expect((await requestAs(t.app, 'POST', '/api/me/follows', asha, body)).statusCode).toBe(400)
    }
    // Only invisible characters say nothing either.
    const invisible = await follow(asha, { q: '\u200b\u2060\u00ad \u200c\u200d' })
    expect(invisible.json().error?.message).toBe(FOLLOW_EMPTY)
    const bad = await requestAs(t.app, 'PATCH', '/api/me/follows/not-an-id', asha, {
      frequency: 'daily',
    })
    expect(bad.statusCode).toBe(400)
  })

  it(`keep at most ${FOLLOWS_MAX} per member, even sent all at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: FOLLOWS_MAX + 5 }, (_, i) => follow(ravi, { q: `topic ${i}` })),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(FOLLOWS_MAX)
    expect(codes.filter((code) => code === 400)).toHaveLength(5)
    expect(answers.find((a) => a.statusCode === 400)!.json().error.message).toBe(FOLLOW_TOO_MANY)
    expect(await mine(ravi)).toHaveLength(FOLLOWS_MAX)
  })
})

describe('follow digests', () => {
  it('mail each confirmed member one digest per collection, listing only what is new', async () => {
    await follow(asha, { category: 'digest cat' }, 'daily')
    await follow(asha, { instructor: 'Meera Digest' }, 'instant')
    await follow(asha, { q: 'zanzibar' }, 'weekly')
    await follow(unconfirmed, { category: 'digest cat' }, 'instant')
    await collectedUntil(WEDNESDAY)
    const added = at(WEDNESDAY + 5 * MINUTE)
    await add(
      ['Digest Cat One', { category: 'digest cat', ...added }],
      ['Digest Cat Two', { category: 'digest cat', price: null, ...added }],
      ['Meera Kotlin', { instructor: 'Meera Digest', ...added }],
      ['Zanzibar Spice Trade', { category: 'history', ...added }],
      ['Unrelated Digest', { category: 'other', ...added }],
    )
    // A quarter of an hour on: the instant follow only. Two instances at once send it once.
    const soon = WEDNESDAY + 15 * MINUTE + DIGEST_GRACE_MS
    const sent = await Promise.all([
      digests.sendDue(undefined, soon),
      digests.sendDue(undefined, soon),
    ])
    expect(sent[0]!.mails + sent[1]!.mails).toBe(1)
    expect(smtp.mails.map((mail) => mail.to)).toEqual(['asha@example.in'])
    const instant = smtp.mails[0]!
    expect(instant.subject).toBe('New in Meera Digest: 1 course')
    expect(instant.text).toContain('INSTRUCTOR: MEERA DIGEST')
    expect(instant.text).toContain('Meera Kotlin (Rs. 499)')
    expect(instant.text).not.toContain('Digest Cat One')
    expect(instant.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    // Nothing new since: no mail.
    expect((await digests.sendDue(undefined, soon + 15 * MINUTE)).mails).toBe(0)
    // The next morning at 07:00 in India: the daily follow's digest, one mail.
    smtp.mails.length = 0
    const thursday = Date.UTC(2030, 0, 3, 1, 30) + DIGEST_GRACE_MS
    expect((await digests.sendDue(undefined, thursday)).mails).toBe(1)
    const daily = smtp.mails[0]!
    expect(daily.subject).toBe('New in digest cat: 2 courses')
    expect(daily.text).toContain('Digest Cat One (Rs. 499)')
    expect(daily.text).toContain('Digest Cat Two (Free)')
    expect(daily.text).not.toContain('Meera Kotlin')
    expect(daily.text).not.toContain('Unrelated Digest')
    expect(daily.text).not.toContain('Zanzibar')
    expect((await digests.sendDue(undefined, thursday + HOUR)).mails).toBe(0)
    // Saturday morning: the weekly one.
    smtp.mails.length = 0
    expect(
      (await digests.sendDue(undefined, Date.UTC(2030, 0, 5, 1, 30) + DIGEST_GRACE_MS)).mails,
    ).toBe(1)
    expect(smtp.mails[0]!.text).toContain('Zanzibar Spice Trade')
    // The unconfirmed address got nothing; the list says when each follow was last mailed.
    expect(smtp.to('new@example.in')).toEqual([])
    const listed = await mine(asha)
    expect(listed.every((f: { mailedAt: string | null }) => f.mailedAt !== null)).toBe(true)
  })

  it('list price drops, from and to, in the member’s language', async () => {
    const [course] = await add([
      'Jalebi Baking Course',
      { category: 'cooking', price: 3099, ...at(WEDNESDAY - 30 * 24 * HOUR) },
    ])
    await follow(ravi, { q: 'jalebi' }, 'instant')
    await collectedUntil(WEDNESDAY)
    await setPrice(course!, 449)
    await droppedAt(course!, WEDNESDAY + 5 * MINUTE)
    expect(
      (await digests.sendDue(undefined, WEDNESDAY + 15 * MINUTE + DIGEST_GRACE_MS)).mails,
    ).toBe(1)
    const [mail] = smtp.to('ravi@example.in')
    expect(mail!.subject).toBe('“jalebi” में नया: 1 कोर्स')
    expect(mail!.text).toContain('Jalebi Baking Course: Rs. 3,099 → Rs. 449 (86% कम)')
    expect(mail!.links[0]).toBe(`${SITE}/home/${course!.courseId}/jalebi-baking-course?lang=hi`)
    await setPrice(course!, 3099)
  })

  it('give a claimed window back when its digest cannot be worked out, and mail it next time', async () => {
    await follow(asha, { q: 'quokka' }, 'instant')
    await collectedUntil(WEDNESDAY)
    await add(['Quokka Photography', at(WEDNESDAY + 5 * MINUTE)])
    const now = WEDNESDAY + 15 * MINUTE + DIGEST_GRACE_MS
    const broken = createFollowDigests({
      ...digestOptions(),
      catalogue: {
        news: async () => {
          throw new Error('the index is restarting')
        },
      },
    })
    await expect(broken.sendDue(undefined, now)).rejects.toThrow('the index is restarting')
    expect((await digests.sendDue(undefined, now)).mails).toBe(1)
    expect(smtp.to('asha@example.in')[0]!.text).toContain('Quokka Photography')
  })

  it('leave out a drop that ended before its mail was written', async () => {
    const [course] = await add([
      'Origami Course',
      { category: 'crafts', price: 3099, ...at(WEDNESDAY - 30 * 24 * HOUR) },
    ])
    await follow(ravi, { q: 'origami' }, 'instant')
    await collectedUntil(WEDNESDAY)
    await setPrice(course!, 449)
    await droppedAt(course!, WEDNESDAY + 5 * MINUTE)
    // The drop ends in the database while the index still holds it.
    const window = { from: WEDNESDAY, to: WEDNESDAY + 15 * MINUTE }
    const held = await catalogue.news(window, [{ filters: { q: 'origami' } }], 5)
    expect(held[0]!.dropped).toEqual([course!.courseId])
    await t.database.db
      .update(courses)
      .set({ price: 3099, priceDropFrom: null })
      .where(eq(courses.id, course!.courseId))
    const sent = await digests.sendDue(undefined, WEDNESDAY + 15 * MINUTE + DIGEST_GRACE_MS)
    expect(smtp.mails.map((mail) => mail.text).join('')).not.toContain('Rs. 0')
    expect(sent.mails).toBe(0)
    await setPrice(course!, 3099)
  })

  it('stop with one click from the mail: one follow, or all of a member’s', async () => {
    const tokens = followStopTokens(TEST_AUTH_SECRET)
    const one = (await follow(asha, { platform: 'udemy' })).json()
    await follow(asha, { platform: 'coursera' })
    expect((await oneClick(tokens.token({ kind: 'one', id: one.id }))).json()).toEqual({
      message: FOLLOW_STOPPED,
    })
    expect(await mine(asha)).toHaveLength(1)
    const forged = await oneClick(`all.${asha.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.message).toBe(ALERT_LINK_INVALID)
    // A price alert's link stops no follow.
    const alertToken = stopTokens(TEST_AUTH_SECRET, 'price-alert').token({
      kind: 'all',
      id: asha.id,
    })
    expect((await oneClick(alertToken)).statusCode).toBe(400)
    const all = await oneClick(tokens.token({ kind: 'all', id: asha.id }))
    expect(all.json()).toEqual({ message: FOLLOWS_STOPPED })
    expect(await mine(asha)).toEqual([])
    expect((await oneClick(tokens.token({ kind: 'all', id: asha.id }))).statusCode).toBe(200)
    // A mail provider sends many members' stops from one address: none is refused.
    const members = await Promise.all(
      Array.from({ length: 40 }, () => createUserWithSession(t.database.db, TEST_AUTH_SECRET)),
    )
    for (const member of members) await follow(member, { platform: 'udemy' })
    const stops = await Promise.all(
      members.map((member) => oneClick(tokens.token({ kind: 'all', id: member.id }))),
    )
    expect(stops.map((stop) => stop.statusCode)).toEqual(members.map(() => 200))
  })

  it('are in the member’s export and go with the account', async () => {
    await follow(asha, { q: 'python in hindi' }, 'weekly')
    const exported = (await requestAs(t.app, 'GET', '/api/me/export', asha)).json()
    expect(exported.follows).toEqual([
      expect.objectContaining({
        kind: 'search',
        query: { q: 'python in hindi' },
        frequency: 'weekly',
      }),
    ])
    const gone = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    await follow(gone, { platform: 'udemy' })
    const deleted = await requestAs(t.app, 'DELETE', '/api/me', gone, { password: gone.password })
    expect(deleted.statusCode).toBe(200)
    expect(await t.database.db.select().from(follows).where(eq(follows.userId, gone.id))).toEqual(
      [],
    )
  })
})
