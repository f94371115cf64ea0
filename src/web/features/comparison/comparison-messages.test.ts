// The comparison texts of src/domain/recommendation.ts (the server sends them) and the limits the
// page copies from there: the catalogue and the copies must say exactly the same.
import { describe, expect, it } from 'vitest'
import { en } from '../../lib/i18n/messages/en'
import {
  AI_UNAVAILABLE_MESSAGE,
  MAX_COMPARED_COURSES,
  PROFILE_FIELD_MAX,
  SELECT_AT_LEAST_ONE,
} from '../../../domain/recommendation'
import { MAX_SELECTED, PROFILE_MAX } from './lib/comparison-limits'

describe('comparison messages', () => {
  it('are the spec wording of src/domain/recommendation.ts', () => {
    expect(en.comparison.selectAtLeastOne).toBe(SELECT_AT_LEAST_ONE)
    expect(en.comparison.aiUnavailable).toBe(AI_UNAVAILABLE_MESSAGE)
  })

  it('name the screen parts as the spec does', () => {
    expect(en.comparison.selectedTitle).toBe('Selected Courses')
    expect(en.comparison.profileTitle).toBe('Tell us more about yourself')
    expect(en.comparison.submit).toBe('Get Course Recommendations')
    expect(en.comparison.submitting).toBe('Finding best course for you...')
    expect(en.comparison.resultTitle).toBe('Course Recommendations')
  })

  it('use the limits of the domain', () => {
    expect(MAX_SELECTED).toBe(MAX_COMPARED_COURSES)
    expect(PROFILE_MAX).toBe(PROFILE_FIELD_MAX)
  })
})
