// The community board (docs/product.md#community-board): posts, votes, comments, tags and their
// rules.
import { z } from 'zod'
import { cursorSchema } from './paging'
import {
  POST_TITLE_MAX,
  POST_BODY_MAX,
  COMMENT_MAX,
  MAX_TAGS,
  TAG_MAX_LENGTH,
  messages,
  parseTags,
  POST_SORTS,
  VOTE_CHOICES,
} from '../community-rules'
import { MULTI_LINE_META } from '../text-input'

const required = (max: number, label: string) =>
  z
    .string({ message: messages.fillAllFields })
    .trim()
    .min(1, { message: messages.fillAllFields })
    .max(max, { message: `${label} can be at most ${max.toLocaleString('en-IN')} characters.` })

/** The text fields of a new post (the image travels beside them in the same multipart request). */
export const postInputSchema = z.object({
  title: required(POST_TITLE_MAX, 'A title'),
  body: required(POST_BODY_MAX, 'A post').meta(MULTI_LINE_META),
  tags: z
    .string({ message: messages.fillAllFields })
    .transform(parseTags)
    .pipe(
      z
        .array(
          z
            .string()
            .max(TAG_MAX_LENGTH, { message: `A tag can be at most ${TAG_MAX_LENGTH} characters.` }),
        )
        .min(1, { message: messages.fillAllFields })
        .max(MAX_TAGS, { message: `A post can have at most ${MAX_TAGS} tags.` }),
    ),
})

export const commentInputSchema = z.object({
  text: z
    .string({ message: 'Write a comment first.' })
    .trim()
    .min(1, { message: 'Write a comment first.' })
    .max(COMMENT_MAX, {
      message: `A comment can be at most ${COMMENT_MAX.toLocaleString('en-IN')} characters.`,
    })
    .meta(MULTI_LINE_META),
})

/**
 * POST /api/posts/:postId/vote: the vote to hold (docs/product.md#votes), 'none' for none. It sets a
 * state, as a bookmark does: sent twice, it counts once.
 */
export const voteInputSchema = z.object({
  direction: z.enum(VOTE_CHOICES, { message: 'direction must be "up", "down" or "none"' }),
})

export const postListQuerySchema = z.object({
  sort: z
    .enum(POST_SORTS, { message: `Sort must be one of ${POST_SORTS.join(', ')}` })
    .default('newest'),
  tags: z
    .string()
    .max(500, { message: 'The tag filter can be at most 500 characters.' })
    .optional()
    .transform((v) => parseTags(v ?? '')),
  /** Where the next page starts: the previous page's `nextCursor`. */
  cursor: cursorSchema,
})

export const commentListQuerySchema = z.object({ cursor: cursorSchema })

export const postIdSchema = z.uuid({ message: 'Post id is not valid' })
export const postParamsSchema = z.object({ postId: postIdSchema })
export const commentParamsSchema = z.object({
  commentId: z.uuid({ message: 'Comment id is not valid' }),
})

export const postSchema = z.object({
  postId: z.string(),
  title: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  /** URL of the post's image under /media, or null. */
  image: z.string().nullable(),
  /** Display name, 'Anonymous', or 'Deleted user' when the author deleted their account. */
  author: z.string(),
  /** The author deleted their account (the page words 'Deleted user' in its language). */
  authorDeleted: z.boolean(),
  createdAt: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  commentCount: z.number().int(),
  myVote: z.enum(['up', 'down']).nullable(),
  mine: z.boolean(),
  reportedByMe: z.boolean(),
  /** Hidden by a moderator: only moderators are shown it (greyed, 'Hidden'). */
  hidden: z.boolean(),
  /** When its author last edited it; null if never (shown 'edited'). */
  editedAt: z.string().nullable(),
})
export type Post = z.infer<typeof postSchema>

/** PATCH /api/posts/:postId: the author's new title, body and tags (the image stays). */
export const postEditSchema = postInputSchema

export const postListResponseSchema = z.object({
  items: z.array(postSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
  /** The `cursor` of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
})
export type PostListResponse = z.infer<typeof postListResponseSchema>

export const commentSchema = z.object({
  commentId: z.string(),
  postId: z.string(),
  text: z.string(),
  author: z.string(),
  authorDeleted: z.boolean(),
  createdAt: z.string(),
  mine: z.boolean(),
  reportedByMe: z.boolean(),
  /** Hidden by a moderator: only moderators are shown it (greyed, 'Hidden'). */
  hidden: z.boolean(),
  /** When its author last edited it; null if never (shown 'edited'). */
  editedAt: z.string().nullable(),
})
export type Comment = z.infer<typeof commentSchema>

/** The answer to a new comment: the comment, and the post's count of visible comments with it. */
export const addedCommentSchema = commentSchema.extend({ commentCount: z.number().int() })
export type AddedComment = z.infer<typeof addedCommentSchema>

/** One page of a post's comments, newest first. */
export const commentPageSchema = z.object({
  items: z.array(commentSchema),
  /** The `cursor` of the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
})
export type CommentPage = z.infer<typeof commentPageSchema>

/** GET /api/posts/:postId: the post with its first page of comments. */
export const postWithCommentsSchema = z.object({
  post: postSchema,
  comments: commentPageSchema,
})

export const voteResponseSchema = z.object({
  postId: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  myVote: z.enum(['up', 'down']).nullable(),
})
