// A large catalogue with realistic selectivity: variations of the sample courses (so a search for
// 'react' matches about as often as it would on the real site), deterministic for a given seed.
// Each generated course has its own officialUrl (the sample's link plus its edition number), as a
// catalogue import requires.
import type { NewCourse } from '../src/server/db/course-rows'
import { readSampleCatalogue } from '../src/server/features/catalogue-import/sample-catalogue'
import { randomGenerator } from '../src/server/test/course-factory'

const SEED_COURSES = await readSampleCatalogue()

const EDITIONS = [
  '2024 Edition',
  '2025 Edition',
  'Bootcamp',
  'Masterclass',
  'Crash Course',
  'Complete Guide',
  'Hands-on',
  'Zero to Hero',
  'Interview Prep',
  'Live Cohort',
]
const SURNAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Gupta',
  'Khan',
  'Das',
  'Mehta',
  'Patel',
  'Singh',
  'Rao',
  'Joshi',
  'Banerjee',
  'Kulkarni',
]
const GIVEN = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Rahul',
  'Meera',
  'Aditya',
  'Ishita',
  'Karan',
  'Neha',
  'Siddharth',
]

export function generateCatalogue(n: number, seed = 42): NewCourse[] {
  const rnd = randomGenerator(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T
  return Array.from({ length: n }, (_, i) => {
    const base = SEED_COURSES[i % SEED_COURSES.length]!
    const price =
      base.price === null || rnd() < 0.1 ? null : Math.round(base.price * (0.6 + rnd() * 0.8))
    return {
      ...base,
      officialUrl: `${base.officialUrl}${base.officialUrl.includes('?') ? '&' : '?'}edition=${i + 1}`,
      courseName: `${base.courseName}: ${pick(EDITIONS)} ${Math.floor(i / SEED_COURSES.length) + 1}`,
      instructor: rnd() < 0.5 ? base.instructor : `${pick(GIVEN)} ${pick(SURNAMES)}`,
      price,
      rating: Math.round(Math.min(5, Math.max(0, base.rating + (rnd() - 0.5))) * 10) / 10,
      isBestseller: rnd() < 0.08,
    }
  })
}
