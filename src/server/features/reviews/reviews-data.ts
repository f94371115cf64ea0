// What reviews keep about a member (src/server/member-data/member-data.ts): the reviews they wrote
// and the reviews they found helpful.
import { asc, eq, inArray } from 'drizzle-orm'
import type { LiveEvent } from '../../../domain/events'
import { courses, reviewHelpfulVotes, reviews } from '../../db/schema'
import type { Db } from '../../db/db-type'
import { iso, type MemberData } from '../../member-data/member-data'
import { contextColumns } from './reviews-repository'

/** The reviews the member wrote, with their courses and stars. */
const written = (db: Db, memberId: string) =>
  db
    .select({ reviewId: reviews.id, courseId: reviews.courseId, rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.userId, memberId))

export const reviewsData = {
  owner: 'reviews',
  tables: [reviews, reviewHelpfulVotes],
  async export(db, member) {
    const [written, helpful] = await Promise.all([
      db
        .select({
          reviewId: reviews.id,
          courseId: reviews.courseId,
          courseName: courses.courseName,
          text: reviews.text,
          rating: reviews.rating,
          ...contextColumns,
          createdAt: reviews.createdAt,
          updatedAt: reviews.updatedAt,
          hidden: reviews.hidden,
        })
        .from(reviews)
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .where(eq(reviews.userId, member.id))
        .orderBy(asc(reviews.createdAt)),
      db
        .select({
          reviewId: reviews.id,
          courseId: reviews.courseId,
          courseName: courses.courseName,
          at: reviewHelpfulVotes.createdAt,
        })
        .from(reviewHelpfulVotes)
        .innerJoin(reviews, eq(reviews.id, reviewHelpfulVotes.reviewId))
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .where(eq(reviewHelpfulVotes.userId, member.id))
        .orderBy(asc(reviewHelpfulVotes.createdAt)),
    ])
    return {
      reviews: written.map(({ depth, readiness, value, ...r }) => ({
        ...r,
        aspects: { depth, readiness, value },
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      })),
      helpfulVotes: helpful.map(({ at, ...r }) => ({ ...r, votedAt: iso(at) })),
    }
  },
  // The helpful votes go; the reviews go too when asked, else they stay by 'Deleted user'. Open
  // pages hear of every review that changed, and a course whose learners' rating moved of that.
  async forget(tx, member, { removeContributions }) {
    const helpful = await tx
      .delete(reviewHelpfulVotes)
      .where(eq(reviewHelpfulVotes.userId, member.id))
      .returning({ reviewId: reviewHelpfulVotes.reviewId })
    const helped =
      helpful.length === 0
        ? []
        : await tx
            .select({ reviewId: reviews.id, courseId: reviews.courseId })
            .from(reviews)
            .where(
              inArray(
                reviews.id,
                helpful.map((h) => h.reviewId),
              ),
            )
    const own = await written(tx, member.id)
    // Their reports and helpful votes go with them, by cascade.
    if (removeContributions) await tx.delete(reviews).where(eq(reviews.userId, member.id))
    const events: LiveEvent[] = [...helped, ...own].map(({ reviewId, courseId }) => ({
      type: 'review.changed',
      courseId,
      reviewId,
    }))
    // A removed review with stars moves its course's learners' rating.
    const rated = removeContributions ? own.filter((r) => r.rating !== null) : []
    for (const courseId of new Set(rated.map((r) => r.courseId))) {
      events.push({ type: 'course.counts', courseId })
    }
    return { events }
  },
  // Each of their reviews shows their name.
  async renamed(db, member) {
    const own = await written(db, member.id)
    return own.map(({ reviewId, courseId }) => ({ type: 'review.changed', courseId, reviewId }))
  },
} satisfies MemberData
