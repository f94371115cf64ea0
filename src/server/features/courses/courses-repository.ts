// SQL for the catalogue's courses. Searching, filtering and sorting run on the search index
// (catalogue-search.ts), which also holds what a list shows of each course (decision 052); it is
// loaded from the records this repository reads (decision 054).
import { isDeepStrictEqual } from 'node:util'
import { setCourseExams } from '../../db/course-exams'
import { asc, count, eq, sql, type SQL } from 'drizzle-orm'
import type { Course } from '../../../domain/schemas/course'
import { rowsOf, type Db } from '../../db/db-type'
import { RECORD_FIELDS } from './search/course-batch'
import { courses } from '../../db/schema'
import { courseSelection, toCourse, type NewCourse } from '../../db/course-rows'
import { CERTIFICATE_KINDS, COURSE_FORMATS, COURSE_LEVELS } from '../../../domain/course-facts'

/** Where `value` is in `list`, counted from 1, as text; NULL when it is not. */
const factPlace = (list: readonly string[], value: SQL) =>
  sql`array_position(ARRAY[${sql.join(
    list.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[], ${value})::text`

/**
 * Each field of a course record (search/course-batch.ts) as SQL over the chunk's course `c` and
 * its learners' ratings `r`: the database writes the records, so a chunk arrives as one text.
 */
const RECORD_SQL: Record<(typeof RECORD_FIELDS)[number], SQL> = {
  id: sql`c.id::text`,
  courseName: sql`c.course_name`,
  instructor: sql`c.instructor`,
  platform: sql`c.platform`,
  category: sql`c.category`,
  description: sql`c.description`,
  language: sql`c.language`,
  duration: sql`c.duration`,
  validity: sql`c.validity`,
  certification: sql`c.certification`,
  imageUrl: sql`c.image_url`,
  officialUrl: sql`c.official_url`,
  price: sql`c.price::text`,
  rating: sql`c.rating::text`,
  isBestseller: sql`c.is_bestseller::int::text`,
  // Milliseconds, as a Date read from the same column holds them (the microseconds dropped).
  createdAt: sql`floor(extract(epoch FROM c.created_at) * 1000)::bigint::text`,
  isFavourite: sql`c.is_favourite::int::text`,
  fvrtCount: sql`c.fvrt_count::text`,
  ratingSum: sql`coalesce(r.sum, 0)::text`,
  ratingCount: sql`coalesce(r.count, 0)::text`,
  priceDropFrom: sql`c.price_drop_from::text`,
  priceDroppedAt: sql`floor(extract(epoch FROM c.price_dropped_at) * 1000)::bigint::text`,
  // A fact's place in its list plus one (course-batch.ts); none when not stated.
  level: factPlace(COURSE_LEVELS, sql`c.level`),
  format: factPlace(COURSE_FORMATS, sql`c.format`),
  certificate: factPlace(CERTIFICATE_KINDS, sql`c.certificate`),
}
/** A record: each field's length in bytes, a colon, the field; a field that is NULL is empty. */
const RECORD = sql.join(
  RECORD_FIELDS.map((field) => RECORD_SQL[field]).map(
    (value) => sql`octet_length(coalesce(${value}, '')) || ':' || coalesce(${value}, '')`,
  ),
  sql` || `,
)

/** The chunk of courses after `after` (or the first), as records: one text, however many. */
const chunkQuery = (after: string | null, limit: number) => sql`
  WITH c AS (
    SELECT * FROM courses ${after === null ? sql`` : sql`WHERE id > ${after}::uuid`}
    ORDER BY id LIMIT ${limit}
  ), r AS (
    SELECT reviews.course_id, sum(reviews.rating) AS sum, count(reviews.rating) AS count
    FROM reviews JOIN c ON reviews.course_id = c.id
    WHERE NOT reviews.hidden GROUP BY reviews.course_id
  )
  SELECT count(*)::int AS count, max(c.id::text) AS last,
    coalesce(string_agg(${RECORD}, '' ORDER BY c.id), '') AS records
  FROM c LEFT JOIN r ON r.course_id = c.id`

export function createCoursesRepository(db: Db) {
  return {
    /**
     * The `limit` courses after `after` (or the first), by id, as the search index's records
     * (search/course-batch.ts): the database writes them, so a chunk arrives as one text.
     */
    async records(after: string | null, limit: number) {
      const [chunk] = await rowsOf<{ count: number; last: string | null; records: string }>(
        db,
        chunkQuery(after, limit),
      )
      return chunk!
    },

    /** A course as the search index reads it when it changes (catalogue-search.ts). */
    /** A course as the search index reads it: as sent, and its last drop in price. */
    async indexedRow(courseId: string) {
      const selection = {
        ...courseSelection,
        priceDropFrom: courses.priceDropFrom,
        priceDroppedAt: courses.priceDroppedAt,
      }
      return (await db.select(selection).from(courses).where(eq(courses.id, courseId)))[0]
    },

    async insert(values: NewCourse): Promise<string> {
      const [row] = await db.insert(courses).values(values).returning({ id: courses.id })
      return row!.id
    },

    /**
     * Writes the fields of `patch` that differ from the stored course and names them (in the
     * patch's order, its exams last); null when there is no such course. The row is locked while compared, so two
     * administrators' edits are each recorded against what they replaced.
     */
    async edit(
      courseId: string,
      { exams, ...patch }: Partial<NewCourse> & { exams?: readonly string[] | undefined },
    ): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update')
        if (!row) return null
        // The exams it prepares for (docs/product.md#courses-and-exams), named when they changed.
        const examsChanged = exams !== undefined && (await setCourseExams(tx, courseId, exams))
        const changes = Object.fromEntries(
          Object.entries(patch).filter(
            ([key, value]) =>
              value !== undefined && !isDeepStrictEqual(row[key as keyof typeof row], value),
          ),
        ) as Partial<NewCourse>
        const changed = [...Object.keys(changes), ...(examsChanged ? ['exams'] : [])]
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
