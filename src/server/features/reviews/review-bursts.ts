// Bursts of reviews from new accounts (docs/product.md#review-bursts): a course that gets
// REVIEW_BURST.reviews reviews within a day from accounts younger than a week is flagged to
// moderators, with those reviews, until every one of them is hidden or the burst is older than the
// lookback. The rule's numbers and its window are the domain's (findBursts).
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { findBursts, REVIEW_BURST } from '../../../domain/review'
import type { ReviewBurstsResponse } from '../../../domain/schemas/review'
import type { Db } from '../../db/db-type'
import { courses, reviews, users } from '../../db/schema'
import { authorName } from '../../../domain/account'

export async function reviewBursts(db: Db, now = new Date()): Promise<ReviewBurstsResponse> {
  const since = new Date(now.getTime() - REVIEW_BURST.lookbackDays * 86_400_000)
  const rows = await db
    .select({
      reviewId: reviews.id,
      courseId: reviews.courseId,
      courseName: courses.courseName,
      authorName: users.name,
      authorDeleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
      accountCreatedAt: users.createdAt,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      hidden: reviews.hidden,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(
      and(
        gt(reviews.createdAt, since),
        sql`${reviews.createdAt} - ${users.createdAt} < make_interval(days => ${REVIEW_BURST.accountDays})`,
      ),
    )
    .orderBy(desc(reviews.createdAt))
  const byCourse = new Map<string, typeof rows>()
  for (const row of rows) {
    const list = byCourse.get(row.courseId)
    if (list) list.push(row)
    else byCourse.set(row.courseId, [row])
  }
  const flagged: ReviewBurstsResponse['courses'] = []
  for (const [courseId, list] of byCourse) {
    const bursts = findBursts(list.map((row) => row.createdAt.getTime()))
    const inBurst = list.filter((row) =>
      bursts.some(
        ({ from, to }) => row.createdAt.getTime() >= from && row.createdAt.getTime() <= to,
      ),
    )
    // Handled: every review of its bursts is hidden.
    if (inBurst.every((row) => row.hidden)) continue
    flagged.push({
      courseId,
      courseName: list[0]!.courseName,
      bursts: bursts.map(({ from, to }) => ({
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
      })),
      reviews: inBurst.map((row) => ({
        reviewId: row.reviewId,
        author: authorName(row.authorName, Boolean(row.authorDeleted)),
        accountCreatedAt: row.accountCreatedAt.toISOString(),
        rating: row.rating,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        hidden: row.hidden,
      })),
    })
  }
  // The latest burst first.
  return {
    courses: flagged.sort((a, b) => b.bursts.at(-1)!.to.localeCompare(a.bursts.at(-1)!.to)),
  }
}
