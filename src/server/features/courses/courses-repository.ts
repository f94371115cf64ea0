// SQL for the catalogue's courses. Searching, filtering and sorting run on the search index
// (catalogue-search.ts), which also holds what a list shows of each course (decision 052).
import { asc, count, eq } from 'drizzle-orm'
import type { Course } from '../../../domain/schemas/course'
import type { Db } from '../../db/db-type'
import { courses } from '../../db/schema'
import { courseSelection, toCourse, type NewCourse } from '../../db/course-rows'

export function createCoursesRepository(db: Db) {
  return {
    async insert(values: NewCourse): Promise<string> {
      const [row] = await db.insert(courses).values(values).returning({ id: courses.id })
      return row!.id
    },

    /**
     * Writes the fields of `patch` that differ from the stored course and names them (in the
     * patch's order); null when there is no such course. The row is locked while compared, so two
     * administrators' edits are each recorded against what they replaced.
     */
    async edit(courseId: string, patch: Partial<NewCourse>): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update')
        if (!row) return null
        const changes = Object.fromEntries(
          Object.entries(patch).filter(
            ([key, value]) => value !== undefined && row[key as keyof typeof row] !== value,
          ),
        ) as Partial<NewCourse>
        const changed = Object.keys(changes)
        if (changed.length > 0) {
          await tx
            .update(courses)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(courses.id, courseId))
        }
        return changed
      })
    },

    /** The removed course's name; null when there is no such course. */
    async remove(courseId: string): Promise<string | null> {
      const [row] = await db
        .delete(courses)
        .where(eq(courses.id, courseId))
        .returning({ courseName: courses.courseName })
      return row ? row.courseName : null
    },

    /** How many courses there are (the sitemap splits its list by it). */
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(courses)
      return row?.n ?? 0
    },

    /** Courses' page addresses and last changes, oldest first, a slice at a time (the sitemap). */
    async sitemapSlice(offset: number, limit: number) {
      return db
        .select({
          courseId: courses.id,
          courseName: courses.courseName,
          updatedAt: courses.updatedAt,
        })
        .from(courses)
        .orderBy(asc(courses.createdAt), asc(courses.id))
        .offset(offset)
        .limit(limit)
    },

    async findById(courseId: string): Promise<Course | undefined> {
      const [row] = await db
        .select(courseSelection)
        .from(courses)
        .where(eq(courses.id, courseId))
        .limit(1)
      return row ? toCourse(row) : undefined
    },
  }
}
export type CoursesRepository = ReturnType<typeof createCoursesRepository>
