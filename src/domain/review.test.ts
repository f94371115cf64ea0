import { describe, expect, it } from 'vitest'
import { compareReviews, REVIEW_TOO_LONG, roundedAverage, wilsonLowerBound } from './review'
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
