// The counts the database keeps by triggers (docs/decisions/056-counts-kept-by-triggers.md): a
// post's visible comments and its up and down votes, a course's favourites. Each trigger moves its
// count with the row it counts, in the same transaction. Where rows arrive without counting them
// once (a restore, which writes the counts and then the rows), the counts are set again from the
// rows themselves.
import { sql } from 'drizzle-orm'
import type { Db } from './db-type'

/** Sets every kept count from the rows it counts. */
export async function recountKeptCounts(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE posts SET
      comment_count = (SELECT count(*) FROM comments c WHERE c.post_id = posts.id AND NOT c.hidden),
      upvotes = (SELECT count(*) FROM post_votes v WHERE v.post_id = posts.id AND v.direction = 1),
      downvotes = (SELECT count(*) FROM post_votes v WHERE v.post_id = posts.id AND v.direction = -1)`)
  await db.execute(sql`
    UPDATE courses SET fvrt_count = f.count
      FROM (SELECT course_id, count(*)::int AS count FROM favorites GROUP BY course_id) f
     WHERE f.course_id = courses.id AND courses.fvrt_count <> f.count`)
  await db.execute(sql`
    UPDATE courses SET fvrt_count = 0
     WHERE fvrt_count <> 0 AND NOT EXISTS (SELECT 1 FROM favorites f WHERE f.course_id = courses.id)`)
}
