// SQL of the catalogue import: one batch of checked courses, written in one transaction.
import { sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { courseInputSchema } from '../../../domain/schemas/course'
import { rowsOf, type Db } from '../../db/db-type'
import { setPriceOrigin, type PriceOrigin } from '../../db/price-origin'
import { COURSE_FACT_FIELDS } from '../../../domain/course-facts'

/**
 * A row that passed the add-course form's rules. Only the sample catalogue's rows say isBestseller
 * (sampleCourseSchema): an imported file's field of that name is ignored like any other.
 */
export type ImportedCourse = z.output<typeof courseInputSchema> & { isBestseller?: boolean }

export interface BatchCounts {
  added: number
  updated: number
  unchanged: number
  /** Exam addresses rows named that no exam has (left out of the courses' exams). */
  unknownExams?: string[]
}

/**
 * Arbitrary constant key (database.ts uses 727_001 for migrations): imports running at once, on
 * any instances, take turns batch by batch, so that two files naming the same new officialUrl do
 * not both insert it (the column has no unique constraint: older catalogues hold duplicates).
 */
const IMPORT_LOCK_KEY = 727_002

/**
 * The exams each row names become its course's (docs/product.md#courses-and-exams), replacing the
 * ones it had; a row that names none (no such field) leaves them. Answers the addresses no exam has,
 * and how many courses otherwise unchanged had their exams changed (they count as updated: their
 * last change moves, and the import announces them). Separate statements: a statement's insert
 * would not see its own delete.
 */
async function linkExams(
  tx: Db,
  rows: readonly ImportedCourse[],
): Promise<{ unknown: string[]; relinked: number }> {
  const named = rows.filter((row) => row.exams !== undefined)
  if (named.length === 0) return { unknown: [], relinked: 0 }
  const links = JSON.stringify(named.map((row) => ({ url: row.officialUrl, exams: row.exams })))
  const target = sql`
    l AS (SELECT r.url, r.exams FROM jsonb_to_recordset(${links}::jsonb) AS r(url text, exams jsonb)),
    target AS (
      SELECT DISTINCT ON (c.official_url) c.id, c.official_url FROM courses c
        JOIN l ON c.official_url = l.url
       ORDER BY c.official_url, c.created_at, c.id)`
  /** Each target course's exams, as one text to compare. */
  const state = async () =>
    new Map(
      (
        await rowsOf<{ id: string; exams: string }>(
          tx,
          sql`WITH ${target}
              SELECT t.id, coalesce(string_agg(ce.exam_id::text, ',' ORDER BY ce.exam_id), '') AS exams
                FROM target t LEFT JOIN course_exams ce ON ce.course_id = t.id
               GROUP BY t.id`,
        )
      ).map((row) => [row.id, row.exams]),
    )
  const before = await state()
  await tx.execute(
    sql`WITH ${target} DELETE FROM course_exams ce USING target t WHERE ce.course_id = t.id`,
  )
  await tx.execute(
    sql`WITH ${target}
        INSERT INTO course_exams (course_id, exam_id)
        SELECT DISTINCT t.id, e.id FROM target t JOIN l ON l.url = t.official_url
         CROSS JOIN LATERAL jsonb_array_elements_text(l.exams) AS s(slug)
          JOIN exams e ON e.slug = s.slug
        ON CONFLICT DO NOTHING`,
  )
  const after = await state()
  const changed = [...after].filter(([id, exams]) => before.get(id) !== exams).map(([id]) => id)
  // Courses the batch wrote already have this transaction's time (now()): added or updated.
  const relinked =
    changed.length === 0
      ? []
      : await rowsOf<{ id: string }>(
          tx,
          sql`UPDATE courses SET updated_at = now()
               WHERE id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(changed)}::jsonb))
                 AND updated_at <> now()
           RETURNING id`,
        )
  const unknown = await rowsOf<{ slug: string }>(
    tx,
    sql`WITH l AS (SELECT r.exams FROM jsonb_to_recordset(${links}::jsonb) AS r(exams jsonb))
        SELECT DISTINCT s.slug FROM l CROSS JOIN LATERAL jsonb_array_elements_text(l.exams) AS s(slug)
         WHERE NOT EXISTS (SELECT 1 FROM exams e WHERE e.slug = s.slug)
         ORDER BY s.slug`,
  )
  return { unknown: unknown.map((row) => row.slug), relinked: relinked.length }
}

/** A fact (COURSE_FACT_FIELDS) of an existing course `c` after row `v`: the row's if it gives it. */
const factSql = (field: string, type: SQL) =>
  sql`CASE WHEN v.facts ? ${field} THEN (v.facts ->> ${field})::${type} ELSE c.${sql.identifier(
    field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  )} END`

/** `origin` names what changed the prices in each course's history: a file, or a source. */
export function createCatalogueImportRepository(db: Db, origin: PriceOrigin = 'import') {
  return {
    /**
     * Upserts by officialUrl (unique within the batch): a course with that link is updated (the
     * oldest, if several share it) unless every field already has the row's value; the rest are
     * inserted as new courses (not favourited, a Bestseller only when the row says so, which only
     * the sample catalogue's rows can). Favourite counts, the Bestseller flag and createdAt of
     * existing courses are never touched.
     */
    async writeBatch(rows: readonly ImportedCourse[]): Promise<BatchCounts> {
      if (rows.length === 0) return { added: 0, updated: 0, unchanged: 0 }
      // The whole batch travels as one JSON parameter: one statement whatever the batch size, the
      // same on node-postgres and PGlite, and far below PostgreSQL's 65,535 bind parameters.
      const batch = JSON.stringify(
        rows.map((r) => ({
          course_name: r.courseName,
          rating: r.rating,
          duration: r.duration,
          validity: r.validity,
          certification: r.certification,
          price: r.price,
          image_url: r.imageUrl,
          instructor: r.instructor,
          platform: r.platform,
          category: r.category,
          description: r.description,
          official_url: r.officialUrl,
          language: r.language,
          is_bestseller: r.isBestseller ?? false,
          // The facts the row gives (docs/product.md#course-facts): one it leaves out stays as
          // the course has it, one given empty is no longer stated.
          facts: Object.fromEntries(
            COURSE_FACT_FIELDS.filter((field) => r[field] !== undefined).map((field) => [
              field,
              r[field],
            ]),
          ),
        })),
      )
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`)
        await setPriceOrigin(tx, origin)
        // The row values are cast to the columns' types before comparing, so a price of 499.999
        // compares as the 500.00 stored for it and a re-import finds it unchanged.
        const [counts] = await rowsOf<{ matched: number; updated: number; added: number }>(
          tx,
          sql`
          WITH v AS (
            SELECT course_name, rating::numeric(2, 1) AS rating, duration, validity, certification,
                   price::numeric(12, 2) AS price, image_url, instructor, platform, category,
                   description, official_url, language, is_bestseller, facts
              FROM json_to_recordset(${batch}::json) AS r(
                     course_name text, rating numeric, duration text, validity text,
                     certification text, price numeric, image_url text, instructor text,
                     platform text, category text, description text, official_url text,
                     language text, is_bestseller boolean, facts jsonb)
          ),
          existing AS (
            SELECT DISTINCT ON (c.official_url) c.id, c.official_url
              FROM courses c
             WHERE c.official_url = ANY (ARRAY(SELECT official_url FROM v))
             ORDER BY c.official_url, c.created_at, c.id
          ),
          -- Each existing course's facts after the row: the ones it gives, else the course's.
          f AS (
            SELECT e.id,
              ${factSql('level', sql`text`)} AS level,
              ${factSql('format', sql`text`)} AS format,
              ${factSql('hoursPerWeek', sql`numeric(3, 1)`)} AS hours_per_week,
              ${factSql('lastUpdated', sql`text`)} AS last_updated,
              ${factSql('nextStart', sql`text`)} AS next_start,
              ${factSql('certificate', sql`text`)} AS certificate,
              ${factSql('certificateCost', sql`int`)} AS certificate_cost,
              CASE WHEN v.facts ? 'syllabus' THEN v.facts -> 'syllabus' ELSE c.syllabus END
                AS syllabus
              FROM existing e JOIN v ON v.official_url = e.official_url JOIN courses c ON c.id = e.id
          ),
          changed AS (
            UPDATE courses c
               SET course_name = v.course_name, rating = v.rating, duration = v.duration,
                   validity = v.validity, certification = v.certification, price = v.price,
                   image_url = v.image_url, instructor = v.instructor, platform = v.platform,
                   category = v.category, description = v.description, language = v.language,
                   level = f.level, format = f.format, hours_per_week = f.hours_per_week,
                   last_updated = f.last_updated, next_start = f.next_start,
                   certificate = f.certificate, certificate_cost = f.certificate_cost,
                   syllabus = f.syllabus, updated_at = now()
              FROM existing e JOIN v ON v.official_url = e.official_url JOIN f ON f.id = e.id
             WHERE c.id = e.id
               AND (c.course_name, c.rating, c.duration, c.validity, c.certification, c.price,
                    c.image_url, c.instructor, c.platform, c.category, c.description, c.language,
                    c.level, c.format, c.hours_per_week, c.last_updated, c.next_start,
                    c.certificate, c.certificate_cost, c.syllabus)
                   IS DISTINCT FROM
                   (v.course_name, v.rating, v.duration, v.validity, v.certification, v.price,
                    v.image_url, v.instructor, v.platform, v.category, v.description, v.language,
                    f.level, f.format, f.hours_per_week, f.last_updated, f.next_start,
                    f.certificate, f.certificate_cost, f.syllabus)
            RETURNING c.id
          ),
          added AS (
            INSERT INTO courses (course_name, rating, duration, validity, certification, price,
                                 image_url, instructor, platform, category, description,
                                 official_url, language, is_favourite, fvrt_count, is_bestseller,
                                 level, format, hours_per_week, last_updated, next_start,
                                 certificate, certificate_cost, syllabus)
            SELECT course_name, rating, duration, validity, certification, price, image_url,
                   instructor, platform, category, description, official_url, language,
                   false, 0, is_bestseller,
                   facts ->> 'level', facts ->> 'format',
                   (facts ->> 'hoursPerWeek')::numeric(3, 1), facts ->> 'lastUpdated',
                   facts ->> 'nextStart', facts ->> 'certificate',
                   (facts ->> 'certificateCost')::int,
                   coalesce(nullif(facts -> 'syllabus', 'null'::jsonb), '[]'::jsonb)
              FROM v
             WHERE NOT EXISTS (SELECT 1 FROM existing e WHERE e.official_url = v.official_url)
            RETURNING id
          )
          SELECT (SELECT count(*) FROM existing)::int AS matched,
                 (SELECT count(*) FROM changed)::int AS updated,
                 (SELECT count(*) FROM added)::int AS added`,
        )
        const linked = await linkExams(tx, rows)
        const updated = Number(counts!.updated) + linked.relinked
        return {
          added: Number(counts!.added),
          updated,
          unchanged: Number(counts!.matched) - updated,
          ...(linked.unknown.length > 0 && { unknownExams: linked.unknown }),
        }
      })
    },
  }
}
export type CatalogueImportRepository = ReturnType<typeof createCatalogueImportRepository>
