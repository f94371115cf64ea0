// List cursors, free of any library so that the page can use them too.

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
