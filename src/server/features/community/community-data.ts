// What the community board keeps about a member (src/server/member-data/member-data.ts): their
// posts, comments and votes.
import { asc, eq } from 'drizzle-orm'
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
} satisfies MemberData
