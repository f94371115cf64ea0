// Bursts of reviews from new accounts (docs/product.md#review-bursts): a course that gets
// REVIEW_BURST.reviews reviews within a day from accounts younger than a week is flagged to
// moderators, with those reviews, until every one of them is hidden, a moderator says the burst is
// genuine (review_burst_checks: the bursts that ended by then), or it is older than the lookback. The rule's numbers and its window are the domain's (findBursts).
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { findBursts, REVIEW_BURST } from '../../../domain/review'
import type { ReviewBurstsResponse } from '../../../domain/schemas/review'
import type { Db } from '../../db/db-type'
import { courses, reviewBurstChecks, reviews, users } from '../../db/schema'
import { authorName } from '../../../domain/account'

export async function reviewBursts(db: Db, now = new Date()): Promise<ReviewBurstsResponse> {
  const since = new Date(now.getTime() - REVIEW_BURST.lookbackDays * 86_400_000)
  const checks = new Map(
    (
      await db
        .select({ courseId: reviewBurstChecks.courseId, through: reviewBurstChecks.checkedThrough })
        .from(reviewBurstChecks)
        .where(gt(reviewBurstChecks.checkedThrough, since))
    ).map(({ courseId, through }) => [courseId, through.getTime()]),
  )
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
  for (const [courseId, all] of byCourse) {
    // Reviews up to a moderator's word that the bursts were genuine are not flagged again; only
    // later ones can make a new burst.
    const checkedThrough = checks.get(courseId) ?? -Infinity
    const list = all.filter((row) => row.createdAt.getTime() > checkedThrough)
    const bursts = findBursts(list.map((row) => row.createdAt.getTime()))
    if (bursts.length === 0) continue
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

/**
 * A moderator's word that the course's bursts up to `through` (the last review they saw) are
 * genuine. A later word moves it on, never back. False when the course does not exist.
 */
export async function checkBursts(
  db: Db,
  courseId: string,
  through: Date,
  by: string,
): Promise<boolean> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId))
  if (!course) return false
  await db
    .insert(reviewBurstChecks)
    .values({ courseId, checkedThrough: through, checkedBy: by })
    .onConflictDoUpdate({
      target: reviewBurstChecks.courseId,
      set: {
        checkedThrough: sql`greatest(${reviewBurstChecks.checkedThrough}, excluded.checked_through)`,
        checkedBy: by,
        checkedAt: sql`now()`,
      },
    })
  return true
}
