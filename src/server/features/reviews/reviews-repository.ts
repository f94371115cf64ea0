// SQL for reviews. Helpful votes and reports are counted on read (exact under any concurrency);
// ordering uses the domain's Wilson rule.
import { and, eq, sql } from 'drizzle-orm'
import { authorName } from '../../../domain/account'
import { compareReviews, type REVIEW_SORTS, type ReviewCompletion } from '../../../domain/review'
import { type Review, type ReviewFields } from '../../../domain/schemas/review'
import type { Db } from '../../db/db-type'
import { checkBursts, reviewBursts } from './review-bursts'
import { courses, reviewHelpfulVotes, reviewReports, reviews, users } from '../../db/schema'

/** A review's helpful votes, and its reports: each table names the review in its own column. */
const helpfulVotes = [reviewHelpfulVotes, reviewHelpfulVotes.reviewId] as const
const reports = [reviewReports, reviewReports.targetId] as const
type PerReview = typeof helpfulVotes | typeof reports
const countOf = ([table, review]: PerReview) =>
  sql<number>`(SELECT count(*) FROM ${table} WHERE ${review} = ${reviews.id})`.mapWith(Number)
const byViewer = ([table, review]: PerReview, viewerId: string | null) =>
  viewerId
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${table} WHERE ${review} = ${reviews.id} AND ${table.userId} = ${viewerId})`
    : sql<boolean>`false`

/** How the reviewer took the course (docs/product.md#reviews), as its columns. */
export const contextColumns = {
  completion: reviews.completion,
  progress: reviews.progress,
  takenIn: reviews.takenIn,
  pricePaid: reviews.pricePaid,
  depth: reviews.depth,
  readiness: reviews.readiness,
  value: reviews.value,
}

function selection(viewerId: string | null) {
  return {
    reviewId: reviews.id,
    courseId: reviews.courseId,
    courseName: courses.courseName,
    text: reviews.text,
    authorName: users.name,
    authorDeleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
    authorId: reviews.userId,
    rating: reviews.rating,
    ...contextColumns,
    createdAt: reviews.createdAt,
    updatedAt: reviews.updatedAt,
    hidden: reviews.hidden,
    helpful: countOf(helpfulVotes),
    reports: countOf(reports),
    helpedByMe: byViewer(helpfulVotes, viewerId),
    reportedByMe: byViewer(reports, viewerId),
  }
}
type Row = {
  reviewId: string
  courseId: string
  courseName: string
  text: string
  authorName: string
  authorDeleted: boolean
  authorId: string
  rating: number | null
  completion: ReviewCompletion | null
  progress: number | null
  takenIn: string | null
  pricePaid: number | null
  depth: number | null
  readiness: number | null
  value: number | null
  createdAt: Date
  updatedAt: Date
  hidden: boolean
  helpful: number
  reports: number
  helpedByMe: boolean
  reportedByMe: boolean
}

function toReview(
  row: Row,
  viewerId: string | null,
): Review & { reports: number; helpful: number } {
  return {
    reviewId: row.reviewId,
    courseId: row.courseId,
    courseName: row.courseName,
    text: row.text,
    author: authorName(row.authorName, Boolean(row.authorDeleted)),
    authorDeleted: Boolean(row.authorDeleted),
    rating: row.rating,
    completion: row.completion,
    progress: row.progress,
    takenIn: row.takenIn,
    pricePaid: row.pricePaid,
    aspects: { depth: row.depth, readiness: row.readiness, value: row.value },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isHelpful: row.helpful,
    helpful: row.helpful,
    reports: row.reports,
    comments: [],
    mine: row.authorId === viewerId,
    helpedByMe: Boolean(row.helpedByMe),
    reportedByMe: Boolean(row.reportedByMe),
    hidden: Boolean(row.hidden),
  }
}

const strip = ({
  helpful: _h,
  reports: _r,
  ...review
}: Review & { helpful: number; reports: number }): Review => review

/** A review's fields as its columns. */
const columns = ({ aspects, ...fields }: ReviewFields) => ({ ...fields, ...aspects })

const ownerColumns = {
  userId: reviews.userId,
  courseId: reviews.courseId,
  hidden: reviews.hidden,
  createdAt: reviews.createdAt,
}

export function createReviewsRepository(db: Db) {
  const query = (viewerId: string | null) =>
    db
      .select(selection(viewerId))
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(courses, eq(courses.id, reviews.courseId))

  return {
    /** The course's visible reviews or, for a moderator (`includeHidden`), its hidden ones too. */
    async list(
      courseId: string,
      viewerId: string | null,
      sort: (typeof REVIEW_SORTS)[number],
      includeHidden = false,
    ) {
      const rows = await query(viewerId).where(
        includeHidden
          ? eq(reviews.courseId, courseId)
          : and(eq(reviews.courseId, courseId), eq(reviews.hidden, false)),
      )
      return rows
        .map((row) => toReview(row as Row, viewerId))
        .sort(compareReviews(sort))
        .map(strip)
    },

    async one(reviewId: string, viewerId: string | null): Promise<Review | undefined> {
      const [row] = await query(viewerId).where(eq(reviews.id, reviewId))
      return row ? strip(toReview(row as Row, viewerId)) : undefined
    },

    async owner(reviewId: string) {
      const [row] = await db.select(ownerColumns).from(reviews).where(eq(reviews.id, reviewId))
      return row
    },

    /** The review the user wrote of the course, if any. */
    async byAuthor(courseId: string, userId: string) {
      const [row] = await db
        .select(ownerColumns)
        .from(reviews)
        .where(and(eq(reviews.courseId, courseId), eq(reviews.userId, userId)))
      return row
    },

    /** Writes the user's review of the course: creates it, or edits the one they wrote before. */
    async upsert(courseId: string, userId: string, input: ReviewFields) {
      const [row] = await db
        .insert(reviews)
        .values({ courseId, userId, ...columns(input) })
        .onConflictDoUpdate({
          target: [reviews.courseId, reviews.userId],
          set: { ...columns(input), updatedAt: sql`now()` },
        })
        .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` })
      return { reviewId: row!.id, created: Boolean(row!.created) }
    },

    async update(reviewId: string, input: ReviewFields) {
      await db
        .update(reviews)
        .set({ ...columns(input), updatedAt: sql`now()` })
        .where(eq(reviews.id, reviewId))
    },

    async remove(reviewId: string) {
      await db.delete(reviews).where(eq(reviews.id, reviewId))
    },

    /**
     * Marks the review helpful for the user, or takes the mark back (idempotent). Answers the
     * review's marks afterwards and whether this call changed the user's mark.
     */
    async setHelpful(
      reviewId: string,
      userId: string,
      helpful: boolean,
    ): Promise<{ isHelpful: number; changed: boolean }> {
      const rows = helpful
        ? await db
            .insert(reviewHelpfulVotes)
            .values({ reviewId, userId })
            .onConflictDoNothing()
            .returning({ userId: reviewHelpfulVotes.userId })
        : await db
            .delete(reviewHelpfulVotes)
            .where(
              and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)),
            )
            .returning({ userId: reviewHelpfulVotes.userId })
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(reviewHelpfulVotes)
        .where(eq(reviewHelpfulVotes.reviewId, reviewId))
      return { isHelpful: row?.n ?? 0, changed: rows.length > 0 }
    },

    /** Courses with a burst of reviews from new accounts, for moderators. */
    bursts: (now?: Date) => reviewBursts(db, now),

    /** A moderator's word that the course's bursts up to `through` are genuine. */
    checkBursts: (courseId: string, through: Date, by: string) =>
      checkBursts(db, courseId, through, by),

    /** The review's course and text; undefined when there is no such review. */
    async setHidden(reviewId: string, hidden: boolean) {
      const [row] = await db
        .update(reviews)
        .set({ hidden })
        .where(eq(reviews.id, reviewId))
        .returning({ courseId: reviews.courseId, text: reviews.text })
      return row
    },
  }
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>
