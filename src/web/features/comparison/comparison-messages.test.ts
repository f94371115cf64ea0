// The comparison texts of src/domain/recommendation.ts (the server sends them): the catalogue must
// say exactly the same.
import { describe, expect, it } from 'vitest'
import { en } from '../../lib/i18n/messages/en'
import { AI_UNAVAILABLE_MESSAGE, SELECT_AT_LEAST_ONE } from '../../../domain/recommendation'

describe('comparison messages', () => {
  it('are the fixed wording of src/domain/recommendation.ts', () => {
    expect(en.comparison.selectAtLeastOne).toBe(SELECT_AT_LEAST_ONE)
    expect(en.comparison.aiUnavailable).toBe(AI_UNAVAILABLE_MESSAGE)
  })

  it('name the screen parts as docs/product.md does', () => {
    expect(en.comparison.selectedTitle).toBe('Selected Courses')
    expect(en.comparison.profileTitle).toBe('Tell us more about yourself')
    expect(en.comparison.submit).toBe('Get Course Recommendations')
    expect(en.comparison.submitting).toBe('Finding best course for you...')
    expect(en.comparison.resultTitle).toBe('Course Recommendations')
  })
})
