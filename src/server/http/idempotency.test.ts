// Creates sent with an Idempotency-Key, as a caller sees them (issue 29,
// docs/decisions/045-idempotent-writes.md): the same key and content again get the first answer and
// write nothing; other content is a 422; keys are per member, or per address when signed out; a
// refused write keeps no key; a retry spends no write budget; keys last 24 hours, and across a
// restart. The process killed under load: ../idempotency-kill.test.ts.
import { randomUUID } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import Fastify from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveEvent } from '../../domain/events'
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../domain/idempotency'
import type { Course } from '../../domain/schemas/course'
import { multipartBody } from '../test/api-fuzzer'
import { contactMessages } from '../db/schema'
import { insertCourses, makeCourse } from '../test/course-factory'
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../test/test-app'
import { createLastingTestDatabase } from '../test/test-database'
import { createUserWithSession, type TestUser } from '../test/users'
import { createIdempotentWrites } from './idempotency'

const ADMIN_EMAIL = 'keys-admin@example.in'
/** The routes that create something, each of which takes the header. */
const CREATES = [
  'POST /api/posts',
  'POST /api/posts/{postId}/comments',
  'POST /api/posts/{postId}/report',
  'POST /api/comments/{commentId}/report',
  'POST /api/courses/{courseId}/reviews',
  'POST /api/reviews/{reviewId}/report',
  'POST /api/courses',
  'POST /api/contact',
  'POST /api/recommendations/feedback',
  'POST /api/admin/sources',
  'POST /api/admin/exams',
]

let t: TestApp
let course: Course
let admin: TestUser
let events: LiveEvent[]

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] })
  ;[course] = (await insertCourses(t.database, [makeCourse({ courseName: 'Keys 101' })])) as [
    Course,
  ]
  admin = await newMember({ email: ADMIN_EMAIL })
  events = []
  t.database.bus.subscribe((event) => events.push(event))
})
afterAll(() => t.close())

function newMember(options: { email?: string; password?: string | null } = {}) {
  return createUserWithSession(t.database.db, TEST_AUTH_SECRET, { password: null, ...options })
}

interface Sending {
  user?: TestUser
  key?: string
  payload?: object | string | Buffer
  /** The client's address (signed-out keys are per address). */
  from?: string
  headers?: Record<string, string>
}

function send(app: TestApp, url: string, { user, key, payload, from, headers }: Sending = {}) {
  return app.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(key !== undefined ? { 'idempotency-key': key } : {}),
      ...headers,
    },
    ...(payload !== undefined ? { payload } : {}),
    ...(from ? { remoteAddress: from } : {}),
  })
}
const post = (url: string, sending: Sending = {}) => send(t, url, sending)

/** A number the query counts. */
async function count(query: SQL, app = t): Promise<number> {
  const result = (await app.database.db.execute(query)) as unknown as {
    rows: { n: number | string }[]
  }
  return Number(result.rows[0]!.n)
}
const replayed = (res: { headers: Record<string, unknown> }) =>
  res.headers['idempotent-replayed'] === 'true'
const eventsOf = (type: LiveEvent['type']) => events.filter((e) => e.type === type).length

/** A post to hang comments and reports on. */
async function newPost(user: TestUser, title = `Post ${randomUUID()}`) {
  const res = await post('/api/posts', { user, payload: { title, body: 'Body', tags: 'keys' } })
  expect(res.statusCode).toBe(201)
  return res.json().postId as string
}

const picture = (red: number) =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: red, g: 0, b: 0 } } })
    .png()
    .toBuffer()

describe('a create sent again with the same Idempotency-Key', () => {
  it('declares the header on every route that creates something, and on no other', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>
    }
    const withHeader = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) =>
          op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    expect(withHeader.sort()).toEqual([...CREATES].sort())
  })

  it('a post with a picture: the first answer again, one post, one event; another picture is a 422', async () => {
    const author = await newMember()
    const title = `Pictured ${randomUUID()}`
    const form = async (red: number) =>
      multipartBody(
        [
          ['title', title],
          ['body', 'A picture of my desk'],
          ['tags', 'setup'],
        ],
        [{ field: 'image', filename: 'desk.png', type: 'image/png', content: await picture(red) }],
      )
    const red = await form(255)
    const sending = (user: TestUser, body: typeof red, key: string): Sending => ({
      user,
      key,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    })
    const key = randomUUID()
    const before = eventsOf('post.created')
    const first = await post('/api/posts', sending(author, red, key))
    const again = await post('/api/posts', sending(author, await form(255), key))
    expect(first.statusCode).toBe(201)
    expect(replayed(first)).toBe(false)
    expect(again.statusCode).toBe(201)
    expect(replayed(again)).toBe(true)
    expect(again.json()).toEqual(first.json())
    expect(first.json().image).toMatch(/^\/media\//)
    const posts = () => count(sql`SELECT count(*) AS n FROM posts WHERE title = ${title}`)
    expect(await posts()).toBe(1)
    expect(eventsOf('post.created') - before).toBe(1)

    // The same text with another picture is other content.
    const blue = await post('/api/posts', sending(author, await form(0), key))
    expect(blue.statusCode).toBe(422)
    expect(blue.json().error).toEqual({
      code: 'idempotency_key_reused',
      message: IDEMPOTENCY_KEY_REUSED_MESSAGE,
    })
    expect(await posts()).toBe(1)

    // Keys are each member's own: another member's same key is their own post.
    const neighbour = await post('/api/posts', sending(await newMember(), red, key))
    expect(neighbour.statusCode).toBe(201)
    expect(replayed(neighbour)).toBe(false)
    expect(neighbour.json().postId).not.toBe(first.json().postId)
    expect(await posts()).toBe(2)
  })

  it('a comment: the same comment and one event; the key in double quotes is the same key', async () => {
    const member = await newMember()
    const postId = await newPost(member)
    const key = `comment-${randomUUID()}`
    const url = `/api/posts/${postId}/comments`
    const before = eventsOf('comment.added')
    const first = await post(url, { user: member, key, payload: { text: 'Thanks!' } })
    const again = await post(url, { user: member, key: `"${key}"`, payload: { text: 'Thanks!' } })
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(again.json()).toEqual(first.json())
    expect(replayed(again)).toBe(true)
    expect(eventsOf('comment.added') - before).toBe(1)
    const other = await post(url, { user: member, key, payload: { text: 'Thanks again!' } })
    expect(other.statusCode).toBe(422)
    expect(await count(sql`SELECT count(*) AS n FROM comments WHERE post_id = ${postId}`)).toBe(1)
    // The same content on another post is another write, refused with the same key.
    const elsewhere = await post(`/api/posts/${await newPost(member)}/comments`, {
      user: member,
      key,
      payload: { text: 'Thanks!' },
    })
    expect(elsewhere.statusCode).toBe(422)
  })

  it('a review: 201 both times with the same review; other content is a 422 and changes nothing', async () => {
    const member = await newMember()
    const url = `/api/courses/${course.courseId}/reviews`
    const key = randomUUID()
    const first = await post(url, { user: member, key, payload: { text: 'Clear', rating: 5 } })
    const again = await post(url, { user: member, key, payload: { text: 'Clear', rating: 5 } })
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(again.json()).toEqual(first.json())
    const other = await post(url, { user: member, key, payload: { text: 'Meh', rating: 2 } })
    expect(other.statusCode).toBe(422)
    const { rows } = (await t.database.db.execute(
      sql`SELECT text, rating FROM reviews WHERE user_id = ${member.id}`,
    )) as unknown as { rows: { text: string; rating: number }[] }
    expect(rows).toEqual([{ text: 'Clear', rating: 5 }])
  })

  it('each kind of report: the same answer again; another reason with the key is a 422', async () => {
    const author = await newMember()
    const reporter = await newMember()
    const postId = await newPost(author)
    const commentId = (
      await post(`/api/posts/${postId}/comments`, { user: author, payload: { text: 'Spam?' } })
    ).json().commentId as string
    const reviewId = (
      await post(`/api/courses/${course.courseId}/reviews`, {
        user: author,
        payload: { text: 'Buy my course', rating: 1 },
      })
    ).json().reviewId as string
    const kinds = [
      { url: `/api/posts/${postId}/report`, table: sql`post_reports`, target: postId },
      { url: `/api/comments/${commentId}/report`, table: sql`comment_reports`, target: commentId },
      { url: `/api/reviews/${reviewId}/report`, table: sql`review_reports`, target: reviewId },
    ]
    for (const { url, table } of kinds) {
      const key = randomUUID()
      const first = await post(url, { user: reporter, key, payload: { reason: 'spam' } })
      const again = await post(url, { user: reporter, key, payload: { reason: 'spam' } })
      expect([first.statusCode, again.statusCode], url).toEqual([200, 200])
      expect(again.json()).toEqual(first.json())
      expect(replayed(again)).toBe(true)
      const other = await post(url, { user: reporter, key, payload: { reason: 'abuse' } })
      expect(other.statusCode, url).toBe(422)
      const reasons = (await t.database.db.execute(
        sql`SELECT reason FROM ${table} WHERE user_id = ${reporter.id}`,
      )) as unknown as { rows: { reason: string }[] }
      expect(reasons.rows, url).toEqual([{ reason: 'spam' }])
    }
  })

  it("an added course: a member's waits once (202), a moderator's is in the catalogue once (201)", async () => {
    const member = await newMember()
    const input = (name: string) => ({
      ...makeCourse({ courseName: name }),
      isBestseller: undefined,
      imageUrl: 'https://img.example.in/course.png',
    })
    const waiting = `Waiting ${randomUUID()}`
    const key = randomUUID()
    const first = await post('/api/courses', { user: member, key, payload: input(waiting) })
    const again = await post('/api/courses', { user: member, key, payload: input(waiting) })
    expect([first.statusCode, again.statusCode]).toEqual([202, 202])
    expect(again.json().submissionId).toBe(first.json().submissionId)
    expect(
      await count(
        sql`SELECT count(*) AS n FROM course_submissions WHERE course->>'courseName' = ${waiting}`,
      ),
    ).toBe(1)

    const direct = `Direct ${randomUUID()}`
    const before = eventsOf('course.added')
    const added = await post('/api/courses', { user: admin, key, payload: input(direct) })
    const addedAgain = await post('/api/courses', { user: admin, key, payload: input(direct) })
    expect([added.statusCode, addedAgain.statusCode]).toEqual([201, 201])
    expect(addedAgain.json().courseId).toBe(added.json().courseId)
    expect(await count(sql`SELECT count(*) AS n FROM courses WHERE course_name = ${direct}`)).toBe(
      1,
    )
    expect(eventsOf('course.added') - before).toBe(1)
  })

  it('the contact form, signed out: keys are per client address', async () => {
    const message = `Hello ${randomUUID()}`
    const payload = { name: 'Asha', email: 'asha@example.in', message }
    const key = randomUUID()
    const first = await post('/api/contact', { key, payload, from: '10.29.0.1' })
    const again = await post('/api/contact', { key, payload, from: '10.29.0.1' })
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(again.json()).toEqual(first.json())
    expect(replayed(again)).toBe(true)
    const changed = { ...payload, message: `${message}!` }
    expect(
      (await post('/api/contact', { key, payload: changed, from: '10.29.0.1' })).statusCode,
    ).toBe(422)
    const messages = () =>
      count(sql`SELECT count(*) AS n FROM contact_messages WHERE message = ${message}`)
    expect(await messages()).toBe(1)
    // Another client's same key is theirs.
    const elsewhere = await post('/api/contact', { key, payload, from: '10.29.0.2' })
    expect(elsewhere.statusCode).toBe(201)
    expect(replayed(elsewhere)).toBe(false)
    expect(await messages()).toBe(2)
  })

  it("'Was this helpful?': 204 again; per address signed out, per member signed in", async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations',
      payload: {
        courseIds: [course.courseId],
        profile: { goals: 'Idempotent feedback' },
      },
    })
    expect(asked.statusCode).toBe(200)
    const { answerId } = asked.json()
    const url = '/api/recommendations/feedback'
    const answers = () =>
      count(sql`SELECT count(*) AS n FROM recommendation_feedback WHERE answer_id = ${answerId}`)
    const key = randomUUID()
    const first = await post(url, { key, payload: { answerId, helpful: true }, from: '10.29.1.1' })
    const again = await post(url, { key, payload: { answerId, helpful: true }, from: '10.29.1.1' })
    expect([first.statusCode, again.statusCode]).toEqual([204, 204])
    expect([replayed(first), replayed(again)]).toEqual([false, true])
    expect(again.body).toBe('')
    const changed = await post(url, {
      key,
      payload: { answerId, helpful: false },
      from: '10.29.1.1',
    })
    expect(changed.statusCode).toBe(422)
    expect(await answers()).toBe(1)
    const member = await newMember()
    const signedIn = await post(url, {
      user: member,
      key,
      payload: { answerId, helpful: true },
      from: '10.29.1.1',
    })
    expect(signedIn.statusCode).toBe(204)
    expect(replayed(signedIn)).toBe(false)
    expect(await answers()).toBe(2)
  })
})

describe('the Idempotency-Key header', () => {
  it('that is not a key is a 400 naming it, in the request language; none at all writes as before', async () => {
    const member = await newMember()
    const url = `/api/posts/${await newPost(member)}/comments`
    for (const key of ['', 'a, b', 'two words', 'x'.repeat(256), '"open', 'nul\u0000', 'हिंदी']) {
      const res = await post(url, { user: member, key, payload: { text: 'Hi' } })
      expect(res.statusCode, JSON.stringify(key)).toBe(400)
      expect(res.json().error).toEqual({
        code: 'validation_failed',
        message: IDEMPOTENCY_KEY_MESSAGE,
        fields: { 'idempotency-key': IDEMPOTENCY_KEY_MESSAGE },
      })
    }
    const hindi = await post(`${url}?lang=hi`, { user: member, key: '', payload: { text: 'Hi' } })
    expect(hindi.json().error.message).toMatch(/^Idempotency-Key हेडर/)
    const plain = [
      await post(url, { user: member, payload: { text: 'Hi' } }),
      await post(url, { user: member, payload: { text: 'Hi' } }),
    ]
    expect(plain.map((r) => [r.statusCode, replayed(r)])).toEqual([
      [201, false],
      [201, false],
    ])
    expect(plain[0]!.json().commentId).not.toBe(plain[1]!.json().commentId)
  })

  it('answers the 422 in the request language', async () => {
    const member = await newMember()
    const url = `/api/posts/${await newPost(member)}/comments`
    const key = randomUUID()
    await post(url, { user: member, key, payload: { text: 'One' } })
    const res = await post(`${url}?lang=hi`, { user: member, key, payload: { text: 'Two' } })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe('यह अनुरोध पहले ही अलग सामग्री के साथ भेजा जा चुका है।')
  })

  it('of a refused write is not kept: the corrected request with the same key writes', async () => {
    const member = await newMember()
    const postId = await newPost(member)
    const key = randomUUID()
    const url = `/api/posts/${postId}/comments`
    const empty = await post(url, { user: member, key, payload: { text: '' } })
    expect(empty.statusCode).toBe(400)
    const fixed = await post(url, { user: member, key, payload: { text: 'Fixed' } })
    expect(fixed.statusCode).toBe(201)
    expect(replayed(fixed)).toBe(false)

    const reviewKey = randomUUID()
    const review = { text: 'Good', rating: 4 }
    const missing = await post(`/api/courses/${randomUUID()}/reviews`, {
      user: member,
      key: reviewKey,
      payload: review,
    })
    expect(missing.statusCode).toBe(404)
    const found = await post(`/api/courses/${course.courseId}/reviews`, {
      user: member,
      key: reviewKey,
      payload: review,
    })
    expect(found.statusCode).toBe(201)
    expect(replayed(found)).toBe(false)
    expect(
      await count(
        sql`SELECT count(*) AS n FROM idempotency_keys WHERE key IN (${key}, ${reviewKey})`,
      ),
    ).toBe(2)
  })

  it('sent again spends none of the write budget: 5 posts a minute still make 5 posts', async () => {
    const member = await newMember()
    const key = randomUUID()
    const payload = { title: 'Budget', body: 'Counted once', tags: 'keys' }
    for (let i = 0; i < 8; i++) {
      const res = await post('/api/posts', { user: member, key, payload })
      expect(res.statusCode).toBe(201)
      expect(replayed(res)).toBe(i > 0)
    }
    const more = []
    for (let i = 0; i < 5; i++) {
      more.push((await post('/api/posts', { user: member, key: randomUUID(), payload })).statusCode)
    }
    expect(more).toEqual([201, 201, 201, 201, 429])
  })

  it('lasts 24 hours: an older key is free again, and the trim deletes it', async () => {
    const member = await newMember()
    const url = `/api/posts/${await newPost(member)}/comments`
    const key = randomUUID()
    const first = await post(url, { user: member, key, payload: { text: 'Day one' } })
    const age = (hours: number) =>
      t.database.db.execute(
        sql`UPDATE idempotency_keys SET created_at = now() - make_interval(hours => ${hours}) WHERE key = ${key}`,
      )
    await age(23)
    expect(replayed(await post(url, { user: member, key, payload: { text: 'Day one' } }))).toBe(
      true,
    )
    await age(25)
    const later = await post(url, { user: member, key, payload: { text: 'Day one' } })
    expect(later.statusCode).toBe(201)
    expect(replayed(later)).toBe(false)
    expect(later.json().commentId).not.toBe(first.json().commentId)
    const keys = () => count(sql`SELECT count(*) AS n FROM idempotency_keys WHERE key = ${key}`)
    expect(await keys()).toBe(1)
    await age(25)
    const all = await count(sql`SELECT count(*) AS n FROM idempotency_keys`)
    // The trim the app's timer runs: only the expired key goes.
    await createIdempotentWrites({ db: t.database.db, secret: TEST_AUTH_SECRET }).trim()
    expect(await keys()).toBe(0)
    expect(await count(sql`SELECT count(*) AS n FROM idempotency_keys`)).toBe(all - 1)
  })

  it("of a deleted account's writes go with it", async () => {
    const member = await newMember({ password: 'Keys-and-locks-9' })
    const url = `/api/posts/${await newPost(member)}/comments`
    await post(url, { user: member, key: randomUUID(), payload: { text: 'Bye' } })
    const scope = `user:${member.id}`
    const keys = () => count(sql`SELECT count(*) AS n FROM idempotency_keys WHERE scope = ${scope}`)
    expect(await keys()).toBe(1)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: member.cookie },
      payload: { password: 'Keys-and-locks-9', removeContributions: false },
    })
    expect(deleted.statusCode).toBe(200)
    expect(await keys()).toBe(0)
  })
})

describe('creations sent twice at the same moment', () => {
  it('200 creations each sent twice at once with the same key: 200 stored, each pair answered alike', async () => {
    // 40 members, 5 comments each: well within 20 comments a minute each, twins counted twice.
    const members = await Promise.all(Array.from({ length: 40 }, () => newMember()))
    const postId = await newPost(members[0]!)
    const url = `/api/posts/${postId}/comments`
    const before = eventsOf('comment.added')
    const creations = members.flatMap((member, m) =>
      Array.from({ length: 5 }, (_, i) => ({
        member,
        key: randomUUID(),
        text: `Comment ${m}.${i}`,
      })),
    )
    const pairs = await Promise.all(
      creations.map(({ member, key, text }) =>
        Promise.all([0, 1].map(() => post(url, { user: member, key, payload: { text } }))),
      ),
    )
    const statuses = pairs.flat().map((res) => res.statusCode)
    expect(statuses.filter((s) => s !== 201)).toEqual([])
    for (const [a, b] of pairs) {
      expect(b!.json().commentId).toBe(a!.json().commentId)
      // One of the two wrote, the other was answered what it wrote.
      expect([replayed(a!), replayed(b!)].sort()).toEqual([false, true])
    }
    expect(new Set(pairs.map(([a]) => a!.json().commentId)).size).toBe(200)
    expect(await count(sql`SELECT count(*) AS n FROM comments WHERE post_id = ${postId}`)).toBe(200)
    expect(eventsOf('comment.added') - before).toBe(200)
  })

  it('twins that both missed the first answer: the second waits for the first to commit, then answers what it wrote', async () => {
    // Both requests are held until both have looked for a finished key and found none, so the
    // second meets the first inside the database (PostgreSQL's unique index, PGlite's one
    // transaction at a time), not in the look-up before it.
    const writes = createIdempotentWrites({ db: t.database.db, secret: TEST_AUTH_SECRET })
    const message = `Twins ${randomUUID()}`
    let arrived = 0
    let bothLooked!: () => void
    const looked = new Promise<void>((resolve) => (bothLooked = resolve))
    const app = Fastify()
    app.post('/twins', { config: { access: 'public' } }, (request, reply) =>
      writes.once(request, reply, {
        prepare: async () => {
          if (++arrived === 2) bothLooked()
          await looked
        },
        write: async (db) => {
          const [row] = await db
            .insert(contactMessages)
            .values({ name: 'Twin', email: 'twin@example.in', message })
            .returning({ id: contactMessages.id })
          return { status: 201, body: { id: row!.id } }
        },
      }),
    )
    try {
      const key = randomUUID()
      const [a, b] = await Promise.all(
        [0, 1].map(() =>
          app.inject({ method: 'POST', url: '/twins', headers: { 'idempotency-key': key } }),
        ),
      )
      expect([a!.statusCode, b!.statusCode]).toEqual([201, 201])
      expect(b!.json()).toEqual(a!.json())
      expect([replayed(a!), replayed(b!)].sort()).toEqual([false, true])
      expect(
        await count(sql`SELECT count(*) AS n FROM contact_messages WHERE message = ${message}`),
      ).toBe(1)
    } finally {
      await app.close()
    }
  })
})

describe('a retry after a restart', () => {
  it('gets the first answer from the new process, and nothing is written twice', async () => {
    const lasting = await createLastingTestDatabase()
    try {
      const before = await createTestApp({ database: await lasting.open() })
      const member = await createUserWithSession(before.database.db, TEST_AUTH_SECRET, {
        password: null,
      })
      const payload = { title: 'Before the restart', body: 'Sent once', tags: 'keys' }
      const key = randomUUID()
      const contact = { name: 'Asha', email: 'asha@example.in', message: 'Across a restart' }
      const first = await send(before, '/api/posts', { user: member, key, payload })
      const firstContact = await send(before, '/api/contact', {
        key,
        payload: contact,
        from: '10.29.2.1',
      })
      expect([first.statusCode, firstContact.statusCode]).toEqual([201, 201])
      await before.close()

      const after = await createTestApp({ database: await lasting.open() })
      try {
        const again = await send(after, '/api/posts', { user: member, key, payload })
        expect(again.statusCode).toBe(201)
        expect(replayed(again)).toBe(true)
        expect(again.json()).toEqual(first.json())
        const againContact = await send(after, '/api/contact', {
          key,
          payload: contact,
          from: '10.29.2.1',
        })
        expect(againContact.statusCode).toBe(201)
        expect(replayed(againContact)).toBe(true)
        expect(await count(sql`SELECT count(*) AS n FROM posts`, after)).toBe(1)
        expect(await count(sql`SELECT count(*) AS n FROM contact_messages`, after)).toBe(1)
      } finally {
        await after.close()
      }
    } finally {
      await lasting.drop()
    }
  })
})
