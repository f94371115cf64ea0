// What the library keeps about a member (src/server/member-data/member-data.ts): the courses they
// bookmarked and favourited, with when.
import { asc, eq } from 'drizzle-orm'
import { bookmarks, courses, favorites } from '../../db/schema'
import type { Db } from '../../db/db-type'
import { iso, type MemberData } from '../../member-data/member-data'

const saved = async (db: Db, table: typeof bookmarks, userId: string) =>
  (
    await db
      .select({ courseId: courses.id, courseName: courses.courseName, at: table.createdAt })
      .from(table)
      .innerJoin(courses, eq(courses.id, table.courseId))
      .where(eq(table.userId, userId))
      .orderBy(asc(table.createdAt))
  ).map(({ at, ...course }) => ({ ...course, savedAt: iso(at) }))

export const libraryData = {
  owner: 'library',
  tables: [bookmarks, favorites],
  async export(db, member) {
    const [bookmarked, favourited] = await Promise.all([
      saved(db, bookmarks, member.id),
      saved(db, favorites, member.id),
    ])
    return { bookmarks: bookmarked, favourites: favourited }
  },
  // Each favourited course's count goes down by one, by the favourites' trigger (decision 056).
  async forget(tx, member) {
    const favourites = await tx
      .delete(favorites)
      .where(eq(favorites.userId, member.id))
      .returning({ courseId: favorites.courseId })
    await tx.delete(bookmarks).where(eq(bookmarks.userId, member.id))
    return {
      events: favourites.map(({ courseId }) => ({ type: 'course.counts' as const, courseId })),
    }
  },
} satisfies MemberData
