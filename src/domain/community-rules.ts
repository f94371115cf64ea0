// The community board's rules (docs/product.md#community-board), free of any library so that the
// page stays small; community.ts holds the API schemas built on them.

export const POST_TITLE_MAX = 200
export const POST_BODY_MAX = 10_000
export const COMMENT_MAX = 2000
export const MAX_TAGS = 20
export const TAG_MAX_LENGTH = 50
export const POSTS_PAGE_SIZE = 10
/** Comments come 20 at a time, newest first; 'Show more comments' asks for the next 20. */
export const COMMENTS_PAGE_SIZE = 20
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

/** docs/product.md#tags: a post matches if any of its tags contains any entry of the filter. */
export function postMatchesTags(postTags: readonly string[], entries: readonly string[]): boolean {
  if (entries.length === 0) return true
  return postTags.some((tag) => entries.some((entry) => tag.toLowerCase().includes(entry)))
}

export type VoteDirection = 'up' | 'down'
/** What a vote sets (docs/product.md#votes): a direction, or 'none' to hold no vote on the post. */
export const VOTE_CHOICES = ['up', 'down', 'none'] as const
export type VoteChoice = (typeof VOTE_CHOICES)[number]

/**
 * docs/product.md#votes: what pressing an arrow asks for. Pressing an arrow votes that way;
 * pressing the arrow of one's own vote again takes the vote back ('none'); the other arrow switches
 * it. The page decides this; the server only sets what it is sent, so a request sent twice (a
 * retry, a double tap) counts once.
 */
export function voteForPress(current: VoteDirection | null, pressed: VoteDirection): VoteChoice {
  return current === pressed ? 'none' : pressed
}

/**
 * docs/product.md#votes: one vote per post, set to `choice`. Answers the vote the member holds
 * afterwards and how each side's count moves (nothing when it was already so).
 */
export function voteTransition(
  current: VoteDirection | null,
  choice: VoteChoice,
): { myVote: VoteDirection | null; upvotes: number; downvotes: number } {
  const myVote = choice === 'none' ? null : choice
  return {
    myVote,
    upvotes: (myVote === 'up' ? 1 : 0) - (current === 'up' ? 1 : 0),
    downvotes: (myVote === 'down' ? 1 : 0) - (current === 'down' ? 1 : 0),
  }
}

/** docs/product.md#votes: the score shown, upvotes minus downvotes ('Top' sorts by it). */
export const postScore = (post: { upvotes: number; downvotes: number }) =>
  post.upvotes - post.downvotes

/** The start of hotRank's clock: 1 January 2025, 00:00 UTC, in seconds. */
export const HOT_EPOCH_SECONDS = 1_735_689_600
/** Seconds of age worth one factor of ten in score (12.5 hours), as in Reddit's 'hot'. */
export const HOT_DECAY_SECONDS = 45_000

/**
 * docs/product.md#posts: 'Popular' orders by this, highest first: the order of magnitude of the
 * score, signed, plus the post's creation time in units of 12.5 hours. A post needs ten times the
 * score of one written 12.5 hours later to stay above it, so a year-old post with 50 votes sinks
 * below a day-old one with a few, while a new post with a bad score sinks fast. It depends only on
 * the score and the creation time, so an order does not change as the clock runs (the next page
 * of a list stays where it was) and the database computes the same value
 * (src/server/features/community/community-repository.ts).
 */
export function hotRank(score: number, createdAt: Date | string): number {
  const order = Math.log10(Math.max(Math.abs(score), 1))
  const sign = Math.sign(score)
  const seconds = new Date(createdAt).getTime() / 1000 - HOT_EPOCH_SECONDS
  return sign * order + seconds / HOT_DECAY_SECONDS
}

/** The orders of the board: Popular is `hotRank`, Top the plain score (docs/product.md#posts). */
export const POST_SORTS = ['newest', 'oldest', 'popular', 'top'] as const
export type PostSort = (typeof POST_SORTS)[number]
/** Whether a vote on one post may move others in a board of this sort (any text: none does). */
export const isVoteOrderedSort = (sort: string) => sort === 'popular' || sort === 'top'
