import { describe, expect, it } from 'vitest'
import {
  splitInstructors,
  courseNameOrDefault,
  coursePath,
  courseSlug,
  formatCount,
  formatPrice,
  formatTotal,
} from './format'

describe('formatPrice', () => {
  it("shows 'Free' when the price is not a number", () => {
    expect(formatPrice(null)).toBe('Free')
    expect(formatPrice(undefined)).toBe('Free')
    expect(formatPrice(Number.NaN)).toBe('Free')
  })

  it('uses the Rs. label with Indian digit grouping', () => {
    expect(formatPrice(499)).toBe('Rs. 499')
    expect(formatPrice(4999)).toBe('Rs. 4,999')
    expect(formatPrice(100000)).toBe('Rs. 1,00,000')
    expect(formatPrice(12345678)).toBe('Rs. 1,23,45,678')
    expect(formatPrice(0)).toBe('Rs. 0')
  })
})

describe('course names and links', () => {
  it("names a course without a name 'Unnamed Course'", () => {
    expect(courseNameOrDefault('')).toBe('Unnamed Course')
    expect(courseNameOrDefault('   ')).toBe('Unnamed Course')
    expect(courseNameOrDefault('DevOps Bootcamp')).toBe('DevOps Bootcamp')
  })

  it('builds /home/{courseId}/{courseName} with a readable slug', () => {
    expect(courseSlug('Namaste React: Season 2!')).toBe('namaste-react-season-2')
    expect(courseSlug('***')).toBe('course')
    expect(coursePath({ courseId: 'abc', courseName: 'Full Stack (MERN) 2024' })).toBe(
      '/home/abc/full-stack-mern-2024',
    )
  })

  it('keeps non-Latin letters in the slug', () => {
    expect(courseSlug('पायथन सीखें')).toBe('पायथन-सीखें')
  })
})

describe('splitInstructors', () => {
  it('reads the names in an instructor field as written, one or several', () => {
    expect(splitInstructors('Andrew Ng')).toEqual(['Andrew Ng'])
    expect(splitInstructors(' Meera Iyer, Ravi Kumar & Asha Rao AND Dev Anand ')).toEqual([
      'Meera Iyer',
      'Ravi Kumar',
      'Asha Rao',
      'Dev Anand',
    ])
    // 'and' inside a name is not a separator.
    expect(splitInstructors('Sandra Anderson')).toEqual(['Sandra Anderson'])
    expect(splitInstructors(' , ')).toEqual([])
  })
})

describe('formatCount', () => {
  it('groups a count the Indian way', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1204)).toBe('1,204')
    expect(formatCount(120500)).toBe('1,20,500')
  })
})

describe('formatTotal', () => {
  it('groups an exact total the Indian way', () => {
    expect(formatTotal({ total: 7, totalExact: true })).toBe('7')
    expect(formatTotal({ total: 120500, totalExact: true })).toBe('1,20,500')
  })

  it('shows a lower bound in whole thousands when counting stopped', () => {
    expect(formatTotal({ total: 1024, totalExact: false })).toBe('1,000+')
    expect(formatTotal({ total: 2008, totalExact: false })).toBe('2,000+')
  })
})
