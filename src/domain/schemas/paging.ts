// The `page` query parameter of every paged list (courses, posts): 1 when left out.
import { z } from 'zod'

const PAGE_MESSAGE = 'Page must be a whole number from 1'

export const pageNumberSchema = z.coerce
  .number({ message: PAGE_MESSAGE })
  .int({ message: PAGE_MESSAGE })
  .min(1, { message: PAGE_MESSAGE })
  .max(100_000, { message: 'Page is too large' })
  .default(1)

/**
 * Keyset paging (docs/product.md#posts, #comments): a list's next page starts after the sort key
 * of the last item shown, carried as an opaque `cursor`, so items written meanwhile do not shift
 * it. The key's values are numbers, or text that must stay exact (a timestamp in microseconds).
 */
export type CursorKey = (string | number)[]

export function encodeCursor(key: CursorKey): string {
  return btoa(JSON.stringify(key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The key of a cursor made by encodeCursor; undefined for anything else. */
export function decodeCursor(cursor: string): CursorKey | undefined {
  try {
    const key: unknown = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')))
    if (
      Array.isArray(key) &&
      key.length > 0 &&
      key.length <= 4 &&
      key.every((v) => (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string')
    ) {
      return key as CursorKey
    }
  } catch {
    // not base64 or not JSON
  }
  return undefined
}

export const CURSOR_MESSAGE = 'This list has changed since it was loaded. Please load it again.'

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
