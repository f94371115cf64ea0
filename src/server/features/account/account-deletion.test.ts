// Deleting an account as a caller sees it (docs/product.md#account-page,
// docs/decisions/029-deleting-an-account.md): the password first; personal data gone; what the user
// kept shown as by 'Deleted user', or gone with them; every count exact; the old e-mail free again;
// an audit entry without personal data; open pages told.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DELETED_USER_NAME, WRONG_PASSWORD_MESSAGE } from '../../../domain/account'
import type { LiveEvent } from '../../../domain/events'
import type { Course } from '../../../domain/schemas/course'
import type { Comment, Post } from '../../../domain/schemas/community'
import type { Review } from '../../../domain/schemas/review'
import {
  accounts,
  adminAudit,
  bookmarks,
  favorites,
  postVotes,
  reviewHelpfulVotes,
  sessions,
  subscribers,
  users,
} from '../../db/schema'
import { insertCourses, makeCourse } from '../../test/course-factory'
import {
  createTestApp,
  requestAs,
  TEST_AUTH_SECRET,
  type TestApp,
  type TestMethod,
} from '../../test/test-app'
import { createSessionCookie, createUserWithSession } from '../../test/users'

let t: TestApp
let dataDir: string
let course: Course
let second: Course

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'coursecompass-delete-'))
  t = await createTestApp({ dataDir })
  ;[course, second] = (await insertCourses(t.database, [
    makeCourse({ courseName: 'DevOps Bootcamp' }),
    makeCourse({ courseName: 'UPSC Prelims Crash Course' }),
  ])) as [Course, Course]
})
afterAll(() => t.close())

const call = (method: TestMethod, url: string, user?: { cookie: string }, payload?: object) =>
  requestAs(t.app, method, url, user, payload)
let seq = 0
const newUser = (name: string) =>
  createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
    name,
    email: `${name.toLowerCase()}-${++seq}-${Date.now()}@example.in`,
  })

const courseNow = async (courseId: string): Promise<Course> =>
  (await call('GET', `/api/courses/${courseId}`)).json()
const reviewsOf = async (courseId: string): Promise<Review[]> =>
  (await call('GET', `/api/courses/${courseId}/reviews`)).json().items
const post = async (postId: string): Promise<Post | undefined> =>
  ((await call('GET', '/api/posts?sort=newest')).json().items as Post[]).find(
    (p) => p.postId === postId,
  )
const commentsOf = async (postId: string): Promise<Comment[]> =>
  (await call('GET', `/api/posts/${postId}/comments`)).json().items
const deleteAccount = (user: { cookie: string }, body: object) =>
  call('DELETE', '/api/me', user, body)

/** One user's life on the site beside another's, so that counts have something to be exact about. */
async function activeMember(name: string) {
  const user = await newUser(name)
  const neighbour = await newUser(`${name}Neighbour`)
  for (const u of [user, neighbour]) {
    await call('PUT', `/api/me/favorites/${course.courseId}`, u)
    await call('PUT', `/api/me/bookmarks/${second.courseId}`, u)
  }
  const review = (
    await call('POST', `/api/courses/${course.courseId}/reviews`, user, {
      text: `${name}'s review`,
      rating: 1,
    })
  ).json() as Review
  const neighbourReview = (
    await call('POST', `/api/courses/${course.courseId}/reviews`, neighbour, {
      text: 'The neighbour liked it',
      rating: 5,
    })
  ).json() as Review
  await call('PUT', `/api/reviews/${neighbourReview.reviewId}/helpful`, user)
  await call('PUT', `/api/reviews/${review.reviewId}/helpful`, neighbour)
  const ownPost = (
    await call('POST', '/api/posts', user, {
      title: `${name} asks`,
      body: 'Any tips?',
      tags: 'devops',
    })
  ).json() as Post
  const neighbourPost = (
    await call('POST', '/api/posts', neighbour, {
      title: 'Kubernetes?',
      body: 'Worth it?',
      tags: 'k8s',
    })
  ).json() as Post
  await call('POST', `/api/posts/${neighbourPost.postId}/vote`, user, { direction: 'up' })
  await call('POST', `/api/posts/${ownPost.postId}/vote`, neighbour, { direction: 'up' })
  const comment = (
    await call('POST', `/api/posts/${neighbourPost.postId}/comments`, user, {
      text: `${name} comments`,
    })
  ).json() as Comment
  await call('POST', `/api/posts/${ownPost.postId}/comments`, neighbour, {
    text: 'Neighbour answers',
  })
  await call('POST', `/api/reviews/${neighbourReview.reviewId}/report`, user, { reason: 'abuse' })
  await call('POST', '/api/subscribe', undefined, { email: user.email })
  return { user, neighbour, review, neighbourReview, ownPost, neighbourPost, comment }
}

/** The counts a deletion must keep exact, as the API shows them. */
async function counts(m: Awaited<ReturnType<typeof activeMember>>) {
  const c = await courseNow(course.courseId)
  const reviews = await reviewsOf(course.courseId)
  const neighbourPost = await post(m.neighbourPost.postId)
  return {
    fvrtCount: c.fvrtCount,
    learnerRating: c.learnerRating,
    learnerRatingCount: c.learnerRatingCount,
    neighbourHelpful: reviews.find((r) => r.reviewId === m.neighbourReview.reviewId)?.isHelpful,
    neighbourPostVotes: [neighbourPost?.upvotes, neighbourPost?.downvotes],
    neighbourPostComments: neighbourPost?.commentCount,
  }
}

describe('deleting an account', () => {
  it('asks for the password first and changes nothing when it is wrong', async () => {
    const user = await newUser('Wrong')
    const res = await deleteAccount(user, { password: 'Not-the-password-1' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'invalid_credentials',
      message: WRONG_PASSWORD_MESSAGE,
      fields: { password: WRONG_PASSWORD_MESSAGE },
    })
    expect((await call('GET', '/api/me', user)).json().user.id).toBe(user.id)
    const missing = await deleteAccount(user, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields.password).toBe('Enter your password')
  })

  it('keeps the reviews, posts and comments as by Deleted user, with every count exact', async () => {
    const m = await activeMember('Arjun')
    const before = await counts(m)
    const otherSession = {
      cookie: await createSessionCookie(t.database.db, TEST_AUTH_SECRET, m.user.id),
    }
    expect((await call('GET', '/api/me', otherSession)).json().user.id).toBe(m.user.id)
    const events: LiveEvent[] = []
    const stop = t.database.bus.subscribe((event) => events.push(event))

    const res = await deleteAccount(m.user, { password: m.user.password })
    stop()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ deleted: true })
    // This browser's session cookie is expired; every session of the account is signed out.
    expect(String(res.headers['set-cookie'])).toMatch(/coursecompass\.session_token=;.*Max-Age=0/i)
    for (const session of [m.user, otherSession]) {
      expect((await call('GET', '/api/me', session)).json().user).toBeNull()
    }

    // Counts: the favourite and the votes went, the stars of the kept review stay.
    expect(await counts(m)).toEqual({
      ...before,
      fvrtCount: before.fvrtCount - 1,
      neighbourHelpful: before.neighbourHelpful! - 1,
      neighbourPostVotes: [before.neighbourPostVotes[0]! - 1, before.neighbourPostVotes[1]],
    })
    // What they wrote is still there, by 'Deleted user'.
    const review = (await reviewsOf(course.courseId)).find((r) => r.reviewId === m.review.reviewId)
    expect(review).toMatchObject({ author: DELETED_USER_NAME, authorDeleted: true, isHelpful: 1 })
    expect(await post(m.ownPost.postId)).toMatchObject({
      author: DELETED_USER_NAME,
      authorDeleted: true,
      upvotes: 1,
      commentCount: 1,
    })
    expect((await commentsOf(m.neighbourPost.postId))[0]).toMatchObject({
      commentId: m.comment.commentId,
      author: DELETED_USER_NAME,
      authorDeleted: true,
    })
    expect(
      (await reviewsOf(course.courseId)).find((r) => r.reviewId === m.neighbourReview.reviewId),
    ).toMatchObject({ author: 'ArjunNeighbour', authorDeleted: false })

    // Open pages are told.
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'course.counts', courseId: course.courseId },
        { type: 'review.changed', courseId: course.courseId, reviewId: m.review.reviewId },
        {
          type: 'review.changed',
          courseId: course.courseId,
          reviewId: m.neighbourReview.reviewId,
        },
        {
          type: 'post.voted',
          postId: m.neighbourPost.postId,
          upvotes: before.neighbourPostVotes[0]! - 1,
          downvotes: 0,
        },
        { type: 'post.changed', postId: m.ownPost.postId },
        { type: 'post.changed', postId: m.neighbourPost.postId },
        { type: 'session.changed', userId: m.user.id },
      ]),
    )
  })

  it('removes the personal data and leaves a tombstone that can never sign in', async () => {
    const m = await activeMember('Bhavna')
    const oldEmail = m.user.email
    await deleteAccount(m.user, { password: m.user.password })
    const db = t.database.db
    const [row] = await db.select().from(users).where(eq(users.id, m.user.id))
    expect(row).toMatchObject({ name: '', image: null, language: null })
    expect(row!.email).not.toContain('@')
    expect(row!.email).not.toContain(oldEmail)
    expect(row!.deletedAt).toBeInstanceOf(Date)
    for (const table of [accounts, sessions, bookmarks, favorites, reviewHelpfulVotes, postVotes]) {
      expect(await db.select().from(table).where(eq(table.userId, m.user.id))).toEqual([])
    }
    expect(await db.select().from(subscribers).where(eq(subscribers.email, oldEmail))).toEqual([])
    // The neighbour's data is untouched.
    expect(
      await db.select().from(favorites).where(eq(favorites.userId, m.neighbour.id)),
    ).toHaveLength(1)

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: oldEmail, password: m.user.password },
      remoteAddress: '10.40.0.1',
    })
    expect(signIn.statusCode).toBe(401)
    // Even a session row made behind the app's back (a sign-in racing the deletion) is refused.
    const raced = { cookie: await createSessionCookie(db, TEST_AUTH_SECRET, m.user.id) }
    expect((await call('GET', '/api/me', raced)).json().user).toBeNull()
    expect((await call('DELETE', '/api/me', raced, { password: m.user.password })).statusCode).toBe(
      401,
    )
  })

  it('frees the old e-mail: it can sign up again, as a new account', async () => {
    const m = await activeMember('Chitra')
    await deleteAccount(m.user, { password: m.user.password })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Chitra Again', email: m.user.email, password: 'Madurai2025Temple' },
      remoteAddress: '10.40.0.2',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.id).not.toBe(m.user.id)
    // The new account does not inherit the old one's contributions.
    const review = (await reviewsOf(course.courseId)).find((r) => r.reviewId === m.review.reviewId)
    expect(review?.author).toBe(DELETED_USER_NAME)
  })

  it('records the deletion in the audit log by the account id alone', async () => {
    const m = await activeMember('Devika')
    await deleteAccount(m.user, { password: m.user.password })
    const entries = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, m.user.id))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      adminId: m.user.id,
      adminEmail: '',
      action: 'delete',
      targetType: 'account',
    })
    const text = JSON.stringify(entries)
    expect(text).not.toContain(m.user.email)
    expect(text).not.toContain('Devika')
  })

  it('sent twice at once (a double tap, a retry), deletes once: one 200, counts moved once', async () => {
    const m = await activeMember('Ishaan')
    const favouritesBefore = (await courseNow(course.courseId)).fvrtCount
    const answers = await Promise.all(
      [0, 1].map(() =>
        deleteAccount(m.user, { password: m.user.password, removeContributions: true }),
      ),
    )
    // The second waits for the first's lock, then finds no account (or no session): signed out.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401])
    expect((await courseNow(course.courseId)).fvrtCount).toBe(favouritesBefore - 1)
    const entries = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, m.user.id))
    expect(entries).toHaveLength(1)
  })

  it('with the box ticked, removes the reviews, posts and comments too, counts still exact', async () => {
    const m = await activeMember('Esha')
    const before = await counts(m)
    const events: LiveEvent[] = []
    const stop = t.database.bus.subscribe((event) => events.push(event))
    const res = await deleteAccount(m.user, {
      password: m.user.password,
      removeContributions: true,
    })
    stop()
    expect(res.statusCode).toBe(200)

    const reviews = await reviewsOf(course.courseId)
    expect(reviews.map((r) => r.reviewId)).not.toContain(m.review.reviewId)
    expect(await post(m.ownPost.postId)).toBeUndefined()
    expect((await commentsOf(m.neighbourPost.postId)).map((c) => c.commentId)).not.toContain(
      m.comment.commentId,
    )
    // The one-star review no longer counts in the learners' rating.
    const all = await reviewsOf(course.courseId)
    const rated = all.filter((r) => r.rating !== null)
    const average =
      Math.round((rated.reduce((sum, r) => sum + r.rating!, 0) / rated.length) * 10) / 10
    expect(await counts(m)).toEqual({
      fvrtCount: before.fvrtCount - 1,
      learnerRating: average,
      learnerRatingCount: before.learnerRatingCount - 1,
      neighbourHelpful: before.neighbourHelpful! - 1,
      neighbourPostVotes: [before.neighbourPostVotes[0]! - 1, before.neighbourPostVotes[1]],
      neighbourPostComments: before.neighbourPostComments! - 1,
    })
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'review.changed', courseId: course.courseId, reviewId: m.review.reviewId },
        { type: 'post.removed', postId: m.ownPost.postId },
        // The post that lost a comment reloads its comments and count.
        { type: 'post.changed', postId: m.neighbourPost.postId },
      ]),
    )
  })

  it("with the box ticked, deletes the pictures of the user's posts that no other post uses", async () => {
    const user = await newUser('Farah')
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 90 } },
    })
      .png()
      .toBuffer()
    const boundary = '----account-deletion-test'
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const payload = Buffer.concat([
      Buffer.from(part('title', 'My desk') + part('body', 'Where I study') + part('tags', 'setup')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="desk.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload,
      headers: { cookie: user.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(created.statusCode).toBe(201)
    const image = created.json().image as string
    expect((await t.app.inject({ url: image })).statusCode).toBe(200)
    await deleteAccount(user, { password: user.password, removeContributions: true })
    expect((await t.app.inject({ url: image })).statusCode).toBe(404)
  })

  it('is for the signed-in user only', async () => {
    expect((await call('DELETE', '/api/me', undefined, { password: 'x' })).statusCode).toBe(401)
  })
})
