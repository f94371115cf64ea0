// The community board's API: posts (with an optional image in the same multipart request), votes,
// comments, reports, and hiding for administrators.
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  commentInputSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentParamsSchema,
  addedCommentSchema,
  commentSchema,
  postEditSchema,
  postInputSchema,
  postListQuerySchema,
  postListResponseSchema,
  postParamsSchema,
  postSchema,
  postWithCommentsSchema,
  voteInputSchema,
  voteResponseSchema,
} from '../../../domain/schemas/community'
import {
  COMMENT_WRITES_PER_MINUTE,
  IMAGE_MAX_BYTES,
  messages,
  POSTS_PAGE_SIZE,
} from '../../../domain/community-rules'
import { EDIT_WINDOW_MESSAGE, withinEditWindow } from '../../../domain/age'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { idempotencyHeadersSchema } from '../../../domain/schemas/idempotency'
import type { Profile } from '../../../domain/schemas/account'
import { can } from '../../../domain/permissions'
import { HttpError } from '../../http/errors'
import { FORM_FIELD_MAX_BYTES, readFormFields } from '../../http/multipart'
import { multiLineFields } from '../../http/text-checks'
import { countToggle, perMinute, type ThrottleRepository } from '../../http/throttle'
import type { IdempotentWrites } from '../../http/idempotency'
import type { EventBus } from '../../live/event-bus'
import type { ImageStore } from '../../media/image-store'
import type { Db } from '../../db/db-type'
import {
  createCommunityRepository,
  CursorMismatchError,
  type CommunityRepository,
} from './community-repository'
import { createPostWrites, POSTING_TOO_FAST } from './post-writes'
import { CURSOR_MESSAGE } from '../../../domain/paging-cursor'
import {
  hiddenAnswerSchema,
  hiddenInputSchema,
  reportInputSchema,
} from '../../../domain/schemas/site'
import { createReports } from '../../moderation/reports'
import type { Moderation } from '../../moderation/moderation'

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
}
/** A create's answers: also 422, its Idempotency-Key used for other content. */
const createErrors = { ...errors, 422: errorResponseSchema }

/**
 * Reads a post's text fields and its optional image from a multipart (or JSON) request. A JSON
 * body's text was checked on the way in (http/text-checks.ts, config.formSchema); a form's is here.
 */
async function readPostRequest(request: FastifyRequest) {
  if (!request.isMultipart())
    return { fields: (request.body ?? {}) as Record<string, unknown>, image: undefined }
  let image: Buffer | undefined
  const fields = await readFormFields(request, {
    multiLine: multiLineFields(postInputSchema),
    onFile: async (part) => {
      let data: Buffer
      try {
        data = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'payload_too_large', messages.imageFailed, {
            image: 'The image is larger than 5 MB.',
          })
        }
        throw error
      }
      // A form with no picture chosen still sends an empty file part.
      if (part.fieldname === 'image' && data.length > 0) image = data
    },
  })
  return { fields, image }
}

export const communityRoutes: FastifyPluginAsyncZod<{
  db: Db
  community: CommunityRepository
  images: ImageStore
  throttle: ThrottleRepository
  bus: EventBus
  moderation: Moderation
  writes: IdempotentWrites
}> = async (app, { db, community, images, throttle, bus, moderation, writes }) => {
  const postWrites = createPostWrites({ db, images, throttle, bus })
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: FORM_FIELD_MAX_BYTES,
      parts: 12,
    },
  })

  /** A cursor made for another sort or list: the page asks again from the start. */
  const staleCursor = (error: unknown): never => {
    if (error instanceof CursorMismatchError) {
      throw new HttpError(400, 'validation_failed', CURSOR_MESSAGE, { cursor: CURSOR_MESSAGE })
    }
    throw error
  }
  const countWrite = (key: string, count: number) =>
    throttle.enforce(key, perMinute(count), POSTING_TOO_FAST)
  /** The post, unless it is missing or hidden (a moderator still sees a hidden one). */
  const visiblePost = async (postId: string, viewer?: Profile | null) => {
    const post = await community.owner(postId)
    const seen = post && (!post.hidden || can(viewer, 'moderate'))
    if (!seen) throw new HttpError(404, 'not_found', 'Post not found.')
    return post
  }
  const moderates = (viewer: Profile | null) => can(viewer, 'moderate')

  app.get(
    '/api/posts',
    {
      config: { access: 'viewer' },
      schema: {
        querystring: postListQuerySchema,
        response: { 200: postListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const viewer = request.viewer
      const { sort, tags, cursor } = request.query
      const page = await community
        .list({
          sort,
          tags,
          cursor,
          viewerId: viewer?.id ?? null,
          includeHidden: moderates(viewer),
        })
        .catch(staleCursor)
      return { ...page, pageSize: POSTS_PAGE_SIZE }
    },
  )

  app.get(
    '/api/posts/:postId',
    {
      config: { access: 'viewer' },
      schema: {
        params: postParamsSchema,
        response: { 200: postWithCommentsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const viewer = request.viewer
      await visiblePost(request.params.postId, viewer)
      const viewerId = viewer?.id ?? null
      const [post, comments] = await Promise.all([
        community.one(request.params.postId, viewerId),
        community.comments(request.params.postId, viewerId, undefined, moderates(viewer)),
      ])
      if (!post) throw new HttpError(404, 'not_found', 'Post not found.')
      return { post, comments }
    },
  )

  app.post(
    '/api/posts',
    {
      config: {
        access: 'user',
        contributes: true,
        signInMessage: messages.postLoginRequired,
        formSchema: postInputSchema,
      },
      schema: { headers: idempotencyHeadersSchema, response: { 201: postSchema, ...createErrors } },
    },
    async (request, reply) => {
      const user = request.user
      const { fields, image } = await readPostRequest(request)
      const parsed = postInputSchema.safeParse(fields)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        throw new HttpError(400, 'validation_failed', issue.message, {
          [String(issue.path[0] ?? '_')]: issue.message,
        })
      }
      return writes.once(request, reply, postWrites.creation(user, parsed.data, image))
    },
  )

  app.delete(
    '/api/posts/:postId',
    {
      config: { access: 'user' },
      schema: { params: postParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = request.user
      const post = await visiblePost(request.params.postId)
      if (!can(user, 'delete', { authorId: post.userId })) {
        throw new HttpError(403, 'forbidden', 'You can only delete your own post.')
      }
      await postWrites.remove(request.params.postId, (error) => {
        request.log.warn({ err: error }, "A deleted post's image could not be removed")
      })
      return reply.status(204).send(null)
    },
  )

  // The author edits within EDIT_WINDOW_MINUTES of writing (docs/product.md#posts); the page reloads
  // the post everywhere (post.changed).
  app.patch(
    '/api/posts/:postId',
    {
      config: { access: 'user', contributes: true },
      schema: {
        params: postParamsSchema,
        body: postEditSchema,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user
      const { postId } = request.params
      const post = await visiblePost(postId)
      if (post.userId !== user.id) {
        throw new HttpError(403, 'forbidden', 'You can only edit your own post.')
      }
      if (!withinEditWindow(post.createdAt)) {
        throw new HttpError(403, 'forbidden', EDIT_WINDOW_MESSAGE)
      }
      await postWrites.spendBudget(user.id)
      await community.edit(postId, request.body)
      await bus.publish({ type: 'post.changed', postId })
      return (await community.one(postId, user.id))!
    },
  )

  app.patch(
    '/api/comments/:commentId',
    {
      config: { access: 'user', contributes: true },
      schema: {
        params: commentParamsSchema,
        body: commentInputSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user
      const { commentId } = request.params
      const comment = await community.commentOwner(commentId)
      if (!comment || comment.hidden) throw new HttpError(404, 'not_found', 'Comment not found.')
      if (comment.userId !== user.id) {
        throw new HttpError(403, 'forbidden', 'You can only edit your own comment.')
      }
      if (!withinEditWindow(comment.createdAt)) {
        throw new HttpError(403, 'forbidden', EDIT_WINDOW_MESSAGE)
      }
      await countWrite(`comment-write:${user.id}`, COMMENT_WRITES_PER_MINUTE)
      await community.editComment(commentId, request.body.text)
      await bus.publish({ type: 'post.changed', postId: comment.postId })
      return (await community.comment(commentId, user.id))!
    },
  )

  app.post(
    '/api/posts/:postId/vote',
    {
      config: { access: 'user', contributes: true, signInMessage: messages.voteLoginRequired },
      schema: {
        params: postParamsSchema,
        body: voteInputSchema,
        response: { 200: voteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user
      await countToggle(throttle, user.id)
      const { postId } = request.params
      await visiblePost(postId)
      const vote = await community.vote(postId, user.id, request.body.direction)
      const { upvotes, downvotes, myVote } = vote
      if (vote.changed) await bus.publish({ type: 'post.voted', postId, upvotes, downvotes })
      return { postId, upvotes, downvotes, myVote }
    },
  )

  app.get(
    '/api/posts/:postId/comments',
    {
      config: { access: 'viewer' },
      schema: {
        params: postParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const viewer = request.viewer
      await visiblePost(request.params.postId, viewer)
      return community
        .comments(
          request.params.postId,
          viewer?.id ?? null,
          request.query.cursor,
          moderates(viewer),
        )
        .catch(staleCursor)
    },
  )

  app.post(
    '/api/posts/:postId/comments',
    {
      config: { access: 'user', contributes: true, signInMessage: messages.commentLoginRequired },
      schema: {
        headers: idempotencyHeadersSchema,
        params: postParamsSchema,
        body: commentInputSchema,
        response: { 201: addedCommentSchema, ...createErrors },
      },
    },
    async (request, reply) => {
      const user = request.user
      const { postId } = request.params
      return writes.once(request, reply, {
        prepare: async () => {
          await visiblePost(postId)
          await countWrite(`comment-write:${user.id}`, COMMENT_WRITES_PER_MINUTE)
        },
        write: async (db) => {
          const board = createCommunityRepository(db)
          const commentId = await board.addComment(postId, user.id, request.body.text)
          const [comment, commentCount] = await Promise.all([
            board.comment(commentId, user.id),
            board.commentCount(postId),
          ])
          return {
            status: 201,
            body: { ...comment!, commentCount },
            after: () => bus.publish({ type: 'comment.added', postId, commentId, commentCount }),
          }
        },
      })
    },
  )

  app.delete(
    '/api/comments/:commentId',
    {
      config: { access: 'user' },
      schema: { params: commentParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = request.user
      const comment = await community.commentOwner(request.params.commentId)
      if (!comment) throw new HttpError(404, 'not_found', 'Comment not found.')
      if (!can(user, 'delete', { authorId: comment.userId })) {
        throw new HttpError(403, 'forbidden', 'You can only delete your own comment.')
      }
      await community.removeComment(request.params.commentId)
      await bus.publish({
        type: 'comment.removed',
        postId: comment.postId,
        commentId: request.params.commentId,
        commentCount: await community.commentCount(comment.postId),
      })
      return reply.status(204).send(null)
    },
  )

  const reported = z.object({ reported: z.literal(true) })
  app.post(
    '/api/posts/:postId/report',
    {
      config: { access: 'user', contributes: true },
      schema: {
        headers: idempotencyHeadersSchema,
        params: postParamsSchema,
        body: reportInputSchema,
        response: { 200: reported, ...createErrors },
      },
    },
    async (request, reply) => {
      const user = request.user
      const { postId } = request.params
      return writes.once(request, reply, {
        prepare: () => visiblePost(postId),
        write: async (db) => {
          await createReports(db).record('post', postId, user.id, request.body)
          return { status: 200, body: { reported: true as const } }
        },
      })
    },
  )
  app.post(
    '/api/comments/:commentId/report',
    {
      config: { access: 'user', contributes: true },
      schema: {
        headers: idempotencyHeadersSchema,
        params: commentParamsSchema,
        body: reportInputSchema,
        response: { 200: reported, ...createErrors },
      },
    },
    async (request, reply) => {
      const user = request.user
      const { commentId } = request.params
      return writes.once(request, reply, {
        prepare: async () => {
          const comment = await community.commentOwner(commentId)
          if (!comment || comment.hidden)
            throw new HttpError(404, 'not_found', 'Comment not found.')
        },
        write: async (db) => {
          await createReports(db).record('comment', commentId, user.id, request.body)
          return { status: 200, body: { reported: true as const } }
        },
      })
    },
  )

  // Hiding is moderation's workflow (src/server/moderation/moderation.ts); what a post or comment
  // is to hide, and what its change announces, is this feature's.
  moderation.register('post', {
    missing: 'Post not found.',
    async setHidden(postId, hidden) {
      const post = await community.setHidden(postId, hidden)
      return (
        post && {
          text: post.title,
          announce: () => bus.publish({ type: hidden ? 'post.removed' : 'post.created', postId }),
        }
      )
    },
  })
  moderation.register('comment', {
    missing: 'Comment not found.',
    async setHidden(commentId, hidden) {
      const comment = await community.setCommentHidden(commentId, hidden)
      return (
        comment && {
          text: comment.text,
          announce: async () => {
            const type = hidden ? 'comment.removed' : 'comment.added'
            const commentCount = await community.commentCount(comment.postId)
            await bus.publish({ type, postId: comment.postId, commentId, commentCount })
          },
        }
      )
    },
  })
  app.put(
    '/api/admin/posts/:postId/hidden',
    {
      config: { access: 'moderator' },
      schema: {
        params: postParamsSchema,
        body: hiddenInputSchema,
        response: { 200: hiddenAnswerSchema, ...errors },
      },
    },
    (request) => moderation.setHidden(request.user, 'post', request.params.postId, request.body),
  )
  app.put(
    '/api/admin/comments/:commentId/hidden',
    {
      config: { access: 'moderator' },
      schema: {
        params: commentParamsSchema,
        body: hiddenInputSchema,
        response: { 200: hiddenAnswerSchema, ...errors },
      },
    },
    (request) =>
      moderation.setHidden(request.user, 'comment', request.params.commentId, request.body),
  )
}
