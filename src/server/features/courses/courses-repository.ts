// SQL for the catalogue. The filter semantics mirror src/domain/catalogue-filter.ts exactly
// (a test compares the two over generated data).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import {
  COUNT_PAST_PAGE,
  PRICE_BAND_RANGES,
  SUGGEST_LIMIT,
  type CourseSort,
} from '../../../domain/constants'
import type { Course, CourseFilters, Suggestion } from '../../../domain/course'
import type { Db } from '../../db/db-type'
import { courses } from '../../db/schema'
import { courseSelection, toCourse, type NewCourse } from '../../db/course-rows'

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

const lowerContains = (column: SQL, text: string) =>
  sql`lower(${column}) LIKE ${containsPattern(text)}`

function filterConditions(filters: CourseFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filters.q) {
    const q = filters.q
    conditions.push(
      or(
        ...[courses.courseName, courses.description, courses.instructor, courses.platform].map(
          (c) => lowerContains(sql`${c}`, q),
        ),
      ),
    )
  }
  if (filters.category) conditions.push(lowerContains(sql`${courses.category}`, filters.category))
  if (filters.platform) conditions.push(lowerContains(sql`${courses.platform}`, filters.platform))
  if (filters.language) {
    conditions.push(sql`lower(${courses.language}) = ${filters.language.toLowerCase()}`)
  }
  if (filters.price === 'free') conditions.push(isNull(courses.price))
  else if (filters.price) {
    const { min, max, minInclusive, maxInclusive } = PRICE_BAND_RANGES[filters.price]
    conditions.push(minInclusive ? gte(courses.price, min) : gt(courses.price, min))
    if (Number.isFinite(max)) {
      conditions.push(maxInclusive ? lte(courses.price, max) : lt(courses.price, max))
    }
  }
  return and(...conditions)
}

const ORDER: Record<CourseSort, SQL[]> = {
  recommended: [
    desc(courses.isBestseller),
    desc(courses.rating),
    asc(courses.courseName),
    asc(courses.id),
  ],
  rating: [desc(courses.rating), asc(courses.courseName), asc(courses.id)],
  'price-asc': [sql`${courses.price} ASC NULLS FIRST`, asc(courses.courseName), asc(courses.id)],
  'price-desc': [sql`${courses.price} DESC NULLS LAST`, asc(courses.courseName), asc(courses.id)],
  newest: [desc(courses.createdAt), asc(courses.id)],
}

export function createCoursesRepository(db: Db) {
  return {
    async list(params: {
      filters: CourseFilters
      sort: CourseSort
      page: number
      pageSize: number
    }) {
      const where = filterConditions(params.filters)
      // Counting stops COUNT_PAST_PAGE matches past this page (see constants.ts).
      const countLimit = params.page * params.pageSize + COUNT_PAST_PAGE
      const matches = db
        .select({ one: sql`1` })
        .from(courses)
        .where(where)
        .limit(countLimit)
        .as('matches')
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(courseSelection)
          .from(courses)
          .where(where)
          .orderBy(...ORDER[params.sort])
          .limit(params.pageSize)
          .offset((params.page - 1) * params.pageSize),
        db.select({ n: count() }).from(matches),
      ])
      const total = totalRow?.n ?? 0
      return { items: rows.map(toCourse), total, totalExact: total < countLimit }
    },

    /** Header search: names starting with the text first, then names with a word starting with it. */
    async suggest(q: string): Promise<Suggestion[]> {
      const text = q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)
      const byPattern = (pattern: string, limit: number, exclude: string[]) =>
        db
          .select({ courseId: courses.id, courseName: courses.courseName })
          .from(courses)
          .where(
            and(
              sql`lower(${courses.courseName}) LIKE ${pattern}`,
              exclude.length ? notInArray(courses.id, exclude) : undefined,
            ),
          )
          .orderBy(...ORDER.recommended)
          .limit(limit)
      const starts = await byPattern(`${text}%`, SUGGEST_LIMIT, [])
      if (starts.length === SUGGEST_LIMIT) return starts
      const words = await byPattern(
        `% ${text}%`,
        SUGGEST_LIMIT - starts.length,
        starts.map((s) => s.courseId),
      )
      return [...starts, ...words]
    },

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
          await tx.update(courses).set(changes).where(eq(courses.id, courseId))
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
