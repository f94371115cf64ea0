import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  dueReminders,
  examNews,
  examSlug,
  examStatus,
  indiaDay,
  isDay,
  needsRecheck,
  stageChanges,
  stageStates,
  type ExamStage,
  examsMatching,
} from './exams'

const stage = (
  id: string,
  kind: ExamStage['kind'],
  startsOn: string,
  endsOn: string | null = null,
  label: string | null = null,
): ExamStage => ({ id, kind, label, startsOn, endsOn })

// SSC CGL as it usually runs: notified in June, a month to apply, a fee deadline, a correction
// window, the admit card, two tiers and the result.
const CGL: ExamStage[] = [
  stage('n', 'notification', '2026-06-09'),
  stage('a', 'applications', '2026-06-09', '2026-07-04'),
  stage('f', 'fee', '2026-07-05'),
  stage('c', 'correction', '2026-07-09', '2026-07-11'),
  stage('k', 'admit-card', '2026-09-01'),
  stage('t1', 'exam', '2026-09-09', '2026-09-26', 'Tier 1'),
  stage('t2', 'exam', '2026-12-10', null, 'Tier 2'),
  stage('r', 'result', '2027-03-15'),
]

describe('days in India', () => {
  it('is the Indian day: 18:29 UTC is still that day, 18:30 UTC is the next', () => {
    expect(indiaDay(new Date('2026-07-03T18:29:59Z'))).toBe('2026-07-03')
    expect(indiaDay(new Date('2026-07-03T18:30:00Z'))).toBe('2026-07-04')
  })

  it('reads only real days', () => {
    expect(isDay('2026-07-04')).toBe(true)
    expect(isDay('2028-02-29')).toBe(true)
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2026-13-01')).toBe(false)
    expect(isDay('2026-7-4')).toBe(false)
    expect(isDay('2026-07-04T00:00')).toBe(false)
  })

  it('counts and moves days across months and years', () => {
    expect(daysBetween('2026-06-28', '2026-07-04')).toBe(6)
    expect(daysBetween('2026-07-04', '2026-06-28')).toBe(-6)
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('an exam across a fake clock (docs/product.md#government-exams)', () => {
  it('before the notification: upcoming, the notification next', () => {
    expect(examStatus(CGL, '2026-05-01')).toBe('upcoming')
    expect(examNews(CGL, '2026-05-01')).toEqual({
      kind: 'stage-next',
      stage: CGL[0],
      on: '2026-06-09',
    })
    const states = stageStates(CGL, '2026-05-01')
    // The notification and the applications open the same day: both are next.
    expect([states.get('n'), states.get('a'), states.get('f')]).toEqual(['next', 'next', 'later'])
  })

  it('open: applications close in 25 days; closing soon from 7 days before', () => {
    expect(examStatus(CGL, '2026-06-09')).toBe('open')
    expect(examNews(CGL, '2026-06-09')).toEqual({
      kind: 'applications-close',
      inDays: 25,
      on: '2026-07-04',
    })
    expect(examStatus(CGL, '2026-06-26')).toBe('open')
    expect(examStatus(CGL, '2026-06-27')).toBe('closing')
    expect(examNews(CGL, '2026-07-04')).toMatchObject({ kind: 'applications-close', inDays: 0 })
    expect(stageStates(CGL, '2026-06-20').get('a')).toBe('now')
  })

  it('closed: over, with the fee deadline and then the correction window as news', () => {
    expect(examStatus(CGL, '2026-07-05')).toBe('over')
    expect(examNews(CGL, '2026-07-05')).toEqual({
      kind: 'stage-next',
      stage: CGL[3],
      on: '2026-07-09',
    })
    expect(examNews(CGL, '2026-07-10')).toEqual({
      kind: 'stage-now',
      stage: CGL[3],
      until: '2026-07-11',
    })
  })

  it('between tiers: Tier 1 under way, then Tier 2 next', () => {
    expect(examNews(CGL, '2026-09-15')).toEqual({
      kind: 'stage-now',
      stage: CGL[5],
      until: '2026-09-26',
    })
    expect(examNews(CGL, '2026-10-01')).toEqual({
      kind: 'stage-next',
      stage: CGL[6],
      on: '2026-12-10',
    })
    const states = stageStates(CGL, '2026-10-01')
    expect([states.get('t1'), states.get('t2'), states.get('r')]).toEqual(['done', 'next', 'later'])
  })

  it('result out: said from its day on', () => {
    expect(examNews(CGL, '2027-03-14')).toMatchObject({ kind: 'stage-next', on: '2027-03-15' })
    expect(examNews(CGL, '2027-03-15')).toEqual({ kind: 'result-out', on: '2027-03-15' })
    expect(examNews(CGL, '2028-01-01')).toEqual({ kind: 'result-out', on: '2027-03-15' })
    expect(examStatus(CGL, '2028-01-01')).toBe('over')
  })

  it('a reopened window: the one open today counts, not the first that closed', () => {
    const reopened = [
      stage('a1', 'applications', '2026-10-01', '2026-10-10'),
      stage('a2', 'applications', '2026-11-25', '2026-12-15', 'Reopened'),
    ]
    expect(examStatus(reopened, '2026-10-20')).toBe('upcoming')
    expect(examStatus(reopened, '2026-11-28')).toBe('open')
    expect(examNews(reopened, '2026-11-28')).toEqual({
      kind: 'applications-close',
      inDays: 17,
      on: '2026-12-15',
    })
    expect(examStatus(reopened, '2026-12-16')).toBe('over')
  })

  it('no dates yet: not announced and upcoming; no application dates but all past: over', () => {
    expect(examNews([], '2026-05-01')).toEqual({ kind: 'not-announced' })
    expect(examStatus([], '2026-05-01')).toBe('upcoming')
    const onlyExam = [stage('e', 'exam', '2026-05-01')]
    expect(examStatus(onlyExam, '2026-04-01')).toBe('upcoming')
    expect(examStatus(onlyExam, '2026-05-02')).toBe('over')
    expect(examNews(onlyExam, '2026-05-02')).toEqual({ kind: 'over' })
  })
})

describe('reminders (docs/product.md#exam-reminders)', () => {
  const kinds = (today: string) => dueReminders(CGL, today).map((due) => due.key)

  it('the notification is mailed on its day and for two days after, not later', () => {
    expect(kinds('2026-06-08')).toEqual([])
    expect(kinds('2026-06-09')).toEqual(['notification:2026-06-09'])
    expect(kinds('2026-06-11')).toEqual(['notification:2026-06-09'])
    expect(kinds('2026-06-12')).toEqual([])
  })

  it('a week before applications close, then a day before', () => {
    expect(kinds('2026-06-26')).toEqual([])
    expect(kinds('2026-06-27')).toEqual(['closing-week:2026-07-04'])
    expect(kinds('2026-07-02')).toEqual(['closing-week:2026-07-04'])
    expect(kinds('2026-07-03')).toEqual(['closing-day:2026-07-04'])
    expect(kinds('2026-07-04')).toEqual(['closing-day:2026-07-04'])
    expect(kinds('2026-07-05')).toEqual([])
  })

  it('the admit card on its day; three days before each tier', () => {
    expect(kinds('2026-09-01')).toEqual(['admit-card:2026-09-01'])
    expect(kinds('2026-09-06')).toEqual(['exam-soon:t1:2026-09-09'])
    expect(kinds('2026-09-08')).toEqual(['exam-soon:t1:2026-09-09'])
    expect(kinds('2026-09-09')).toEqual([])
    expect(kinds('2026-12-07')).toEqual(['exam-soon:t2:2026-12-10'])
  })

  it('a moved date is a new reminder; a short window gets no week reminder before it opens', () => {
    const moved = CGL.map((s) => (s.id === 'a' ? { ...s, endsOn: '2026-07-11' } : s))
    expect(dueReminders(moved, '2026-07-04').map((due) => due.key)).toEqual([
      'closing-week:2026-07-11',
    ])
    const short = [stage('a', 'applications', '2026-07-01', '2026-07-05')]
    expect(dueReminders(short, '2026-06-29')).toEqual([])
    expect(dueReminders(short, '2026-07-01').map((due) => due.key)).toEqual([
      'closing-week:2026-07-05',
    ])
  })
})

describe('changes and checks', () => {
  it('lists stages added, moved and removed; a new label alone is no change', () => {
    const after = [
      { ...CGL[1]!, endsOn: '2026-07-11' },
      { ...CGL[5]!, label: 'Tier I' },
      stage('x', 'exam', '2027-01-20', null, 'Skill test'),
    ]
    expect(stageChanges(CGL.slice(0, 6), after)).toEqual([
      {
        change: 'moved',
        stage: after[0],
        before: { startsOn: '2026-06-09', endsOn: '2026-07-04' },
      },
      { change: 'added', stage: after[2] },
      { change: 'removed', stage: CGL[0] },
      { change: 'removed', stage: CGL[2] },
      { change: 'removed', stage: CGL[3] },
      { change: 'removed', stage: CGL[4] },
    ])
  })

  it('flags dates not checked within 30 days', () => {
    const now = new Date('2026-07-31T00:00:00Z')
    expect(needsRecheck(null, now)).toBe(true)
    expect(needsRecheck('2026-07-01T00:00:00Z', now)).toBe(false)
    expect(needsRecheck('2026-06-30T23:59:00Z', now)).toBe(true)
  })

  it('makes addresses of names', () => {
    expect(examSlug('SSC CGL 2026')).toBe('ssc-cgl-2026')
    expect(examSlug('  UPSC Civil Services (Prelims) 2027 ')).toBe(
      'upsc-civil-services-prelims-2027',
    )
    expect(examSlug('BPSC 71st CCE – 2026')).toBe('bpsc-71st-cce-2026')
    expect(examSlug('परीक्षा')).toBe('')
    expect(examSlug('Ünïcödé Exam')).toBe('unicode-exam')
    expect(examSlug('SSC CGL २०२६')).toBe('ssc-cgl-2026')
  })
})

describe('examsMatching', () => {
  const exams = [
    { name: 'SSC CGL 2026', search: 'SSC CGL', body: 'ssc' as const },
    { name: 'SSC CHSL 2026', search: 'SSC CHSL', body: 'ssc' as const },
    { name: 'RRB NTPC 2026', search: 'NTPC', body: 'rrb' as const },
    { name: 'UPSC Civil Services 2027', search: 'UPSC', body: 'upsc' as const },
  ]
  const names = (query: string) => examsMatching(exams, query).map((exam) => exam.name)

  it('finds a body’s exams by its name or the catalogue chip’s word', () => {
    expect(names('SSC')).toEqual(['SSC CGL 2026', 'SSC CHSL 2026'])
    expect(names('  railway ')).toEqual(['RRB NTPC 2026'])
  })

  it('finds an exam by its words within a search, or by its name, in any case or spacing', () => {
    expect(names('ssc   cgl')).toEqual(['SSC CGL 2026'])
    expect(names('SSC CGL 2026 maths')).toEqual(['SSC CGL 2026'])
    expect(names('cgl 2026')).toEqual(['SSC CGL 2026'])
    expect(names('ＳＳＣ ＣＧＬ')).toEqual(['SSC CGL 2026'])
    expect(names('ntpc previous papers')).toEqual(['RRB NTPC 2026'])
  })

  it('finds nothing for a search about something else, or part of a word', () => {
    expect(names('python')).toEqual([])
    expect(names('')).toEqual([])
    expect(names('ss')).toEqual([])
    expect(names('cg')).toEqual([])
    expect(names('civil engineering')).toEqual([])
  })
})
