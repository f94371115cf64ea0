// The exams' public routes over the sample exams every database starts with (migration 0033), on a
// clock the test moves.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExamDetail, ExamList } from '../../../domain/schemas/exams'
import { examStages, exams } from '../../db/schema'
import { createTestApp, requestAs, type TestApp } from '../../test/test-app'

let t: TestApp
/** India's 28 November 2026, 10:00. */
let clock = new Date('2026-11-28T04:30:00Z')

beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
afterAll(async () => {
  await t.close()
})

const list = async (query = '') => {
  const res = await requestAs(t.app, 'GET', `/api/exams${query}`)
  expect(res.statusCode).toBe(200)
  return res.json<ExamList>()
}
const detail = async (slug: string) => {
  const res = await requestAs(t.app, 'GET', `/api/exams/${slug}`)
  expect(res.statusCode).toBe(200)
  return res.json<ExamDetail>()
}

describe('GET /api/exams', () => {
  it('lists the sample exams, closing first, each with its status and news', async () => {
    const { today, items } = await list()
    expect(today).toBe('2026-11-28')
    expect(items.map((exam) => [exam.slug, exam.status])).toEqual([
      ['ssc-chsl-2026', 'closing'],
      ['rrb-ntpc-2026', 'open'],
      ['upsc-cse-2027', 'upcoming'],
      ['bpsc-72nd-cce', 'upcoming'],
      ['ssc-cgl-2026', 'over'],
      ['ibps-po-2026', 'over'],
    ])
    expect(items[0]).toMatchObject({
      name: 'SSC CHSL 2026',
      body: 'ssc',
      sample: true,
      news: { kind: 'applications-close', inDays: 6, on: '2026-12-04' },
    })
    expect(items.find((exam) => exam.slug === 'ibps-po-2026')!.news).toEqual({
      kind: 'result-out',
      on: '2026-11-20',
    })
  })

  it('filters by recruiting body and by status', async () => {
    expect((await list('?body=ssc')).items.map((exam) => exam.slug)).toEqual([
      'ssc-chsl-2026',
      'ssc-cgl-2026',
    ])
    expect((await list('?status=upcoming')).items.map((exam) => exam.slug)).toEqual([
      'upsc-cse-2027',
      'bpsc-72nd-cce',
    ])
    expect((await list('?body=state&status=open')).items).toEqual([])
    // An empty parameter is no filter, as the catalogue's are.
    expect((await list('?body=&status=')).items).toHaveLength(6)
  })

  it('lists only the exams a catalogue search names, with ?q=', async () => {
    expect((await list('?q=SSC')).items.map((exam) => exam.slug)).toEqual([
      'ssc-chsl-2026',
      'ssc-cgl-2026',
    ])
    expect((await list('?q=ssc+cgl+2026+maths')).items.map((exam) => exam.slug)).toEqual([
      'ssc-cgl-2026',
    ])
    expect((await list('?q=Railway')).items.map((exam) => exam.slug)).toEqual(['rrb-ntpc-2026'])
    expect((await list('?q=python')).items).toEqual([])
    expect((await list('?q=')).items).toHaveLength(6)
    const long = await requestAs(t.app, 'GET', `/api/exams?q=${'x'.repeat(201)}`)
    expect(long.statusCode).toBe(400)
  })

  it('moves with the clock: the day in India, not in UTC', async () => {
    // 4 December 2026, 23:59 in India: CHSL's last day.
    clock = new Date('2026-12-04T18:29:00Z')
    const chsl = (await list()).items.find((exam) => exam.slug === 'ssc-chsl-2026')!
    expect(chsl.news).toEqual({ kind: 'applications-close', inDays: 0, on: '2026-12-04' })
    clock = new Date('2026-12-04T18:30:00Z')
    expect((await list()).items.find((exam) => exam.slug === 'ssc-chsl-2026')!.status).toBe('over')
    clock = new Date('2026-11-28T04:30:00Z')
  })

  it('refuses a body or status it does not know, and hostile bytes, with a 400', async () => {
    for (const query of [
      '?body=SSC',
      '?status=closed',
      '?body=ssc%00',
      '?status=open&status=closing',
    ]) {
      const res = await requestAs(t.app, 'GET', `/api/exams${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.code).toBeTruthy()
    }
  })
})

describe('the order within a status', () => {
  it('open ones by their last day to apply, not by a fee deadline or a later stage', async () => {
    const added = await t.database.db
      .insert(exams)
      .values([
        { slug: 'open-a', name: 'Open A', body: 'state', search: 'a' },
        { slug: 'open-b', name: 'Open B', body: 'state', search: 'b' },
      ])
      .returning()
    const [a, b] = added
    await t.database.db.insert(examStages).values([
      { examId: a!.id, kind: 'applications', startsOn: '2026-11-20', endsOn: '2026-12-18' },
      { examId: a!.id, kind: 'fee', startsOn: '2026-12-01' },
      { examId: b!.id, kind: 'applications', startsOn: '2026-11-20', endsOn: '2026-12-10' },
      { examId: b!.id, kind: 'exam', startsOn: '2027-01-05', label: 'Prelims' },
    ])
    try {
      expect((await list('?status=open')).items.map((exam) => exam.slug)).toEqual([
        'open-b',
        'open-a',
        'rrb-ntpc-2026',
      ])
    } finally {
      await t.database.db.delete(exams).where(inArray(exams.id, [a!.id, b!.id]))
    }
  })
})

describe('what the database refuses', () => {
  // Before these checks, one such row made every list answer 500 (its body or kind failed the
  // answer's schema, or a day past 9999 made the news NaN).
  it('unknown bodies and kinds, malformed addresses, non-web links and impossible days', async () => {
    const [exam] = await t.database.db
      .insert(exams)
      .values({ slug: 'checks', name: 'Checks', body: 'ssc', search: 'c' })
      .returning()
    const refused = async (write: () => Promise<unknown>) => {
      await expect(write()).rejects.toMatchObject({ cause: { code: '23514' } })
    }
    try {
      await refused(() =>
        t.database.db
          .insert(exams)
          .values({ slug: 'x', name: 'X', body: 'nasa' as never, search: 'x' }),
      )
      await refused(() =>
        t.database.db
          .insert(exams)
          .values({ slug: 'Bad Slug', name: 'X', body: 'ssc', search: 'x' }),
      )
      await refused(() =>
        t.database.db.insert(exams).values({
          slug: 'y',
          name: 'Y',
          body: 'ssc',
          search: 'y',
          officialUrl: 'javascript:alert(1)',
        }),
      )
      await refused(() =>
        t.database.db
          .insert(examStages)
          .values({ examId: exam!.id, kind: 'bogus' as never, startsOn: '2026-12-01' }),
      )
      await refused(() =>
        t.database.db.insert(examStages).values({
          examId: exam!.id,
          kind: 'exam',
          startsOn: '2026-12-01',
          endsOn: '20260-01-01',
        }),
      )
      await refused(() =>
        t.database.db
          .insert(examStages)
          .values({ examId: exam!.id, kind: 'exam', startsOn: '2026-12-10', endsOn: '2026-12-01' }),
      )
      expect((await list()).items.length).toBeGreaterThan(0)
    } finally {
      await t.database.db.delete(exams).where(eq(exams.id, exam!.id))
    }
  })
})

describe('GET /api/exams/:slug', () => {
  it('gives one exam with its stages in order, each placed on today', async () => {
    const cgl = await detail('ssc-cgl-2026')
    expect(cgl).toMatchObject({
      name: 'SSC CGL 2026',
      search: 'SSC CGL',
      officialUrl: 'https://ssc.gov.in/',
      source: 'Sample dates: not from a notification',
      checkedAt: null,
      sample: true,
      status: 'over',
      today: '2026-11-28',
    })
    expect(cgl.stages.map((stage) => [stage.kind, stage.label, stage.state])).toEqual([
      ['notification', null, 'done'],
      ['applications', null, 'done'],
      ['fee', null, 'done'],
      ['correction', null, 'done'],
      ['admit-card', null, 'done'],
      ['exam', 'Tier 1', 'done'],
      ['exam', 'Tier 2', 'next'],
      ['result', null, 'later'],
    ])
    expect(cgl.news).toMatchObject({ kind: 'stage-next', on: '2026-12-14' })
  })

  it('shows a moderator-checked exam as checked, not as sample', async () => {
    const [row] = await t.database.db
      .insert(exams)
      .values({
        slug: 'ssc-mts-2026',
        name: 'SSC MTS 2026',
        body: 'ssc',
        search: 'SSC MTS',
        checkedAt: new Date('2026-11-20T06:00:00Z'),
        checkedBy: 'moderator@example.in',
      })
      .returning()
    await t.database.db.insert(examStages).values({
      examId: row!.id,
      kind: 'applications',
      startsOn: '2026-11-25',
      endsOn: '2027-01-10',
    })
    const mts = await detail('ssc-mts-2026')
    expect(mts).toMatchObject({
      sample: false,
      checkedAt: '2026-11-20T06:00:00.000Z',
      status: 'open',
    })
    await t.database.db.delete(exams).where(eq(exams.id, row!.id))
  })

  it('answers 404 for an exam that is not there, 400 for an address that cannot be one', async () => {
    const missing = await requestAs(t.app, 'GET', '/api/exams/ssc-cgl-2099')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('Exam not found')
    for (const slug of [
      'SSC-CGL',
      'ssc--cgl',
      '..%2Fadmin',
      'ssc%00cgl',
      'x'.repeat(81),
      '%F0%9F%98%80',
    ]) {
      const res = await requestAs(t.app, 'GET', `/api/exams/${slug}`)
      expect(res.statusCode, slug).toBe(400)
    }
  })
})
