// The database schema (drizzle). One schema and one set of migrations serve PGlite and PostgreSQL.
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseName: text('course_name').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    duration: text('duration').notNull(),
    validity: text('validity').notNull(),
    certification: text('certification').notNull(),
    /** Rupees; NULL means free (the spec's non-numeric price). */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    imageUrl: text('image_url').notNull(),
    instructor: text('instructor').notNull(),
    platform: text('platform').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    isFavourite: boolean('is_favourite').notNull().default(false),
    fvrtCount: integer('fvrt_count').notNull().default(0),
    officialUrl: text('official_url').notNull(),
    language: text('language').notNull().default(''),
    isBestseller: boolean('is_bestseller').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The four searchable fields, lowercased, joined by U+0001. Search text never contains that
     * character (the query schema strips control characters), so a match cannot span two fields:
     * LIKE on this one column is exactly the domain rule's "in name, description, instructor or
     * platform", at a fraction of the per-row cost.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(course_name || chr(1) || description || chr(1) || instructor || chr(1) || platform)`,
      ),
  },
  (t) => [
    index('courses_name_trgm').using('gin', sql`lower(${t.courseName}) gin_trgm_ops`),
    index('courses_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('courses_category_trgm').using('gin', sql`lower(${t.category}) gin_trgm_ops`),
    index('courses_platform_trgm').using('gin', sql`lower(${t.platform}) gin_trgm_ops`),
    index('courses_lower_language').on(sql`lower(${t.language})`),
    index('courses_price').on(t.price),
    index('courses_recommended').on(t.isBestseller, t.rating, t.id),
    index('courses_rating').on(t.rating, t.id),
    index('courses_created_at').on(t.createdAt),
  ],
)
