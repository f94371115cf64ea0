// SQL for the community board. Scores and comment counts are aggregated on read (exact however many
// people vote or comment at once); a vote is one upserted row per user and post.
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import { DELETED_USER_NAME } from '../../../domain/account'
import type { POST_SORTS } from '../../../domain/community-rules'
import type { Comment, Post } from '../../../domain/schemas/community'
import type { VoteDirection } from '../../../domain/community-rules'
import { POSTS_PAGE_SIZE } from '../../../domain/community-rules'
import type { Db } from '../../db/db-type'
import { commentReports, comments, postReports, postVotes, posts, users } from '../../db/schema'

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** docs/product.md#tags: a post matches if any of its tags contains any entry. */
function tagCondition(entries: string[]): SQL | undefined {
  if (entries.length === 0) return undefined
  const patterns = sql.join(
    entries.map((entry) => sql`${likeContains(entry)}`),
    sql`, `,
  )
  return sql`EXISTS (SELECT 1 FROM unnest(${posts.tags}) AS tag WHERE tag LIKE ANY (ARRAY[${patterns}]::text[]))`
}

const votes = (direction: 1 | -1) =>
  sql<number>`(SELECT count(*) FROM post_votes v WHERE v.post_id = "posts"."id" AND v.direction = ${direction})`.mapWith(
    Number,
  )

function postSelection(viewerId: string | null) {
  return {
    postId: posts.id,
    title: posts.title,
    body: posts.body,
    tags: posts.tags,
    image: posts.image,
    authorId: posts.userId,
    authorName: users.name,
    authorDeleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
    createdAt: posts.createdAt,
    upvotes: votes(1),
    downvotes: votes(-1),
    commentCount:
      sql<number>`(SELECT count(*) FROM comments c WHERE c.post_id = "posts"."id" AND NOT c.hidden)`.mapWith(
        Number,
      ),
    myVote: viewerId
      ? sql<
          number | null
        >`(SELECT v.direction FROM post_votes v WHERE v.post_id = "posts"."id" AND v.user_id = ${viewerId})`
      : sql<null>`NULL`,
    reportedByMe: viewerId
      ? sql<boolean>`EXISTS (SELECT 1 FROM post_reports r WHERE r.target_id = "posts"."id" AND r.user_id = ${viewerId})`
      : sql<boolean>`false`,
  }
}

type PostRow = {
  postId: string
  title: string
  body: string
  tags: string[]
  image: string | null
  authorId: string
  authorName: string
  authorDeleted: boolean
  createdAt: Date
  upvotes: number
  downvotes: number
  commentCount: number
  myVote: number | null
  reportedByMe: boolean
}

/** The display name, 'Anonymous' without one, 'Deleted user' for a deleted account's (decision 029). */
const authorName = (name: string, deleted: boolean) =>
  deleted ? DELETED_USER_NAME : name.trim() || 'Anonymous'

function toPost(row: PostRow, viewerId: string | null): Post {
  const myVote = row.myVote === null ? null : Number(row.myVote) > 0 ? 'up' : 'down'
  return {
    postId: row.postId,
    title: row.title,
    body: row.body,
    tags: row.tags,
    image: row.image ? `/media/${row.image}` : null,
    author: authorName(row.authorName, Boolean(row.authorDeleted)),
    authorDeleted: Boolean(row.authorDeleted),
    createdAt: row.createdAt.toISOString(),
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    commentCount: row.commentCount,
    myVote,
    mine: row.authorId === viewerId,
    reportedByMe: Boolean(row.reportedByMe),
  }
}

const ORDER: Record<(typeof POST_SORTS)[number], SQL[]> = {
  newest: [sql`${posts.createdAt} DESC`, sql`${posts.id}`],
  oldest: [sql`${posts.createdAt} ASC`, sql`${posts.id}`],
  popular: [
    sql`((SELECT count(*) FROM post_votes v WHERE v.post_id = "posts"."id" AND v.direction = 1) - (SELECT count(*) FROM post_votes v WHERE v.post_id = "posts"."id" AND v.direction = -1)) DESC`,
    sql`${posts.createdAt} DESC`,
    sql`${posts.id}`,
  ],
}

export function createCommunityRepository(db: Db) {
  const postQuery = (viewerId: string | null) =>
    db.select(postSelection(viewerId)).from(posts).innerJoin(users, eq(users.id, posts.userId))

  return {
    async list(params: {
      sort: (typeof POST_SORTS)[number]
      tags: string[]
      page: number
      viewerId: string | null
    }) {
      const where = and(eq(posts.hidden, false), tagCondition(params.tags))
      const [rows, [total]] = await Promise.all([
        postQuery(params.viewerId)
          .where(where)
          .orderBy(...ORDER[params.sort])
          .limit(POSTS_PAGE_SIZE)
          .offset((params.page - 1) * POSTS_PAGE_SIZE),
        db.select({ n: count() }).from(posts).where(where),
      ])
      return { items: rows.map((r) => toPost(r as PostRow, params.viewerId)), total: total?.n ?? 0 }
    },

    async one(postId: string, viewerId: string | null): Promise<Post | undefined> {
      const [row] = await postQuery(viewerId).where(eq(posts.id, postId))
      return row ? toPost(row as PostRow, viewerId) : undefined
    },

    async owner(postId: string) {
      const [row] = await db
        .select({ userId: posts.userId, hidden: posts.hidden })
        .from(posts)
        .where(eq(posts.id, postId))
      return row
    },

    async create(input: {
      userId: string
      title: string
      body: string
      tags: string[]
      image: string | null
    }) {
      const [row] = await db.insert(posts).values(input).returning({ id: posts.id })
      return row!.id
    },

    /** Returns the removed post's image, if it had one (for the image store to release). */
    async remove(postId: string): Promise<string | null> {
      const [row] = await db
        .delete(posts)
        .where(eq(posts.id, postId))
        .returning({ image: posts.image })
      return row?.image ?? null
    },

    /** The post's title; undefined when there is no such post. */
    async setHidden(postId: string, hidden: boolean) {
      const [row] = await db
        .update(posts)
        .set({ hidden })
        .where(eq(posts.id, postId))
        .returning({ title: posts.title })
      return row
    },

    /** One vote per user: the same way again changes nothing, the other way switches it. */
    async vote(postId: string, userId: string, direction: VoteDirection) {
      const value = direction === 'up' ? 1 : -1
      await db
        .insert(postVotes)
        .values({ postId, userId, direction: value })
        .onConflictDoUpdate({
          target: [postVotes.postId, postVotes.userId],
          set: { direction: value },
        })
      const [totals] = await db
        .select({ upvotes: votes(1), downvotes: votes(-1) })
        .from(posts)
        .where(eq(posts.id, postId))
      return totals!
    },

    async reportPost(postId: string, userId: string) {
      await db.insert(postReports).values({ targetId: postId, userId }).onConflictDoNothing()
    },

    async comments(postId: string, viewerId: string | null): Promise<Comment[]> {
      const rows = await db
        .select({
          commentId: comments.id,
          postId: comments.postId,
          text: comments.text,
          authorId: comments.userId,
          authorName: users.name,
          authorDeleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
          createdAt: comments.createdAt,
          reportedByMe: viewerId
            ? sql<boolean>`EXISTS (SELECT 1 FROM comment_reports r WHERE r.target_id = "comments"."id" AND r.user_id = ${viewerId})`
            : sql<boolean>`false`,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(and(eq(comments.postId, postId), eq(comments.hidden, false)))
        .orderBy(sql`${comments.createdAt} DESC`, sql`${comments.id} DESC`)
      return rows.map((r) => ({
        commentId: r.commentId,
        postId: r.postId,
        text: r.text,
        author: authorName(r.authorName, Boolean(r.authorDeleted)),
        authorDeleted: Boolean(r.authorDeleted),
        createdAt: r.createdAt.toISOString(),
        mine: r.authorId === viewerId,
        reportedByMe: Boolean(r.reportedByMe),
      }))
    },

    async addComment(postId: string, userId: string, text: string) {
      const [row] = await db
        .insert(comments)
        .values({ postId, userId, text })
        .returning({ id: comments.id })
      return row!.id
    },

    async commentOwner(commentId: string) {
      const [row] = await db
        .select({ userId: comments.userId, postId: comments.postId })
        .from(comments)
        .where(eq(comments.id, commentId))
      return row
    },

    async removeComment(commentId: string) {
      await db.delete(comments).where(eq(comments.id, commentId))
    },

    /** The comment's post and text; undefined when there is no such comment. */
    async setCommentHidden(commentId: string, hidden: boolean) {
      const [row] = await db
        .update(comments)
        .set({ hidden })
        .where(eq(comments.id, commentId))
        .returning({ postId: comments.postId, text: comments.text })
      return row
    },

    async reportComment(commentId: string, userId: string) {
      await db.insert(commentReports).values({ targetId: commentId, userId }).onConflictDoNothing()
    },
  }
}
export type CommunityRepository = ReturnType<typeof createCommunityRepository>
