import { describe, expect, it } from 'vitest'
import { courseTrack, matchesCourseFilters, priceInBand } from './catalogue-filter'
import { PRICE_BANDS } from './constants'
import type { FilterableCourse } from './schemas/course'

const course = (over: Partial<FilterableCourse> = {}): FilterableCourse => ({
  courseName: 'Namaste React',
  description: 'Build a food ordering app with hooks.',
  instructor: 'Akshay Saini',
  platform: 'namastedev',
  category: 'frontend',
  language: 'Hindi',
  price: 4999,
  ...over,
})

describe('catalogue filters (docs/product.md#catalogue-filters)', () => {
  it('matches every course when no filter is set', () => {
    expect(matchesCourseFilters(course(), {})).toBe(true)
  })

  it('finds the search text case-insensitively in name, description, instructor or platform', () => {
    expect(matchesCourseFilters(course(), { q: 'namaste react' })).toBe(true)
    expect(matchesCourseFilters(course(), { q: 'FOOD ORDERING' })).toBe(true)
    expect(matchesCourseFilters(course(), { q: 'saini' })).toBe(true)
    expect(matchesCourseFilters(course(), { q: 'NAMASTEDEV' })).toBe(true)
    expect(matchesCourseFilters(course(), { q: 'kubernetes' })).toBe(false)
  })

  it('does not search the category or language fields', () => {
    expect(matchesCourseFilters(course(), { q: 'frontend' })).toBe(false)
    expect(matchesCourseFilters(course(), { q: 'hindi' })).toBe(false)
  })

  it('matches category and platform by substring', () => {
    expect(matchesCourseFilters(course({ category: 'web dev' }), { category: 'web' })).toBe(true)
    expect(matchesCourseFilters(course({ platform: '100xdevs' }), { platform: 'xdev' })).toBe(true)
    expect(matchesCourseFilters(course(), { category: 'backend' })).toBe(false)
  })

  it('matches language exactly, ignoring case', () => {
    expect(matchesCourseFilters(course(), { language: 'hindi' })).toBe(true)
    expect(matchesCourseFilters(course(), { language: 'Hin' })).toBe(false)
    expect(matchesCourseFilters(course({ language: 'English' }), { language: 'Hindi' })).toBe(false)
  })

  it('combines filters with AND', () => {
    expect(matchesCourseFilters(course(), { q: 'react', language: 'Hindi' })).toBe(true)
    expect(matchesCourseFilters(course(), { q: 'react', language: 'English' })).toBe(false)
    expect(matchesCourseFilters(course(), { q: 'react', price: 'free' })).toBe(false)
  })
})

describe('price bands', () => {
  it('free means the course has no numeric price', () => {
    expect(priceInBand(null, 'free')).toBe(true)
    expect(priceInBand(0, 'free')).toBe(false)
  })

  it.each([
    [400, '400-1000', true],
    [1000, '400-1000', true],
    [399, '400-1000', false],
    [1001, '400-1000', false],
    [2000, '2000-4000', true],
    [4000, '2000-4000', true],
    [4000.5, '2000-4000', false],
    [5000, '5000-7000', true],
    [7000, '5000-7000', true],
    [7001, '5000-7000', false],
    [null, '400-1000', false],
  ] as const)('price %s in band %s is %s (inclusive bounds)', (price, band, expected) => {
    expect(priceInBand(price, band)).toBe(expected)
  })

  it.each([
    0, 1, 399, 400, 999.5, 1000, 1000.5, 1299, 1999, 2000, 4000, 4001, 4999, 5000, 7000, 8999, 1e7,
  ])('every price is in exactly one band: Rs. %s', (price) => {
    expect(PRICE_BANDS.filter((band) => priceInBand(price, band))).toHaveLength(1)
  })

  it.each([
    [1299, '1000-2000'],
    [8999, 'over-7000'],
    [0, 'under-400'],
    [4500, '4000-5000'],
  ] as const)('Rs. %s, between the original bands, is in %s', (price, band) => {
    expect(priceInBand(price, band)).toBe(true)
  })
})

describe('tracks', () => {
  it('government-exam categories form the govt catalogue, everything else the IT one', () => {
    expect(courseTrack('govt exam')).toBe('govt')
    expect(courseTrack('Government Jobs')).toBe('govt')
    expect(courseTrack('web dev')).toBe('it')
    expect(courseTrack('governance')).toBe('it')
    expect(matchesCourseFilters(course({ category: 'govt exam' }), { track: 'govt' })).toBe(true)
    expect(matchesCourseFilters(course({ category: 'govt exam' }), { track: 'it' })).toBe(false)
  })
})
