// The exams a course prepares for (docs/product.md#courses-and-exams), written where a course is
// written: a member's course approved, a moderator's own, an administrator's edit (the catalogue
// import writes whole batches itself).
import { eq, inArray } from 'drizzle-orm'
import type { Db } from './db-type'
import { courseExams, exams } from './schema'

/**
 * Makes the course's exams those of `slugs` the site has (others are left out); answers whether
 * they changed. Run it in the transaction that writes the course.
 */
export async function setCourseExams(
  tx: Db,
  courseId: string,
  slugs: readonly string[],
): Promise<boolean> {
  const wanted =
    slugs.length === 0
      ? []
      : await tx
          .select({ id: exams.id })
          .from(exams)
          .where(inArray(exams.slug, [...slugs]))
  const had = await tx
    .select({ id: courseExams.examId })
    .from(courseExams)
    .where(eq(courseExams.courseId, courseId))
  const before = new Set(had.map((row) => row.id))
  if (before.size === wanted.length && wanted.every((exam) => before.has(exam.id))) return false
  await tx.delete(courseExams).where(eq(courseExams.courseId, courseId))
  if (wanted.length > 0) {
    await tx.insert(courseExams).values(wanted.map((exam) => ({ courseId, examId: exam.id })))
  }
  return true
}
