// Writing and deleting a post on the board (docs/product.md#posts), each in one place for the routes
// and anything else that writes posts (a job, the CLI):
// - a new post spends its author's write budget, has its picture checked and stored, is written,
//   and is announced to open pages; the route runs it once per Idempotency-Key
//   (docs/decisions/045-idempotent-writes.md), so a retry spends no budget and writes nothing;
// - a deleted post is gone with its votes and comments, announced, and its picture released unless
//   another post shows it.
// The route parses the request (JSON, or multipart with the picture) and answers.
import { createHash } from 'node:crypto'
import { POST_WRITES_PER_MINUTE, messages } from '../../../domain/community-rules'
import type { Profile } from '../../../domain/schemas/account'
import type { Post } from '../../../domain/schemas/community'
import type { Db } from '../../db/db-type'
import { HttpError } from '../../http/errors'
import type { WriteOnce } from '../../http/idempotency'
import { perMinute, type ThrottleRepository } from '../../http/throttle'
import type { EventBus } from '../../live/event-bus'
import { ImageRejectedError, type ImageStore } from '../../media/image-store'
import { createCommunityRepository } from './community-repository'

export const POSTING_TOO_FAST = 'You are posting too quickly. Please wait a minute and try again.'

export type PostInput = { title: string; body: string; tags: string[] }

export function createPostWrites(services: {
  db: Db
  images: ImageStore
  throttle: ThrottleRepository
  bus: EventBus
}) {
  const { images, throttle, bus } = services
  const board = createCommunityRepository(services.db)
  const spendBudget = (authorId: string) =>
    throttle.enforce(`post-write:${authorId}`, perMinute(POST_WRITES_PER_MINUTE), POSTING_TOO_FAST)

  const storeImage = async (image: Buffer) => {
    try {
      return await images.store(image)
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error
      throw new HttpError(400, 'image_rejected', messages.imageFailed, { image: error.reason })
    }
  }

  /** A picture stored for a post that was then not written: kept only if a post shows it. */
  const releaseUnused = (image: string | null) =>
    images.release([image]).catch(() => {
      // Left for the next release of the same picture; the post's own failure is what matters.
    })

  return {
    /** The author's edit spends the same budget as a new post. */
    spendBudget,

    /** A new post with its optional picture, as one write for `writes.once` (route or job). */
    creation(author: Profile, input: PostInput, image?: Buffer): WriteOnce<string | null, Post> {
      return {
        // The picture counts by its bytes: the same text with another picture is another post.
        content: { ...input, image: image && createHash('sha256').update(image).digest('hex') },
        prepare: async () => {
          await spendBudget(author.id)
          return image ? storeImage(image) : null
        },
        write: async (db, stored) => {
          const posts = createCommunityRepository(db)
          let postId: string
          try {
            postId = await posts.create({ userId: author.id, ...input, image: stored })
          } catch (error) {
            await releaseUnused(stored)
            throw error
          }
          return {
            status: 201,
            body: (await posts.one(postId, author.id))!,
            after: () => bus.publish({ type: 'post.created', postId }),
          }
        },
      }
    },

    /**
     * Deletes a post the caller has already found and may delete. Sent twice at once, it is deleted
     * and announced once; the picture goes unless another post shows it.
     */
    async remove(postId: string, onReleaseFailed: (error: unknown) => void) {
      const image = await board.remove(postId)
      if (image === undefined) return
      await bus.publish({ type: 'post.removed', postId })
      await images.release([image]).catch(onReleaseFailed)
    },
  }
}
export type PostWrites = ReturnType<typeof createPostWrites>
