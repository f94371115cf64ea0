// What course submissions keep about a member (src/server/member-data/member-data.ts): the courses
// they sent in, and what became of each.
import { asc, eq } from 'drizzle-orm'
import { courseSubmissions } from '../../db/schema'
import { iso, type MemberData } from '../../member-data/member-data'

export const submissionsData = {
  owner: 'submissions',
  keptAfterDeletion:
    "A course sent in stays as the catalogue's record of where a course came from, by 'Deleted user'.",
  tables: [courseSubmissions],
  async export(db, member) {
    const rows = await db
      .select({
        course: courseSubmissions.course,
        status: courseSubmissions.status,
        reason: courseSubmissions.reason,
        courseId: courseSubmissions.courseId,
        submittedAt: courseSubmissions.createdAt,
        decidedAt: courseSubmissions.decidedAt,
      })
      .from(courseSubmissions)
      .where(eq(courseSubmissions.userId, member.id))
      .orderBy(asc(courseSubmissions.createdAt))
    return {
      courseSubmissions: rows.map((s) => ({
        course: { ...s.course },
        status: s.status,
        reason: s.reason,
        courseId: s.courseId,
        submittedAt: iso(s.submittedAt),
        decidedAt: s.decidedAt ? iso(s.decidedAt) : null,
      })),
    }
  },
} satisfies MemberData
