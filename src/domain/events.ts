// Change events sent over /api/events. Payloads carry ids and small fields only (NOTIFY < 8 KB).
import { z } from 'zod'

export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('course.added'), courseId: z.string(), courseName: z.string() }),
  /** An administrator edited or deleted the course. */
  z.object({ type: z.literal('course.updated'), courseId: z.string() }),
  /** Many courses were added or updated at once (a catalogue import): every list may change. */
  z.object({ type: z.literal('course.imported'), count: z.number().int() }),
  /** Its favourite count or learners' rating moved: frequent, so pages refresh only its own page. */
  z.object({ type: z.literal('course.counts'), courseId: z.string() }),
  /** A review of the course was written, edited, deleted, voted on or hidden. */
  z.object({ type: z.literal('review.changed'), courseId: z.string(), reviewId: z.string() }),
  z.object({ type: z.literal('post.created'), postId: z.string() }),
  z.object({
    type: z.literal('post.voted'),
    postId: z.string(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
  }),
  z.object({ type: z.literal('post.removed'), postId: z.string() }),
  z.object({ type: z.literal('comment.added'), postId: z.string(), commentId: z.string() }),
  z.object({ type: z.literal('comment.removed'), postId: z.string(), commentId: z.string() }),
  /** Between servers only: a user's sessions or account changed (sign-out, password, ...). */
  z.object({ type: z.literal('session.changed'), userId: z.string() }),
])
export type LiveEvent = z.infer<typeof liveEventSchema>

/** Whether browsers may receive the event; the rest travel only between server instances. */
export const isPublicEvent = (event: LiveEvent) => event.type !== 'session.changed'
