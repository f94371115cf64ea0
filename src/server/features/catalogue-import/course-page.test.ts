// The course facts a course page's JSON-LD states (docs/product.md#course-facts), read by
// factsFromPage: only what the page says plainly, every value one the form would accept. The
// refresh that writes them is tested in source-refresh.test.ts.
import { describe, expect, it } from 'vitest'
import { COURSE_FACT_RULES, type CourseFacts } from '../../../domain/course-facts'
import { courseFromPage, factsFromPage } from './course-page'

/** Noon on 28 Nov 2026 in India. */
const NOW = new Date('2026-11-28T06:30:00Z')
const read = (course: Record<string, unknown>, now = NOW) =>
  factsFromPage(JSON.parse(JSON.stringify({ '@type': 'Course', ...course })), now)

describe('the course facts of a page', () => {
  it('reads a page that states every fact', () => {
    expect(
      read({
        educationalLevel: 'Beginner',
        dateModified: '2026-03-14',
        hasCourseInstance: [
          {
            '@type': 'CourseInstance',
            courseMode: ['Online', 'https://ceds.ed.gov/element/001311#Synchronous'],
            startDate: '2026-11-01',
            courseSchedule: { duration: 'PT2H', repeatFrequency: 'Weekly', byDay: ['Mon', 'Wed'] },
          },
          {
            '@type': 'CourseInstance',
            courseMode: 'synchronous',
            startDate: '2027-01-05',
            courseSchedule: {
              duration: 'PT2H',
              repeatFrequency: 'https://schema.org/Weekly',
              byDay: ['https://schema.org/Monday', 'https://schema.org/Wednesday'],
              startDate: '2026-12-07',
            },
          },
        ],
        educationalCredentialAwarded: {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'Certificate',
          name: 'Proctored exam certificate',
          offers: [
            { price: 20, priceCurrency: 'USD' },
            { price: '₹ 1,499', priceCurrency: 'INR' },
          ],
        },
        syllabusSections: [
          { '@type': 'Syllabus', name: '  Python <b>basics</b> ', timeRequired: 'PT2H30M' },
          { '@type': 'Syllabus', name: 'Projects', timeRequired: 'P200D' },
          { '@type': 'Syllabus', name: 'Wrap-up' },
        ],
      }),
    ).toEqual({
      level: 'beginner',
      format: 'live',
      // Two hours on two days a week.
      hoursPerWeek: 4,
      lastUpdated: '2026-03',
      nextStart: '2026-12-07',
      certificate: 'exam',
      certificateCost: 1499,
      syllabus: [
        { title: 'Python basics', minutes: 150 },
        { title: 'Projects', minutes: null },
        { title: 'Wrap-up', minutes: null },
      ],
    } satisfies Partial<CourseFacts>)
  })

  it('reads each level as a page writes it, and no level it does not name clearly', () => {
    expect(read({ educationalLevel: 'beginner level' }).level).toBe('beginner')
    expect(read({ educationalLevel: 'Intermediate' }).level).toBe('intermediate')
    expect(read({ educationalLevel: { '@type': 'DefinedTerm', name: 'Advanced' } }).level).toBe(
      'advanced',
    )
    expect(read({ educationalLevel: 'All Levels' }).level).toBe('all-levels')
    expect(read({ educationalLevel: 'https://example.org/levels/All_Levels' }).level).toBe(
      'all-levels',
    )
    for (const level of [
      'expert',
      'Beginner to Advanced',
      ['Beginner', 'Advanced'],
      '',
      4,
      { name: { name: 'Beginner' } },
    ]) {
      expect(read({ educationalLevel: level })).not.toHaveProperty('level')
    }
  })

  it('reads the format and a self-paced start from courseMode', () => {
    const mode = (courseMode: unknown) => read({ hasCourseInstance: { courseMode } })
    expect(mode('Asynchronous')).toEqual({ format: 'recorded' })
    expect(mode('https://schema.org/Synchronous')).toEqual({ format: 'live' })
    expect(mode(['Online', 'BLENDED'])).toEqual({ format: 'mixed' })
    expect(mode('Self-paced')).toEqual({ format: 'recorded', nextStart: 'self-paced' })
    expect(mode('online')).toEqual({})
    expect(mode('onsite')).toEqual({})
    // Two instances that disagree state no one format.
    expect(
      read({ hasCourseInstance: [{ courseMode: 'synchronous' }, { courseMode: 'asynchronous' }] }),
    ).toEqual({})
    expect(
      read({ hasCourseInstance: { courseMode: 'online', courseSchedule: 'Self paced' } }),
    ).toEqual({ nextStart: 'self-paced' })
  })

  it('reads hours a week from a schedule or a weekly workload, to the nearest half hour', () => {
    const hours = (instance: Record<string, unknown>) =>
      read({ hasCourseInstance: instance }).hoursPerWeek
    expect(hours({ courseSchedule: { duration: 'PT5H', repeatFrequency: 'Weekly' } })).toBe(5)
    expect(hours({ courseSchedule: { duration: 'PT40M', repeatFrequency: 'Daily' } })).toBe(4.5)
    expect(
      hours({ courseSchedule: { duration: 'PT1H', repeatFrequency: 'P1W', byDay: 'Friday' } }),
    ).toBe(1)
    expect(hours({ courseWorkload: 'PT5H per week' })).toBe(5)
    expect(hours({ courseWorkload: '6 hours a week' })).toBe(6)
    expect(hours({ courseWorkload: 'PT3H20M/week' })).toBe(3.5)
    // A workload without its week is the whole course's (the duration, not hours a week).
    expect(hours({ courseWorkload: 'PT5H' })).toBeUndefined()
    expect(
      hours({ courseSchedule: { duration: 'PT5H', repeatFrequency: 'Monthly' } }),
    ).toBeUndefined()
    expect(
      hours({ courseSchedule: { duration: 'PT500H', repeatFrequency: 'Weekly' } }),
    ).toBeUndefined()
    expect(
      hours({ courseSchedule: { duration: 'PT5M', repeatFrequency: 'Weekly' } }),
    ).toBeUndefined()
    expect(
      hours({ courseSchedule: { duration: 'PT1H', repeatFrequency: 'Weekly', byDay: 'Funday' } }),
    ).toBeUndefined()
  })

  it("reads the next start in India's time, and no start gone by", () => {
    const start = (startDate: unknown, now = NOW) =>
      read({ hasCourseInstance: [{ startDate: '2026-01-05' }, { startDate }] }, now).nextStart
    expect(start('2026-11-28')).toBe('2026-11-28')
    // 20:00 UTC on the 28th is the 29th in India.
    expect(start('2026-11-28T20:00:00Z')).toBe('2026-11-29')
    expect(start('2026-11-28T20:00:00+05:30')).toBe('2026-11-28')
    expect(start('2026-11-27')).toBeUndefined()
    expect(start('2026-02-30')).toBeUndefined()
    expect(start('2101-01-01')).toBeUndefined()
    expect(start('soon')).toBeUndefined()
  })

  it('reads the last update as a month, none in the future', () => {
    expect(read({ dateModified: '2026-11-28' }).lastUpdated).toBe('2026-11')
    expect(read({ dateModified: '2024-02-29T23:00:00Z' }).lastUpdated).toBe('2024-03')
    expect(read({ dateModified: '2026-11-29' })).toEqual({})
    expect(read({ dateModified: '2030-01-01' })).toEqual({})
    expect(read({ dateModified: '1999-12-31' })).toEqual({})
    expect(read({ dateModified: 20240101 })).toEqual({})
  })

  it('reads the certificate and its cost in rupees', () => {
    const credential = (educationalCredentialAwarded: unknown) =>
      read({ educationalCredentialAwarded })
    expect(credential('Certificate of completion')).toEqual({ certificate: 'completion' })
    expect(credential('Graded certificate')).toEqual({ certificate: 'graded' })
    expect(
      credential({ credentialCategory: { name: 'Certification' }, name: 'After an exam' }),
    ).toEqual({ certificate: 'exam' })
    expect(
      credential({ credentialCategory: 'Certificate', offers: { price: 0, priceCurrency: 'INR' } }),
    ).toEqual({ certificate: 'completion', certificateCost: 0 })
    // Only a price in rupees, whole, is the cost.
    expect(credential({ credentialCategory: 'Certificate', offers: { price: 49 } })).toEqual({
      certificate: 'completion',
    })
    expect(
      credential({
        credentialCategory: 'Certificate',
        offers: { price: 49.5, priceCurrency: 'INR' },
      }),
    ).toEqual({ certificate: 'completion' })
    expect(credential('No certificate')).toEqual({ certificate: 'none', certificateCost: null })
    expect(read({ hasCredential: { credentialCategory: 'Certificate' } })).toEqual({
      certificate: 'completion',
    })
    // A credential that does not say it is a certificate states none of these.
    expect(credential('Yes')).toEqual({})
    expect(credential('Certificate: none')).toEqual({})
    expect(credential('Certificate not included')).toEqual({})
    // Its description is not what it is: an exam named there is the course's, not the certificate's.
    expect(
      credential({ credentialCategory: 'Certificate', description: 'Prepares for the AWS exam' }),
    ).toEqual({ certificate: 'completion' })
    expect(credential({ credentialCategory: 'Degree' })).toEqual({})
  })

  it('leaves out a syllabus the form would refuse, whole', () => {
    const sections = (count: number, name = (n: number) => `Module ${n}`) =>
      Array.from({ length: count }, (_, n) => ({ '@type': 'Syllabus', name: name(n) }))
    expect(read({ syllabusSections: sections(60) }).syllabus).toHaveLength(60)
    expect(read({ syllabusSections: sections(61) })).toEqual({})
    expect(read({ syllabusSections: sections(10_000) })).toEqual({})
    expect(read({ syllabusSections: sections(3, (n) => `Module\u0000${n}`) })).toEqual({})
    expect(read({ syllabusSections: [{ name: 'One' }, 'Two'] })).toEqual({})
    expect(read({ syllabusSections: [] })).toEqual({})
    // A long title is cut to a module's, at a word.
    const [module] = read({ syllabusSections: sections(1, () => 'word '.repeat(100)) }).syllabus!
    expect(module!.title.length).toBeLessThanOrEqual(150)
  })

  it('never throws on garbage, and states only values the rules accept', () => {
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
    const garbage = (depth: number): unknown => {
      const kind = Math.floor(random() * (depth > 2 ? 5 : 7))
      if (kind === 0) return null
      if (kind === 1) return random() < 0.5
      if (kind === 2) return pick([0, -1, 1e308, 0.5, 60.25, 1499, Number.MAX_SAFE_INTEGER])
      if (kind === 3)
        return pick(['', ' ', 'PT5H', 'P9999999W', '\u0000', '2026-11-28', 'self-paced', 'x'])
      if (kind === 4) return pick(['Beginner', 'synchronous', 'Certificate', 'Weekly', '\ud800'])
      if (kind === 5)
        return Array.from({ length: Math.floor(random() * 5) }, () => garbage(depth + 1))
      const keys = [
        'name',
        'price',
        'priceCurrency',
        'offers',
        'duration',
        'repeatFrequency',
        'byDay',
        'startDate',
        'courseMode',
        'credentialCategory',
        'timeRequired',
        'courseSchedule',
      ]
      return Object.fromEntries(
        keys.filter(() => random() < 0.4).map((k) => [k, garbage(depth + 1)]),
      )
    }
    const properties = [
      'educationalLevel',
      'hasCourseInstance',
      'dateModified',
      'educationalCredentialAwarded',
      'hasCredential',
      'syllabusSections',
    ]
    for (let n = 0; n < 2000; n++) {
      const course = Object.fromEntries(properties.map((p) => [p, garbage(0)]))
      const facts = read(course)
      for (const [field, value] of Object.entries(facts)) {
        expect(COURSE_FACT_RULES[field as keyof CourseFacts](value), field).toBeUndefined()
      }
    }
  })

  it('hands the facts to the import with the rest of the page, and none it does not state', () => {
    const html = (course: object) =>
      `<script type="application/ld+json">${JSON.stringify({
        '@type': 'Course',
        name: 'A course',
        image: 'https://img.example.in/a.png',
        aggregateRating: { ratingValue: 4 },
        offers: { price: 499, priceCurrency: 'INR' },
        ...course,
      })}</script>`
    const source = { platform: 'udemy', category: 'devops' }
    const stated = courseFromPage(
      html({ educationalLevel: 'Advanced' }),
      'https://x.in/a',
      source,
      undefined,
      NOW,
    )
    expect(stated).toMatchObject({ values: { level: 'advanced', courseName: 'A course' } })
    const silent = courseFromPage(html({}), 'https://x.in/a', source, undefined, NOW)
    expect(Object.keys((silent as { values: object }).values)).not.toContain('level')
  })
})
