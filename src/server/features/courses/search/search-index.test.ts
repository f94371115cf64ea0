// The index as changes reach it one by one must answer exactly as an index built afresh from the
// same courses: the live updates of catalogue-search.ts rely on it.
import { describe, expect, it } from 'vitest'
import { COURSE_SORTS } from '../../../../domain/constants'
import type { CourseFilters } from '../../../../domain/course'
import { matchesCourseFilters } from '../../../../domain/catalogue-filter'
import { CERTIFICATE_KINDS, COURSE_FORMATS, COURSE_LEVELS } from '../../../../domain/course-facts'
import { generateCourses, randomGenerator } from '../../../test/course-factory'
import { SearchIndex, type IndexedCourse } from './search-index'
import { normalizeText } from './search-text'
import { loadSynonyms } from './synonyms'

const synonyms = loadSynonyms()

const NOW = Date.now()
const DAY = 86_400_000

/** What a card shows, with `i`'s learners' ratings. */
function learnerRatings(i: number, moved = 0): NonNullable<IndexedCourse['card']> {
  const ratingCount = 1 + ((i * 13 + moved) % 40)
  return {
    duration: '10',
    validity: '12',
    certification: 'Yes',
    imageUrl: '',
    officialUrl: `https://example.com/${i}`,
    isFavourite: false,
    fvrtCount: 0,
    ratingSum: ratingCount * (2 + ((i * 7 + moved) % 4)),
    ratingCount,
  }
}

function catalogue(n: number, seed: number): IndexedCourse[] {
  return generateCourses(n, seed).map((course, i) => ({
    ...course,
    id: `00000000-0000-4000-8000-${String(seed * 10_000 + i).padStart(12, '0')}`,
    language: course.language ?? '',
    price: course.price ?? null,
    isBestseller: course.isBestseller ?? false,
    createdAt: new Date(Date.UTC(2024, 0, 1) + ((i * 7919) % 5000) * 60_000),
    // Most courses state their facts (docs/product.md#course-facts); some do not.
    level: i % 5 === 0 ? null : COURSE_LEVELS[i % 4]!,
    format: i % 7 === 0 ? null : COURSE_FORMATS[(i >> 1) % 4]!,
    certificate: i % 3 === 1 ? null : CERTIFICATE_KINDS[(i >> 2) % 4]!,
    // Learners rated every other course: 1 to 40 ratings, averaging 2 to 5 stars.
    ...(i % 2 === 0 && { card: learnerRatings(i) }),
    // Every third course's price dropped, 0 to 13 days ago, by 10% to 80%.
    ...(i % 3 === 0 && {
      priceDropFrom: Math.round(((course.price ?? 0) + 100) * (1 + (i % 8) / 2)),
      priceDroppedAt: new Date(NOW - (i % 14) * DAY),
    }),
  }))
}

const QUERIES: CourseFilters[] = [
  {},
  { q: 'react' },
  { q: 'kubernets' },
  { q: 'web dev', price: '400-1000' },
  { q: 'pyth', language: 'hindi' },
  { category: 'dev', platform: 'udemy' },
  { q: 'हिंदी', track: 'it' },
  { q: 'ml' },
  { level: 'beginner' },
  { q: 'react', format: 'live', certificate: 'completion' },
]

function answers(index: SearchIndex) {
  return QUERIES.flatMap((filters) => [
    ...COURSE_SORTS.map((sort) => index.search({ filters, sort, offset: 0, limit: 500, now: NOW })),
    index.search({
      filters,
      droppedThisWeek: true,
      sort: 'rating',
      offset: 0,
      limit: 500,
      now: NOW,
    }),
  ])
}

const bayesCourse = (i: number, rating: number, sum: number, count: number): IndexedCourse => ({
  ...generateCourses(1, 900 + i)[0]!,
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  courseName: `Course ${String(i).padStart(4, '0')}`,
  language: '',
  price: null,
  isBestseller: false,
  createdAt: new Date(Date.UTC(2024, 0, 1)),
  rating,
  card: {
    duration: '10',
    validity: '12',
    certification: 'Yes',
    imageUrl: '',
    officialUrl: '',
    isFavourite: false,
    fvrtCount: 0,
    ratingSum: sum,
    ratingCount: count,
  },
})

const ratedOrder = (index: SearchIndex) =>
  index
    .search({ filters: {}, sort: 'rating', offset: 0, limit: 10 })
    .cards.map((card) => (JSON.parse(card) as { courseName: string }).courseName)

describe('SearchIndex', () => {
  it('answers after single upserts and removals exactly as one built from the result', () => {
    const rnd = randomGenerator(11)
    const start = catalogue(150, 1)
    const replacements = catalogue(150, 2)
    const live = new SearchIndex(synonyms, start)
    const current = new Map(start.map((c) => [c.id, c]))
    for (let step = 0; step < 200; step++) {
      const roll = rnd()
      const target = start[Math.floor(rnd() * start.length)]!
      if (roll < 0.3) {
        live.remove(target.id)
        current.delete(target.id)
      } else if (roll < 0.5 && current.has(target.id)) {
        // Its learners' ratings moved (a review): 'Highest rated' places it anew.
        const rated = { ...current.get(target.id)!, card: learnerRatings(step, step) }
        live.setCard(rated)
        current.set(target.id, rated)
      } else {
        // An edit: the same course with another course's text, price, rating and flags.
        const edited = { ...replacements[Math.floor(rnd() * replacements.length)]!, id: target.id }
        live.upsert(edited)
        current.set(target.id, edited)
      }
    }
    const fresh = new SearchIndex(synonyms, current.values())
    expect(live.size).toBe(current.size)
    expect(answers(live)).toEqual(answers(fresh))
  })

  it('keeps courses of equal rating in name order however many are added at the same place', () => {
    // Each name sorts right after the one added last and before 'Beta' ('Ba', 'Baa', ...): every
    // course added lands in the same gap, which halves each time, until no number is left in it.
    const base = catalogue(2, 4).map((course, i) => ({
      ...course,
      courseName: i === 0 ? 'Alpha' : 'Beta',
      rating: 4.5,
      isBestseller: false,
    }))
    const live = new SearchIndex(synonyms, base)
    live.prepare()
    const all = [...base]
    for (let k = 0; k < 70; k++) {
      const added = {
        ...base[0]!,
        id: `00000000-0000-4000-8000-${String(900_000 + k).padStart(12, '0')}`,
        courseName: `B${'a'.repeat(k + 1)}`,
      }
      live.upsert(added)
      all.push(added)
    }
    const names = (index: SearchIndex) =>
      index
        .search({ filters: {}, sort: 'rating', offset: 0, limit: 100 })
        .cards.map((card) => (JSON.parse(card) as { courseName: string }).courseName)
    const expected = all.map((c) => c.courseName).sort()
    expect(names(live)).toEqual(expected)
    expect(names(new SearchIndex(synonyms, all))).toEqual(expected)
  })

  it("orders 'Highest rated' by the learners' Bayesian average, then the platform's rating", () => {
    const course = (id: number, rating: number, stars: number[]): IndexedCourse => ({
      ...catalogue(1, 40 + id)[0]!,
      id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      courseName: `Course ${id}`,
      rating,
      card: {
        ...learnerRatings(id),
        ratingSum: stars.reduce((a, b) => a + b, 0),
        ratingCount: stars.length,
      },
    })
    const many = Array.from({ length: 2000 }, (_, i) => (i % 5 < 3 ? 5 : 4)) // 4.6 from 2,000
    const courses = [
      course(1, 4.9, [5, 5, 5, 5, 5, 5, 4]), // 4.9 from 7
      course(2, 4.0, many),
      course(3, 4.8, []), // nobody rated: at the mean
      course(4, 3.0, []), // nobody rated, a lower platform rating
      course(5, 5.0, [1, 2, 1]), // few and poor: below the mean, whatever the platform says
      // Many fours: the catalogue's mean comes to 4.24.
      course(
        6,
        4.5,
        Array.from({ length: 3000 }, () => 4),
      ),
    ]
    const order = (index: SearchIndex) =>
      index
        .search({ filters: {}, sort: 'rating', offset: 0, limit: 10 })
        .cards.map((card) => (JSON.parse(card) as { courseName: string }).courseName)
    const index = new SearchIndex(synonyms, courses)
    expect(order(index)).toEqual([
      'Course 2',
      'Course 1',
      'Course 3',
      'Course 4',
      'Course 6',
      'Course 5',
    ])
    // Course 5's learners come round (a review's counts reach the index as a card).
    index.setCard(
      course(
        5,
        5.0,
        Array.from({ length: 400 }, () => 5),
      ),
    )
    expect(order(index)[0]).toBe('Course 5')
    // The mean moved with 400 fives: the order holds what an index built afresh holds.
    const fresh = new SearchIndex(synonyms, [
      ...courses.slice(0, 4),
      course(
        5,
        5.0,
        Array.from({ length: 400 }, () => 5),
      ),
      courses[5]!,
    ])
    expect(order(index)).toEqual(order(fresh))
  })

  it("orders as an index built afresh after the mean moves onto a rated course's own average", () => {
    // 600 courses nobody rated (enough that the page is walked off the kept order). Before the
    // fix the merge scored them m and the comparator (20 × m) / 20, which is not always m.
    const unrated = Array.from({ length: 600 }, (_, i) => bayesCourse(i + 10, 4.0, 0, 0))
    const before = bayesCourse(1, 5.0, 50, 25) // mean 2.00
    const after = bayesCourse(1, 5.0, 42, 25) // mean 1.68, its own average exactly the mean
    const live = new SearchIndex(synonyms, [before, ...unrated])
    ratedOrder(live) // the kept order exists
    live.setCard(after) // a review edited: its ratings moved
    const fresh = new SearchIndex(synonyms, [after, ...unrated])
    expect(ratedOrder(live)).toEqual(ratedOrder(fresh))
  })

  it('orders equal ratings by name as text compares, whatever the script, case or accents', () => {
    const rnd = randomGenerator(11)
    // Pieces that share prefixes, differ in case only, or need normalising (accents, Devanagari).
    const pieces = ['a', 'A', 'ab', 'Ab', 'b', 'é', 'e', 'कोड', 'को', 'Z', 'z', ' ', '1', '😀', '']
    const named = () =>
      Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => pieces[Math.floor(rnd() * 15)]).join(
        '',
      )
    const courses = catalogue(300, 12).map((course) => ({
      ...course,
      courseName: named(),
      rating: 4.5,
      isBestseller: false,
      card: undefined,
    }))
    const key = (c: IndexedCourse) => [normalizeText(c.courseName), c.id] as const
    const expected = [...courses]
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)]
        return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0
      })
      .map((c) => c.id)
    const order = (index: SearchIndex) =>
      index.search({ filters: {}, sort: 'rating', offset: 0, limit: 300 }).ids
    expect(order(new SearchIndex(synonyms, courses))).toEqual(expected)
    // Added one by one after the ranking: each placed where the ranking would have put it.
    const live = new SearchIndex(synonyms, courses.slice(0, 100))
    live.prepare()
    for (const course of courses.slice(100)) live.upsert(course)
    expect(order(live)).toEqual(expected)
  })

  it('browses by combinations of values exactly as course by course', () => {
    // A price ceiling above every price ('under 9999999') changes no answer, but is browsed
    // course by course: both ways must agree on every page, sort, total and count.
    const courses = catalogue(400, 6)
    const live = new SearchIndex(synonyms, courses)
    for (let i = 0; i < 60; i++) live.remove(courses[i * 5]!.id)
    const filterSets: CourseFilters[] = [
      {},
      { category: 'dev' },
      { platform: 'udemy', price: 'free' },
      { language: 'hindi', track: 'it' },
      { category: 'web', platform: 'cours', language: 'english', price: '400-1000' },
      { platform: 'no such platform' },
      { level: 'advanced', format: 'recorded' },
      { certificate: 'none', track: 'it', price: 'free' },
    ]
    let pages = 0
    for (const filters of filterSets) {
      for (const sort of COURSE_SORTS) {
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
          [0, 400],
          [90, 7],
        ] as const) {
          const query = { sort, offset, limit }
          const byCombination = live.search({ ...query, filters })
          const byCourse = live.search({ ...query, filters: { ...filters, q: 'under 9999999' } })
          expect(byCourse.understood.map((u) => u.name)).toEqual(['maxPrice'])
          const { understood: _, ...rest } = byCourse
          expect({ ...byCombination, understood: undefined }).toEqual({
            ...rest,
            understood: undefined,
          })
          pages += byCombination.ids.length
        }
      }
    }
    expect(pages).toBeGreaterThan(1000)
  })

  it('counts every filter option over the courses matching the other filters', () => {
    const courses = catalogue(300, 3)
    const index = new SearchIndex(synonyms, courses)
    const { facets, total } = index.search({
      filters: { q: 'react', platform: 'udemy' },
      sort: 'recommended',
      offset: 0,
      limit: 0,
    })
    const udemy = facets.platform.find((o) => o.value === 'udemy')!
    // 'udemy' also matches 'Udemy Business' (the platform filter is a substring rule).
    expect(udemy.count).toBe(total)
    const withoutPlatform = index.search({
      filters: { q: 'react' },
      sort: 'recommended',
      offset: 0,
      limit: 0,
    })
    const priceSum = withoutPlatform.facets.price.reduce((sum, o) => sum + o.count, 0)
    expect(priceSum).toBe(withoutPlatform.total)
    expect(facets.category.slice(0, 5).map((o) => o.value)).toEqual([
      'web dev',
      'devops',
      'frontend',
      'backend',
      'machine learning',
    ])
  })

  it('gives each option the total its choice would show, the other filters kept', () => {
    const index = new SearchIndex(synonyms, catalogue(400, 5))
    const base = (filters: CourseFilters) => ({
      filters,
      sort: 'recommended' as const,
      offset: 0,
      limit: 0,
    })
    const cases: CourseFilters[] = [
      {},
      { q: 'react' },
      { q: 'python', language: 'hindi' },
      { q: 'course', platform: 'udemy', price: 'free' },
      { category: 'dev', track: 'it' },
      { q: 'data', category: 'web', platform: 'cours', language: 'english', price: '400-1000' },
      { level: 'beginner', certificate: 'graded' },
      { q: 'python', format: 'cohort', level: 'all-levels', price: 'free' },
    ]
    let checked = 0
    for (const filters of cases) {
      const { facets } = index.search(base(filters))
      for (const name of [
        'category',
        'platform',
        'language',
        'price',
        'level',
        'format',
        'certificate',
      ] as const) {
        for (const option of facets[name]) {
          const chosen = index.search(base({ ...filters, [name]: option.value }))
          expect(option.count, `${JSON.stringify(filters)} ${name}=${option.value}`).toBe(
            chosen.total,
          )
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(50)
  })

  it('filters by level, format and certificate exactly as the rule, counting each value and not the unstated', () => {
    const courses = catalogue(500, 8)
    const index = new SearchIndex(synonyms, courses)
    const cases: CourseFilters[] = [
      { level: 'beginner' },
      { format: 'live', q: 'react' },
      { certificate: 'exam', level: 'advanced', category: 'dev' },
      { level: 'intermediate', format: 'cohort', certificate: 'none', track: 'it' },
    ]
    for (const filters of cases) {
      const found = index.search({ filters, sort: 'price-asc', offset: 0, limit: 500 })
      if (filters.q) {
        // A search's matches are the index's to find: each still states what the filters ask.
        const byId = new Map(courses.map((c) => [c.id, c]))
        for (const id of found.ids) expect(matchesCourseFilters(byId.get(id)!, filters)).toBe(true)
      } else {
        const expected = courses.filter((c) => matchesCourseFilters(c, filters)).map((c) => c.id)
        expect([...found.ids].sort()).toEqual(expected.sort())
      }
      expect(found.total).toBe(found.ids.length)
      expect(found.withoutFilter.level).toBe(
        filters.level
          ? index.search({
              filters: { ...filters, level: undefined },
              sort: 'price-asc',
              offset: 0,
              limit: 0,
            }).total
          : undefined,
      )
    }
    // The options are every value in order; courses that state none are in none of them.
    const all = index.search({ filters: {}, sort: 'recommended', offset: 0, limit: 0 })
    expect(all.facets.level.map((o) => o.value)).toEqual([...COURSE_LEVELS])
    const stated = courses.filter((c) => c.level).length
    expect(all.facets.level.reduce((sum, o) => sum + o.count, 0)).toBe(stated)
    expect(stated).toBeLessThan(courses.length)
  })

  it('finds the courses whose price dropped this week, the biggest drop first', () => {
    const course = (n: number, price: number | null, from?: number, daysAgo?: number) => ({
      ...catalogue(1, 90 + n)[0]!,
      id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
      courseName: `Course ${n}`,
      price,
      priceDropFrom: from ?? null,
      priceDroppedAt: daysAgo === undefined ? null : new Date(NOW - daysAgo * DAY),
    })
    const index = new SearchIndex(synonyms, [
      course(1, 449, 3099, 1), // 86% this week
      course(2, 900, 1000, 2), // 10% this week
      course(3, 199, 3999, 8), // 95%, but 8 days ago
      course(4, 499), // never dropped
      course(5, null, 1499, 6.9), // free now: 100% this week
    ])
    const names = (answer: { cards: string[] }) =>
      answer.cards.map((card) => (JSON.parse(card) as { courseName: string }).courseName)
    const week = index.search({
      filters: {},
      sort: 'price-drop',
      offset: 0,
      limit: 10,
      now: NOW,
    })
    expect(names(week)).toEqual(['Course 5', 'Course 1', 'Course 2'])
    expect(week.total).toBe(3)
    const cheapest = index.search({
      filters: {},
      droppedThisWeek: true,
      sort: 'price-asc',
      offset: 0,
      limit: 10,
      now: NOW,
    })
    expect(names(cheapest)).toEqual(['Course 5', 'Course 1', 'Course 2'])
    // A day later, course 5's drop is more than a week old.
    const later = index.search({
      filters: { q: 'course' },
      droppedThisWeek: true,
      sort: 'recommended',
      offset: 0,
      limit: 10,
      now: NOW + DAY,
    })
    expect(names(later).sort()).toEqual(['Course 1', 'Course 2'])
    // An edit that ends a drop takes the course out.
    index.upsert({ ...course(1, 3099), priceDropFrom: null, priceDroppedAt: null })
    const after = index.search({ filters: {}, sort: 'price-drop', offset: 0, limit: 10, now: NOW })
    expect(names(after)).toEqual(['Course 5', 'Course 2'])
  })
})
