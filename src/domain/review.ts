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

/**
 * What a reviewer says of how they took the course (docs/product.md#reviews): finished it, still
 * taking it, or dropped it (and how far they had got, as a share of the course).
 */
export const REVIEW_COMPLETIONS = ['completed', 'taking', 'dropped'] as const
export type ReviewCompletion = (typeof REVIEW_COMPLETIONS)[number]

/** The three things a reviewer may rate beside the stars, each 1-5. */
export const REVIEW_ASPECTS = ['depth', 'readiness', 'value'] as const
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number]

/** The most rupees a reviewer can say they paid (above any course's price). */
export const REVIEW_PRICE_PAID_MAX = 1_000_000
/** The first year a reviewer can say they took a course in. */
export const REVIEW_FIRST_YEAR = 2000

/** The list's filters: 'recent' keeps reviews written within this many months. */
export const REVIEW_RECENT_MONTHS = 12

export { MIN_SHOWN_RATINGS } from './constants'

/**
 * 'Highest rated' (docs/product.md#catalogue-sorts): the learners' average pulled toward the
 * catalogue's mean as if every course had this many more ratings, all at that mean.
 */
export const RATING_PRIOR_WEIGHT = 20

/**
 * The Bayesian average of a course's learner ratings: (C × m + sum) / (C + count), with C the
 * prior's weight and m the catalogue's mean. A course nobody rated is at the mean; 4.9 from 7
 * ratings comes out below 4.6 from 2,000.
 */
export function bayesianAverage(
  sum: number,
  count: number,
  mean: number,
  weight = RATING_PRIOR_WEIGHT,
): number {
  return (weight * mean + sum) / (weight + count)
}

/** The catalogue's mean as the sort uses it: two decimals (so a new rating rarely moves it). */
export function ratingPrior(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : 0
}

/** The month `now` is in India (UTC+05:30), as YYYY-MM. */
export function indiaMonth(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7)
}

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Whether `month` (YYYY-MM) is one a reviewer can have taken a course in, at `now`. */
export function isTakenMonth(month: string, now: Date): boolean {
  const match = MONTH_PATTERN.exec(month)
  return match !== null && Number(match[1]) >= REVIEW_FIRST_YEAR && month <= indiaMonth(now)
}

/**
 * A burst of reviews from new accounts (docs/product.md#review-bursts): this many reviews of one
 * course within `withinHours`, each by an account younger than `accountDays` when it wrote it,
 * over the last `lookbackDays`.
 */
export const REVIEW_BURST = { reviews: 5, withinHours: 24, accountDays: 7, lookbackDays: 30 }

/**
 * The bursts among a course's reviews by new accounts (times in ms, any order): each run of
 * reviews where every REVIEW_BURST.reviews in a row fall within the window, merged while they
 * overlap. Answers each burst's first and last time.
 */
export function findBursts(times: readonly number[]): { from: number; to: number }[] {
  const sorted = [...times].sort((a, b) => a - b)
  const window = REVIEW_BURST.withinHours * 3_600_000
  const size = REVIEW_BURST.reviews
  const bursts: { from: number; to: number }[] = []
  for (let i = 0; i + size - 1 < sorted.length; i++) {
    if (sorted[i + size - 1]! - sorted[i]! > window) continue
    const last = bursts.at(-1)
    if (last && i <= last.to) last.to = i + size - 1
    else bursts.push({ from: i, to: i + size - 1 })
  }
  return bursts.map(({ from, to }) => ({ from: sorted[from]!, to: sorted[to]! }))
}

/** 'Learner rating 4.3 (12)': one decimal. */
export function roundedAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null
}

/** What a review's summary and filters read of it. */
export interface ReviewFacts {
  rating: number | null
  completion: ReviewCompletion | null
  aspects: Record<ReviewAspect, number | null>
  createdAt: string
  hidden: boolean
}

/**
 * The course page's summary of its visible reviews (docs/product.md#reviews): the learners'
 * average and count, how many gave each of 1-5 stars, each aspect's average, how many completed.
 */
export function summariseReviews(reviews: readonly ReviewFacts[]) {
  const visible = reviews.filter((review) => !review.hidden)
  const stars = [0, 0, 0, 0, 0]
  let sum = 0
  let count = 0
  const aspectSums = { depth: [0, 0], readiness: [0, 0], value: [0, 0] }
  for (const review of visible) {
    if (review.rating !== null) {
      stars[review.rating - 1]!++
      sum += review.rating
      count++
    }
    for (const aspect of REVIEW_ASPECTS) {
      const given = review.aspects[aspect]
      if (given === null) continue
      aspectSums[aspect][0]! += given
      aspectSums[aspect][1]!++
    }
  }
  const aspect = (name: ReviewAspect) => {
    const [total, rated] = aspectSums[name] as [number, number]
    return { average: roundedAverage(total, rated), count: rated }
  }
  return {
    average: roundedAverage(sum, count),
    count,
    stars,
    aspects: { depth: aspect('depth'), readiness: aspect('readiness'), value: aspect('value') },
    reviews: visible.length,
    completed: visible.filter((review) => review.completion === 'completed').length,
  }
}

/** The list's filters (each left out: every review). */
export interface ReviewFilter {
  stars?: number
  completed?: boolean
  recent?: boolean
}

/** Whether a review passes the list's filters at `now`. */
export function passesReviewFilter(filter: ReviewFilter, now: Date) {
  const since = new Date(now)
  since.setUTCMonth(since.getUTCMonth() - REVIEW_RECENT_MONTHS)
  const recentFrom = since.toISOString()
  return (review: ReviewFacts): boolean =>
    (filter.stars === undefined || review.rating === filter.stars) &&
    (!filter.completed || review.completion === 'completed') &&
    (!filter.recent || review.createdAt >= recentFrom)
}
