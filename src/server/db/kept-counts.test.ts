// The counts the database keeps (docs/decisions/056-counts-kept-by-triggers.md) stay exact
// whichever path writes the rows they count: the routes, an account deleted, a post deleted, or SQL
// from anywhere else (a job, a restore, an administrator at the console).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from './database'
import { comments, courses, favorites, postVotes, posts, users } from './schema'
import { recountKeptCounts } from './kept-counts'
import { createTestDatabase } from '../test/test-database'
import { insertCourses, makeCourse } from '../test/course-factory'
import { createUserWithSession } from '../test/users'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

const members = (n: number) =>
  Promise.all(
    Array.from({ length: n }, () =>
      createUserWithSession(database.db, 'secret', { password: null }),
    ),
  )

const postCounts = async (postId: string) =>
  (
    await database.db
      .select({ up: posts.upvotes, down: posts.downvotes, comments: posts.commentCount })
      .from(posts)
      .where(eq(posts.id, postId))
  )[0]
const fvrtCount = async (courseId: string) =>
  (
    await database.db.select({ n: courses.fvrtCount }).from(courses).where(eq(courses.id, courseId))
  )[0]?.n

describe('counts kept by the database', () => {
  it("a course's favourites: added, removed and taken with a deleted account, by any path", async () => {
    const [course] = await insertCourses(database, [makeCourse({ fvrtCount: 0 })])
    const courseId = course!.courseId
    const people = await members(5)
    await database.db.insert(favorites).values(people.map((p) => ({ userId: p.id, courseId })))
    expect(await fvrtCount(courseId)).toBe(5)

    await database.db
      .delete(favorites)
      .where(and(eq(favorites.userId, people[0]!.id), eq(favorites.courseId, courseId)))
    expect(await fvrtCount(courseId)).toBe(4)

    // An account removed from the table takes its favourites with it (ON DELETE CASCADE).
    await database.db.delete(users).where(eq(users.id, people[1]!.id))
    expect(await fvrtCount(courseId)).toBe(3)
  })

  it("a post's votes: cast, changed, withdrawn, and taken with a deleted account, by any path", async () => {
    const people = await members(4)
    const [post] = await database.db
      .insert(posts)
      .values({ userId: people[0]!.id, title: 'Counted', body: 'x', tags: ['count'] })
      .returning({ id: posts.id })
    const postId = post!.id
    await database.db
      .insert(postVotes)
      .values(people.map((p, i) => ({ postId, userId: p.id, direction: i < 3 ? 1 : -1 })))
    expect(await postCounts(postId)).toMatchObject({ up: 3, down: 1 })

    await database.db
      .update(postVotes)
      .set({ direction: -1 })
      .where(and(eq(postVotes.postId, postId), eq(postVotes.userId, people[0]!.id)))
    expect(await postCounts(postId)).toMatchObject({ up: 2, down: 2 })

    await database.db
      .delete(postVotes)
      .where(and(eq(postVotes.postId, postId), eq(postVotes.userId, people[3]!.id)))
    expect(await postCounts(postId)).toMatchObject({ up: 2, down: 1 })

    await database.db.delete(users).where(eq(users.id, people[1]!.id))
    expect(await postCounts(postId)).toMatchObject({ up: 1, down: 1 })
  })

  it('are set again from the rows when they were written apart from them (a restore)', async () => {
    const people = await members(3)
    const [course] = await insertCourses(database, [makeCourse()])
    const courseId = course!.courseId
    const [post] = await database.db
      .insert(posts)
      .values({ userId: people[0]!.id, title: 'Restored', body: 'x', tags: ['restore'] })
      .returning({ id: posts.id })
    const postId = post!.id
    await database.db.insert(favorites).values({ userId: people[0]!.id, courseId })
    await database.db.insert(postVotes).values({ postId, userId: people[1]!.id, direction: 1 })
    await database.db.insert(comments).values({ postId, userId: people[2]!.id, text: 'Kept' })
    // What a restore leaves: counts written with the rows, then counted again by the triggers.
    await database.db.execute(
      sql`UPDATE posts SET upvotes = 7, downvotes = 2, comment_count = 9 WHERE id = ${postId}`,
    )
    await database.db.update(courses).set({ fvrtCount: 40 }).where(eq(courses.id, courseId))

    await recountKeptCounts(database.db)
    expect(await postCounts(postId)).toEqual({ up: 1, down: 0, comments: 1 })
    expect(await fvrtCount(courseId)).toBe(1)
  })
})
