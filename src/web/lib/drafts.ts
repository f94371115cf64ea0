// Unsent writing survives a trip to the sign-in page and a reload (docs/product.md#sign-in-page):
// review, post and comment forms keep what is typed in localStorage under `cc-draft:<form>`, put it
// back when the form opens again, and drop it once it is sent. Signing out drops every draft, so a
// shared phone does not show the last person's words.
import { useEffect, useRef } from 'react'

const PREFIX = 'cc-draft:'

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage turned off: drafts are simply not kept
  }
}

/** The saved draft of `key`, if any. */
export function readDraft<T extends Record<string, unknown>>(key: string): Partial<T> | null {
  try {
    const raw = storage()?.getItem(PREFIX + key)
    const value: unknown = raw ? JSON.parse(raw) : null
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Partial<T>)
      : null
  } catch {
    return null
  }
}

const isEmpty = (value: Record<string, unknown>) =>
  Object.values(value).every(
    (v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''),
  )

export function saveDraft(key: string, value: Record<string, unknown>) {
  try {
    if (isEmpty(value)) storage()?.removeItem(PREFIX + key)
    else storage()?.setItem(PREFIX + key, JSON.stringify(value))
  } catch {
    // full or turned off: the draft is not kept
  }
}

export function clearDraft(key: string) {
  try {
    storage()?.removeItem(PREFIX + key)
  } catch {
    // nothing to clear
  }
}

/** Drops every draft (on sign-out). */
export function clearAllDrafts() {
  const store = storage()
  if (!store) return
  try {
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key)
  } catch {
    // nothing to clear
  }
}

/**
 * Keeps `value` as the draft of `key` while it changes, and once after mounting hands a saved draft
 * to `restore` (after hydration, so the server's HTML and the first render agree). Returns `clear`,
 * to call once the text is sent. A null key keeps nothing.
 */
export function useDraft<T extends Record<string, unknown>>(
  key: string | null,
  value: T,
  restore: (saved: Partial<T>) => void,
): () => void {
  const restored = useRef<string | null>(null)
  const restoreRef = useRef(restore)
  restoreRef.current = restore
  const serialised = JSON.stringify(value)

  useEffect(() => {
    if (key === null || restored.current === key) return
    restored.current = key
    const saved = readDraft<T>(key)
    if (saved) restoreRef.current(saved)
  }, [key])

  const skipFirst = useRef(true)
  useEffect(() => {
    // The first run sees the empty form, before a restored draft arrives: it must not erase it.
    if (skipFirst.current) {
      skipFirst.current = false
      return
    }
    if (key !== null) saveDraft(key, JSON.parse(serialised) as Record<string, unknown>)
  }, [key, serialised])

  return () => {
    if (key !== null) clearDraft(key)
  }
}
