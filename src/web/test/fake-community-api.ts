// The community endpoints of src/server/features/community in memory, on top of the fake account API
// (src/web/test/fake-api.ts keeps the session; this answers /api/posts and /api/comments and hands
// every other request to it). Same `hold`/`fail` helpers, plus the requests it answered.
import { createRouteControls, keyOf } from './fake-routes'
import { vi } from 'vitest'
import { type Comment, type Post } from '../../domain/schemas/community'
import {
  messages,
  parseTags,
  postMatchesTags,
  postScore,
  COMMENTS_PAGE_SIZE,
  POSTS_PAGE_SIZE,
  voteTransition,
  type VoteChoice,
  type VoteDirection,
} from '../../domain/community-rules'
import { decodeCursor, encodeCursor } from '../../domain/paging-cursor'
import { installFakeApi, type FakeApiSeed } from './fake-api'

/** A post as the fake stores it: `userId` is the author ('user-1' is the first account). */
export type PostFixture = Omit<Post, 'myVote' | 'mine' | 'reportedByMe' | 'commentCount'> & {
  userId?: string | null
  votes?: Record<string, VoteDirection>
  comments?: CommentFixture[]
}
export type CommentFixture = Omit<Comment, 'mine' | 'reportedByMe' | 'postId'> & {
  userId?: string | null
}

let nextId = 1
const uuid = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`

export function makePost(overrides: Partial<PostFixture> = {}): PostFixture {
  return {
    postId: uuid(),
    title: 'How do I start with React?',
    body: 'Any advice for a beginner?',
    tags: ['react'],
    image: null,
    author: 'Ravi',
    authorDeleted: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    upvotes: 0,
    downvotes: 0,
    hidden: false,
    editedAt: null,
    userId: 'user-9',
    ...overrides,
  }
}

export function makeComment(overrides: Partial<CommentFixture> = {}): CommentFixture {
  return {
    commentId: uuid(),
    text: 'Start with the official docs.',
    author: 'Meera',
    authorDeleted: false,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    hidden: false,
    editedAt: null,
    userId: 'user-9',
    ...overrides,
  }
}

type Stored = PostFixture & {
  votes: Record<string, VoteDirection>
  comments: CommentFixture[]
  reporters: Set<string>
}

const error = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status })

export function installFakeCommunityApi(seed: FakeApiSeed & { posts?: PostFixture[] } = {}) {
  const base = installFakeApi(seed)
  const accountFetch = globalThis.fetch
  const posts: Stored[] = (seed.posts ?? []).map((post) => ({
    ...post,
    votes: { ...post.votes },
    comments: [...(post.comments ?? [])],
    reporters: new Set(),
  }))
  const requests: { method: string; path: string; search: string; body: unknown; key?: string }[] =
    []
  const controls = createRouteControls()
  const viewer = () => base.state.user?.id

  const shown = (post: Stored): Post => {
    const { userId, votes, comments, reporters, ...fields } = post
    const me = viewer()
    return {
      ...fields,
      commentCount: comments.length,
      myVote: me ? (votes[me] ?? null) : null,
      mine: me !== undefined && userId === me,
      reportedByMe: me !== undefined && reporters.has(me),
    }
  }
  const shownComment = (post: Stored, comment: CommentFixture): Comment => {
    const { userId, ...fields } = comment
    const me = viewer()
    return {
      ...fields,
      postId: post.postId,
      mine: me !== undefined && userId === me,
      reportedByMe: false,
    }
  }

  async function answer(method: string, url: URL, init: RequestInit): Promise<Response> {
    const path = url.pathname
    const me = base.state.user
    const moderates = me?.role === 'moderator' || me?.role === 'admin'
    const hiding = /^\/api\/admin\/(posts|comments)\/([^/]+)\/hidden$/.exec(path)
    if (hiding && method === 'PUT') {
      if (!moderates) return error(403, 'forbidden', 'Only moderators can do that.')
      const { hidden } = JSON.parse(String(init.body)) as { hidden: boolean }
      const item =
        hiding[1] === 'posts'
          ? posts.find((p) => p.postId === hiding[2])
          : posts.flatMap((p) => p.comments).find((c) => c.commentId === hiding[2])
      if (!item) return error(404, 'not_found', 'Not found.')
      item.hidden = hidden
      return Response.json({ hidden })
    }
    if (method === 'GET' && path === '/api/posts') {
      const sort = url.searchParams.get('sort') ?? 'newest'
      const entries = parseTags(url.searchParams.get('tags') ?? '')
      // The fake's cursor is the next item's position; the server's is a sort key (keyset paging).
      const start = Number(decodeCursor(url.searchParams.get('cursor') ?? '')?.[0] ?? 0)
      const matching = posts
        .filter((post) => postMatchesTags(post.tags, entries) && (moderates || !post.hidden))
        .sort((a, b) =>
          sort === 'popular' || sort === 'top'
            ? postScore(b) - postScore(a)
            : sort === 'oldest'
              ? a.createdAt.localeCompare(b.createdAt)
              : b.createdAt.localeCompare(a.createdAt),
        )
      const end = start + POSTS_PAGE_SIZE
      return Response.json({
        items: matching.slice(start, end).map(shown),
        total: matching.length,
        pageSize: POSTS_PAGE_SIZE,
        nextCursor: end < matching.length ? encodeCursor([end]) : null,
      })
    }
    if (method === 'POST' && path === '/api/posts') {
      if (!me) return error(401, 'unauthorized', messages.postLoginRequired)
      const form = init.body instanceof FormData ? init.body : new FormData()
      const text = (name: string) => String(form.get(name) ?? '').trim()
      const tags = parseTags(text('tags'))
      if (!text('title') || !text('body') || tags.length === 0) {
        return error(400, 'validation_failed', messages.fillAllFields)
      }
      const file = form.get('image')
      const post: Stored = {
        ...makePost({
          title: text('title'),
          body: String(form.get('body')),
          tags,
          author: me.displayName || 'Anonymous',
          createdAt: new Date().toISOString(),
          image: file instanceof File ? `/media/${file.name}` : null,
          userId: me.id,
        }),
        votes: {},
        comments: [],
        reporters: new Set(),
      }
      posts.push(post)
      return Response.json(shown(post), { status: 201 })
    }
    const one = /^\/api\/posts\/([^/]+)(\/vote|\/comments|\/report)?$/.exec(path)
    const post = one ? posts.find((p) => p.postId === one[1]) : undefined
    if (one && !post) return error(404, 'not_found', 'Post not found.')
    if (one && post) {
      const part = one[2]
      if (part === '/comments' && method === 'GET') {
        const start = Number(decodeCursor(url.searchParams.get('cursor') ?? '')?.[0] ?? 0)
        const all = [...post.comments].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        const end = start + COMMENTS_PAGE_SIZE
        return Response.json({
          items: all.slice(start, end).map((c) => shownComment(post, c)),
          nextCursor: end < all.length ? encodeCursor([end]) : null,
        })
      }
      if (part === '/comments' && method === 'POST') {
        if (!me) return error(401, 'unauthorized', messages.commentLoginRequired)
        const body = JSON.parse(String(init.body)) as { text: string }
        const comment = makeComment({
          text: body.text,
          author: me.displayName || 'Anonymous',
          createdAt: new Date().toISOString(),
          userId: me.id,
        })
        post.comments.push(comment)
        const commentCount = post.comments.filter((c) => !c.hidden).length
        return Response.json({ ...shownComment(post, comment), commentCount }, { status: 201 })
      }
      if (part === '/vote' && method === 'POST') {
        if (!me) return error(401, 'unauthorized', messages.voteLoginRequired)
        const { direction } = JSON.parse(String(init.body)) as { direction: VoteChoice }
        const change = voteTransition(post.votes[me.id] ?? null, direction)
        post.upvotes += change.upvotes
        post.downvotes += change.downvotes
        if (change.myVote) post.votes[me.id] = change.myVote
        else delete post.votes[me.id]
        return Response.json({
          postId: post.postId,
          upvotes: post.upvotes,
          downvotes: post.downvotes,
          myVote: change.myVote,
        })
      }
      if (part === '/report' && method === 'POST') {
        if (!me) return error(401, 'unauthorized', 'Sign in first')
        post.reporters.add(me.id)
        return Response.json({ reported: true })
      }
      if (!part && method === 'PATCH') {
        if (!me || post.userId !== me.id) return error(403, 'forbidden', 'Not yours.')
        const edit = JSON.parse(String(init.body)) as { title: string; body: string; tags: string }
        Object.assign(post, {
          title: edit.title,
          body: edit.body,
          tags: parseTags(edit.tags),
          editedAt: new Date().toISOString(),
        })
        return Response.json(shown(post))
      }
      if (!part && method === 'DELETE') {
        if (!me || post.userId !== me.id) return error(403, 'forbidden', 'Not yours.')
        posts.splice(posts.indexOf(post), 1)
        return new Response(null, { status: 204 })
      }
    }
    const comment = /^\/api\/comments\/([^/]+)(\/report)?$/.exec(path)
    if (comment) {
      if (!me) return error(401, 'unauthorized', 'Sign in first')
      const owner = posts.find((p) => p.comments.some((c) => c.commentId === comment[1]))
      if (!owner) return error(404, 'not_found', 'Comment not found.')
      if (comment[2]) return Response.json({ reported: true })
      if (method === 'PATCH') {
        const found = owner.comments.find((c) => c.commentId === comment[1])!
        if (found.userId !== me.id) return error(403, 'forbidden', 'Not yours.')
        found.text = (JSON.parse(String(init.body)) as { text: string }).text
        found.editedAt = new Date().toISOString()
        return Response.json(shownComment(owner, found))
      }
      owner.comments = owner.comments.filter((c) => c.commentId !== comment[1])
      return new Response(null, { status: 204 })
    }
    return error(404, 'not_found', `No fake route for ${method} ${path}`)
  }

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    if (
      !/^\/api\/((posts|comments)(\/|$)|admin\/(posts|comments)\/[^/]+\/hidden$)/.test(url.pathname)
    )
      return accountFetch(input, init)
    const method = (init.method ?? 'GET').toUpperCase()
    const route = `${method} ${url.pathname}`
    const body: unknown =
      typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined)
    requests.push({ method, path: url.pathname, search: url.search, body, ...keyOf(init) })
    return (await controls.intercept(route, body)) ?? answer(method, url, init)
  })
  vi.stubGlobal('fetch', fetchFake)

  return {
    ...base,
    posts,
    requests,
    hold: controls.hold,
    dropNext: controls.dropNext,
    answerNext: controls.answerNext,
    /** The next request to this route gets this error instead of its normal answer. */
    fail(
      route: string,
      status: number,
      code: string,
      message: string,
      fields?: Record<string, string>,
    ) {
      controls.answerNext(route, () => error(status, code, message, fields))
    },
  }
}

export type FakeCommunityApi = ReturnType<typeof installFakeCommunityApi>
