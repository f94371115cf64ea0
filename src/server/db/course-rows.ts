// Course rows as the API sends them: shared by every feature that returns courses. The learners'
// rating is aggregated from visible reviews on read, so it is exact whatever was written meanwhile.
import { getTableColumns, sql } from 'drizzle-orm'
// (The subqueries name "courses"."id" in full: drizzle leaves columns unqualified in one-table
// queries, where a bare "id" would mean the review's id inside the subquery.)
import type { Course } from '../../domain/schemas/course'
import { roundedAverage } from '../../domain/review'
import { courses } from './schema'

export type NewCourse = typeof courses.$inferInsert

// updatedAt is for the sitemap, the last drop in price for the search index: not part of the
// Course the API sends.
const {
  updatedAt: _updatedAt,
  priceDropFrom: _priceDropFrom,
  priceDroppedAt: _priceDroppedAt,
  ...courseColumns
} = getTableColumns(courses)

/** Select this (`db.select(courseSelection).from(courses)`) wherever courses are sent. */
export const courseSelection = {
  ...courseColumns,
  ratingSum:
    sql<number>`(SELECT coalesce(sum(r.rating), 0) FROM reviews r WHERE r.course_id = "courses"."id" AND NOT r.hidden)`.mapWith(
      Number,
    ),
  ratingCount:
    sql<number>`(SELECT count(r.rating) FROM reviews r WHERE r.course_id = "courses"."id" AND NOT r.hidden)`.mapWith(
      Number,
    ),
}

type CourseSelectionRow = Omit<
  typeof courses.$inferSelect,
  'updatedAt' | 'priceDropFrom' | 'priceDroppedAt'
> & {
  ratingSum: number
  ratingCount: number
}

export function toCourse(row: CourseSelectionRow): Course {
  const { id, createdAt, ratingSum, ratingCount, ...rest } = row
  return {
    courseId: id,
    ...rest,
    createdAt: createdAt.toISOString(),
    learnerRating: roundedAverage(ratingSum, ratingCount),
    learnerRatingCount: ratingCount,
  }
}
