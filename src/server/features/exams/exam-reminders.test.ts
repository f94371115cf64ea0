// Following exams end to end (docs/product.md#exam-reminders): the member's routes, the reminders
// at a real SMTP server (src/server/test/smtp-catcher.ts) across a fake clock, sent once across
// restarts and instances, the one-click stops, the private calendar read back by ical.js, the
// export and deletion.
import net from 'node:net'
import ICAL from 'ical.js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  EXAM_ALL_REMINDERS_STOPPED,
  EXAM_CALENDAR_INVALID,
  EXAM_FOLLOWS_MAX,
  EXAM_FOLLOWS_TOO_MANY,
  EXAM_NOT_FOLLOWED,
  EXAM_REMINDERS_STOPPED,
  type ExamStageKind,
} from '../../../domain/exams'
import { ALERT_LINK_INVALID } from '../../../domain/price-alerts'
import type { ExamCalendarFeed, FollowedExam } from '../../../domain/schemas/exams'
import {
  examCalendarFeeds,
  examFollows,
  examRemindersSent,
  examStages,
  exams,
  users,
} from '../../db/schema'
import { createJobQueue } from '../../jobs/job-queue'
import { stopTokens } from '../../mail/stop-links'
import { catcherMailer, startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher'
import { createTestApp, requestAs, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app'
import { createMailMembers, createUserWithSession, type TestUser } from '../../test/users'
import { createExamReminders, examReminderStopTokens, type ExamReminders } from './exam-reminders'

ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' }

let smtp: SmtpCatcher
let t: TestApp
let asha: TestUser
let ravi: TestUser
let unconfirmed: TestUser
const SITE = 'https://courses.example.in'
/** The routes' clock: India's 28 November 2026, 10:00. */
const clock = new Date('2026-11-28T04:30:00Z')
const quiet = { warn: () => {}, info: () => {}, error: () => {} }

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  t = await createTestApp({ now: () => clock })
  const db = t.database.db
  ;({ asha, ravi, unconfirmed } = await createMailMembers(db, TEST_AUTH_SECRET))
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})
beforeEach(async () => {
  await t.database.db.delete(examFollows)
  await t.database.db.delete(examRemindersSent)
  smtp.mails.length = 0
})

/**
 * An instance's reminders: each call is another instance, or the same one after a restart. Its
 * mail goes to `smtpUrl` (the catcher's unless said).
 */
const instance = (smtpUrl = smtp.url): ExamReminders =>
  createExamReminders({
    db: t.database.db,
    jobs: createJobQueue({ db: t.database.db, log: quiet }),
    mailer: catcherMailer({ url: smtpUrl }, SITE),
    secret: TEST_AUTH_SECRET,
    siteUrl: SITE,
    log: quiet,
  })

type StageInput = { kind: ExamStageKind; startsOn: string; endsOn?: string; label?: string }
let made = 0
/**
 * An exam of the test's own, its dates in 2031: the test app's own reminder job (on the real clock)
 * never finds them due.
 */
async function makeExam(stages: StageInput[], over: Partial<typeof exams.$inferInsert> = {}) {
  made++
  const [exam] = await t.database.db
    .insert(exams)
    .values({
      slug: `test-exam-${made}`,
      name: `Test Exam ${made}`,
      body: 'ssc',
      search: 'test exam',
      officialUrl: 'https://ssc.example.gov.in/notice',
      ...over,
    })
    .returning()
  if (stages.length > 0) {
    await t.database.db
      .insert(examStages)
      .values(stages.map((stage) => ({ examId: exam!.id, label: null, ...stage })))
  }
  return exam!
}
const follow = (user: TestUser | undefined, slug: string) =>
  requestAs(t.app, 'PUT', `/api/me/exams/${slug}`, user)
const mine = async (user: TestUser) =>
  (await requestAs(t.app, 'GET', '/api/me/exams', user)).json<{ items: FollowedExam[] }>().items
/** India's day `day` at `hour`:`minute`. */
const inIndia = (day: string, hour: number, minute = 0) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+05:30`)
const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/exam-reminders/stop?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  })

describe('following an exam', () => {
  it('is added once, listed with where the exam stands, and stopped by its member', async () => {
    const first = await follow(asha, 'ssc-chsl-2026')
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      slug: 'ssc-chsl-2026',
      name: 'SSC CHSL 2026',
      status: 'closing',
      news: { kind: 'applications-close', inDays: 6 },
    })
    // Sent again (a retry, a second tab): the same follow.
    const again = await follow(asha, 'ssc-chsl-2026')
    expect(again.statusCode).toBe(200)
    expect(again.json().followedAt).toBe(first.json().followedAt)
    await follow(asha, 'upsc-cse-2027')
    expect((await mine(asha)).map((exam) => exam.slug)).toEqual(['ssc-chsl-2026', 'upsc-cse-2027'])
    expect(await mine(ravi)).toEqual([])

    const stop = await requestAs(t.app, 'DELETE', '/api/me/exams/ssc-chsl-2026', asha)
    expect(stop.statusCode).toBe(204)
    const twice = await requestAs(t.app, 'DELETE', '/api/me/exams/ssc-chsl-2026', asha)
    expect(twice.statusCode).toBe(404)
    expect(twice.json().error.message).toBe(EXAM_NOT_FOLLOWED)
    // Another member's follow is not theirs to stop.
    expect((await requestAs(t.app, 'DELETE', '/api/me/exams/upsc-cse-2027', ravi)).statusCode).toBe(
      404,
    )
    expect((await mine(asha)).map((exam) => exam.slug)).toEqual(['upsc-cse-2027'])
  })

  it('refuses visitors, exams that do not exist and addresses that cannot be one', async () => {
    expect((await follow(undefined, 'ssc-chsl-2026')).statusCode).toBe(401)
    expect((await requestAs(t.app, 'GET', '/api/me/exams')).statusCode).toBe(401)
    expect((await follow(asha, 'no-such-exam')).statusCode).toBe(404)
    for (const slug of ['SSC', '..%2F..%2Fadmin', 'a%00b', 'x'.repeat(90), '%F0%9F%98%80']) {
      expect((await follow(asha, slug)).statusCode, slug).toBe(400)
    }
    expect(await mine(asha)).toEqual([])
  })

  it(`keeps at most ${EXAM_FOLLOWS_MAX} per member, even sent all at once`, async () => {
    const many = await Promise.all(Array.from({ length: EXAM_FOLLOWS_MAX + 5 }, () => makeExam([])))
    const answers = await Promise.all(many.map((exam) => follow(ravi, exam.slug)))
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(EXAM_FOLLOWS_MAX)
    const refused = answers.filter((res) => res.statusCode === 400)
    expect(refused).toHaveLength(5)
    expect(refused[0]!.json().error.message).toBe(EXAM_FOLLOWS_TOO_MANY)
    expect(await mine(ravi)).toHaveLength(EXAM_FOLLOWS_MAX)
  })
})

describe('exam reminders', () => {
  it('mail each confirmed follower once, in their language, from 07:00 in India', async () => {
    const exam = await makeExam([
      { kind: 'notification', startsOn: '2031-06-09' },
      { kind: 'applications', startsOn: '2031-06-10', endsOn: '2031-07-04' },
      { kind: 'exam', startsOn: '2031-09-12', endsOn: '2031-09-26', label: 'Tier 1' },
    ])
    for (const member of [asha, ravi, unconfirmed]) {
      expect((await follow(member, exam.slug)).statusCode).toBe(201)
    }
    const reminders = instance()
    // Out on 9 June: at 06:59 in India nothing goes yet.
    expect(await reminders.sendDue(undefined, inIndia('2031-06-09', 6, 59))).toBe(0)
    expect(await reminders.sendDue(undefined, inIndia('2031-06-09', 7))).toBe(2)
    expect(smtp.mails.map((mail) => mail.to).sort()).toEqual(['asha@example.in', 'ravi@example.in'])
    const english = smtp.to('asha@example.in')[0]!
    expect(english.subject).toBe(`${exam.name}: the notification is out`)
    expect(english.text).toContain(`The notification for ${exam.name} was published on 9 Jun 2031.`)
    expect(english.text).toContain('Applications: 10 Jun 2031 – 4 Jul 2031.')
    expect(english.text).toContain('Official website: https://ssc.example.gov.in/notice')
    expect(english.links).toContain(`${SITE}/exams/${exam.slug}`)
    expect(english.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const hindi = smtp.to('ravi@example.in')[0]!
    expect(hindi.language).toBe('hi')
    expect(hindi.subject).toBe(`${exam.name}: अधिसूचना जारी हो गई है`)
    expect(hindi.links).toContain(`${SITE}/exams/${exam.slug}?lang=hi`)

    // The next run, the next day, a restart: nothing again.
    expect(await reminders.sendDue(undefined, inIndia('2031-06-09', 7, 1))).toBe(0)
    expect(await instance().sendDue(undefined, inIndia('2031-06-10', 9))).toBe(0)
    // 4 July closes: a week before, then the day before (and on the day if that was missed).
    expect(await instance().sendDue(undefined, inIndia('2031-06-27', 8))).toBe(2)
    expect(smtp.to('asha@example.in').at(-1)!.subject).toBe(
      `${exam.name}: applications close in 7 days`,
    )
    expect(await instance().sendDue(undefined, inIndia('2031-06-30', 8))).toBe(0)
    expect(await instance().sendDue(undefined, inIndia('2031-07-04', 8))).toBe(2)
    expect(smtp.to('asha@example.in').at(-1)!.subject).toBe(
      `${exam.name}: applications close today`,
    )
    expect(smtp.to('ravi@example.in').at(-1)!.subject).toBe(`${exam.name}: आवेदन आज बंद होंगे`)
    // Three days before Tier 1.
    expect(await instance().sendDue(undefined, inIndia('2031-09-09', 7))).toBe(2)
    const soon = smtp.to('asha@example.in').at(-1)!
    expect(soon.subject).toBe(`${exam.name}: Tier 1 in 3 days`)
    expect(soon.text).toContain(`${exam.name}, Tier 1: 12 Sept 2031 – 26 Sept 2031.`)
    expect(smtp.to('new@example.in')).toEqual([])
    expect(smtp.mails).toHaveLength(8)
  })

  it('are sent once when instances run them at the same time', async () => {
    const exam = await makeExam([{ kind: 'admit-card', startsOn: '2031-03-02' }])
    const members = await Promise.all(
      Array.from({ length: 30 }, () => createUserWithSession(t.database.db, TEST_AUTH_SECRET)),
    )
    for (const member of members) await follow(member, exam.slug)
    const when = inIndia('2031-03-02', 7, 30)
    const counts = await Promise.all([1, 2, 3].map(() => instance().sendDue(undefined, when)))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30)
    const to = smtp.mails.map((mail) => mail.to)
    expect(new Set(to).size).toBe(30)
    expect(to).toHaveLength(30)
    expect(smtp.mails[0]!.subject).toBe(`${exam.name}: admit cards are out`)
  })

  it('come again for a date a moderator moved, and never for a follower who stopped', async () => {
    const exam = await makeExam([{ kind: 'exam', startsOn: '2031-05-10', label: 'Prelims' }])
    await follow(asha, exam.slug)
    await follow(ravi, exam.slug)
    expect(await instance().sendDue(undefined, inIndia('2031-05-07', 8))).toBe(2)
    // The exam moves a week later; Ravi stops following.
    await t.database.db
      .update(examStages)
      .set({ startsOn: '2031-05-17' })
      .where(eq(examStages.examId, exam.id))
    await requestAs(t.app, 'DELETE', `/api/me/exams/${exam.slug}`, ravi)
    expect(await instance().sendDue(undefined, inIndia('2031-05-14', 8))).toBe(1)
    expect(smtp.mails.map((mail) => mail.to)).toEqual([
      expect.any(String),
      expect.any(String),
      'asha@example.in',
    ])
  })

  it('stop with one click from the mail: one exam, or all of a member’s', async () => {
    const tokens = examReminderStopTokens(TEST_AUTH_SECRET)
    const exam = await makeExam([{ kind: 'admit-card', startsOn: '2031-04-01' }])
    await follow(asha, exam.slug)
    await follow(asha, 'upsc-cse-2027')
    await instance().sendDue(undefined, inIndia('2031-04-01', 7))
    const mail = smtp.to('asha@example.in')[0]!
    // The mail's own links: the header's one-click address stops this exam.
    const header = /<(https:[^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!
    const token = new URL(header).searchParams.get('token')!
    expect(mail.text).toContain(`/my-courses?stop-exam=`)
    expect((await oneClick(token)).json()).toEqual({ message: EXAM_REMINDERS_STOPPED })
    expect((await mine(asha)).map((e) => e.slug)).toEqual(['upsc-cse-2027'])
    // Forged, or another kind of mail's: refused, and nothing stops.
    const forged = await oneClick(`all.${asha.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.message).toBe(ALERT_LINK_INVALID)
    const follows = stopTokens(TEST_AUTH_SECRET, 'follow').token({ kind: 'all', id: asha.id })
    expect((await oneClick(follows)).statusCode).toBe(400)
    expect(await mine(asha)).toHaveLength(1)
    const all = await oneClick(tokens.token({ kind: 'all', id: asha.id }))
    expect(all.json()).toEqual({ message: EXAM_ALL_REMINDERS_STOPPED })
    expect(await mine(asha)).toEqual([])
    // Used again: the link did its job.
    expect((await oneClick(tokens.token({ kind: 'all', id: asha.id }))).statusCode).toBe(200)
  })

  it('stop, from an older mail, a follow made again since', async () => {
    const exam = await makeExam([{ kind: 'admit-card', startsOn: '2031-04-11' }])
    await follow(asha, exam.slug)
    await instance().sendDue(undefined, inIndia('2031-04-11', 7))
    const mail = smtp.to('asha@example.in')[0]!
    const header = /<(https:[^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!
    await requestAs(t.app, 'DELETE', `/api/me/exams/${exam.slug}`, asha)
    await follow(asha, exam.slug)
    const stop = await oneClick(new URL(header).searchParams.get('token')!)
    expect(stop.json()).toEqual({ message: EXAM_REMINDERS_STOPPED })
    expect(await mine(asha)).toEqual([])
  })

  it('are given back when the mail server is down, and sent once it is up, while still due', async () => {
    const exam = await makeExam([{ kind: 'admit-card', startsOn: '2031-03-12' }])
    const members = await Promise.all(
      Array.from({ length: 5 }, () => createUserWithSession(t.database.db, TEST_AUTH_SECRET)),
    )
    for (const member of members) await follow(member, exam.slug)
    // Nothing listens on this port: every mail fails at once; the run stops after a few.
    const closed = net.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as net.AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await expect(
      instance(`smtp://127.0.0.1:${port}`).sendDue(undefined, inIndia('2031-03-12', 7)),
    ).rejects.toThrow(/failed several times in a row/)
    expect(smtp.mails).toEqual([])
    // The next run, the next day (the admit card is news for two days): every follower, once.
    expect(await instance().sendDue(undefined, inIndia('2031-03-13', 8))).toBe(5)
    expect(new Set(smtp.mails.map((mail) => mail.to)).size).toBe(5)
    expect(await instance().sendDue(undefined, inIndia('2031-03-13', 9))).toBe(0)
  })

  it('are for living accounts: a follow or a calendar asked for during the deletion does not outlive it', async () => {
    const exam = await makeExam([{ kind: 'admit-card', startsOn: '2031-09-02' }])
    const victim = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    let followed: ReturnType<typeof follow> | undefined
    let calendar: ReturnType<typeof follow> | undefined
    // The deletion's transaction, as the account's deletion begins it: the account marked gone.
    // Requests that passed their session check before it (PostgreSQL runs them beside it; PGlite
    // after it) wait on the account's row.
    await t.database.db.transaction(async (tx) => {
      await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, victim.id))
      followed = follow(victim, exam.slug)
      calendar = requestAs(t.app, 'PUT', '/api/me/exam-calendar', victim)
      await new Promise((resolve) => setTimeout(resolve, 500))
    })
    expect((await followed!).statusCode).toBe(401)
    expect((await calendar!).statusCode).toBe(401)
    const db = t.database.db
    expect(await db.select().from(examFollows).where(eq(examFollows.userId, victim.id))).toEqual([])
    expect(
      await db.select().from(examCalendarFeeds).where(eq(examCalendarFeeds.userId, victim.id)),
    ).toEqual([])
  })
})

describe('a member’s exam calendar', () => {
  const feed = async (user: TestUser, method: 'GET' | 'PUT' | 'POST' = 'GET') => {
    const url = method === 'POST' ? '/api/me/exam-calendar/reset' : '/api/me/exam-calendar'
    const res = await requestAs(t.app, method, url, user)
    expect(res.statusCode).toBe(200)
    return res.json<ExamCalendarFeed>().feed
  }
  it('lists every followed exam’s stages at a private address, made once, replaced on demand', async () => {
    expect(await feed(asha)).toBeNull()
    const made = (await feed(asha, 'PUT'))!
    expect(made.url).toMatch(/\/api\/calendar\/exams\.ics\?token=/)
    expect(made.webcal).toBe(made.url.replace(/^https?:/, 'webcal:'))
    // Asked again (a retry): the same address.
    expect((await feed(asha, 'PUT'))!.url).toBe(made.url)
    expect((await feed(asha))!.url).toBe(made.url)

    await follow(asha, 'ssc-cgl-2026')
    await follow(asha, 'rrb-ntpc-2026')
    const res = await read(made.url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['cache-control']).toBe('private, no-store')
    const root = new ICAL.Component(ICAL.parse(res.body))
    expect(String(root.getFirstPropertyValue('x-wr-calname'))).toBe('CourseCompass: my exams')
    const summaries = root
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).summary)
    expect(summaries).toContain('SSC CGL 2026: Applications')
    expect(summaries.some((summary) => summary.startsWith('RRB NTPC 2026'))).toBe(true)
    expect(summaries.some((summary) => summary.startsWith('SSC CHSL'))).toBe(false)

    // A new address: the old one answers 404 from now on.
    const fresh = (await feed(asha, 'POST'))!
    expect(fresh.url).not.toBe(made.url)
    const old = await read(made.url)
    expect(old.statusCode).toBe(404)
    expect(old.json().error.message).toBe(EXAM_CALENDAR_INVALID)
    expect((await read(fresh.url)).statusCode).toBe(200)
    // Another member's calendar is theirs: Ravi's address lists none of Asha's exams.
    const theirs = (await feed(ravi, 'PUT'))!
    const empty = new ICAL.Component(ICAL.parse((await read(theirs.url)).body))
    expect(empty.getAllSubcomponents('vevent')).toEqual([])
    expect(String(empty.getFirstPropertyValue('x-wr-calname'))).toBe('CourseCompass: मेरी परीक्षाएं')

    expect((await requestAs(t.app, 'DELETE', '/api/me/exam-calendar', asha)).statusCode).toBe(204)
    expect((await read(fresh.url)).statusCode).toBe(404)
    expect(await feed(asha)).toBeNull()
  })

  it('cannot be guessed: made-up addresses are 404s, 30 a minute from one address', async () => {
    const made = (await feed(ravi, 'PUT'))!
    const feedId = new URL(made.url).searchParams.get('token')!.split('.')[0]!
    const tries = [
      '',
      'x',
      feedId,
      `${feedId}.`,
      `${feedId}.${'A'.repeat(43)}`,
      `${'0'.repeat(36)}.${'A'.repeat(43)}`,
      `${feedId}.a.b`,
      '%00',
    ]
    for (const token of tries) {
      const res = await read(
        `/api/calendar/exams.ics?token=${encodeURIComponent(token)}`,
        '10.9.9.9',
      )
      expect(res.statusCode, token).toBe(404)
    }
    for (let i = tries.length; i < 30; i++) {
      await read(`/api/calendar/exams.ics?token=${i}`, '10.9.9.9')
    }
    const refused = await read('/api/calendar/exams.ics?token=more', '10.9.9.9')
    expect(refused.statusCode).toBe(429)
    // The member's own app, elsewhere, still reads it.
    expect((await read(made.url, '10.9.9.10')).statusCode).toBe(200)
  })
})

describe('exam follows in the member’s data', () => {
  it('are exported, reminders sent and the calendar’s date too (never its address)', async () => {
    const exam = await makeExam([{ kind: 'admit-card', startsOn: '2031-02-01' }])
    await follow(asha, exam.slug)
    await instance().sendDue(undefined, inIndia('2031-02-01', 8))
    const made = (
      await requestAs(t.app, 'PUT', '/api/me/exam-calendar', asha)
    ).json<ExamCalendarFeed>()
    const res = await requestAs(t.app, 'GET', '/api/me/export', asha)
    const exported = res.json()
    expect(exported.examFollows).toEqual([
      { exam: exam.slug, name: exam.name, followedAt: expect.any(String) },
    ])
    expect(exported.examReminders).toEqual([
      { exam: exam.slug, reminder: 'admit-card:2031-02-01', sentAt: expect.any(String) },
    ])
    expect(exported.examCalendar).toEqual({ createdAt: made.feed!.createdAt })
    expect(res.body).not.toContain(new URL(made.feed!.url).searchParams.get('token'))
  })

  it('go with the account', async () => {
    const gone = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    const exam = await makeExam([{ kind: 'admit-card', startsOn: '2031-02-01' }])
    await follow(gone, exam.slug)
    await instance().sendDue(undefined, inIndia('2031-02-01', 8))
    const made = (
      await requestAs(t.app, 'PUT', '/api/me/exam-calendar', gone)
    ).json<ExamCalendarFeed>()
    const deleted = await requestAs(t.app, 'DELETE', '/api/me', gone, { password: gone.password })
    expect(deleted.statusCode).toBe(200)
    const db = t.database.db
    expect(await db.select().from(examFollows).where(eq(examFollows.userId, gone.id))).toEqual([])
    expect(
      await db.select().from(examRemindersSent).where(eq(examRemindersSent.userId, gone.id)),
    ).toEqual([])
    expect((await read(made.feed!.url)).statusCode).toBe(404)
  })
})

/** A calendar app reading the address (from `remoteAddress`). */
function read(address: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'GET',
    url: address.replace(/^https?:\/\/[^/]+/, ''),
    ...(remoteAddress && { remoteAddress }),
  })
}
