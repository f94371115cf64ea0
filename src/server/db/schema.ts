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
  },
  (t) => [
    index('courses_name_trgm').using('gin', sql`lower(${t.courseName}) gin_trgm_ops`),
    index('courses_search_trgm').using(
      'gin',
      sql`(lower(${t.courseName} || ' ' || ${t.description} || ' ' || ${t.instructor} || ' ' || ${t.platform})) gin_trgm_ops`,
    ),
    index('courses_lower_language').on(sql`lower(${t.language})`),
    index('courses_price').on(t.price),
    index('courses_recommended').on(t.isBestseller, t.rating, t.id),
    index('courses_created_at').on(t.createdAt),
  ],
)
