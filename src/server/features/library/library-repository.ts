// Bookmarks, favourites and the chosen language per user. A course's fvrtCount is kept by a trigger on
// the favourite rows (docs/decisions/056-counts-kept-by-triggers.md), so it always equals the number
// of users who favourited it.
import { and, desc, eq } from 'drizzle-orm'
import type { Language } from '../../../domain/languages'
import type { Course } from '../../../domain/schemas/course'
import type { Db } from '../../db/db-type'
import { bookmarks, courses, favorites, users } from '../../db/schema'
import { courseSelection, toCourse } from '../../db/course-rows'

export type LibraryKind = 'bookmarks' | 'favorites'
const TABLES = { bookmarks, favorites } as const

export function createLibraryRepository(db: Db) {
  return {
    async courseIds(userId: string): Promise<{ bookmarks: string[]; favorites: string[] }> {
      const ids = (kind: LibraryKind) =>
        db
          .select({ courseId: TABLES[kind].courseId })
          .from(TABLES[kind])
          .where(eq(TABLES[kind].userId, userId))
          .orderBy(desc(TABLES[kind].createdAt))
      const [b, f] = await Promise.all([ids('bookmarks'), ids('favorites')])
      return { bookmarks: b.map((r) => r.courseId), favorites: f.map((r) => r.courseId) }
    },

    async courses(userId: string, kind: LibraryKind): Promise<Course[]> {
      const table = TABLES[kind]
      const rows = await db
        .select(courseSelection)
        .from(table)
        .innerJoin(courses, eq(courses.id, table.courseId))
        .where(eq(table.userId, userId))
        .orderBy(desc(table.createdAt))
      return rows.map(toCourse)
    },

    /**
     * Saves or removes a course in the user's list (idempotent). Undefined when the course does
     * not exist; else the course's favourite count after the call, and whether the call changed
     * the list (false when the course was already saved, or already not).
     */
    async set(
      kind: LibraryKind,
      userId: string,
      courseId: string,
      saved: boolean,
    ): Promise<{ fvrtCount: number; changed: boolean } | undefined> {
      const table = TABLES[kind]
      return db.transaction(async (tx) => {
        const [course] = await tx
          .select({ fvrtCount: courses.fvrtCount })
          .from(courses)
          .where(eq(courses.id, courseId))
        if (!course) return undefined
        const rows = saved
          ? await tx.insert(table).values({ userId, courseId }).onConflictDoNothing().returning()
          : await tx
              .delete(table)
              .where(and(eq(table.userId, userId), eq(table.courseId, courseId)))
              .returning()
        const changed = rows.length > 0
        if (kind !== 'favorites') return { fvrtCount: course.fvrtCount, changed }
        // The count as the favourite's trigger left it, others' stars of the moment included.
        const [now] = await tx
          .select({ fvrtCount: courses.fvrtCount })
          .from(courses)
          .where(eq(courses.id, courseId))
        return { fvrtCount: now?.fvrtCount ?? course.fvrtCount, changed }
      })
    },

    /** Saves the user's language (docs/product.md#languages); false when there is no such user. */
    async setLanguage(userId: string, language: Language): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ language })
        .where(eq(users.id, userId))
        .returning({ id: users.id })
      return updated.length > 0
    },
  }
}
export type LibraryRepository = ReturnType<typeof createLibraryRepository>
