// The API fuzzer (issue 28). Every declared route gets requests made from its schemas in the OpenAPI
// document with fast-check, and the hostile corpus of src/server/test/api-fuzzer.ts placed in each of
// its path parameters, query parameters, JSON fields, form fields and whole bodies; anonymous, as a
// member, as an administrator and with forged cookies. Whatever comes in, the answer is never a 5xx,
// every 4xx has the error shape {error: {code, message, fields?}}, and a request answered 4xx
// changes no row in the database.
//
// `npm test` runs it with a fixed seed and a few random requests per route. More:
// FUZZ_RUNS=500 npx vitest run --project server src/server/api-fuzz.test.ts (FUZZ_SEED=n for
// another seed; a failure says which FUZZ_SEED and FUZZ_RUNS replay it).
import { connect } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertCourses, makeCourse } from './test/course-factory'
import {
  asSentInHeader,
  corpusRequests,
  FORM_ROUTES,
  formCorpusRequests,
  formRequestArbitrary,
  operationOf,
  requestArbitrary,
  type FuzzPools,
  type FuzzRequest,
  type FuzzRoute,
  type OpenApiDocument,
} from './test/api-fuzzer'
import { watchRowWrites } from './test/row-writes'
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from './test/test-app'
import {
  createSessionCookie,
  createUserWithSession,
  SESSION_COOKIE_NAME,
  type TestUser,
} from './test/users'

const RUNS = Number(process.env.FUZZ_RUNS ?? 5)
const SEED = Number(process.env.FUZZ_SEED ?? 28)

/** Declared routes the fuzzer leaves alone, and why. */
const NOT_FUZZED: Record<string, string> = {
  // A page of the web app: without a build these tests answer 503 by design; page rendering and
  // its hostile addresses are src/server/web's tests.
  'GET /': 'a page',
}

/**
 * What a page answers here: the tests run without a web build. An address that falls through to
 * the pages (`/media/` with no name) gets it.
 */
const NO_WEB_BUILD = 'The web app is not built yet.'

/**
 * Written on a request that is refused, by design: the throttle counters count refusals (failed
 * sign-ins, writes over the limit), and a session lookup notes when the session was last seen.
 * Background work writes whenever it runs, whatever request is being answered then: the job queue,
 * a catalogue source's runs and its hosts' turns (a source the fuzzer added is refreshed), and a
 * price alert's mail (src/server/jobs/, docs/product.md#catalogue-sources, #price-alerts).
 */
const WRITTEN_WHEN_REFUSED = {
  skipTables: ['auth_throttle', 'jobs', 'source_runs', 'source_hosts'],
  skipColumns: {
    sessions: ['last_seen_at'],
    catalogue_sources: ['failures', 'validators'],
    price_alerts: ['notified_at'],
  },
}

const ADMIN_EMAIL = 'fuzz-admin@example.in'
let t: TestApp
let doc: OpenApiDocument
let member: TestUser
let admin: TestUser
let pools: FuzzPools
let rowWrites: { take(): Promise<string[]> }
let eventsOrigin: string

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] })
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json()
  member = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, { name: 'Member' })
  admin = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, { email: ADMIN_EMAIL })
  pools = await makeFixtures()
  rowWrites = await watchRowWrites(t.database.db, WRITTEN_WHEN_REFUSED)
  // /api/events streams until the client leaves: it is asked over HTTP and left after its head.
  eventsOrigin = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

/** Things that exist, so that requests naming them reach past "not found". */
async function makeFixtures(): Promise<FuzzPools> {
  const [course] = await insertCourses(t.database, [makeCourse()])
  const courseId = course!.courseId
  const as = (payload: object, url: string, user = member) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: user.cookie } })
  const postId = (
    await as({ title: 'A post', body: 'Its body', tags: 'react' }, '/api/posts')
  ).json().postId
  const commentId = (await as({ text: 'A comment' }, `/api/posts/${postId}/comments`)).json()
    .commentId
  const reviewId = (
    await as({ text: 'A review', rating: 4 }, `/api/courses/${courseId}/reviews`)
  ).json().reviewId
  await as({ reason: 'spam' }, `/api/posts/${postId}/report`)
  const submitted = await as(
    { ...makeCourse(), imageUrl: 'https://img.example.in/a.png' },
    '/api/courses',
  )
  expect([postId, commentId, reviewId, submitted.statusCode]).not.toContain(undefined)
  const { rows } = (await t.database.db.execute(
    'SELECT id FROM course_submissions' as never,
  )) as unknown as { rows: { id: string }[] }
  return {
    params: {
      courseId: [courseId],
      postId: [postId],
      commentId: [commentId],
      reviewId: [reviewId],
      submissionId: rows.map((r) => r.id),
      userId: [member.id],
      id: [postId, commentId, reviewId],
      name: ['a.webp'],
      file: ['1.xml', `${courseId}.png`],
    },
    emails: [ADMIN_EMAIL, 'nobody@example.in'],
  }
}

interface Identity {
  name: string
  headers: Record<string, string>
}

/** Who asks: fresh sessions for each route, since a route may end the one it was given. */
async function identities(): Promise<Identity[]> {
  const cookie = (user: TestUser) => createSessionCookie(t.database.db, TEST_AUTH_SECRET, user.id)
  return [
    { name: 'anonymous', headers: {} },
    { name: 'member', headers: { cookie: await cookie(member) } },
    { name: 'admin', headers: { cookie: await cookie(admin) } },
    {
      name: 'forged cookies',
      headers: {
        cookie: `${SESSION_COOKIE_NAME}=abc%00.sig%ff; cc_lang=%00hi; __proto__=x`,
        'accept-language': `hi;q=2, *;q=-1, ${'x'.repeat(300)}`,
      },
    },
  ]
}

interface Answer {
  status: number
  contentType: string
  body: string
}

/**
 * `request` over a real connection, as its bytes: for header values Node's HTTP parser refuses,
 * which it answers before any route (src/server/http/client-errors.ts).
 */
async function sendOverSocket(request: FuzzRequest): Promise<Answer> {
  const { hostname, port } = new URL(eventsOrigin)
  const body = Buffer.from(request.payload ?? '')
  const head = [
    `${request.method} ${request.url} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${body.length}`,
    'Connection: close',
  ]
  const received = await new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(port), hostname, () => {
      socket.write(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'))
      // Not ended: a client's half-close makes the server drop the request unanswered.
      socket.write(body)
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    // The server may answer and close before the body is written: what it answered counts.
    socket.on('error', () => {})
    socket.on('close', () => resolve(Buffer.concat(chunks)))
  })
  const text = received.toString('utf8')
  const end = text.indexOf('\r\n\r\n')
  const lines = text.slice(0, end).split('\r\n')
  const contentType = lines
    .find((line) => /^content-type:/i.test(line))
    ?.slice(13)
    .trim()
  return {
    status: Number(lines[0]?.split(' ')[1] ?? 0),
    contentType: contentType ?? '',
    body: end < 0 ? '' : text.slice(end + 4),
  }
}

async function send(request: FuzzRequest): Promise<Answer> {
  if (request.overSocket) return sendOverSocket(request)
  if (request.url.startsWith('/api/events')) {
    const controller = new AbortController()
    const res = await fetch(new URL(request.url, eventsOrigin), {
      headers: request.headers,
      signal: controller.signal,
    })
    const contentType = res.headers.get('content-type') ?? ''
    const body = res.status >= 400 ? await res.text() : ''
    controller.abort()
    return { status: res.status, contentType, body }
  }
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  })
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type']),
    body: res.body,
  }
}

/** What is wrong with a 4xx answer's body, if anything. */
function shapeProblem(answer: Answer): string | undefined {
  if (!answer.contentType.startsWith('application/json'))
    return `content type ${answer.contentType}`
  let body: unknown
  try {
    body = JSON.parse(answer.body)
  } catch {
    return 'not JSON'
  }
  const { error, ...rest } = (body ?? {}) as { error?: Record<string, unknown> }
  if (!error || Object.keys(rest).length > 0) return 'not {error: ...}'
  const { code, message, fields, ...more } = error
  if (typeof code !== 'string' || !/^[a-z_]+$/.test(code)) return 'no code'
  if (typeof message !== 'string' || !message) return 'no message'
  if (Object.keys(more).length > 0) return `extra keys ${Object.keys(more).join(', ')}`
  if (fields !== undefined) {
    const values = fields && typeof fields === 'object' ? Object.values(fields) : [null]
    if (!values.every((v) => typeof v === 'string')) return 'fields are not messages'
  }
  return undefined
}

/**
 * An address outside /api that no route of the API matched (`/media/`, `/media/..`) falls through
 * to the web app's pages, which answer in HTML (here, without a build, in plain text).
 */
const isPage = (request: FuzzRequest, answer: Answer) =>
  !request.url.startsWith('/api/') && /^text\/(html|plain)/.test(answer.contentType)

/** Sends `request`; what is wrong with how it was answered, or undefined. */
async function check(request: FuzzRequest, who: Identity[]): Promise<string | undefined> {
  const answer = await send(request)
  const written = await rowWrites.take()
  let problem: string | undefined
  if (answer.status === 0) problem = 'no answer'
  else if (answer.status >= 500 && !answer.body.startsWith(NO_WEB_BUILD)) problem = 'a 5xx'
  else if (answer.status >= 400) {
    const shape = isPage(request, answer) ? undefined : shapeProblem(answer)
    if (shape) problem = `a 4xx out of shape (${shape})`
    else if (written.length > 0) problem = `a 4xx that wrote rows of ${written.join(', ')}`
  }
  if (!problem) return undefined
  const identity = who.find((i) => i.headers.cookie === request.headers.cookie)?.name ?? 'someone'
  return [
    `${problem}: ${request.method} ${preview(request.url)} as ${identity}`,
    `  content-type: ${request.headers['content-type'] ?? '(none)'}; body: ${preview(request.payload)}`,
    `  answered ${answer.status}: ${preview(answer.body)}`,
  ].join('\n')
}

function preview(value: string | Buffer | undefined): string {
  if (value === undefined) return '(none)'
  const text = JSON.stringify(typeof value === 'string' ? value : value.toString('latin1'))
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text
}

const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`

/** The routes to fuzz: every declared one, deletions last so the fixtures live long. */
function routesToFuzz(): FuzzRoute[] {
  return t.app.declaredRoutes
    .filter((route) => !(routeName(route) in NOT_FUZZED))
    .map((route) => ({ ...route, operation: operationOf(doc, route.method, route.url) }))
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
}

describe('the API under fuzzing', () => {
  it('knows how to fuzz every declared route: from its OpenAPI operation, or as a form', () => {
    const declared = t.app.declaredRoutes.map(routeName)
    expect(declared.length).toBeGreaterThan(70)
    for (const name of Object.keys(NOT_FUZZED)) expect(declared).toContain(name)
    const unknown = routesToFuzz().filter(
      (route) => !route.operation && !(FORM_ROUTES as readonly string[]).includes(routeName(route)),
    )
    expect(unknown.map(routeName)).toEqual([])
    for (const name of FORM_ROUTES) expect(declared).toContain(name)
  })

  it('puts the hostile corpus into the Idempotency-Key header of every route that declares it', () => {
    const noHeaders = () => ({})
    const withHeader = routesToFuzz().filter((route) =>
      route.operation?.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
    )
    expect(withHeader.length).toBeGreaterThanOrEqual(9)
    for (const route of withHeader) {
      const corpus = (FORM_ROUTES as readonly string[]).includes(routeName(route))
        ? formCorpusRequests(route, noHeaders)
        : corpusRequests(route, pools, noHeaders)
      const sent = new Set(corpus.map((request) => request.headers['idempotency-key']))
      for (const value of ['\u0000', 'header\r\nSet-Cookie: cc_admin=1', '\ud800', '', 'हिंदी 👩🏽‍💻']) {
        const asSent = asSentInHeader(value)
        expect(sent.has(asSent), `${routeName(route)}: ${JSON.stringify(value)}`).toBe(true)
      }
      // What the HTTP parser refuses goes over a real connection, where it answers.
      const nul = corpus.find((request) => request.headers['idempotency-key'] === '\u0000')
      expect(nul?.overSocket).toBe(true)
    }
  })

  it('notes the rows a request writes, and not the note of when a session was last seen', async () => {
    await rowWrites.take()
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Asha', email: 'asha@example.in', message: 'Hello' },
    })
    expect(sent.statusCode).toBe(201)
    expect(await rowWrites.take()).toEqual(['contact_messages'])
    await t.database.db.execute('UPDATE sessions SET last_seen_at = now()' as never)
    expect(await rowWrites.take()).toEqual([])
  })

  it(
    'answers every route without a 5xx, in the error shape, and a 4xx changes nothing',
    async () => {
      const failures: string[] = []
      const routes = routesToFuzz()
      for (const [index, route] of routes.entries()) {
        const who = await identities()
        // Its sessions are written rows, which the first request must not be blamed for.
        await rowWrites.take()
        const headersFor = (i: number) => {
          // The corpus goes in as whom the route is for, one in five anonymous or with forged cookies.
          const access = t.app.declaredRoutes.find((r) => routeName(r) === routeName(route))?.access
          const user = access === 'admin' || access === 'moderator' ? who[2]! : who[1]!
          return (i % 5 === 4 ? who[i % 2 === 0 ? 0 : 3]! : user).headers
        }
        const isForm = (FORM_ROUTES as readonly string[]).includes(routeName(route))
        const corpus = isForm
          ? formCorpusRequests(route, headersFor)
          : corpusRequests(route, pools, headersFor)
        for (const request of corpus) {
          const problem = await check(request, who)
          if (problem) failures.push(problem)
        }
        const headers = who.map((i) => i.headers)
        const arbitrary = isForm
          ? formRequestArbitrary(route, headers)
          : requestArbitrary(route, pools, headers)
        const result = await fc.check(
          fc.asyncProperty(arbitrary, async (request) => {
            const problem = await check(request, who)
            if (problem) throw new Error(problem)
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        )
        if (result.failed) {
          failures.push(
            `${(result.errorInstance as Error | undefined)?.message ?? 'failed'}\n  (random request ${result.numRuns} of ${routeName(route)}: replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`,
          )
        }
      }
      expect(failures.slice(0, 30).join('\n\n')).toBe('')
    },
    300_000 + RUNS * 2_000,
  )
})
