// Several instances sharing one PostgreSQL database search the same catalogue: a course added or
// removed through one is found, or gone, in the other's search once the event reaches it.
import { courseListItemSchema } from '../../../domain/schemas/course'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { CourseListResponse } from '../../../domain/schemas/course'
import { openPostgres } from '../../db/database'
import { courseSelection, toCourse } from '../../db/course-rows'
import { courses, reviews, users } from '../../db/schema'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { openScratchPostgres } from '../../test/scratch-postgres'
import { createTestApp } from '../../test/test-app'
import { createTestDatabase, testDatabaseKind } from '../../test/test-database'
import { createCatalogueSearch } from './catalogue-search'

describe('the search index across instances', () => {
  if (testDatabaseKind === 'postgres')
    it('on PostgreSQL: another instance finds an added course, then loses a deleted one', async () => {
      const shared = await openScratchPostgres(process.env.TEST_DATABASE_URL!, {
        prefix: 'cc_test',
        poolSize: 5,
      })
      const other = await openPostgres(shared.url, { poolSize: 5 })
      const a = await createTestApp({ database: shared })
      const b = await createTestApp({ database: other })
      const total = async (q: string) =>
        ((await b.app.inject({ url: `/api/courses?q=${q}` })).json() as CourseListResponse).total
      try {
        expect(await total('quokka')).toBe(0)
        // Instance A's write, announced on its bus (NOTIFY reaches B).
        const [added] = await insertCourses({ db: shared.db }, [
          makeCourse({ courseName: 'Quokka Taming Fundamentals' }),
        ])
        await shared.bus.publish({
          type: 'course.added',
          courseId: added!.courseId,
          courseName: added!.courseName,
        })
        await expect.poll(() => total('quokka'), { timeout: 5000 }).toBe(1)
        // A typo finds it too: B indexed its words, not only its id.
        expect(await total('fundamentls')).toBe(1)

        await shared.db.delete(courses).where(eq(courses.id, added!.courseId))
        await shared.bus.publish({ type: 'course.updated', courseId: added!.courseId })
        await expect.poll(() => total('quokka'), { timeout: 5000 }).toBe(0)

        // An import announces many courses at once: B reloads.
        await insertCourses(shared, [
          makeCourse({ courseName: 'Pangolin Basics 1' }),
          makeCourse({ courseName: 'Pangolin Basics 2' }),
        ])
        await expect.poll(() => total('pangolin'), { timeout: 5000 }).toBe(2)
      } finally {
        await b.app.close()
        await other.close()
        await a.close()
      }
    })

  it('an instance finds what it was told of at once (read-your-writes)', async () => {
    const t = await createTestApp()
    try {
      const [added] = await insertCourses({ db: t.database.db }, [
        makeCourse({ courseName: 'Axolotl Care Handbook' }),
      ])
      await t.database.bus.publish({
        type: 'course.added',
        courseId: added!.courseId,
        courseName: added!.courseName,
      })
      const res = await t.app.inject({ url: '/api/courses?q=axolotl' })
      expect((res.json() as CourseListResponse).items.map((c) => c.courseName)).toEqual([
        'Axolotl Care Handbook',
      ])
    } finally {
      await t.close()
    }
  })

  it('a large catalogue is searched as it was while it reloads, then as it is', async () => {
    const database = await createTestDatabase()
    await insertCourses(
      { db: database.db },
      [1, 2, 3].map((i) => makeCourse({ courseName: `Okapi ${i}` })),
    )
    const catalogue = await createCatalogueSearch({
      db: database.db,
      bus: database.bus,
      largeCatalogue: 2,
    })
    try {
      await insertCourses({ db: database.db }, [makeCourse({ courseName: 'Okapi 4' })])
      await database.bus.publish({ type: 'course.imported', count: 1 })
      const reloaded = new Promise<void>((resolve) => catalogue.onReload(resolve))
      const search = () =>
        catalogue.list({ filters: { q: 'okapi' }, sort: 'recommended', page: 1, pageSize: 10 })
      // During the reload: the catalogue as loaded at start, without waiting for the reload.
      expect((await search()).total).toBe(3)
      await reloaded
      expect((await search()).total).toBe(4)
    } finally {
      await catalogue.close()
      await database.close()
    }
  })

  it('loads each course from the database as its own address shows it, whatever its bytes', async () => {
    const database = await createTestDatabase()
    const added = await insertCourses({ db: database.db }, [
      makeCourse({
        courseName: 'Zeta: कोड\u200d सीखें “quoted” back\\slash 🎓',
        description: 'Line one\n\tline two: 12:34 | 5: colons and digits',
        instructor: 'Ágnes 😀 Kovács',
        price: null,
        rating: 4.5,
        isBestseller: true,
        fvrtCount: 7,
        isFavourite: true,
        language: 'Hindi',
        officialUrl: 'https://example.com/कोर्स?q=a:b&c=ü',
      }),
      makeCourse({ courseName: 'Decimal Price', price: 1299.5, certification: '' }),
      makeCourse({ courseName: 'Rated By Learners', validity: '' }),
    ])
    const [zeta, , rated] = added
    // A creation time with microseconds, as the database's default gives it.
    await database.db
      .update(courses)
      .set({ createdAt: sql`'2025-03-04 05:06:07.123789+00'` })
      .where(eq(courses.id, zeta!.courseId))
    // Learners' stars: a hidden review counts for nothing, one without stars is no rating.
    const stars = [5, 4, 4, null, 1]
    await database.db.insert(users).values(
      stars.map((_, i) => ({
        id: `learner-${i}`,
        name: `Learner ${i}`,
        email: `l${i}@example.com`,
      })),
    )
    await database.db.insert(reviews).values(
      stars.map((rating, i) => ({
        courseId: rated!.courseId,
        userId: `learner-${i}`,
        text: `Review ${i}`,
        rating,
        hidden: i === 4,
      })),
    )
    const catalogue = await createCatalogueSearch({ db: database.db, bus: database.bus })
    try {
      const page = await catalogue.list({ filters: {}, sort: 'newest', page: 1, pageSize: 10 })
      expect(page.total).toBe(3)
      const cards = JSON.parse(new TextDecoder().decode(page.items)) as unknown[]
      for (const [i, courseId] of page.courseIds.entries()) {
        const [row] = await database.db
          .select(courseSelection)
          .from(courses)
          .where(eq(courses.id, courseId))
        // A list leaves out the description and the facts (docs/product.md#course-facts).
        expect(cards[i]).toEqual(courseListItemSchema.parse(toCourse(row!)))
      }
      const learners = cards[page.courseIds.indexOf(rated!.courseId)]
      expect(learners).toMatchObject({ learnerRating: 4.3, learnerRatingCount: 3 })
      // Its words are found, across scripts and signs.
      const found = async (q: string) =>
        (await catalogue.list({ filters: { q }, sort: 'recommended', page: 1, pageSize: 10 }))
          .courseIds
      expect(await found('सीखें')).toEqual([zeta!.courseId])
      expect(await found('agnes')).toEqual([zeta!.courseId])
      expect(await found('colons')).toEqual([zeta!.courseId])
    } finally {
      await catalogue.close()
      await database.close()
    }
  })
})
