// Text no field can hold is refused with a 400 that names the field, wherever it comes in: a JSON
// body, a query string, a path parameter or a multipart form (issue 28). Each finding that answered
// 500, or stored something other than what was sent, has its case here.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_TOO_LONG } from '../../domain/review'
import {
  MAX_NESTING,
  MULTI_LINE_KEY,
  TOO_DEEP_MESSAGE,
  TEXT_BROKEN_MESSAGE,
  TEXT_CONTROL_MESSAGE,
  TEXT_MAX_LENGTH,
  TEXT_ONE_LINE_MESSAGE,
  TEXT_TOO_LONG_MESSAGE,
} from '../../domain/text-input'
import { createAdminTestApp, TEST_AUTH_SECRET, type TestApp } from '../test/test-app'
import { insertCourses, makeCourse } from '../test/course-factory'
import { createUserWithSession, type TestUser } from '../test/users'

let t: TestApp
let member: TestUser
let courseId: string
let postId: string
beforeAll(async () => {
  ;({ t, member } = await createAdminTestApp())
  const [course] = await insertCourses(t.database, [makeCourse()])
  courseId = course!.courseId
  const post = await asMember('POST', '/api/posts', { title: 'Hello', body: 'First', tags: 'x' })
  postId = post.json().postId
})
afterAll(() => t.close())

function asMember(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) {
  return t.app.inject({ method, url, payload, headers: { cookie: member.cookie } })
}

/** A refusal of hostile text: 400 validation_failed, with the field named and its message. */
function expectRefused(
  res: { statusCode: number; json(): unknown },
  field: string,
  message = TEXT_CONTROL_MESSAGE,
) {
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({
    error: { code: 'validation_failed', message, fields: { [field]: message } },
  })
}

const count = async (table: string) => {
  const { rows } = (await t.database.db.execute(
    // Table names are this file's own constants.
    `SELECT count(*)::int AS n FROM ${table}` as never,
  )) as unknown as { rows: { n: number }[] }
  return rows[0]!.n
}

describe('a NUL character', () => {
  it('in a review is a 400 naming the text, and nothing is stored', async () => {
    const before = await count('reviews')
    expectRefused(
      await asMember('POST', `/api/courses/${courseId}/reviews`, { text: 'Good\u0000course' }),
      'text',
    )
    expect(await count('reviews')).toBe(before)
  })

  it('in a comment is a 400 naming the text', async () => {
    expectRefused(
      await asMember('POST', `/api/posts/${postId}/comments`, { text: 'Nice\u0000' }),
      'text',
    )
  })

  it('in the display name is a 400, and the name stays as it was', async () => {
    expectRefused(await asMember('PUT', '/api/me/name', { name: 'Asha\u0000' }), 'name')
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: member.cookie } })
    expect(me.json().user.displayName).toBe(member.name)
  })

  it('in the contact form is a 400, and no message is stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Asha\u0000', email: 'asha@example.in', message: 'Hello' },
    })
    expectRefused(res, 'name')
    expect(await count('contact_messages')).toBe(0)
  })

  it('in the newsletter form is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload: { email: 'asha\u0000@example.in' },
    })
    expectRefused(res, 'email')
    expect(await count('subscribers')).toBe(0)
  })

  it('in a post sent as a form is a 400 naming the field', async () => {
    const before = await count('posts')
    expectRefused(await postForm({ title: 'Hi\u0000', body: 'Text', tags: 'x' }), 'title')
    expect(await count('posts')).toBe(before)
  })

  it('in a query string is a 400 naming the parameter', async () => {
    expectRefused(await t.app.inject({ url: '/api/posts?tags=a%00' }), 'tags')
    expectRefused(await t.app.inject({ url: '/api/courses?q=react%00' }), 'q')
  })

  it('in a path parameter is a 400, never a 500', async () => {
    expectRefused(await t.app.inject({ url: '/api/courses/abc%00' }), 'courseId')
    expectRefused(await t.app.inject({ url: '/media/abc%00.webp' }), 'name')
  })
})

describe('signing up with a NUL', () => {
  it("is a 400 naming the field, not 'an account with this email already exists', and makes no account", async () => {
    const users = await count('users')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'nul@example.in', password: 'Str0ng&Secret!', name: 'Asha\u0000' },
    })
    expectRefused(res, 'name')
    expect(await count('users')).toBe(users)
  })
})

describe('other text no field can hold', () => {
  it('a lone surrogate (half an emoji) is refused, not stored as a replacement character', async () => {
    const before = await count('reviews')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/reviews`,
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: '{"text":"Great \\ud83d course"}',
    })
    expectRefused(res, 'text', TEXT_BROKEN_MESSAGE)
    expect(await count('reviews')).toBe(before)
  })

  it('a line break in a one-line field is refused, in a text area it is kept', async () => {
    expectRefused(
      await asMember('PUT', '/api/me/name', { name: 'Asha\nRao' }),
      'name',
      TEXT_ONE_LINE_MESSAGE,
    )
    const comment = await asMember('POST', `/api/posts/${postId}/comments`, {
      text: 'First line\r\n\tSecond line',
    })
    expect(comment.statusCode).toBe(201)
    expect(comment.json().text).toBe('First line\r\n\tSecond line')
  })

  it('a long post in Hindi sent as a form is kept whole, not cut where the form field ended', async () => {
    const body = 'अ'.repeat(9000)
    const res = await postForm({ title: 'लंबी पोस्ट', body, tags: 'hindi' })
    expect(res.statusCode).toBe(201)
    const stored: string = res.json().body
    expect({ length: stored.length, whole: stored === body }).toEqual({ length: 9000, whole: true })
  })
})

describe('which fields hold several lines', () => {
  it('a post sent as JSON keeps the line breaks of its body and refuses one in its title', async () => {
    const post = await asMember('POST', '/api/posts', {
      title: 'Notes',
      body: 'Line one\nLine two',
      tags: 'x',
    })
    expect(post.statusCode).toBe(201)
    expect(post.json().body).toBe('Line one\nLine two')
    expectRefused(
      await asMember('POST', '/api/posts', { title: 'Two\nlines', body: 'x', tags: 'x' }),
      'title',
      TEXT_ONE_LINE_MESSAGE,
    )
  })

  it('the OpenAPI document marks the text areas, and every field limit is below the rule', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json()
    const multiLine: string[] = []
    const limits: number[] = []
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return
      const schema = node as Record<string, unknown>
      if (schema[MULTI_LINE_KEY] === true) multiLine.push(path)
      if (typeof schema.maxLength === 'number') limits.push(schema.maxLength)
      for (const [key, child] of Object.entries(schema)) visit(child, `${path}/${key}`)
    }
    for (const [url, operations] of Object.entries(doc.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(operations as Record<string, object>)) {
        const { requestBody, parameters } = operation as {
          requestBody?: object
          parameters?: object
        }
        visit(requestBody, `${method.toUpperCase()} ${url}#`)
        visit(parameters, `${method.toUpperCase()} ${url}#`)
      }
    }
    const marked = multiLine.map((path) => path.replace(/^([^#]+)#.*\/properties\/(\w+)$/, '$1 $2'))
    expect(marked).toEqual(
      expect.arrayContaining([
        'POST /api/courses/{courseId}/reviews text',
        'POST /api/posts/{postId}/comments text',
        'PATCH /api/posts/{postId} body',
        'POST /api/contact message',
        'POST /api/courses description',
        'POST /api/recommendations goals',
      ]),
    )
    expect(marked.some((path) => /(name|title|email|tags)$/.test(path))).toBe(false)
    expect(limits.length).toBeGreaterThan(20)
    expect(Math.max(...limits)).toBeLessThan(TEXT_MAX_LENGTH)
  })
})

describe('how the refusal reads', () => {
  it('is in the request language', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/name?lang=hi',
      payload: { name: 'Asha\u0000' },
      headers: { cookie: member.cookie },
    })
    expect(res.statusCode).toBe(400)
    const hindi = 'इस टेक्स्ट में एक अदृश्य कंट्रोल कैरेक्टर है। उसे हटाकर फिर कोशिश करें।'
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: hindi,
      fields: { name: hindi },
    })
  })

  it("leaves a field's own length limit its own message", async () => {
    const res = await asMember('POST', `/api/courses/${courseId}/reviews`, {
      text: 'a'.repeat(2001),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(REVIEW_TOO_LONG)
  })

  it('refuses a value longer than any field takes, even one no route reads', async () => {
    const res = await asMember('PUT', '/api/me/name', {
      name: 'Asha',
      note: 'a'.repeat(TEXT_MAX_LENGTH + 1),
    })
    expectRefused(res, 'note', TEXT_TOO_LONG_MESSAGE)
  })

  it('names a nested field by its path, and a key by itself', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations',
      payload: { courseIds: [courseId], profile: { goals: 'jobs\nsoon', expertise: 'x\u0007' } },
    })
    expectRefused(res, 'profile.expertise')
    expectRefused(await asMember('PUT', '/api/me/name', { ['na\u0000me']: 'x' }), 'na\u0000me')
    expectRefused(
      await t.app.inject({ url: '/api/courses?tags=a&tags=b%0A' }),
      'tags.1',
      TEXT_ONE_LINE_MESSAGE,
    )
  })
})

describe('a body nested deeply', () => {
  const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`

  it('is a 400 wherever it goes, even where a route hands its body on (was a 500)', async () => {
    for (const url of ['/api/auth/update-user', '/api/me/name', '/api/contact']) {
      const started = Date.now()
      const res = await t.app.inject({
        method: url === '/api/me/name' ? 'PUT' : 'POST',
        url,
        headers: { cookie: member.cookie, 'content-type': 'application/json' },
        payload: deep,
      })
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: { error: { code: 'bad_request', message: TOO_DEEP_MESSAGE } },
      })
      // Checked in one pass: nothing is copied per level.
      expect(Date.now() - started).toBeLessThan(5000)
    }
  })

  it('up to the limit is read as usual', async () => {
    const nested = JSON.parse(`${'['.repeat(MAX_NESTING - 1)}"x"${']'.repeat(MAX_NESTING - 1)}`)
    const res = await asMember('PUT', '/api/me/name', { name: 'Asha', extra: nested })
    expect(res.statusCode).toBe(200)
  })
})

describe('headers the app reads', () => {
  let port: number
  beforeAll(async () => {
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
  })

  /** Sends `head` (request line and headers, `\n`-separated) and `body` as raw bytes. */
  function rawRequest(head: Buffer, body = ''): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(head)
        socket.write(`Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`)
        socket.write(body)
      })
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString('latin1')))
      socket.on('close', () => resolve(text))
      socket.on('error', reject)
    })
  }
  const head = (lines: string[]) => Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'latin1')

  it.each(['User-Agent', 'Cookie', 'Accept-Language'])(
    'a NUL in %s never reaches the app: the HTTP parser answers 400',
    async (name) => {
      const answer = await rawRequest(
        head(['GET /api/me HTTP/1.1', 'Host: x', `${name}: a\u0000b`]),
      )
      expect(answer).toMatch(/^HTTP\/1\.1 400 /)
      expect(answer).toContain('"code":"bad_request"')
    },
  )

  it('a user agent of stray bytes signs in, and the session keeps it as text', async () => {
    const user = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {})
    const body = JSON.stringify({ email: user.email, password: user.password })
    const answer = await rawRequest(
      head([
        'POST /api/auth/sign-in/email HTTP/1.1',
        'Host: x',
        'Content-Type: application/json',
        // Bytes 0x80-0xFF (obs-text) pass the parser and are read as Latin-1: C1 controls included.
        'User-Agent: Agent \u0085\u0099\u00ff/1.0',
      ]),
      body,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    const { rows } = (await t.database.db.execute(
      `SELECT user_agent FROM sessions WHERE user_id = '${user.id}' AND user_agent IS NOT NULL` as never,
    )) as unknown as { rows: { user_agent: string }[] }
    expect(rows.map((r) => r.user_agent)).toEqual(['Agent \u0085\u0099\u00ff/1.0'])
  })
})

/** A multipart/form-data post as a browser's FormData sends it. */
function postForm(fields: Record<string, string>) {
  const boundary = '----hostile-text-boundary'
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: {
      cookie: member.cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
  })
}
