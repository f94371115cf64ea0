// An exam's calendar file, read back by an independent iCalendar parser (Mozilla's ical.js): valid
// RFC 5545, all-day events on India's days, UIDs that survive an edit while the SEQUENCE rises, and
// names with commas, semicolons, line breaks and Devanagari folded and escaped as the RFC says.
import ICAL from 'ical.js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examStages, exams } from '../../db/schema'
import { createTestApp, requestAs, TEST_SITE_URL, type TestApp } from '../../test/test-app'
import { foldLine } from './exam-calendar'

let t: TestApp
// RFC 5545 3.8.8.2: a non-standard property's value is TEXT unless it says otherwise; ical.js keeps
// the ones it does not know raw, so it is told.
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' }

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-28T04:30:00Z') })
})
afterAll(async () => {
  await t.close()
})

type Event = {
  uid: string
  start: string
  end: string
  summary: string
  sequence: number
  status: string
}

async function calendar(slug: string, query = '') {
  const res = await requestAs(t.app, 'GET', `/api/exams/${slug}/calendar.ics${query}`)
  expect(res.statusCode).toBe(200)
  return res
}

function events(text: string): { name: string; events: Event[] } {
  const root = new ICAL.Component(ICAL.parse(text))
  return {
    name: String(root.getFirstPropertyValue('x-wr-calname')),
    events: root.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent)
      return {
        uid: event.uid,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        summary: event.summary,
        sequence: event.sequence,
        status: String(vevent.getFirstPropertyValue('status')),
      }
    }),
  }
}

describe('GET /api/exams/:slug/calendar.ics', () => {
  it('is a valid calendar of all-day events, one a stage, a window ending the day after its last', async () => {
    const res = await calendar('ssc-cgl-2026')
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="ssc-cgl-2026.ics"')
    expect(res.body.endsWith('\r\n')).toBe(true)
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    const { name, events: list } = events(res.body)
    expect(name).toBe('SSC CGL 2026')
    expect(list).toHaveLength(8)
    expect(list[1]).toMatchObject({
      summary: 'SSC CGL 2026: Applications',
      start: '2026-06-09',
      end: '2026-07-05',
      sequence: 0,
      // Sample dates are not official.
      status: 'TENTATIVE',
    })
    expect(list[0]).toMatchObject({
      summary: 'SSC CGL 2026: Notification',
      start: '2026-06-09',
      end: '2026-06-10',
    })
    expect(list[6]).toMatchObject({
      summary: 'SSC CGL 2026: Tier 2',
      start: '2026-12-14',
      end: '2026-12-17',
    })
    const host = new URL(TEST_SITE_URL).host
    expect(list.every((event) => event.uid.endsWith(`@${host}`))).toBe(true)
    expect(new Set(list.map((event) => event.uid)).size).toBe(8)
  })

  it("keeps a stage's UID when its dates change, and raises its SEQUENCE", async () => {
    const [exam] = await t.database.db
      .insert(exams)
      .values({
        slug: 'cal-test',
        name: 'Calendar test',
        body: 'ssc',
        search: 'x',
        checkedAt: new Date(),
      })
      .returning()
    const [stage] = await t.database.db
      .insert(examStages)
      .values({ examId: exam!.id, kind: 'exam', label: 'Tier 1', startsOn: '2027-01-10' })
      .returning()
    const before = events((await calendar('cal-test')).body).events[0]!
    expect(before).toMatchObject({ sequence: 0, status: 'CONFIRMED', start: '2027-01-10' })
    await t.database.db
      .update(examStages)
      .set({ startsOn: '2027-01-17', revision: 1 })
      .where(eq(examStages.id, stage!.id))
    const after = events((await calendar('cal-test')).body).events[0]!
    expect(after).toMatchObject({
      uid: before.uid,
      sequence: 1,
      start: '2027-01-17',
      end: '2027-01-18',
    })
    await t.database.db.delete(exams).where(eq(exams.id, exam!.id))
  })

  it('escapes and folds names with commas, semicolons, line breaks and Devanagari, and reads in Hindi', async () => {
    const name =
      'UPPSC PCS, RO/ARO; "प्रारंभिक" परीक्षा\\2026\nदूसरी पंक्ति — बहुत लंबा नाम जो पचहत्तर बाइट से ज़्यादा है'
    await t.database.db
      .insert(exams)
      .values({ slug: 'cal-hindi', name, body: 'state', search: 'x' })
      .returning()
      .then(([exam]) =>
        t.database.db
          .insert(examStages)
          .values({ examId: exam!.id, kind: 'notification', startsOn: '2027-02-28' }),
      )
    const res = await calendar('cal-hindi', '?lang=hi')
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    const parsed = events(res.body)
    expect(parsed.name).toBe(name)
    expect(parsed.events[0]!.summary).toBe(`${name}: अधिसूचना`)
    await t.database.db.delete(exams).where(eq(exams.slug, 'cal-hindi'))
  })

  it('answers 404 for an exam that is not there, 400 for an address that cannot be one', async () => {
    expect((await requestAs(t.app, 'GET', '/api/exams/nope-2026/calendar.ics')).statusCode).toBe(
      404,
    )
    expect((await requestAs(t.app, 'GET', '/api/exams/No%00pe/calendar.ics')).statusCode).toBe(400)
  })
})

describe('folding (RFC 5545 3.1)', () => {
  it('never splits a character, and unfolds to the line it was', () => {
    const line = `SUMMARY:${'परीक्षा '.repeat(20)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true)
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
    expect(parts.join('').includes('\ufffd')).toBe(false)
  })
})
