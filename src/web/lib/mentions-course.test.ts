import { describe, expect, it } from 'vitest'
import { mentionsCourse } from './mentions-course'

const ids = new Set(['c1'])

describe('mentionsCourse', () => {
  it('finds a course itself, in a page of items, and in pages of pages', () => {
    expect(mentionsCourse({ courseId: 'c1' }, ids)).toBe(true)
    expect(mentionsCourse({ items: [{ courseId: 'c2' }, { courseId: 'c1' }] }, ids)).toBe(true)
    expect(mentionsCourse({ pages: [{ items: [] }, { items: [{ courseId: 'c1' }] }] }, ids)).toBe(
      true,
    )
    expect(mentionsCourse([{ courseId: 'c1' }], ids)).toBe(true)
  })

  it('is false for other courses, plain values and missing data', () => {
    expect(mentionsCourse({ pages: [{ items: [{ courseId: 'c2' }] }] }, ids)).toBe(false)
    expect(mentionsCourse({ courseName: 'c1' }, ids)).toBe(false)
    expect(mentionsCourse('c1', ids)).toBe(false)
    expect(mentionsCourse(undefined, ids)).toBe(false)
  })
})
