// What reviews keep about a member (src/server/member-data/member-data.ts): the reviews they wrote
// and the reviews they found helpful.
import { asc, eq } from 'drizzle-orm'
import { courses, reviewHelpfulVotes, reviews } from '../../db/schema'
import { iso, type MemberData } from '../../member-data/member-data'

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
      reviews: written.map((r) => ({
        ...r,
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      })),
      helpfulVotes: helpful.map(({ at, ...r }) => ({ ...r, votedAt: iso(at) })),
    }
  },
} satisfies MemberData
