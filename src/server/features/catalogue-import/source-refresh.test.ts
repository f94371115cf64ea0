// Catalogue sources refreshed from real local HTTP servers: 127.0.0.2 stands in for a course
// platform on the internet (the one address these tests allow), 127.0.0.1 for what must stay out
// of reach. The job queue is the real one, on the test database.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LiveEvent } from '../../../domain/events'
import type { SourceInput } from '../../../domain/catalogue-sources'
import { COURSE_FACT_FIELDS, type CourseFactField } from '../../../domain/course-facts'
import { rowsOf } from '../../db/db-type'
import type { Database } from '../../db/database'
import { catalogueSources, courses, jobs, sourceHosts } from '../../db/schema'
import { createJobQueue, type JobQueue } from '../../jobs/job-queue'
import { allowList } from '../../net/guarded-fetch'
import { createTestDatabase } from '../../test/test-database'
import { createCatalogueSources, SOURCE_JOB, type CatalogueSources } from './catalogue-sources'

type Route = (request: http.IncomingMessage, response: http.ServerResponse) => void
/** What the platform's server answers, by path; a test changes it as it goes. */
const routes = new Map<string, Route>()
const requests: { path: string; headers: http.IncomingHttpHeaders }[] = []
let platform = ''
let secret = ''
let secretHits = 0
const servers: http.Server[] = []

async function serve(host: string, handler: Route): Promise<string> {
  const server = http.createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return `http://${host}:${(server.address() as AddressInfo).port}`
}

let database: Database
const events: LiveEvent[] = []
beforeAll(async () => {
  database = await createTestDatabase()
  platform = await serve('127.0.0.2', (request, response) => {
    const path = request.url ?? '/'
    requests.push({ path, headers: request.headers })
    const route = routes.get(path)
    if (route) route(request, response)
    else response.writeHead(404).end('not here')
  })
  secret = await serve('127.0.0.1', (_request, response) => {
    secretHits++
    response.end('{"courseName":"the database password"}')
  })
})
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  await database.close()
})

let queue: JobQueue
let sources: CatalogueSources
const limits = {
  politenessMs: 0,
  feedTimeoutMs: 1500,
  pageTimeoutMs: 1500,
  robotsTimeoutMs: 1500,
}
function instance(name: string) {
  const q = createJobQueue({ db: database.db, log: { warn: () => {} }, instance: name })
  const s = createCatalogueSources({
    db: database.db,
    jobs: q,
    publish: async (event) => void events.push(event),
    allowed: allowList(['127.0.0.2']),
    siteUrl: 'https://courses.example.in',
    log: { warn: () => {} },
    limits,
  })
  return { q, s }
}
beforeEach(async () => {
  await database.db.delete(jobs)
  await database.db.delete(catalogueSources)
  await database.db.delete(sourceHosts)
  await database.db.execute(sql`DELETE FROM courses WHERE official_url LIKE 'http://127.0.0.2%'`)
  routes.clear()
  requests.length = 0
  events.length = 0
  ;({ q: queue, s: sources } = instance('one'))
})

const line = (n: number, price: number | null, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    courseName: `Feed Course ${n}`,
    rating: 4.5,
    duration: '12',
    validity: 'Lifetime',
    certification: 'Yes',
    price,
    imageUrl: `https://img.example.in/${n}.png`,
    instructor: 'Asha Rao',
    category: 'devops',
    description: 'Containers and clusters, from the first image to a deployed service.',
    // On the feed's own site (127.0.0.2 here): a source brings only its own courses.
    officialUrl: `http://127.0.0.2/course/${n}`,
    language: 'English',
    ...extra,
  })

/** A feed at /feed.jsonl with an ETag of its content; a 304 for a client that has it. */
function serveFeed(lines: string[], path = '/feed.jsonl') {
  const body = `${lines.join('\n')}\n`
  const etag = `"${Buffer.from(body).length}-${lines.length}-${body.charCodeAt(body.length - 3)}"`
  routes.set(path, (request, response) => {
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end()
    response.writeHead(200, { 'content-type': 'application/x-ndjson', etag }).end(body)
  })
}

async function addSource(input: Partial<SourceInput> = {}) {
  const source = await sources.sources.create({
    name: 'Platform feed',
    kind: 'feed',
    addresses: [`${platform}/feed.jsonl`],
    platform: 'udemy',
    category: '',
    intervalMinutes: 1440,
    ...input,
  })
  return source
}

/** Runs the source once, now, as 'refresh now' does; answers the newest run. */
async function refresh(sourceId: string) {
  // The pause a host takes after a run is over at once here.
  await database.db.update(sourceHosts).set({ nextAt: new Date(0) })
  await sources.refreshNow((await sources.sources.find(sourceId))!)
  await queue.runDue()
  const view = await sources.sources.view(sourceId)
  return { run: view!.runs[0]!, source: view! }
}

const coursePrices = async (n: number) =>
  rowsOf<{ price: string | null; origin: string }>(
    database.db,
    sql`SELECT p.price, p.origin FROM course_prices p JOIN courses c ON c.id = p.course_id
         WHERE c.official_url = ${`http://127.0.0.2/course/${n}`} ORDER BY p.id`,
  )
const course = async (url: string) =>
  (await database.db.select().from(courses).where(eq(courses.officialUrl, url)))[0]

describe('a feed source', () => {
  it('adds its courses on its platform, then records a price that changed, then asks only if it changed', async () => {
    const source = await addSource()
    serveFeed([line(1, 3099), line(2, null, { platform: 'coursera' })])
    const first = await refresh(source.id)
    expect(first.run).toMatchObject({ status: 'ok', added: 2, updated: 0, bad: 0, error: null })
    expect((await course('http://127.0.0.2/course/2'))!.platform).toBe('udemy')
    expect(events).toEqual([{ type: 'course.imported', count: 2 }])
    // It asked robots.txt first, and named itself.
    expect(requests.map((r) => r.path)).toEqual(['/robots.txt', '/feed.jsonl'])
    expect(requests[1]!.headers['user-agent']).toBe(
      'CourseCompass/1.0 (+https://courses.example.in)',
    )

    serveFeed([line(1, 449), line(2, null, { platform: 'coursera' })])
    const second = await refresh(source.id)
    expect(second.run).toMatchObject({ status: 'ok', added: 0, updated: 1, unchanged: 1 })
    expect(await coursePrices(1)).toEqual([
      { price: '3099.00', origin: 'source' },
      { price: '449.00', origin: 'source' },
    ])

    requests.length = 0
    const third = await refresh(source.id)
    expect(third.run).toMatchObject({ status: 'ok', added: 0, updated: 0, notModified: 1 })
    expect(requests.at(-1)!.headers['if-none-match']).toBeDefined()
    expect(await coursePrices(1)).toHaveLength(2)
  })

  it('keeps its good rows and lists a bad row with its line and reason', async () => {
    const source = await addSource()
    serveFeed([line(1, 499), line(2, 499, { rating: 9 }), 'not json', line(4, 299)])
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({ status: 'ok', added: 2, bad: 2 })
    expect(run.badRows).toEqual([
      { line: 2, reason: 'rating: Rating must be a number from 0 to 5' },
      { line: 3, reason: expect.stringMatching(/JSON/) },
    ])
  })

  it('fails a run on a 500, is tried again later, and is flagged after three failures in a row', async () => {
    const source = await addSource()
    routes.set('/feed.jsonl', (_request, response) => void response.writeHead(500).end('oops'))
    let view = (await refresh(source.id)).source
    expect(view.runs[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/500/) })
    expect(view).toMatchObject({ failures: 1, failing: false })
    const [job] = await database.db.select().from(jobs)
    expect(job).toMatchObject({ state: 'queued', attempts: 1 })
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000)
    await refresh(source.id)
    view = (await refresh(source.id)).source
    expect(view).toMatchObject({ failures: 3, failing: true })
    // Mended: the next run ends the streak.
    serveFeed([line(1, 499)])
    view = (await refresh(source.id)).source
    expect(view).toMatchObject({ failures: 0, failing: false })
    expect(view.runs.map((r) => r.status)).toEqual(['ok', 'failed', 'failed', 'failed'])
  })

  it('gives up on a slow host at its deadline', async () => {
    const source = await addSource()
    routes.set('/feed.jsonl', () => {}) // never answers
    const started = Date.now()
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/no answer within/),
    })
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('refuses a redirect to a private address, and the private server is never asked', async () => {
    const source = await addSource()
    routes.set(
      '/feed.jsonl',
      (_request, response) => void response.writeHead(302, { location: `${secret}/` }).end(),
    )
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/not on the public internet/),
    })
    expect(secretHits).toBe(0)
  })

  it('says a feed that vanished is gone, and keeps the courses it brought', async () => {
    const source = await addSource()
    serveFeed([line(1, 499)])
    await refresh(source.id)
    routes.delete('/feed.jsonl')
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({ status: 'failed', error: expect.stringMatching(/404.*gone/) })
    expect(await course('http://127.0.0.2/course/1')).toBeDefined()
  })

  it("obeys robots.txt, and fetches nothing while the host's robots.txt fails", async () => {
    const source = await addSource()
    serveFeed([line(1, 499)])
    routes.set('/robots.txt', (_q, r) => void r.end('User-agent: CourseCompass\nDisallow: /feed'))
    let { run } = await refresh(source.id)
    expect(run).toMatchObject({ status: 'failed', error: expect.stringMatching(/does not allow/) })
    routes.set('/robots.txt', (_q, r) => void r.writeHead(503).end())
    ;({ run } = await refresh(source.id))
    expect(run).toMatchObject({ status: 'failed', error: expect.stringMatching(/503/) })
    expect(requests.filter((r) => r.path === '/feed.jsonl')).toHaveLength(0)
  })

  it('runs once when two instances look for it at once', async () => {
    const source = await addSource()
    serveFeed([line(1, 499)])
    const other = instance('two')
    await sources.scheduleDue()
    await other.s.scheduleDue()
    expect(await database.db.select().from(jobs)).toHaveLength(1)
    await Promise.all([queue.runDue(), other.q.runDue()])
    const view = await sources.sources.view(source.id)
    expect(view!.runs).toHaveLength(1)
    expect(requests.filter((r) => r.path === '/feed.jsonl')).toHaveLength(1)
  })

  it('waits while another run holds the host, without counting a try', async () => {
    const source = await addSource()
    serveFeed([line(1, 499)])
    await database.db.insert(sourceHosts).values({
      host: new URL(platform).host,
      busyBy: 'else',
      busyUntil: new Date(Date.now() + 60_000),
    })
    await sources.refreshNow(source)
    await queue.runDue()
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, SOURCE_JOB))
    expect(job).toMatchObject({ state: 'queued', attempts: 0 })
    expect(requests).toHaveLength(0)
  })

  it('is refreshed once per slot of its interval, however often the schedule looks', async () => {
    const source = await addSource({ intervalMinutes: 60 })
    const now = Date.now()
    await sources.scheduleDue(now)
    await sources.scheduleDue(now + 1000)
    await sources.scheduleDue(now + 60 * 60_000)
    const keys = (await database.db.select().from(jobs)).map((j) => j.key)
    expect(keys).toHaveLength(2)
    expect(keys.every((key) => key.startsWith(`${source.id}:60:`))).toBe(true)
    // A paused source is not scheduled.
    await database.db.update(catalogueSources).set({ enabled: false })
    await sources.scheduleDue(now + 2 * 60 * 60_000)
    expect(await database.db.select().from(jobs)).toHaveLength(2)
  })
})

const page = (jsonLd: object | string) =>
  `<!doctype html><html><head><title>x</title><script type="application/ld+json">${
    typeof jsonLd === 'string' ? jsonLd : JSON.stringify(jsonLd)
  }</script></head><body>A course</body></html>`

describe('a course pages source', () => {
  it('reads each page for its JSON-LD, and lists the pages it could not read with why', async () => {
    routes.set('/course/docker', (request, r) => {
      if (request.headers['if-none-match'] === '"d1"') return void r.writeHead(304).end()
      r.writeHead(200, { 'content-type': 'text/html', etag: '"d1"' }).end(
        page({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', name: 'ignored' },
            {
              '@type': 'Course',
              name: 'Docker &amp; Kubernetes <b>in Hindi</b>',
              description: '<p>From the first image</p> to a cluster.',
              provider: { '@type': 'Organization', name: 'Platform' },
              instructor: [{ '@type': 'Person', name: 'Asha Rao' }],
              inLanguage: 'hi',
              image: '/img/docker.png',
              timeRequired: 'PT12H30M',
              aggregateRating: { ratingValue: '9', bestRating: '10' },
              offers: [
                { price: 20, priceCurrency: 'USD' },
                { price: '₹ 1,499.00', priceCurrency: 'INR' },
              ],
            },
          ],
        }),
      )
    })
    routes.set('/course/plain', (_q, r) => r.end('<html><body>No data here</body></html>'))
    routes.set('/course/dollars', (_q, r) =>
      r.end(
        page({
          '@type': 'Product',
          name: 'Course in dollars',
          image: 'https://img.example.in/x.png',
          aggregateRating: { ratingValue: 4.1 },
          offers: { price: 20, priceCurrency: 'USD' },
        }),
      ),
    )
    routes.set('/course/broken', (_q, r) => r.end(page('{"@type": "Course", name')))
    const source = await addSource({
      name: 'Platform pages',
      kind: 'pages',
      category: 'devops',
      addresses: [
        `${platform}/course/docker`,
        `${platform}/course/plain`,
        `${platform}/course/dollars`,
        `${platform}/course/broken`,
        `${platform}/course/missing`,
      ],
    })
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({ status: 'ok', added: 1, bad: 4 })
    expect(run.badRows.map((row) => row.line)).toEqual([2, 3, 4, 5])
    expect(run.badRows[0]!.reason).toMatch(/\/course\/plain: the page has no schema.org Course/)
    expect(run.badRows[1]!.reason).toMatch(/in USD/)
    expect(run.badRows[2]!.reason).toMatch(/no schema.org Course/)
    expect(run.badRows[3]!.reason).toMatch(/404/)
    expect(await course(`${platform}/course/docker`)).toMatchObject({
      courseName: 'Docker & Kubernetes in Hindi',
      description: 'From the first image to a cluster.',
      instructor: 'Asha Rao',
      language: 'Hindi',
      imageUrl: `${platform}/img/docker.png`,
      duration: '13',
      rating: 4.5,
      price: 1499,
      platform: 'udemy',
      category: 'devops',
      validity: 'Not stated',
    })

    // Next time: the page is asked for only if it changed; what it does not state is kept.
    await database.db
      .update(courses)
      .set({ validity: 'Lifetime' })
      .where(eq(courses.officialUrl, `${platform}/course/docker`))
    requests.length = 0
    const again = await refresh(source.id)
    expect(again.run).toMatchObject({ status: 'ok', added: 0, notModified: 1, unchanged: 1 })
    expect(requests.find((r) => r.path === '/course/docker')!.headers['if-none-match']).toBe('"d1"')
  })

  it('keeps what an edit gave a course when its page does not state it', async () => {
    const address = `${platform}/course/kept`
    let price = 999
    routes.set('/course/kept', (_q, r) =>
      r.end(
        page({
          '@type': 'Course',
          name: 'Kept course',
          image: 'https://img.example.in/k.png',
          aggregateRating: { ratingValue: 4.2 },
          offers: { price, priceCurrency: 'INR' },
        }),
      ),
    )
    const source = await addSource({ kind: 'pages', category: 'devops', addresses: [address] })
    await refresh(source.id)
    await database.db
      .update(courses)
      .set({ validity: 'Lifetime', certification: 'Yes, graded', category: 'cloud' })
      .where(eq(courses.officialUrl, address))
    price = 499
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({ status: 'ok', updated: 1 })
    expect(await course(address)).toMatchObject({
      price: 499,
      validity: 'Lifetime',
      certification: 'Yes, graded',
      category: 'cloud',
    })
  })

  it('fails a run none of whose pages answered', async () => {
    routes.set('/course/down', (_q, r) => void r.writeHead(502).end())
    const source = await addSource({
      kind: 'pages',
      category: 'devops',
      addresses: [`${platform}/course/down`],
    })
    const { run, source: view } = await refresh(source.id)
    expect(run).toMatchObject({ status: 'failed', bad: 1 })
    expect(view.failures).toBe(1)
  })

  it('lists a page it cannot make sense of as a bad row, and writes the pages beside it', async () => {
    routes.set('/course/odd', (_q, r) =>
      r.end(
        page({
          '@type': 'Course',
          name: 'Odd &#99999999; characters',
          image: 'https://img.example.in/o.png',
          aggregateRating: { ratingValue: 4 },
          offers: { price: 99, priceCurrency: 'INR' },
        }),
      ),
    )
    routes.set('/course/good', (_q, r) =>
      r.end(
        page({
          '@type': 'Course',
          name: 'Good one',
          image: 'https://img.example.in/g.png',
          aggregateRating: { ratingValue: 4 },
          offers: { price: 99, priceCurrency: 'INR' },
        }),
      ),
    )
    const source = await addSource({
      kind: 'pages',
      category: 'devops',
      addresses: [`${platform}/course/good`, `${platform}/course/odd`],
    })
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({ status: 'ok', added: 2, bad: 0 })
    expect((await course(`${platform}/course/odd`))!.courseName).toBe('Odd \ufffd characters')
  })

  it('reads a page of unclosed script tags at once', async () => {
    routes.set('/course/tags', (_q, r) => r.end('<script type=application/ld+json '.repeat(60_000)))
    const source = await addSource({
      kind: 'pages',
      category: 'devops',
      addresses: [`${platform}/course/tags`],
    })
    const started = performance.now()
    const { run } = await refresh(source.id)
    expect(run.badRows[0]!.reason).toMatch(/no schema.org Course/)
    expect(performance.now() - started).toBeLessThan(3000)
  })
})

describe('the course facts of a course page', () => {
  /** A page of a course on sale for `price`, with `facts` beside its fields. */
  const factsPage = (path: string, price: number, facts: Record<string, unknown> = {}) =>
    routes.set(path, (_q, r) =>
      r.end(
        page({
          '@type': 'Course',
          name: 'Facts course',
          image: 'https://img.example.in/f.png',
          aggregateRating: { ratingValue: 4.4 },
          offers: { price, priceCurrency: 'INR' },
          ...facts,
        }),
      ),
    )
  const pagesSource = (paths: string[]) =>
    addSource({ kind: 'pages', category: 'devops', addresses: paths.map((p) => platform + p) })
  const factsOf = async (address: string) => {
    const row = (await course(address))!
    return Object.fromEntries(COURSE_FACT_FIELDS.map((field) => [field, row[field]]))
  }
  /** Facts an administrator gave the course, as an edit writes them. */
  const stored: Pick<typeof courses.$inferInsert, CourseFactField> = {
    level: 'advanced',
    format: 'cohort',
    hoursPerWeek: 6,
    lastUpdated: '2025-01',
    nextStart: 'self-paced',
    certificate: 'graded',
    certificateCost: 999,
    syllabus: [{ title: 'Kept module', minutes: 45 }],
  }

  it('writes the facts a page states', async () => {
    factsPage('/course/facts', 1999, {
      educationalLevel: 'Intermediate',
      dateModified: '2024-03-10T09:00:00Z',
      hasCourseInstance: [
        { '@type': 'CourseInstance', courseMode: 'Online', startDate: '2020-01-06' },
        {
          '@type': 'CourseInstance',
          courseMode: ['online', 'https://schema.org/Synchronous'],
          startDate: '2099-01-05',
          courseSchedule: { '@type': 'Schedule', duration: 'PT5H', repeatFrequency: 'Weekly' },
        },
      ],
      educationalCredentialAwarded: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'Certificate',
        name: 'Graded certificate',
        offers: { '@type': 'Offer', price: '499', priceCurrency: 'INR' },
      },
      syllabusSections: [
        { '@type': 'Syllabus', name: 'Containers', timeRequired: 'PT1H30M' },
        { '@type': 'Syllabus', name: ' Clusters ' },
      ],
    })
    const source = await pagesSource(['/course/facts'])
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({ status: 'ok', added: 1, bad: 0 })
    const facts = {
      level: 'intermediate',
      format: 'live',
      hoursPerWeek: 5,
      lastUpdated: '2024-03',
      nextStart: '2099-01-05',
      certificate: 'graded',
      certificateCost: 499,
      syllabus: [
        { title: 'Containers', minutes: 90 },
        { title: 'Clusters', minutes: null },
      ],
    }
    expect(await factsOf(`${platform}/course/facts`)).toEqual(facts)
  })

  it('keeps the facts a course has when its page does not state them', async () => {
    const address = `${platform}/course/quiet`
    factsPage('/course/quiet', 999)
    const source = await pagesSource(['/course/quiet'])
    await refresh(source.id)
    await database.db.update(courses).set(stored).where(eq(courses.officialUrl, address))
    factsPage('/course/quiet', 499)
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({ status: 'ok', updated: 1 })
    expect((await course(address))!.price).toBe(499)
    expect(await factsOf(address)).toEqual(stored)
  })

  it('reads a page of hostile facts without a fault, and writes no wrong value', async () => {
    const hostile = `${platform}/course/hostile`
    factsPage('/course/hostile', 999)
    factsPage('/course/nul', 199)
    const source = await pagesSource(['/course/hostile', '/course/nul'])
    await refresh(source.id)
    await database.db.update(courses).set(stored).where(eq(courses.officialUrl, hostile))
    factsPage('/course/hostile', 499, {
      educationalLevel: 'expert',
      dateModified: '2999-12-01',
      hasCourseInstance: [
        {
          courseMode: [{ nested: [[['asynchronous']]] }, 42, null],
          courseSchedule: { duration: 'PT500H', repeatFrequency: 'Weekly' },
          courseWorkload: 'PT500H per week',
          startDate: { '@value': '2099-01-01' },
        },
      ],
      educationalCredentialAwarded: [[{ credentialCategory: ['\u0000'] }], 7],
      // A certificate it does state, at a cost no certificate has.
      hasCredential: {
        credentialCategory: 'Certificate',
        offers: { price: -5, priceCurrency: 'INR' },
      },
      syllabusSections: Array.from({ length: 10_000 }, (_, n) => ({
        '@type': 'Syllabus',
        name: `Module ${n}`,
        timeRequired: 'PT1H',
      })),
    })
    factsPage('/course/nul', 299, {
      syllabusSections: [
        { '@type': 'Syllabus', name: 'Fine module' },
        { '@type': 'Syllabus', name: 'Bad\u0000module' },
      ],
    })
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({ status: 'ok', updated: 2, bad: 0 })
    // The page's price was read, and its certificate; its other facts were not, and the ones the
    // course had stay.
    expect((await course(hostile))!.price).toBe(499)
    expect(await factsOf(hostile)).toEqual({ ...stored, certificate: 'completion' })
    expect(await factsOf(`${platform}/course/nul`)).toEqual({
      level: null,
      format: null,
      hoursPerWeek: null,
      lastUpdated: null,
      nextStart: null,
      certificate: null,
      certificateCost: null,
      syllabus: [],
    })
  })
})

describe('a run that meets hostile text', () => {
  it('records a NUL a feed sent, lets its host go, and counts the failure', async () => {
    routes.set('/feed.jsonl', (_q, r) => void r.end('courseName,x\u0000y\nA,1\n'))
    const source = await addSource()
    const { run, source: view } = await refresh(source.id)
    expect(run.status).toBe('failed')
    expect(run.error).not.toContain('\u0000')
    expect(view.failures).toBe(1)
    const [host] = await database.db.select().from(sourceHosts)
    expect(host!.busyBy).toBeNull()
  })

  it('refuses a row of another site’s course: a feed cannot rewrite the catalogue', async () => {
    const source = await addSource()
    serveFeed([line(1, 499), line(2, 1, { officialUrl: 'https://www.coursera.org/learn/ml' })])
    const { run } = await refresh(source.id)
    expect(run).toMatchObject({ added: 1, bad: 1 })
    expect(run.badRows[0]!.reason).toMatch(/not on 127\.0\.0\.2, the feed's site/)
  })

  it('refreshes now again once a paused source is resumed', async () => {
    const source = await addSource()
    serveFeed([line(1, 499)])
    const paused = (await sources.sources.update(source.id, { enabled: false }))!
    expect(await sources.refreshNow(paused)).toBe(true)
    await queue.runDue()
    const resumed = (await sources.sources.update(source.id, { enabled: true }))!
    expect(await sources.refreshNow(resumed)).toBe(true)
    await database.db.update(sourceHosts).set({ nextAt: new Date(0) })
    await queue.runDue()
    expect((await sources.sources.view(source.id))!.runs).toHaveLength(1)
  })
})
