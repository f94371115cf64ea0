// SQL for the community board. A post's up and down votes and its comment count are kept by
// triggers on the rows they count (docs/decisions/056-counts-kept-by-triggers.md): exact however
// many people vote or comment at once; a vote is one row per user and post. Lists are paged by keyset
// (docs/product.md#posts): a page starts after the sort key of the previous page's last item.
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import { authorName } from '../../../domain/account'
import {
  COMMENTS_PAGE_SIZE,
  HOT_DECAY_SECONDS,
  HOT_EPOCH_SECONDS,
  POSTS_PAGE_SIZE,
  type PostSort,
  type VoteChoice,
} from '../../../domain/community-rules'
import type { Comment, CommentPage, Post } from '../../../domain/schemas/community'
import { encodeCursor, type CursorKey } from '../../../domain/paging-cursor'
import type { Db } from '../../db/db-type'
import { comments, postVotes, posts, users } from '../../db/schema'

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

/** A timestamp as whole microseconds since 1970, as text: exact, unlike a JavaScript Date. */
const microseconds = (column: SQL | typeof posts.createdAt | typeof comments.createdAt) =>
  sql<string>`((extract(epoch from ${column}) * 1000000)::bigint)::text`
/** The timestamp a cursor's microseconds stand for. */
const fromMicroseconds = (value: string | number) =>
  sql`(timestamptz 'epoch' + ${String(value)}::bigint * interval '1 microsecond')`

const score = sql<number>`(${posts.upvotes} - ${posts.downvotes})`
/** hotRank (src/domain/community-rules.ts) in SQL: log10 of the score's size, signed, plus age. */
const hot = sql<number>`(sign(${score})::float8 * log(greatest(abs(${score}), 1)::float8) + (extract(epoch from ${posts.createdAt})::float8 - ${HOT_EPOCH_SECONDS}) / ${HOT_DECAY_SECONDS})`

function postSelection(viewerId: string | null) {
  return {
    cursorTime: microseconds(posts.createdAt),
    hidden: posts.hidden,
    editedAt: posts.editedAt,
    postId: posts.id,
    title: posts.title,
    body: posts.body,
    tags: posts.tags,
    image: posts.image,
    authorId: posts.userId,
    authorName: users.name,
    authorDeleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
    createdAt: posts.createdAt,
    upvotes: posts.upvotes,
    downvotes: posts.downvotes,
    commentCount: posts.commentCount,
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
  cursorTime: string
  hidden: boolean
  editedAt: Date | null
  hot?: number
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
    hidden: Boolean(row.hidden),
    editedAt: row.editedAt?.toISOString() ?? null,
  }
}

/**
 * Each sort's order, the key a cursor holds (from a row) and the condition "after this key".
 * Ties are broken by id, so every key is unique and no post is shown twice or skipped.
 */
const SORTS: Record<
  PostSort,
  { order: SQL[]; key: (row: PostRow) => CursorKey; after: (key: CursorKey) => SQL | undefined }
> = {
  newest: {
    order: [sql`${posts.createdAt} DESC`, sql`${posts.id} DESC`],
    key: (row) => [row.cursorTime, row.postId],
    after: ([time, id]) =>
      sql`(${posts.createdAt}, ${posts.id}) < (${fromMicroseconds(time!)}, ${String(id)}::uuid)`,
  },
  oldest: {
    order: [sql`${posts.createdAt} ASC`, sql`${posts.id} ASC`],
    key: (row) => [row.cursorTime, row.postId],
    after: ([time, id]) =>
      sql`(${posts.createdAt}, ${posts.id}) > (${fromMicroseconds(time!)}, ${String(id)}::uuid)`,
  },
  top: {
    order: [sql`${score} DESC`, sql`${posts.createdAt} DESC`, sql`${posts.id} DESC`],
    key: (row) => [row.upvotes - row.downvotes, row.cursorTime, row.postId],
    after: ([points, time, id]) =>
      sql`(${score}, ${posts.createdAt}, ${posts.id}) < (${Number(points)}::bigint, ${fromMicroseconds(time!)}, ${String(id)}::uuid)`,
  },
  popular: {
    order: [sql`${hot} DESC`, sql`${posts.id} DESC`],
    key: (row) => [row.hot!, row.postId],
    after: ([rank, id]) =>
      sql`(${hot}, ${posts.id}) < (${Number(rank)}::float8, ${String(id)}::uuid)`,
  },
}

/** Whether a cursor's key has the shape its sort's keys have (else it is from another sort). */
function keyFits(sort: PostSort, key: CursorKey): boolean {
  const uuid = /^[0-9a-f-]{36}$/i
  const time = (v: unknown) => typeof v === 'string' && /^-?\d{1,20}$/.test(v)
  const id = (v: unknown) => typeof v === 'string' && uuid.test(v)
  switch (sort) {
    case 'newest':
    case 'oldest':
      return key.length === 2 && time(key[0]) && id(key[1])
    case 'top':
      return key.length === 3 && Number.isInteger(key[0]) && time(key[1]) && id(key[2])
    case 'popular':
      return key.length === 2 && typeof key[0] === 'number' && id(key[1])
  }
}

export class CursorMismatchError extends Error {}

type CommentRow = {
  cursorTime: string
  hidden: boolean
  editedAt: Date | null
  commentId: string
  postId: string
  text: string
  authorId: string
  authorName: string
  authorDeleted: boolean
  createdAt: Date
  reportedByMe: boolean
}

function toComment(r: CommentRow, viewerId: string | null): Comment {
  return {
    commentId: r.commentId,
    postId: r.postId,
    text: r.text,
    author: authorName(r.authorName, Boolean(r.authorDeleted)),
    authorDeleted: Boolean(r.authorDeleted),
    createdAt: r.createdAt.toISOString(),
    mine: r.authorId === viewerId,
    reportedByMe: Boolean(r.reportedByMe),
    hidden: Boolean(r.hidden),
    editedAt: r.editedAt?.toISOString() ?? null,
  }
}

export function createCommunityRepository(db: Db) {
  const postQuery = (viewerId: string | null) =>
    db.select(postSelection(viewerId)).from(posts).innerJoin(users, eq(users.id, posts.userId))
  const commentQuery = (viewerId: string | null) =>
    db
      .select({
        cursorTime: microseconds(comments.createdAt),
        hidden: comments.hidden,
        editedAt: comments.editedAt,
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

  return {
    /** One page of the board; throws CursorMismatchError for a cursor of another sort. */
    async list(params: {
      sort: PostSort
      tags: string[]
      cursor: CursorKey | undefined
      viewerId: string | null
      /** A moderator's list: hidden posts too, marked as such. */
      includeHidden?: boolean
    }) {
      const sort = SORTS[params.sort]
      if (params.cursor && !keyFits(params.sort, params.cursor)) throw new CursorMismatchError()
      const where = and(
        params.includeHidden ? undefined : eq(posts.hidden, false),
        tagCondition(params.tags),
      )
      const selection = {
        ...postSelection(params.viewerId),
        ...(params.sort === 'popular' ? { hot: hot.mapWith(Number) } : {}),
      }
      const [rows, [total]] = await Promise.all([
        db
          .select(selection)
          .from(posts)
          .innerJoin(users, eq(users.id, posts.userId))
          .where(and(where, params.cursor ? sort.after(params.cursor) : undefined))
          .orderBy(...sort.order)
          .limit(POSTS_PAGE_SIZE + 1),
        db.select({ n: count() }).from(posts).where(where),
      ])
      const page = (rows as PostRow[]).slice(0, POSTS_PAGE_SIZE)
      const last = page.at(-1)
      return {
        items: page.map((r) => toPost(r, params.viewerId)),
        total: total?.n ?? 0,
        nextCursor: rows.length > POSTS_PAGE_SIZE && last ? encodeCursor(sort.key(last)) : null,
      }
    },

    async one(postId: string, viewerId: string | null): Promise<Post | undefined> {
      const [row] = await postQuery(viewerId).where(eq(posts.id, postId))
      return row ? toPost(row as PostRow, viewerId) : undefined
    },

    async owner(postId: string) {
      const [row] = await db
        .select({ userId: posts.userId, hidden: posts.hidden, createdAt: posts.createdAt })
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

    /** The author's edit: new title, body and tags, marked edited now. */
    async edit(postId: string, input: { title: string; body: string; tags: string[] }) {
      await db
        .update(posts)
        .set({ ...input, editedAt: sql`now()` })
        .where(eq(posts.id, postId))
    },

    async editComment(commentId: string, text: string) {
      await db
        .update(comments)
        .set({ text, editedAt: sql`now()` })
        .where(eq(comments.id, commentId))
    },

    /**
     * Returns the removed post's image (for the image store to release): null when it had none,
     * undefined when there was no such post (another request removed it first).
     */
    async remove(postId: string): Promise<string | null | undefined> {
      const [row] = await db
        .delete(posts)
        .where(eq(posts.id, postId))
        .returning({ image: posts.image })
      return row ? row.image : undefined
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

    /**
     * One vote per user (docs/product.md#votes), set to `choice`: 'up' or 'down' holds that vote,
     * 'none' holds none. Setting what is already set writes nothing, so the same request sent twice
     * (a retry, a double tap) counts once. Each choice is one statement, atomic however many
     * requests race. Answers the totals, the vote the user now holds and whether the call changed
     * it (the totals are news only then).
     */
    async vote(postId: string, userId: string, choice: VoteChoice) {
      const mine = and(eq(postVotes.postId, postId), eq(postVotes.userId, userId))
      const value = choice === 'up' ? 1 : -1
      const written =
        choice === 'none'
          ? await db.delete(postVotes).where(mine).returning({ direction: postVotes.direction })
          : await db
              .insert(postVotes)
              .values({ postId, userId, direction: value })
              .onConflictDoUpdate({
                target: [postVotes.postId, postVotes.userId],
                set: { direction: value },
                setWhere: sql`${postVotes.direction} <> ${value}`,
              })
              .returning({ direction: postVotes.direction })
      const [totals] = await db
        .select({ upvotes: posts.upvotes, downvotes: posts.downvotes })
        .from(posts)
        .where(eq(posts.id, postId))
      const myVote = choice === 'none' ? null : choice
      return { ...totals!, myVote, changed: written.length > 0 }
    },

    /**
     * A page of the post's comments, newest first, after `cursor` when given: the visible ones, or
     * for a moderator (`includeHidden`) the hidden ones too.
     */
    async comments(
      postId: string,
      viewerId: string | null,
      cursor?: CursorKey,
      includeHidden = false,
    ): Promise<CommentPage> {
      const [time, id] = cursor ?? []
      const after =
        cursor && typeof time === 'string' && /^-?\d{1,20}$/.test(time) && typeof id === 'string'
          ? sql`(${comments.createdAt}, ${comments.id}) < (${fromMicroseconds(time)}, ${id}::uuid)`
          : undefined
      if (cursor && !after) throw new CursorMismatchError()
      const rows = await commentQuery(viewerId)
        .where(
          and(
            eq(comments.postId, postId),
            includeHidden ? undefined : eq(comments.hidden, false),
            after,
          ),
        )
        .orderBy(sql`${comments.createdAt} DESC`, sql`${comments.id} DESC`)
        .limit(COMMENTS_PAGE_SIZE + 1)
      const page = rows.slice(0, COMMENTS_PAGE_SIZE)
      const last = page.at(-1)
      return {
        items: page.map((r) => toComment(r, viewerId)),
        nextCursor:
          rows.length > COMMENTS_PAGE_SIZE && last
            ? encodeCursor([last.cursorTime, last.commentId])
            : null,
      }
    },

    /** One comment as its viewer sees it (the answer to adding it). */
    async comment(commentId: string, viewerId: string | null): Promise<Comment | undefined> {
      const [row] = await commentQuery(viewerId).where(eq(comments.id, commentId))
      return row ? toComment(row, viewerId) : undefined
    },

    /** How many visible comments the post has (sent with comment events). */
    async commentCount(postId: string): Promise<number> {
      const [row] = await db
        .select({ n: posts.commentCount })
        .from(posts)
        .where(eq(posts.id, postId))
      return row?.n ?? 0
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
        .select({
          userId: comments.userId,
          postId: comments.postId,
          createdAt: comments.createdAt,
          hidden: comments.hidden,
        })
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
  }
}
export type CommunityRepository = ReturnType<typeof createCommunityRepository>
