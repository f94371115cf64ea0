// Follows as the API takes and sends them (../follows.ts has the rules).
import { z } from 'zod'
import { COURSE_TRACKS, MAX_SEARCH_LENGTH, PRICE_BANDS } from '../constants'
import {
  FOLLOW_EMPTY,
  FOLLOW_FREQUENCIES,
  FOLLOW_FREQUENCY_MESSAGE,
  FOLLOW_INSTRUCTOR_MAX,
  FOLLOW_KINDS,
  normalFollowQuery,
} from '../follows'

const text = (max: number) =>
  z
    .string()
    .max(max, { message: `Filters must be at most ${max} characters` })
    .optional()

export const followQuerySchema = z
  .object({
    q: text(MAX_SEARCH_LENGTH),
    category: text(100),
    platform: text(100),
    language: text(50),
    price: z
      .enum(PRICE_BANDS, { message: `Price must be one of ${PRICE_BANDS.join(', ')}` })
      .optional(),
    track: z
      .enum(COURSE_TRACKS, { message: `Track must be one of ${COURSE_TRACKS.join(', ')}` })
      .optional(),
    instructor: text(FOLLOW_INSTRUCTOR_MAX),
  })
  .strict()
  .transform(normalFollowQuery)
  .refine((query) => Object.keys(query).length > 0, { message: FOLLOW_EMPTY })

const frequencySchema = z.enum(FOLLOW_FREQUENCIES, { message: FOLLOW_FREQUENCY_MESSAGE })

export const followInputSchema = z.object({
  query: followQuerySchema,
  /** A new follow's is daily when not sent; one followed already keeps its own. */
  frequency: frequencySchema.optional(),
})

export const followChangeSchema = z.object({ frequency: frequencySchema })

export const followParamsSchema = z.object({
  followId: z.uuid({ message: 'Follow id is not valid' }),
})

export const followSchema = z.object({
  id: z.string(),
  kind: z.enum(FOLLOW_KINDS),
  query: z.object({
    q: z.string().optional(),
    category: z.string().optional(),
    platform: z.string().optional(),
    language: z.string().optional(),
    price: z.enum(PRICE_BANDS).optional(),
    track: z.enum(COURSE_TRACKS).optional(),
    instructor: z.string().optional(),
  }),
  frequency: frequencySchema,
  createdAt: z.string(),
  /** When the member was last mailed what was new there. */
  mailedAt: z.string().nullable(),
})
export type Follow = z.infer<typeof followSchema>

export const followListSchema = z.object({ follows: z.array(followSchema) })
