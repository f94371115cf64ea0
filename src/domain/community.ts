// The community board of SPEC sections 2-5, 8 and 9: posts, votes, comments, tags and their rules.
import { z } from 'zod'

export const POST_TITLE_MAX = 200
export const POST_BODY_MAX = 10_000
export const COMMENT_MAX = 2000
export const MAX_TAGS = 20
export const TAG_MAX_LENGTH = 50
export const POSTS_PAGE_SIZE = 10
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const IMAGE_MAX_PIXELS = 25_000_000
export const IMAGE_MAX_WIDTH = 1600
export const POST_WRITES_PER_MINUTE = 5
export const COMMENT_WRITES_PER_MINUTE = 20

export const messages = {
  postLoginRequired: 'Please log in to create a post.',
  fillAllFields: 'Please fill all fields.',
  postCreated: 'Post created successfully!',
  postFailed: 'Failed to create post. Please try again.',
  voteLoginRequired: 'Please log in to vote.',
  commentLoginRequired: 'Please log in to comment.',
  voteFailed: 'Failed to record your vote.',
  commentFailed: 'Failed to submit your comment. Please try again.',
  imageFailed: 'Failed to upload image. Please try again.',
  postsFetchFailed: 'Failed to fetch posts. Please try again later.',
  noPosts: 'No posts available',
  noComments: 'No comments yet.',
} as const

/** Splits comma-separated tags: trimmed, lowercased, without empties or repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ]
}

/** SPEC section 5: a post matches if any of its tags contains any entry of the filter. */
export function postMatchesTags(postTags: readonly string[], entries: readonly string[]): boolean {
  if (entries.length === 0) return true
  return postTags.some((tag) => entries.some((entry) => tag.toLowerCase().includes(entry)))
}

export type VoteDirection = 'up' | 'down'

/**
 * SPEC section 4: one vote per post; voting the same way again does nothing; switching adds one to
 * the new side and removes one from the old.
 */
export function voteTransition(
  current: VoteDirection | null,
  next: VoteDirection,
): { upvotes: number; downvotes: number } {
  if (current === next) return { upvotes: 0, downvotes: 0 }
  return {
    upvotes: (next === 'up' ? 1 : 0) - (current === 'up' ? 1 : 0),
    downvotes: (next === 'down' ? 1 : 0) - (current === 'down' ? 1 : 0),
  }
}

/** SPEC section 9: Popular is upvotes minus downvotes, descending. */
export const postScore = (post: { upvotes: number; downvotes: number }) =>
  post.upvotes - post.downvotes

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

/**
 * SPEC section 9: just now, minutes, hours, days, weeks (from 7 days), months (from 4 weeks),
 * years (from 12 months).
 */
export function relativeTime(when: Date | string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(when).getTime()) / 1000)
  if (seconds < 60) return 'just now'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return plural(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return plural(hours, 'hour')
  const days = Math.floor(hours / 24)
  if (days < 7) return plural(days, 'day')
  const weeks = Math.floor(days / 7)
  if (weeks < 4) return plural(weeks, 'week')
  const months = Math.floor(weeks / 4)
  if (months < 12) return plural(months, 'month')
  return plural(Math.floor(months / 12), 'year')
}

const required = (max: number, label: string) =>
  z
    .string({ message: messages.fillAllFields })
    .trim()
    .min(1, { message: messages.fillAllFields })
    .max(max, { message: `${label} can be at most ${max.toLocaleString('en-IN')} characters.` })

/** The text fields of a new post (the image travels beside them in the same multipart request). */
export const postInputSchema = z.object({
  title: required(POST_TITLE_MAX, 'A title'),
  body: required(POST_BODY_MAX, 'A post'),
  tags: z
    .string({ message: messages.fillAllFields })
    .transform(parseTags)
    .pipe(
      z
        .array(
          z
            .string()
            .max(TAG_MAX_LENGTH, { message: `A tag can be at most ${TAG_MAX_LENGTH} characters.` }),
        )
        .min(1, { message: messages.fillAllFields })
        .max(MAX_TAGS, { message: `A post can have at most ${MAX_TAGS} tags.` }),
    ),
})

export const commentInputSchema = z.object({
  text: z
    .string({ message: 'Write a comment first.' })
    .trim()
    .min(1, { message: 'Write a comment first.' })
    .max(COMMENT_MAX, {
      message: `A comment can be at most ${COMMENT_MAX.toLocaleString('en-IN')} characters.`,
    }),
})

export const voteInputSchema = z.object({
  direction: z.enum(['up', 'down'], { message: 'direction must be "up" or "down"' }),
})

export const POST_SORTS = ['newest', 'oldest', 'popular'] as const
export const postListQuerySchema = z.object({
  sort: z
    .enum(POST_SORTS, { message: `Sort must be one of ${POST_SORTS.join(', ')}` })
    .default('newest'),
  tags: z
    .string()
    .max(500, { message: 'The tag filter can be at most 500 characters.' })
    .optional()
    .transform((v) => parseTags(v ?? '')),
  page: z.coerce
    .number({ message: 'Page must be a whole number from 1' })
    .int({ message: 'Page must be a whole number from 1' })
    .min(1, { message: 'Page must be a whole number from 1' })
    .max(100_000, { message: 'Page is too large' })
    .default(1),
})

export const postIdSchema = z.uuid({ message: 'Post id is not valid' })
export const postParamsSchema = z.object({ postId: postIdSchema })
export const commentParamsSchema = z.object({
  commentId: z.uuid({ message: 'Comment id is not valid' }),
})

export const postSchema = z.object({
  postId: z.string(),
  title: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  /** URL of the post's image under /media, or null. */
  image: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  commentCount: z.number().int(),
  myVote: z.enum(['up', 'down']).nullable(),
  mine: z.boolean(),
  reportedByMe: z.boolean(),
})
export type Post = z.infer<typeof postSchema>

export const postListResponseSchema = z.object({
  items: z.array(postSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type PostListResponse = z.infer<typeof postListResponseSchema>

export const commentSchema = z.object({
  commentId: z.string(),
  postId: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
  reportedByMe: z.boolean(),
})
export type Comment = z.infer<typeof commentSchema>

export const voteResponseSchema = z.object({
  postId: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  myVote: z.enum(['up', 'down']).nullable(),
})
