// SQL of the government exams (docs/product.md#government-exams): exams with their stages, read
// for the public pages.
import { asc, desc, eq, inArray } from 'drizzle-orm'
import { examPath, type ExamBody, type ExamStage } from '../../../domain/exams'
import { courseExams, courses, examStages, exams } from '../../db/schema'
import type { Db } from '../../db/db-type'

export interface ExamRecord {
  id: string
  slug: string
  name: string
  body: ExamBody
  search: string
  officialUrl: string | null
  source: string | null
  checkedAt: Date | null
  sample: boolean
  /** Each with its revision: raised by every change of its dates (a calendar's SEQUENCE). */
  stages: (ExamStage & { revision: number })[]
}

/** Exams' rows with their stages, each list by its first day. */
export async function withStages(
  db: Db,
  rows: (typeof exams.$inferSelect)[],
): Promise<ExamRecord[]> {
  if (rows.length === 0) return []
  const stages = await db
    .select()
    .from(examStages)
    .where(
      inArray(
        examStages.examId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(examStages.startsOn))
  const byExam = new Map<string, ExamRecord['stages']>()
  for (const stage of stages) {
    const list = byExam.get(stage.examId) ?? []
    list.push({
      id: stage.id,
      kind: stage.kind,
      label: stage.label,
      startsOn: stage.startsOn,
      endsOn: stage.endsOn,
      revision: stage.revision,
    })
    byExam.set(stage.examId, list)
  }
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    body: row.body,
    search: row.search,
    officialUrl: row.officialUrl,
    source: row.source,
    checkedAt: row.checkedAt,
    sample: row.sample,
    stages: byExam.get(row.id) ?? [],
  }))
}

export function createExamsRepository(db: Db) {
  return {
    /** Every exam with its stages (tens to a few hundred: the recruitments of a few years). */
    async all(body?: ExamBody): Promise<ExamRecord[]> {
      const rows = await db
        .select()
        .from(exams)
        .where(body ? eq(exams.body, body) : undefined)
        .orderBy(asc(exams.name))
      return withStages(db, rows)
    },

    /** Each exam's page for the sitemap, with when the exam last changed. */
    async sitemapPages(): Promise<{ path: string; updatedAt: Date }[]> {
      const rows = await db
        .select({ slug: exams.slug, updatedAt: exams.updatedAt })
        .from(exams)
        .orderBy(asc(exams.slug))
      return rows.map((row) => ({ path: examPath(row.slug), updatedAt: row.updatedAt }))
    },

    /** The courses that name the exam as one they prepare for, best rated first. */
    async courseIdsOf(examId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: courses.id })
        .from(courseExams)
        .innerJoin(courses, eq(courses.id, courseExams.courseId))
        .where(eq(courseExams.examId, examId))
        .orderBy(desc(courses.rating), asc(courses.courseName))
        .limit(limit)
      return rows.map((row) => row.id)
    },

    /** The exams a course prepares for, by name. */
    async ofCourse(courseId: string): Promise<{ slug: string; name: string }[]> {
      return db
        .select({ slug: exams.slug, name: exams.name })
        .from(courseExams)
        .innerJoin(exams, eq(exams.id, courseExams.examId))
        .where(eq(courseExams.courseId, courseId))
        .orderBy(asc(exams.name))
    },

    async byId(id: string): Promise<ExamRecord | undefined> {
      const rows = await db.select().from(exams).where(eq(exams.id, id))
      return (await withStages(db, rows))[0]
    },

    async bySlug(slug: string): Promise<ExamRecord | undefined> {
      const rows = await db.select().from(exams).where(eq(exams.slug, slug))
      return (await withStages(db, rows))[0]
    },
  }
}
export type ExamsRepository = ReturnType<typeof createExamsRepository>
