// SQL for courses members submit (docs/decisions/037-course-submissions.md): they wait outside the
// catalogue until a moderator approves (creating the course, in the same transaction) or rejects.
import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import { authorName } from '../../../domain/account'
import type { CourseInput } from '../../../domain/course'
import type { CourseSubmission } from '../../../domain/schemas/course'
import type { Db } from '../../db/db-type'
import { setCourseExams } from '../../db/course-exams'
import { courseSubmissions, courses, users } from '../../db/schema'

type Row = typeof courseSubmissions.$inferSelect & {
  authorName: string
  authorDeleted: boolean
}

const toSubmission = (row: Row): CourseSubmission => ({
  submissionId: row.id,
  status: row.status as CourseSubmission['status'],
  course: { ...row.course, language: row.course.language ?? '' },
  reason: row.reason,
  courseId: row.courseId,
  // A deleted account's pending courses go with it; decided ones keep the tombstone's name.
  submittedBy: authorName(row.authorName, Boolean(row.authorDeleted)),
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
})

export function createSubmissionsRepository(db: Db) {
  const select = () =>
    db
      .select({
        ...getTableColumns(courseSubmissions),
        authorName: users.name,
        authorDeleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
      })
      .from(courseSubmissions)
      .innerJoin(users, eq(users.id, courseSubmissions.userId))

  return {
    async pendingCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(courseSubmissions)
        .where(and(eq(courseSubmissions.userId, userId), eq(courseSubmissions.status, 'pending')))
      return row?.n ?? 0
    },

    async create(userId: string, course: CourseInput): Promise<CourseSubmission> {
      const [row] = await db
        .insert(courseSubmissions)
        .values({ userId, course })
        .returning({ id: courseSubmissions.id })
      return (await this.one(row!.id))!
    },

    async one(submissionId: string): Promise<CourseSubmission | undefined> {
      const [row] = await select().where(eq(courseSubmissions.id, submissionId))
      return row ? toSubmission(row as Row) : undefined
    },

    /** The member's submissions, newest first. */
    async mine(userId: string): Promise<CourseSubmission[]> {
      const rows = await select()
        .where(eq(courseSubmissions.userId, userId))
        .orderBy(desc(courseSubmissions.createdAt))
        .limit(100)
      return rows.map((row) => toSubmission(row as Row))
    },

    /** The moderators' queue: what waits, the longest waiting first. */
    async pending(limit = 200): Promise<CourseSubmission[]> {
      const rows = await select()
        .where(eq(courseSubmissions.status, 'pending'))
        .orderBy(asc(courseSubmissions.createdAt))
        .limit(limit)
      return rows.map((row) => toSubmission(row as Row))
    },

    /**
     * Creates the course from `course` and marks the submission approved, in one transaction; the
     * new course's id, or null when the submission no longer waits (someone decided first).
     */
    async approve(
      submissionId: string,
      course: CourseInput & { exams?: string[] },
      by: string,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(courseSubmissions)
          .set({ status: 'approved', decidedBy: by, decidedAt: sql`now()` })
          .where(
            and(eq(courseSubmissions.id, submissionId), eq(courseSubmissions.status, 'pending')),
          )
          .returning({ id: courseSubmissions.id })
        if (!claimed) return null
        const [created] = await tx
          .insert(courses)
          .values({ ...course, language: course.language ?? '', isBestseller: false })
          .returning({ id: courses.id })
        await tx
          .update(courseSubmissions)
          .set({ courseId: created!.id })
          .where(eq(courseSubmissions.id, submissionId))
        // The exams it prepares for (docs/product.md#courses-and-exams): those the site has.
        if (course.exams?.length) await setCourseExams(tx, created!.id, course.exams)
        return created!.id
      })
    },

    /** Marks it rejected with the reason; false when it no longer waits. */
    async reject(submissionId: string, reason: string, by: string): Promise<boolean> {
      const rows = await db
        .update(courseSubmissions)
        .set({ status: 'rejected', reason, decidedBy: by, decidedAt: sql`now()` })
        .where(and(eq(courseSubmissions.id, submissionId), eq(courseSubmissions.status, 'pending')))
        .returning({ id: courseSubmissions.id })
      return rows.length > 0
    },
  }
}
export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>
