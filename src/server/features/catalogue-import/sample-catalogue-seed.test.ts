import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceInBand } from '../../../domain/catalogue-filter'
import { descriptionToBullets } from '../../../domain/description'
import { CATEGORIES, LANGUAGES, PLATFORMS, PRICE_BANDS } from '../../../domain/constants'
import { courseInputSchema, type CourseListResponse } from '../../../domain/schemas/course'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestDatabase } from '../../test/test-database'
import { readSampleCatalogue, seedCatalogueIfEmpty } from './sample-catalogue'

const SEED_COURSES = await readSampleCatalogue()

let t: TestApp
let catalogue: CourseListResponse

beforeAll(async () => {
  // Seeded before the app starts, as on a first start: the search index loads it.
  const database = await createTestDatabase()
  await seedCatalogueIfEmpty(database.db)
  t = await createTestApp({ database })
  catalogue = (await t.app.inject({ url: '/api/courses?pageSize=100' })).json()
})
afterAll(async () => {
  await t.close()
})

describe('the sample catalogue loaded on first start', () => {
  it('holds at least 60 courses', () => {
    expect(catalogue.total).toBeGreaterThanOrEqual(60)
    expect(catalogue.total).toBe(SEED_COURSES.length)
  })

  it('covers every category, platform, price band and language of the usual filter values', () => {
    const items = catalogue.items
    for (const category of CATEGORIES)
      expect(
        items.some((c) => c.category === category),
        category,
      ).toBe(true)
    for (const platform of PLATFORMS)
      expect(
        items.some((c) => c.platform === platform),
        platform,
      ).toBe(true)
    for (const band of PRICE_BANDS)
      expect(
        items.some((c) => priceInBand(c.price, band)),
        band,
      ).toBe(true)
    for (const language of LANGUAGES)
      expect(
        items.some((c) => c.language === language),
        language,
      ).toBe(true)
    expect(new Set(items.map((c) => c.platform)).size).toBeGreaterThan(PLATFORMS.length)
    expect(items.filter((c) => c.isBestseller).length).toBeGreaterThan(3)
  })

  it('passes the same rules as a course added by hand (its artwork is local, not a URL)', () => {
    for (const course of SEED_COURSES) {
      const result = courseInputSchema.safeParse({
        ...course,
        imageUrl: `https://coursecompass.example${course.imageUrl}`,
      })
      expect(result.success, `${course.courseName}: ${result.error?.message}`).toBe(true)
    }
  })

  it('describes every course in several sentences, with local artwork', () => {
    // A list leaves descriptions out: the seeded file's are the ones served.
    for (const course of SEED_COURSES) {
      expect(descriptionToBullets(course.description).length, course.courseName).toBeGreaterThan(1)
    }
    for (const course of catalogue.items) {
      expect(course.imageUrl).toMatch(/^\/course-art\/[a-z-]+\.svg$/)
    }
  })

  it('is loaded only into an empty catalogue', async () => {
    expect(await seedCatalogueIfEmpty(t.database.db)).toBe(0)
    const again = (await t.app.inject({ url: '/api/courses?pageSize=1' })).json()
    expect(again.total).toBe(SEED_COURSES.length)
  })
})
