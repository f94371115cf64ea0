// The paging query parameters: `page` (the catalogue; 1 when left out) and `cursor` (keyset paging
// of posts and comments, src/domain/paging-cursor.ts).
import { z } from 'zod'
import { CURSOR_MESSAGE, decodeCursor } from '../paging-cursor'

const PAGE_MESSAGE = 'Page must be a whole number from 1'

export const pageNumberSchema = z.coerce
  .number({ message: PAGE_MESSAGE })
  .int({ message: PAGE_MESSAGE })
  .min(1, { message: PAGE_MESSAGE })
  .max(100_000, { message: 'Page is too large' })
  .default(1)

/** The `cursor` query parameter: absent for the first page. */
export const cursorSchema = z
  .string()
  .max(300, { message: CURSOR_MESSAGE })
  .transform((cursor, context) => {
    const key = decodeCursor(cursor)
    if (!key) context.addIssue({ code: 'custom', message: CURSOR_MESSAGE })
    return key ?? []
  })
  .optional()
