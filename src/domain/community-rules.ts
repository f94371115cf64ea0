// The community board's rules (docs/product.md#community-board), free of any library so that the
// page stays small; community.ts holds the API schemas built on them.

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
export const VOTES_PER_MINUTE = 60

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

/** docs/product.md#tags: a post matches if any of its tags contains any entry of the filter. */
export function postMatchesTags(postTags: readonly string[], entries: readonly string[]): boolean {
  if (entries.length === 0) return true
  return postTags.some((tag) => entries.some((entry) => tag.toLowerCase().includes(entry)))
}

export type VoteDirection = 'up' | 'down'

/**
 * docs/product.md#votes: one vote per post; voting the same way again does nothing; switching adds
 * one to the new side and removes one from the old.
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

/** docs/product.md#posts: Popular is upvotes minus downvotes, descending. */
export const postScore = (post: { upvotes: number; downvotes: number }) =>
  post.upvotes - post.downvotes

export type AgeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'

/**
 * How long ago `when` was, in the unit a reader is told (docs/product.md#relative-time): null for
 * just now (under a minute), then minutes, hours, days, weeks (from 7 days), months (from 4 weeks),
 * years (from 12 months). The web words it in the page's language.
 */
export function relativeAge(
  when: Date | string,
  now: Date = new Date(),
): { unit: AgeUnit; count: number } | null {
  const seconds = Math.floor((now.getTime() - new Date(when).getTime()) / 1000)
  if (seconds < 60) return null
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return { unit: 'minute', count: minutes }
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return { unit: 'hour', count: hours }
  const days = Math.floor(hours / 24)
  if (days < 7) return { unit: 'day', count: days }
  const weeks = Math.floor(days / 7)
  if (weeks < 4) return { unit: 'week', count: weeks }
  const months = Math.floor(weeks / 4)
  if (months < 12) return { unit: 'month', count: months }
  return { unit: 'year', count: Math.floor(months / 12) }
}

/** The orders of the board. */
export const POST_SORTS = ['newest', 'oldest', 'popular'] as const
export type PostSort = (typeof POST_SORTS)[number]
