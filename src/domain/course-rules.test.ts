// The add-course rules (./course.ts) run in the browser as they are, and in the server's schema
// (./schemas/course.ts): both must give the same verdict and message for every input. Also what an
// edit changed (changedCourseFields).
import { describe, expect, it } from 'vitest'
import {
  changedCourseFields,
  courseInputErrors,
  type CourseFieldErrors,
  type CourseInput,
} from './course'
import { courseInputSchema } from './schemas/course'

const valid: CourseInput = {
  courseName: 'Complete Web Development Bootcamp',
  rating: 4.5,
  duration: '40',
  validity: '12',
  certification: 'Certificate of completion',
  price: 499,
  imageUrl: 'https://img.example.in/web.png',
  instructor: 'Asha Rao',
  platform: 'udemy',
  category: 'web dev',
  description: 'HTML, CSS and JavaScript from scratch.',
  officialUrl: 'https://www.udemy.com/course/web',
  language: 'English',
}

/** What the schema says, as field -> first message (how the server fills `fields`). */
function schemaErrors(input: unknown): CourseFieldErrors {
  const result = courseInputSchema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

const cases: [string, Record<string, unknown>][] = [
  ['a valid course', {}],
  ['a free course', { price: null }],
  ['no language', { language: undefined }],
  ['rating 0', { rating: 0 }],
  ['rating 5', { rating: 5 }],
  ['rating 5.1', { rating: 5.1 }],
  ['rating -0.1', { rating: -0.1 }],
  ['rating 4.25', { rating: 4.25 }],
  ['rating 0.1 + 0.2', { rating: 0.1 + 0.2 }],
  ['rating 5.15', { rating: 5.15 }],
  ['rating NaN', { rating: Number.NaN }],
  ['rating missing', { rating: undefined }],
  ['price -1', { price: -1 }],
  ['price 10000001', { price: 10_000_001 }],
  ['price 0', { price: 0 }],
  ['price NaN', { price: Number.NaN }],
  ['price missing', { price: undefined }],
  ['a javascript: image URL', { imageUrl: 'javascript:alert(1)' }],
  ['a javascript: official URL', { officialUrl: 'javascript:alert(1)' }],
  ['an ftp URL', { officialUrl: 'ftp://files.example.in/a' }],
  ['a URL without //', { officialUrl: 'https:example.in' }],
  ['a URL with spaces around', { officialUrl: '  https://example.in  ' }],
  ['an upper-case scheme', { imageUrl: 'HTTPS://EXAMPLE.IN/a.png' }],
  ['a bare http://', { imageUrl: 'http://' }],
  ['a URL of 2001 characters', { imageUrl: `https://x.in/${'a'.repeat(1988)}` }],
  ['a URL of 2000 characters', { imageUrl: `https://x.in/${'a'.repeat(1987)}` }],
  ['no URL', { imageUrl: '' }],
  ['missing instructor', { instructor: '' }],
  ['blank instructor', { instructor: '   ' }],
  ['instructor of 201 characters', { instructor: 'a'.repeat(201) }],
  ['instructor of 200 characters and spaces', { instructor: ` ${'a'.repeat(200)} ` }],
  ['missing course name', { courseName: undefined }],
  ['missing duration', { duration: '' }],
  ['validity of 51 characters', { validity: 'a'.repeat(51) }],
  ['missing certification', { certification: '' }],
  ['missing platform', { platform: '' }],
  ['missing category', { category: ' ' }],
  ['description of 5001 characters', { description: 'a'.repeat(5001) }],
  ['language of 51 characters', { language: 'a'.repeat(51) }],
  ['everything empty', Object.fromEntries(Object.keys(valid).map((key) => [key, '']))],
]

describe('courseInputErrors', () => {
  it.each(cases)('agrees with courseInputSchema on %s', (_name, patch) => {
    const input = { ...valid, ...patch }
    expect(courseInputErrors(input)).toEqual(schemaErrors(input))
  })

  it('names the add-course rules in words a person can act on', () => {
    expect(courseInputErrors({ ...valid, rating: 5.1 }).rating).toBe(
      'Rating must be a number from 0 to 5',
    )
    expect(courseInputErrors({ ...valid, rating: 4.25 }).rating).toBe('Rating goes in steps of 0.1')
    expect(courseInputErrors({ ...valid, instructor: '' }).instructor).toBe(
      'Instructor is required',
    )
    expect(courseInputErrors({ ...valid, imageUrl: 'javascript:alert(1)' }).imageUrl).toBe(
      'Enter a web address starting with http:// or https://',
    )
  })
})

describe('changedCourseFields', () => {
  const stored = {
    courseName: 'React',
    rating: 4.5,
    price: null,
    instructor: 'Asha',
    language: 'Hindi',
  }

  it('names the fields whose value differs, in the form order', () => {
    expect(
      changedCourseFields(stored, { language: 'English', courseName: 'React 19', rating: 4.5 }),
    ).toEqual(['courseName', 'language'])
  })

  it('ignores surrounding spaces and fields the edit does not hold', () => {
    expect(changedCourseFields(stored, { courseName: '  React ', instructor: 'Asha' })).toEqual([])
  })

  it('counts a value given to an empty field, and an empty field as nothing', () => {
    expect(changedCourseFields(stored, { price: 499 })).toEqual(['price'])
    expect(changedCourseFields({ description: null }, { description: '' })).toEqual([])
  })
})
