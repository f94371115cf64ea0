import { describe, expect, it } from 'vitest'
import {
  bayesianAverage,
  compareReviews,
  findBursts,
  isTakenMonth,
  passesReviewFilter,
  ratingPrior,
  REVIEW_TOO_LONG,
  roundedAverage,
  summariseReviews,
  wilsonLowerBound,
} from './review'
import { reviewInputSchema } from './schemas/review'

describe('Wilson lower bound', () => {
  it('is 0 with no votes and grows with evidence', () => {
    expect(wilsonLowerBound(0, 0)).toBe(0)
    expect(wilsonLowerBound(1, 1)).toBeCloseTo(0.2065, 3)
    expect(wilsonLowerBound(9, 10)).toBeCloseTo(0.5958, 3)
    expect(wilsonLowerBound(90, 100)).toBeGreaterThan(wilsonLowerBound(9, 10))
  })

  it('ranks many mostly-helpful votes above one helpful vote', () => {
    expect(wilsonLowerBound(9, 10)).toBeGreaterThan(wilsonLowerBound(1, 1))
  })
})

describe('review order', () => {
  const r = (helpful: number, reports: number, createdAt: string) => ({
    helpful,
    reports,
    createdAt,
  })
  it('most helpful first, ties by newest', () => {
    const list = [
      r(1, 0, '2026-01-01'),
      r(9, 1, '2025-01-01'),
      r(0, 0, '2026-02-01'),
      r(0, 0, '2026-03-01'),
    ]
    expect(list.sort(compareReviews('helpful'))).toEqual([
      r(9, 1, '2025-01-01'),
      r(1, 0, '2026-01-01'),
      r(0, 0, '2026-03-01'),
      r(0, 0, '2026-02-01'),
    ])
  })

  it('newest first when asked', () => {
    const list = [r(9, 0, '2025-01-01'), r(0, 0, '2026-01-01')]
    expect(list.sort(compareReviews('newest'))[0]!.createdAt).toBe('2026-01-01')
  })
})

describe('review input', () => {
  it('refuses blank text and text over 2,000 characters', () => {
    expect(reviewInputSchema.safeParse({ text: '   ' }).success).toBe(false)
    const long = reviewInputSchema.safeParse({ text: 'x'.repeat(2001) })
    expect(long.error!.issues[0]!.message).toBe(REVIEW_TOO_LONG)
    expect(reviewInputSchema.parse({ text: ` ${'x'.repeat(2000)} ` }).text).toHaveLength(2000)
  })

  it('takes an optional whole number of stars from 1 to 5', () => {
    expect(reviewInputSchema.parse({ text: 'Good' }).rating).toBeNull()
    expect(reviewInputSchema.parse({ text: 'Good', rating: 4 }).rating).toBe(4)
    for (const rating of [0, 6, 3.5])
      expect(reviewInputSchema.safeParse({ text: 'x', rating }).success).toBe(false)
  })
})

it('rounds the learners’ average to one decimal', () => {
  expect(roundedAverage(13, 3)).toBe(4.3)
  expect(roundedAverage(0, 0)).toBeNull()
})

describe('the Bayesian average of Highest rated', () => {
  it('pulls a few ratings toward the mean, so 4.9 from 7 ranks below 4.6 from 2,000', () => {
    // Whatever the catalogue's mean, below 4.49 (above it, the few fives would win).
    for (const mean of [3.5, 4.2, 4.45]) {
      const few = bayesianAverage(4.9 * 7, 7, mean)
      const many = bayesianAverage(4.6 * 2000, 2000, mean)
      expect(few).toBeCloseTo((20 * mean + 34.3) / 27, 10)
      expect(many).toBeGreaterThan(few)
    }
    const mean = 4.2
    expect(bayesianAverage(0, 0, mean)).toBe(mean)
  })

  it('takes the catalogue mean to two decimals, 0 before anyone rated', () => {
    expect(ratingPrior(0, 0)).toBe(0)
    expect(ratingPrior(10, 3)).toBe(3.33)
  })
})

describe('the month a course was taken', () => {
  const now = new Date('2026-11-30T19:00:00Z') // already 1 December in India
  it.each([
    ['2026-12', true],
    ['2027-01', false],
    ['2000-01', true],
    ['1999-12', false],
    ['2025-00', false],
    ['2025-3', false],
    ['2025-03-01', false],
  ])('%s is %s', (month, ok) => {
    expect(isTakenMonth(month, now)).toBe(ok)
  })
})

describe('bursts of reviews from new accounts', () => {
  const hour = 3_600_000
  it('finds 5 within a day, merges overlapping runs, and ignores 5 spread over 25 hours', () => {
    expect(findBursts([0, 1, 2, 3, 24].map((h) => h * hour))).toEqual([{ from: 0, to: 24 * hour }])
    expect(findBursts([0, 6, 12, 18, 25].map((h) => h * hour))).toEqual([])
    expect(findBursts([0, 1, 2, 3, 4, 5, 100, 101].map((h) => h * hour))).toEqual([
      { from: 0, to: 5 * hour },
    ])
    expect(findBursts([4, 3, 2, 1, 0].map((h) => h * hour))).toEqual([{ from: 0, to: 4 * hour }])
  })
})

describe('the summary and filters of a course page', () => {
  const base = {
    rating: null,
    completion: null,
    aspects: { depth: null, readiness: null, value: null },
    createdAt: '2026-11-01T00:00:00.000Z',
    hidden: false,
  }
  it('counts visible reviews only and passes reviews by stars, completion and age', () => {
    const reviews = [
      { ...base, rating: 5, completion: 'completed' as const },
      { ...base, rating: 5, hidden: true },
      { ...base, rating: 2, createdAt: '2025-10-01T00:00:00.000Z' },
    ]
    expect(summariseReviews(reviews)).toMatchObject({
      count: 2,
      stars: [0, 1, 0, 0, 1],
      reviews: 2,
    })
    const now = new Date('2026-11-28T00:00:00Z')
    expect(reviews.filter(passesReviewFilter({ stars: 5 }, now))).toHaveLength(2)
    expect(reviews.filter(passesReviewFilter({ completed: true }, now))).toHaveLength(1)
    expect(reviews.filter(passesReviewFilter({ recent: true }, now))).toHaveLength(2)
  })
})
