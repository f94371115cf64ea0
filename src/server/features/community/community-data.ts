// What the community board keeps about a member (src/server/member-data/member-data.ts): their
// posts, comments and votes.
import { asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { LiveEvent } from '../../../domain/events'
import { comments, postVotes, posts } from '../../db/schema'
import { iso, type MemberData } from '../../member-data/member-data'

export const communityData = {
  owner: 'community',
  tables: [posts, postVotes, comments],
  async export(db, member) {
    const [postRows, commentRows, voteRows] = await Promise.all([
      db
        .select({
          postId: posts.id,
          title: posts.title,
          body: posts.body,
          tags: posts.tags,
          image: posts.image,
          createdAt: posts.createdAt,
          hidden: posts.hidden,
        })
        .from(posts)
        .where(eq(posts.userId, member.id))
        .orderBy(asc(posts.createdAt)),
      db
        .select({
          commentId: comments.id,
          postId: comments.postId,
          postTitle: posts.title,
          text: comments.text,
          createdAt: comments.createdAt,
          hidden: comments.hidden,
        })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(eq(comments.userId, member.id))
        .orderBy(asc(comments.createdAt)),
      db
        .select({
          postId: postVotes.postId,
          postTitle: posts.title,
          direction: postVotes.direction,
          at: postVotes.createdAt,
        })
        .from(postVotes)
        .innerJoin(posts, eq(posts.id, postVotes.postId))
        .where(eq(postVotes.userId, member.id))
        .orderBy(asc(postVotes.createdAt)),
    ])
    return {
      posts: postRows.map((p) => ({
        ...p,
        image: p.image ? `/media/${p.image}` : null,
        createdAt: iso(p.createdAt),
      })),
      comments: commentRows.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
      postVotes: voteRows.map(({ at, direction, ...v }) => ({
        ...v,
        direction: direction > 0 ? ('up' as const) : ('down' as const),
        votedAt: iso(at),
      })),
    }
  },
  // The votes go; the posts and comments go too when asked (with others' votes, reports and, under
  // a post, comments, by cascade, as when the author deletes one), else they stay by 'Deleted
  // user'. Open pages hear of each post whose votes, comments or author changed.
  async forget(tx, member, { removeContributions }) {
    const votes = await tx
      .delete(postVotes)
      .where(eq(postVotes.userId, member.id))
      .returning({ postId: postVotes.postId })
    const ownPosts = await tx
      .select({ postId: posts.id, image: posts.image })
      .from(posts)
      .where(eq(posts.userId, member.id))
    const ownComments = await tx
      .select({ commentId: comments.id, postId: comments.postId })
      .from(comments)
      .where(eq(comments.userId, member.id))
    if (removeContributions) {
      await tx.delete(comments).where(eq(comments.userId, member.id))
      await tx.delete(posts).where(eq(posts.userId, member.id))
    }
    const removed = new Set(removeContributions ? ownPosts.map((p) => p.postId) : [])
    const voted = [...new Set(votes.map((v) => v.postId))].filter((id) => !removed.has(id))
    const totals =
      voted.length === 0
        ? []
        : await tx
            .select({ postId: posts.id, upvotes: posts.upvotes, downvotes: posts.downvotes })
            .from(posts)
            .where(inArray(posts.id, voted))
    const events: LiveEvent[] = totals.map((post) => ({ type: 'post.voted', ...post }))
    if (removeContributions) {
      for (const postId of removed) events.push({ type: 'post.removed', postId })
      // Posts that lost some of their comments reload them and their count.
      const thinned = new Set(ownComments.map((c) => c.postId).filter((p) => !removed.has(p)))
      for (const postId of thinned) events.push({ type: 'post.changed', postId })
    } else {
      const shown = new Set([...ownPosts.map((p) => p.postId), ...ownComments.map((c) => c.postId)])
      for (const postId of shown) events.push({ type: 'post.changed', postId })
    }
    return {
      events,
      images: removeContributions ? ownPosts.flatMap((p) => (p.image ? [p.image] : [])) : [],
    }
  },
  // Their posts, and the posts they commented under, show their name.
  async renamed(db, member) {
    const shown = await db
      .selectDistinct({ postId: posts.id })
      .from(posts)
      .where(
        or(
          eq(posts.userId, member.id),
          sql`EXISTS (SELECT 1 FROM ${comments} c WHERE c.post_id = ${posts.id} AND c.user_id = ${member.id})`,
        ),
      )
    return shown.map(({ postId }) => ({ type: 'post.changed', postId }))
  },
} satisfies MemberData
