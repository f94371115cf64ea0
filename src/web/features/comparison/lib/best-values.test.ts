import { describe, expect, it } from 'vitest'
import { makeCourse } from '../../../test/course-fixtures'
import { bestIndexes, bestValues, durationHours, validityMonths } from './best-values'

describe('best values of the comparison table', () => {
  it('the lowest price is best and a free course beats any paid one', () => {
    const best = bestValues([
      makeCourse({ price: 499 }),
      makeCourse({ price: null }),
      makeCourse({ price: 4999 }),
    ])
    expect([...best.price]).toEqual([1])
  })

  it('the highest ratings and the longest duration and validity are best', () => {
    const best = bestValues([
      makeCourse({
        rating: 4.2,
        duration: '40',
        validity: '12',
        learnerRating: 4.9,
        learnerRatingCount: 3,
      }),
      makeCourse({
        rating: 4.8,
        duration: '12.5 hours',
        validity: 'Lifetime',
        learnerRating: null,
      }),
    ])
    expect([...best.rating]).toEqual([1])
    expect([...best.duration]).toEqual([0])
    expect([...best.validity]).toEqual([1])
    // Only one course has learners' ratings: nothing to compare it with.
    expect(best.learnerRating.size).toBe(0)
  })

  it('marks every tied best value but nothing when all are equal', () => {
    expect([...bestIndexes([5, 3, 5], 'higher')]).toEqual([0, 2])
    expect(bestIndexes([4, 4], 'higher').size).toBe(0)
    expect(bestIndexes([4, undefined], 'higher').size).toBe(0)
  })

  it('reads hours and months from the stored text', () => {
    expect(durationHours('40')).toBe(40)
    expect(durationHours('Self-paced')).toBeUndefined()
    expect(validityMonths('2 years')).toBe(24)
    expect(validityMonths('6')).toBe(6)
    expect(validityMonths('Lifetime access')).toBe(Number.POSITIVE_INFINITY)
  })
})
