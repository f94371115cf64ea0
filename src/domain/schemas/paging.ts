// The `page` query parameter of every paged list (courses, posts): 1 when left out.
import { z } from 'zod'

const PAGE_MESSAGE = 'Page must be a whole number from 1'

export const pageNumberSchema = z.coerce
  .number({ message: PAGE_MESSAGE })
  .int({ message: PAGE_MESSAGE })
  .min(1, { message: PAGE_MESSAGE })
  .max(100_000, { message: 'Page is too large' })
  .default(1)
