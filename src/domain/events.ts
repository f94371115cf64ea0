// Change events sent over /api/events and between server instances. Payloads carry ids and small
// fields only (NOTIFY < 8 KB). LIVE_EVENTS is the one description of them: the LiveEvent type, the
// server's check of a payload from another instance and the browser's reading of a stream message
// all come from it, so a new event type is added here once and nowhere else.

/** 'count' is a whole number; 'string' any text. */
type FieldKind = 'string' | 'count'

export const LIVE_EVENTS = {
  'course.added': { courseId: 'string', courseName: 'string' },
  /** An administrator edited or deleted the course. */
  'course.updated': { courseId: 'string' },
  /** Many courses were added or updated at once (a catalogue import): every list may change. */
  'course.imported': { count: 'count' },
  /** Its favourite count or learners' rating moved: frequent, so pages refresh only its own page. */
  'course.counts': { courseId: 'string' },
  /** A review of the course was written, edited, deleted, voted on or hidden. */
  'review.changed': { courseId: 'string', reviewId: 'string' },
  'post.created': { postId: 'string' },
  'post.voted': { postId: 'string', upvotes: 'count', downvotes: 'count' },
  'post.removed': { postId: 'string' },
  /** The post or its comments show another author name (a renamed or deleted account): reload. */
  'post.changed': { postId: 'string' },
  /** commentCount: the post's visible comments afterwards ('N Comments'). */
  'comment.added': { postId: 'string', commentId: 'string', commentCount: 'count' },
  'comment.removed': { postId: 'string', commentId: 'string', commentCount: 'count' },
  /** A moderator added, edited, confirmed or deleted the exam (docs/product.md#keeping-exam-dates). */
  'exam.changed': { slug: 'string' },
  /** Between servers only: a user's sessions or account changed (sign-out, password, ...). */
  'session.changed': { userId: 'string' },
  /**
   * Events were missed and can no longer be replayed (a page or an instance away for longer than
   * the log keeps them): whatever the receiver holds may be stale, so it reads everything afresh.
   */
  'everything.changed': {},
} as const satisfies Record<string, Record<string, FieldKind>>

export type LiveEventType = keyof typeof LIVE_EVENTS
type FieldValue<K> = K extends 'count' ? number : string
export type LiveEvent = {
  [T in LiveEventType]: { type: T } & {
    -readonly [F in keyof (typeof LIVE_EVENTS)[T]]: FieldValue<(typeof LIVE_EVENTS)[T][F]>
  }
}[LiveEventType]

const hasOwn = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key)

/**
 * The value as a live event with exactly its type's fields (others are dropped), or null when it is
 * not one: an unknown type, a missing field or a field of the wrong kind.
 */
export function parseLiveEvent(value: unknown): LiveEvent | null {
  if (typeof value !== 'object' || value === null) return null
  const { type } = value as { type?: unknown }
  if (typeof type !== 'string' || !hasOwn(LIVE_EVENTS, type)) return null
  const fields: Record<string, FieldKind> = LIVE_EVENTS[type as LiveEventType]
  const event: Record<string, unknown> = { type }
  for (const [name, kind] of Object.entries(fields)) {
    const field = (value as Record<string, unknown>)[name]
    const ok = kind === 'count' ? Number.isInteger(field) : typeof field === 'string'
    if (!ok) return null
    event[name] = field
  }
  return event as LiveEvent
}

/** Whether browsers may receive the event; the rest travel only between server instances. */
export const isPublicEvent = (event: LiveEvent) => event.type !== 'session.changed'
