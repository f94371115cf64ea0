// The link-preview pictures' cache: drawn once per course and version, and bounded in bytes.
import { describe, expect, it } from 'vitest'
import { makeCourse } from '../test/course-factory'
import type { Course } from '../../domain/schemas/course'
import { toCourse } from '../db/course-rows'
import { createCoursePreviews, drawPng } from './og-image'

const course = (courseId: string, courseName: string): Course =>
  toCourse({
    ...makeCourse({ courseName }),
    id: courseId,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    fvrtCount: 0,
    isBestseller: false,
    ratingSum: 0,
    ratingCount: 0,
  } as Parameters<typeof toCourse>[0])

describe('course previews', () => {
  it('keep at most their byte budget, letting the least recently shown go first', async () => {
    const drawn: string[] = []
    const draw = (svg: string) => {
      drawn.push(/font-size="64"[^>]*>([^<]*)</.exec(svg)![1]!)
      return drawPng(svg)
    }
    const [a, b, c] = [course('a', 'Alpha'), course('b', 'Beta'), course('c', 'Gamma')]
    const sizes = await Promise.all(
      [a, b, c].map(async (x) => (await createCoursePreviews().forCourse(x)).png.length),
    )
    // Room for two of them, not three.
    const maxBytes = 2 * Math.max(...sizes) + 100
    expect(maxBytes).toBeLessThan(sizes[0]! + sizes[1]! + sizes[2]!)
    const previews = createCoursePreviews({ draw, maxBytes })
    await previews.forCourse(a)
    await previews.forCourse(b)
    await previews.forCourse(a) // Alpha shown again: Beta is now the oldest
    await previews.forCourse(c)
    await previews.forCourse(a)
    expect(drawn).toEqual(['Alpha', 'Beta', 'Gamma'])
    await previews.forCourse(b)
    expect(drawn).toEqual(['Alpha', 'Beta', 'Gamma', 'Beta'])
  })
})
