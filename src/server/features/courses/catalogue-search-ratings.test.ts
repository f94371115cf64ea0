// A course whose learners' ratings move is indexed anew (its place in 'Highest rated'): the dead
// documents that leaves behind are compacted as an edit's are (docs/decisions/060).
// Review: a course whose learners' ratings move is indexed anew by setCard (a new document, the
// old one dead), but the 'course.counts' path never looks at the dead share: they pile up.
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { reviews, users } from '../../db/schema'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { createTestDatabase } from '../../test/test-database'
import { createCatalogueSearch } from './catalogue-search'
import { SearchThread } from './search/search-thread'

describe('ratings moving through course.counts', () => {
  it('rebuilds the index once dead documents pass the limit, as an edit does', async () => {
    const database = await createTestDatabase()
    const added = await insertCourses(
      { db: database.db },
      Array.from({ length: 120 }, (_, i) => makeCourse({ courseName: `Tapir ${i}` })),
    )
    const target = added[0]!.courseId
    await database.db.insert(users).values({ id: 'learner', name: 'L', email: 'l@example.com' })
    await database.db
      .insert(reviews)
      .values({ courseId: target, userId: 'learner', text: 'x', rating: 1 })
    const reload = vi.spyOn(SearchThread.prototype, 'reload')
    const catalogue = await createCatalogueSearch({ db: database.db, bus: database.bus })
    const searchCalls = vi.spyOn(SearchThread.prototype, 'search')
    try {
      expect(reload).toHaveBeenCalledTimes(1)
      // The learner edits their stars 80 times (each write announces course.counts).
      for (let k = 0; k < 80; k++) {
        await database.db
          .update(reviews)
          .set({ rating: 1 + ((k + 1) % 5) }) // 2, 3, 4, 5, 1, 2, ...: each a move
          .where(eq(reviews.userId, 'learner'))
        await database.bus.publish({ type: 'course.counts', courseId: target })
        await catalogue.list({ filters: {}, sort: 'rating', page: 1, pageSize: 5 })
      }
      expect(searchCalls).toHaveBeenCalled()
      expect(catalogue.size()).toBe(120)
      // 80 dead documents beside 120 living ones (40%, over MAX_DEAD_SHARE 30%): a rebuild is due.
      expect(reload.mock.calls.length).toBeGreaterThan(1)
    } finally {
      await catalogue.close()
      await database.close()
    }
  })
})
