// What a follow's digest finds new (SearchIndex.news, docs/product.md#follows): the courses the
// catalogue's search finds for the same query, among those added or dropped in price within the
// window, and none the catalogue would only offer as a fallback.
import { describe, expect, it } from 'vitest'
import type { CourseFilters } from '../../../../domain/course'
import type { NewsQuery } from '../../../../domain/follows'
import { generateCourses } from '../../../test/course-factory'
import { SearchIndex, type IndexedCourse } from './search-index'
import { loadSynonyms } from './synonyms'

const synonyms = loadSynonyms()
const MINUTE = 60_000
const START = Date.UTC(2026, 10, 20, 1, 30)
const WINDOW = { from: START, to: START + 24 * 60 * MINUTE }

const course = (n: number, over: Partial<IndexedCourse>): IndexedCourse => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  courseName: `Course ${n}`,
  instructor: 'Someone',
  platform: 'udemy',
  category: 'web dev',
  description: 'A course.',
  language: 'English',
  price: 999,
  rating: 4.5,
  isBestseller: false,
  createdAt: new Date(START - 30 * 24 * 60 * MINUTE),
  ...over,
})

/** Course n, added `minutes` after the window's start (negative: before it). */
const addedAt = (minutes: number) => ({ createdAt: new Date(START + minutes * MINUTE) })
const droppedAt = (minutes: number, from: number) => ({
  priceDropFrom: from,
  priceDroppedAt: new Date(START + minutes * MINUTE),
})

const courses = [
  course(1, { courseName: 'Python for Data Science', language: 'Hindi', ...addedAt(10) }),
  course(2, { courseName: 'Python Basics', price: 449, ...droppedAt(60, 3099) }),
  course(3, { courseName: 'Python Advanced', ...addedAt(-1) }),
  course(4, { courseName: 'Python Last Minute', ...addedAt(24 * 60 - 1) }),
  course(5, { courseName: 'Python Next Day', ...addedAt(24 * 60) }),
  course(6, { courseName: 'Kotlin Coroutines', instructor: 'Meera Iyer', ...addedAt(5) }),
  course(7, {
    courseName: 'Kotlin Flows',
    instructor: 'Meera Iyer Sharma',
    ...addedAt(6),
  }),
  course(11, { courseName: 'Compose UI', instructor: 'Meera Iyer, Ravi Kumar', ...addedAt(7) }),
  course(12, { courseName: 'Android Testing', instructor: 'Meera  Iyer', ...addedAt(8) }),
  course(8, { courseName: 'Docker Deep Dive', price: 499, ...droppedAt(30, 999), ...addedAt(20) }),
  course(9, { courseName: 'SSC CGL Maths', category: 'govt exam', ...addedAt(40) }),
  course(10, { courseName: 'Banking Awareness', category: 'govt exam', ...addedAt(41) }),
]
const idOf = (n: number) => courses.find((c) => c.id.endsWith(String(n).padStart(12, '0')))!.id
const index = new SearchIndex(synonyms, courses)
const news = (query: NewsQuery, limit = 10) => index.news(WINDOW, [query], limit)[0]!
const search = (filters: CourseFilters) =>
  index.search({ filters, sort: 'recommended', offset: 0, limit: 100, details: false }).ids

describe('what a follow finds new', () => {
  it('is what was added, or dropped in price, within the window, by the minute', () => {
    const found = news({ filters: { q: 'python' } })
    expect(found.added).toEqual([idOf(4), idOf(1)])
    expect(found.dropped).toEqual([idOf(2)])
    // Added before the window, or at its end (the next window's first minute): not news here.
    expect(
      index.news(
        { from: WINDOW.to, to: WINDOW.to + MINUTE },
        [{ filters: { q: 'python' } }],
        10,
      )[0]!.added,
    ).toEqual([idOf(5)])
  })

  it('counts a course added in the window as new, whatever its price did', () => {
    expect(news({ filters: { q: 'docker' } })).toEqual({
      added: [idOf(8)],
      addedTotal: 1,
      dropped: [],
      droppedTotal: 0,
    })
  })

  it('reads a search as the catalogue does: its filter words, stems and prefixes', () => {
    // 'in hindi' is the language filter, as on the catalogue page.
    expect(news({ filters: { q: 'python in hindi' } }).added).toEqual([idOf(1)])
    expect(search({ q: 'python in hindi' })).toContain(idOf(1))
    expect(news({ filters: { q: 'coroutine' } }).added).toEqual([idOf(6)])
    expect(news({ filters: { category: 'govt', q: 'ssc' } }).added).toEqual([idOf(9)])
    expect(news({ filters: { track: 'govt' } }).added).toEqual([idOf(10), idOf(9)])
  })

  it('never answers with the catalogue’s fallback of a partial match', () => {
    // The catalogue answers 'python kubernetes' with Python courses (no course holds both)...
    expect(search({ q: 'python kubernetes' }).length).toBeGreaterThan(0)
    // ...but nothing new holds both words.
    expect(news({ filters: { q: 'python kubernetes' } }).addedTotal).toBe(0)
    // A word nowhere in the catalogue is read as its close spelling there too.
    expect(news({ filters: { q: 'pythn' } }).addedTotal).toBe(2)
  })

  it('finds an instructor by their whole name, ignoring case and spacing, among several', () => {
    expect(news({ filters: {}, instructor: 'meera iyer' }).added).toEqual([
      idOf(12),
      idOf(11),
      idOf(6),
    ])
    expect(news({ filters: {}, instructor: ' Meera  IYER ' }).addedTotal).toBe(3)
    expect(news({ filters: {}, instructor: 'Meera' }).addedTotal).toBe(0)
    expect(news({ filters: {}, instructor: 'Ravi Kumar' }).added).toEqual([idOf(11)])
    // Words and an instructor: the words' courses by that instructor only.
    expect(news({ filters: { q: 'compose' }, instructor: 'meera iyer' }).added).toEqual([idOf(11)])
    expect(news({ filters: { q: 'kotlin' }, instructor: 'meera iyer' }).added).toEqual([idOf(6)])
    expect(news({ filters: { q: 'kotlin' }, instructor: 'Ravi Kumar' }).addedTotal).toBe(0)
  })

  it('lists up to the limit and counts the rest; equal queries answer alike', () => {
    const found = index.news(WINDOW, [{ filters: {} }, { filters: {} }], 2)
    expect(found[0]!.added).toHaveLength(2)
    expect(found[0]!.addedTotal).toBe(9)
    expect(found[1]).toEqual(found[0])
  })

  it('leaves out a course since removed, and follows an updated one', () => {
    const live = new SearchIndex(synonyms, courses)
    live.remove(idOf(1))
    live.upsert({ ...courses[5]!, courseName: 'Kotlin Coroutines, revised' })
    const found = live.news(
      WINDOW,
      [{ filters: { q: 'python' } }, { filters: { q: 'kotlin' } }],
      10,
    )
    expect(found[0]!.added).toEqual([idOf(4)])
    expect(found[1]!.added).toEqual([idOf(7), idOf(6)])
  })

  it('holds up on a generated catalogue: every course found is one the catalogue finds', () => {
    const generated = generateCourses(2000, 7).map((c, i) =>
      course(1000 + i, {
        ...c,
        language: c.language ?? '',
        price: c.price ?? null,
        isBestseller: c.isBestseller ?? false,
        createdAt: new Date(START + (i % 2880) * MINUTE - 12 * 60 * MINUTE),
      }),
    )
    const big = new SearchIndex(synonyms, generated)
    for (const filters of [
      { q: 'react' },
      { q: 'web dev', price: '400-1000' },
      { category: 'dev' },
    ] satisfies CourseFilters[]) {
      const found = big.news(WINDOW, [{ filters }], 10_000)[0]!
      const inCatalogue = new Set(
        big.search({ filters, sort: 'recommended', offset: 0, limit: 10_000, details: false }).ids,
      )
      const inWindow = new Set(
        generated
          .filter((c) => c.createdAt.getTime() >= WINDOW.from && c.createdAt.getTime() < WINDOW.to)
          .map((c) => c.id),
      )
      expect(found.addedTotal).toBeGreaterThan(0)
      expect(found.added.every((id) => inCatalogue.has(id) && inWindow.has(id))).toBe(true)
      expect(found.addedTotal).toBe([...inCatalogue].filter((id) => inWindow.has(id)).length)
    }
  })
})
