import { describe, expect, it } from 'vitest'
import { COURSE_TEXT_MAX } from './course'
import {
  digestBoundary,
  followCataloguePath,
  followKey,
  followKind,
  FOLLOW_INSTRUCTOR_MAX,
  instructorNames,
} from './follows'

describe('follows', () => {
  it('take an instructor’s name as long as a course takes it', () => {
    expect(FOLLOW_INSTRUCTOR_MAX).toBe(COURSE_TEXT_MAX.instructor)
  })

  it('are one follow however a search is written', () => {
    expect(followKey({ q: ' Python  in Hindi ' })).toBe(followKey({ q: 'python in hindi' }))
    expect(followKey({ q: 'caf\u00e9' })).toBe(followKey({ q: 'cafe\u0301' }))
    expect(followKey({ category: 'web dev' })).not.toBe(followKey({ platform: 'web dev' }))
  })

  it('are named by what they follow, and list their courses on the catalogue', () => {
    expect(followKind({ q: 'SSC CGL', track: 'govt' })).toBe('exam')
    expect(followKind({ q: 'SSC CGL' })).toBe('search')
    expect(followCataloguePath({ q: 'SSC CGL', track: 'govt' })).toBe(
      '/govt-exam-courses?q=SSC+CGL',
    )
    expect(followCataloguePath({ instructor: 'Meera Iyer', q: 'kotlin' })).toBe(
      '/all-courses?q=Meera+Iyer+kotlin',
    )
    expect(instructorNames('Meera  Iyer, Ravi Kumar & Asha Rao')).toEqual([
      'meera iyer',
      'ravi kumar',
      'asha rao',
    ])
  })

  it('are collected every quarter hour, daily at 07:00 in India, weekly on Saturdays', () => {
    const friday = Date.UTC(2026, 10, 27, 21, 18)
    expect(new Date(digestBoundary('instant', friday)).toISOString()).toBe(
      '2026-11-27T21:15:00.000Z',
    )
    expect(new Date(digestBoundary('daily', friday)).toISOString()).toBe('2026-11-27T01:30:00.000Z')
    expect(new Date(digestBoundary('weekly', friday)).toISOString()).toBe(
      '2026-11-21T01:30:00.000Z',
    )
    const earlySaturday = Date.UTC(2026, 10, 28, 1, 29)
    expect(new Date(digestBoundary('daily', earlySaturday)).toISOString()).toBe(
      '2026-11-27T01:30:00.000Z',
    )
    expect(new Date(digestBoundary('weekly', earlySaturday + 60_000)).toISOString()).toBe(
      '2026-11-28T01:30:00.000Z',
    )
  })
})
