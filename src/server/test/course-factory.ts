// Test data: courses with every field filled, varied by a seeded pseudo-random generator so that
// failures reproduce.
import type { Course } from '../../domain/schemas/course'
import { toCourse, type NewCourse } from '../db/course-rows'
import type { Db } from '../db/db-type'
import { courses } from '../db/schema'
import type { EventBus } from '../live/event-bus'

export function makeCourse(over: Partial<NewCourse> = {}): NewCourse {
  return {
    courseName: 'Test Course',
    rating: 4.5,
    duration: '20',
    validity: '12',
    certification: 'Yes',
    price: 499,
    imageUrl: '/course-art/web-dev.svg',
    instructor: 'Test Instructor',
    platform: 'udemy',
    category: 'web dev',
    description: 'A course used in tests. It has two sentences.',
    officialUrl: 'https://www.udemy.com/course/test',
    language: 'English',
    isBestseller: false,
    ...over,
  }
}

/** Mulberry32: a tiny deterministic PRNG. */
export function randomGenerator(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = [
  'react',
  'node',
  'Docker',
  'kubernetes',
  'PYTHON',
  'data',
  'web',
  'Dev',
  'ops',
  'ml',
  'java',
  'script',
  '100%',
  'under_score',
  'back\\slash',
  'AWS',
  'cloud',
  'front',
  'end',
  'हिंदी',
  'SQL',
]
const CATEGORIES = [
  'web dev',
  'devops',
  'frontend',
  'backend',
  'machine learning',
  'Web Development',
]
const PLATFORMS = ['udemy', 'namastedev', '100xdevs', 'Udemy Business', 'coursera']
const LANGUAGES = ['English', 'Hindi', 'english', 'HINDI', '', 'Tamil']
const PRICES = [
  null,
  0,
  399,
  400,
  401,
  999.5,
  1000,
  1001,
  1999,
  2000,
  3000,
  4000,
  4001,
  5000,
  6999,
  7000,
  7001,
  12000,
]

export function generateCourses(n: number, seed = 1): NewCourse[] {
  const rnd = randomGenerator(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T
  const phrase = (len: number) => Array.from({ length: len }, () => pick(WORDS)).join(' ')
  return Array.from({ length: n }, (_, i) =>
    makeCourse({
      courseName: `${phrase(3)} ${i}`,
      description: `${phrase(8)}. ${phrase(6)}.`,
      instructor: phrase(2),
      platform: pick(PLATFORMS),
      category: pick(CATEGORIES),
      language: pick(LANGUAGES),
      price: pick(PRICES),
      rating: Math.round(rnd() * 50) / 10,
      isBestseller: rnd() < 0.2,
    }),
  )
}

/**
 * Inserts courses straight into the catalogue and returns them as the API sends them. With a bus,
 * announces them as an import does, so that the app's search index takes them in.
 */
export async function insertCourses(
  { db, bus }: { db: Db; bus?: EventBus },
  values: NewCourse[],
): Promise<Course[]> {
  const rows = await db.insert(courses).values(values).returning()
  await bus?.publish({ type: 'course.imported', count: rows.length })
  return rows.map(({ updatedAt: _updatedAt, priceDropFrom: _from, priceDroppedAt: _at, ...row }) =>
    toCourse({ ...row, ratingSum: 0, ratingCount: 0 }),
  )
}
