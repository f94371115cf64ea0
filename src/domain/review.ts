// Reviews of a course (docs/product.md#reviews) and the rules that order them.
import { EDIT_WINDOW_MINUTES } from './age'

export const REVIEW_MAX_LENGTH = 2000
export const REVIEW_WRITES_PER_MINUTE = 10

export const REVIEW_LOGIN_REQUIRED = 'Please log in to submit a review.'
export const REVIEW_SUBMITTED = 'Review submitted successfully.'
export const REVIEW_FAILED = 'Failed to submit review. Please try again.'
export const REVIEWS_LOADING = 'Loading reviews...'
export const REVIEWS_EMPTY = 'No reviews yet. Be the first to review this course!'
export const REVIEWS_FETCH_FAILED = 'Failed to fetch reviews, please try again later.'
export const REVIEW_TOO_LONG = `A review can be at most ${REVIEW_MAX_LENGTH.toLocaleString('en-IN')} characters.`
export const REVIEW_RATE_LIMITED =
  'You are writing reviews too quickly. Please wait a minute and try again.'

/**
 * Reviews share the board's edit window (docs/decisions/036-reviews-edit-window.md): after it, the
 * author deletes and writes again, so helpful votes never carry over to words their voters did not
 * read.
 */
export const REVIEW_EDIT_WINDOW_MESSAGE = `Reviews can be edited for ${EDIT_WINDOW_MINUTES} minutes after they are written. Delete yours to write a new one.`

export const REVIEW_SORTS = ['helpful', 'newest'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

/**
 * Lower bound of the Wilson score interval (95%) for `positive` out of `total` ratings.
 * Reviews are ranked by it with helpful votes as positives and reports as negatives, so a review
 * with 9 of 10 readers finding it helpful ranks above one with a single vote and none against.
 */
export function wilsonLowerBound(positive: number, total: number, z95 = 1.959964): number {
  if (total <= 0) return 0
  const p = positive / total
  const z2 = z95 * z95
  return (
    (p + z2 / (2 * total) - z95 * Math.sqrt((p * (1 - p) + z2 / (4 * total)) / total)) /
    (1 + z2 / total)
  )
}

export interface RankableReview {
  helpful: number
  reports: number
  createdAt: string
}

/** 'helpful': Wilson lower bound, then newest; 'newest': newest first. */
export function compareReviews(sort: (typeof REVIEW_SORTS)[number]) {
  return (a: RankableReview, b: RankableReview): number => {
    if (sort === 'helpful') {
      const diff =
        wilsonLowerBound(b.helpful, b.helpful + b.reports) -
        wilsonLowerBound(a.helpful, a.helpful + a.reports)
      if (diff !== 0) return diff
    }
    return b.createdAt.localeCompare(a.createdAt)
  }
}

/** 'Learner rating 4.3 (12)': one decimal. */
export function roundedAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null
}
