// SQL of the account page (docs/product.md#account-page): the display name, the password, the
// signed-in sessions, "Download my data" and deleting the account. Deleting keeps the users row as
// an anonymous tombstone so that what the user chose to keep still has an author, and moves every
// stored count in the same transaction (docs/decisions/029-deleting-an-account.md). The export
// joins what each owner keeps (src/server/members.ts).
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { isLanguage } from '../../../domain/languages'
import type { AccountExport } from '../../../domain/schemas/account'
import type { Db } from '../../db/db-type'
import { exportSections, iso, type MemberData } from '../../member-data/member-data'
import {
  accounts,
  bookmarks,
  comments,
  favorites,
  postVotes,
  posts,
  reviewHelpfulVotes,
  reviews,
  sessions,
  subscribers,
  users,
  verifications,
  idempotencyKeys,
} from '../../db/schema'
import { userScope } from '../../http/idempotency'

/** The e-mail a deleted account's tombstone keeps: unique, and never an address anyone can use. */
export const tombstoneEmail = (userId: string) => `deleted:${userId}`

/** What a deletion changed, for the live events that tell open pages (src/domain/events.ts). */
export interface AccountDeletion {
  /** Courses whose favourite count went down by one. */
  favouriteCourseIds: string[]
  /** Reviews that lost the user's helpful vote. */
  helpfulReviews: { reviewId: string; courseId: string }[]
  /** Posts that lost the user's vote, with their counts after. */
  votedPosts: { postId: string; upvotes: number; downvotes: number }[]
  /** The user's reviews (now by 'Deleted user', or removed). */
  reviews: { reviewId: string; courseId: string; rating: number | null }[]
  /** The user's posts (now by 'Deleted user', or removed). */
  postIds: string[]
  /** The user's comments (now by 'Deleted user', or removed). */
  comments: { commentId: string; postId: string }[]
  /** Whether the reviews, posts and comments were removed. */
  removedContributions: boolean
  /** Images of removed posts (files under DATA_DIR/media), which may now be unused. */
  images: string[]
}

export function createAccountRepository(db: Db, memberData: readonly MemberData[]) {
  const postTotals = async (executor: Db, postIds: string[]) => {
    if (postIds.length === 0) return []
    return executor
      .select({ postId: posts.id, upvotes: posts.upvotes, downvotes: posts.downvotes })
      .from(posts)
      .where(inArray(posts.id, postIds))
  }

  return {
    /** Sets the display name; false when there is no such (living) account. */
    async setName(userId: string, name: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ name, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning({ id: users.id })
      return updated.length > 0
    },

    /** The hash of the user's password (the credential account), or null when there is none. */
    async passwordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
      return row?.password ?? null
    },

    /**
     * Stores a new password hash and ends every other session of the user, in one transaction.
     * Answers how many sessions ended.
     */
    async setPassword(userId: string, hash: string, keepSessionId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({ password: hash, updatedAt: sql`now()` })
          .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        const ended = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
          .returning({ id: sessions.id })
        return ended.length
      })
    },

    /** The user's sessions that have not expired, most recently active first. */
    async sessions(userId: string) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    },

    /** Ends one of the user's sessions; false when the user has no such session. */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id })
      return ended.length > 0
    },

    /** Ends every session of the user but `keepSessionId`; answers how many. */
    async endOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
        .returning({ id: sessions.id })
      return ended.length
    },

    /** Where the user's name is shown: their reviews, and the posts they wrote or commented on. */
    async contributions(userId: string) {
      const [ownReviews, postRows] = await Promise.all([
        db
          .select({ reviewId: reviews.id, courseId: reviews.courseId })
          .from(reviews)
          .where(eq(reviews.userId, userId)),
        db
          .selectDistinct({ postId: posts.id })
          .from(posts)
          .where(
            or(
              eq(posts.userId, userId),
              sql`EXISTS (SELECT 1 FROM comments c WHERE c.post_id = ${posts.id} AND c.user_id = ${userId})`,
            ),
          ),
      ])
      return { reviews: ownReviews, postIds: postRows.map((r) => r.postId) }
    },

    /**
     * Everything kept about the user (GET /api/me/export), or undefined for no such account: the
     * account, then every owner's sections (src/server/members.ts).
     */
    async export(userId: string): Promise<Omit<AccountExport, 'site' | 'exportedAt'> | undefined> {
      const [account] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          createdAt: users.createdAt,
          language: users.language,
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      if (!account) return undefined
      const member = { id: account.id, email: account.email.toLowerCase() }
      return {
        account: {
          id: account.id,
          name: account.name,
          email: account.email,
          createdAt: iso(account.createdAt),
          language: isLanguage(account.language) ? account.language : null,
        },
        ...(await exportSections(memberData, db, member)),
      }
    },

    /**
     * Deletes the account (docs/decisions/029-deleting-an-account.md), in one transaction: the
     * favourites (moving each course's count), bookmarks, helpful votes and post votes, the
     * sessions, the password, pending verifications and the newsletter subscriptions of its e-mail
     * go; the reviews, posts and comments go too when `removeContributions`, else they stay under the
     * tombstone, which keeps no name and an e-mail that is no address. `beforeCommit` runs last in
     * the same transaction (the audit entry). Undefined when there is no such living account.
     */
    async deleteAccount(
      userId: string,
      options: { removeContributions: boolean; beforeCommit?: (tx: Db) => Promise<void> },
    ): Promise<AccountDeletion | undefined> {
      return db.transaction(async (tx) => {
        // The row lock makes a second deletion of the same account wait, then find nothing.
        const [account] = await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update')
        if (!account) return undefined

        const favourites = await tx
          .delete(favorites)
          .where(eq(favorites.userId, userId))
          .returning({ courseId: favorites.courseId })
        // Each course's count goes down by one, by the favourites' trigger (decision 056).
        const favouriteCourseIds = favourites.map((f) => f.courseId)
        await tx.delete(bookmarks).where(eq(bookmarks.userId, userId))

        const helpful = await tx
          .delete(reviewHelpfulVotes)
          .where(eq(reviewHelpfulVotes.userId, userId))
          .returning({ reviewId: reviewHelpfulVotes.reviewId })
        const helpfulReviews =
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
        const votes = await tx
          .delete(postVotes)
          .where(eq(postVotes.userId, userId))
          .returning({ postId: postVotes.postId })

        const ownReviews = await tx
          .select({ reviewId: reviews.id, courseId: reviews.courseId, rating: reviews.rating })
          .from(reviews)
          .where(eq(reviews.userId, userId))
        const ownPosts = await tx
          .select({ postId: posts.id, image: posts.image })
          .from(posts)
          .where(eq(posts.userId, userId))
        const ownComments = await tx
          .select({ commentId: comments.id, postId: comments.postId })
          .from(comments)
          .where(eq(comments.userId, userId))
        if (options.removeContributions) {
          // Their votes, reports and (under a post) others' comments go with them, by cascade, as
          // when the author deletes one.
          await tx.delete(comments).where(eq(comments.userId, userId))
          await tx.delete(posts).where(eq(posts.userId, userId))
          await tx.delete(reviews).where(eq(reviews.userId, userId))
        }

        await tx.delete(sessions).where(eq(sessions.userId, userId))
        // The answers kept for their retries hold copies of what they wrote.
        await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, userScope(userId)))
        await tx.delete(accounts).where(eq(accounts.userId, userId))
        await tx
          .delete(verifications)
          .where(or(eq(verifications.identifier, account.email), eq(verifications.value, userId)))
        await tx
          .delete(subscribers)
          .where(eq(sql`lower(${subscribers.email})`, account.email.toLowerCase()))
        await tx
          .update(users)
          .set({
            name: '',
            email: tombstoneEmail(userId),
            emailVerified: false,
            image: null,
            language: null,
            deletedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId))

        const removedPostIds = new Set(
          options.removeContributions ? ownPosts.map((p) => p.postId) : [],
        )
        const votedPosts = await postTotals(
          tx,
          [...new Set(votes.map((v) => v.postId))].filter((id) => !removedPostIds.has(id)),
        )
        await options.beforeCommit?.(tx)
        return {
          favouriteCourseIds,
          helpfulReviews,
          votedPosts,
          reviews: ownReviews,
          postIds: ownPosts.map((p) => p.postId),
          comments: ownComments,
          removedContributions: options.removeContributions,
          images: options.removeContributions
            ? ownPosts.flatMap((p) => (p.image ? [p.image] : []))
            : [],
        }
      })
    },
  }
}
export type AccountRepository = ReturnType<typeof createAccountRepository>
