import { describe, expect, it } from 'vitest'
import { COURSE_PAGE_PATTERN, isKnownPage } from './routes'

describe('page routes of docs/product.md#screens', () => {
  it.each([
    '/',
    '/home',
    '/home/abc/some-course',
    '/community',
    '/addcourse',
    '/termsAndConditions',
    '/contact-us',
    '/course-comparison',
    '/sign-in',
    '/all-courses',
    '/govt-exam-courses',
    '/my-courses',
    '/account',
    '/admin',
  ])('%s is a page', (path) => {
    expect(isKnownPage(path)).toBe(true)
  })

  it.each(['/nope', '/home/abc', '/all-courses/x', '/api'])('%s is not a page', (path) => {
    expect(isKnownPage(path)).toBe(false)
  })

  it('captures the course id of a course page', () => {
    expect(COURSE_PAGE_PATTERN.exec('/home/123/name')?.[1]).toBe('123')
  })
})
