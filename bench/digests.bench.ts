// npm run bench -- --only digests [--members 10000] [--follows 5] [--courses 100000]
//   [--databases pglite,postgres] [--database-url postgres://...]
// Follow digests at scale (docs/product.md#follows): a daily digest for `--members` members with
// `--follows` daily follows each, over a generated catalogue of `--courses` courses (word and value
// frequencies of a real catalogue, bench/generate-catalogue.ts) of which 1.5% were added and 3%
// dropped in price during the day. The follows are drawn as members would choose them: categories,
// platforms and instructors in proportion to the courses they hold, exam names, and searches from
// the long-tail mix of real queries (bench/search-mix.ts), with their filters. The digest is
// collected by the real job code (follow-digests.ts) over the real catalogue index, and mailed to
// a real SMTP server in a process of its own (the tests' catcher, smtp-counter.ts), which counts
// what it receives.
//
// Checked, not assumed: every mail's recipient got exactly one; the recipients are exactly the
// confirmed members whom the index, asked follow by follow outside the digest, finds news for; the
// unconfirmed got none. Then a second day with nothing new: no mail.
//
// Baseline in the same run: as many mails of the same size handed to the same SMTP server, as many
// at a time as the digest sends them: what sending alone costs. Prints seconds, the ratio to it, and
// the process's peak RSS (which holds the catalogue's generated rows and every mail received).
import { fork, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { followKey, type FollowQuery, type NewsQuery } from '../src/domain/follows'
import { createPglite, databaseFromPglite, type Database } from '../src/server/db/database'
import { courses, follows, users } from '../src/server/db/schema'
import { createCatalogueSearch } from '../src/server/features/courses/catalogue-search'
import {
  createFollowDigests,
  DIGEST_GRACE_MS,
  SENDING_AT_ONCE,
} from '../src/server/features/follows/follow-digests'
import { createJobQueue } from '../src/server/jobs/job-queue'
import { createMailer } from '../src/server/mail/mailer'
import { randomGenerator } from '../src/server/test/course-factory'
import { openScratchPostgres } from '../src/server/test/scratch-postgres'
import { option } from './bench-options'
import { TOPICS } from './catalogue-topics'
import { generateCatalogue } from './generate-catalogue'
import { longTailMix } from './search-mix'

const memberCount = Number(option('members') ?? 10_000)
const followsEach = Number(option('follows') ?? 5)
const courseCount = Number(option('courses') ?? 100_000)
const databaseUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL
const databases = (option('databases') ?? 'pglite,postgres').split(',')

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** 07:00 in India on a Wednesday: the day's window starts at a daily bound, far from a weekly one. */
const DAY_START = Date.UTC(2030, 0, 2, 1, 30)
const SITE = 'https://courses.example.in'

let peakRss = 0
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
sampler.unref()
const resetPeak = () => (peakRss = process.memoryUsage().rss)
const peakMb = () => Math.round(Math.max(peakRss, process.memoryUsage().rss) / 1024 / 1024)

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000))
}

/** The catalogue: most courses old; 1.5% added during the day; 3% of the priced dropped in it. */
async function seedCatalogue(database: Database) {
  const r = randomGenerator(5)
  const rows = generateCatalogue(courseCount).map((course) => {
    const x = r()
    const at = DAY_START + Math.floor(r() * DAY)
    if (x < 0.015) return { ...course, createdAt: new Date(at) }
    const old = {
      ...course,
      createdAt: new Date(DAY_START - 30 * DAY - Math.floor(r() * 300 * DAY)),
    }
    if (x < 0.045 && course.price != null) {
      const from = Math.round((course.price * (1.3 + r() * 4)) / 10) * 10 - 1
      return { ...old, priceDropFrom: from, priceDroppedAt: new Date(at) }
    }
    return old
  })
  await insertChunked(rows, (chunk) => database.db.insert(courses).values(chunk))
  return rows
}

/** Members: 3% unconfirmed, 15% reading in Hindi; five follows each, as members choose them. */
async function seedMembers(database: Database, catalogue: ReturnType<typeof generateCatalogue>) {
  const r = randomGenerator(9)
  const exams = TOPICS.filter((topic) => topic.category === 'govt exam').map((t) => t.name)
  const searches = longTailMix(50_000, 17)
    .paths.filter((p) => p.startsWith('/api/courses?'))
    .map((p) => {
      const params = new URLSearchParams(p.slice(p.indexOf('?') + 1))
      const query: FollowQuery = {}
      for (const name of ['q', 'category', 'platform', 'language', 'price', 'track'] as const) {
        const value = params.get(name)
        if (value) (query as Record<string, string>)[name] = value
      }
      return query
    })
    .filter((query) => Object.keys(query).length > 0)
  const course = () => catalogue[Math.floor(r() * catalogue.length)]!
  const draw = (): FollowQuery => {
    const x = r()
    if (x < 0.3) return { category: course().category }
    if (x < 0.45) return { platform: course().platform }
    if (x < 0.6) return { instructor: course().instructor }
    if (x < 0.7) return { q: exams[Math.floor(r() * exams.length)]!, track: 'govt' }
    return searches[Math.floor(r() * searches.length)]!
  }
  const members = Array.from({ length: memberCount }, (_, i) => ({
    id: `bench-member-${i}`,
    email: `member${i}@bench.example.in`,
    name: `Member ${i}`,
    emailVerified: r() >= 0.03,
    language: r() < 0.15 ? 'hi' : 'en',
  }))
  await insertChunked(members, (chunk) => database.db.insert(users).values(chunk))
  const rows = members.flatMap((member) => {
    const mine = new Map<string, FollowQuery>()
    while (mine.size < followsEach) {
      const query = draw()
      mine.set(followKey(query), query)
    }
    return [...mine].map(([key, query]) => ({
      userId: member.id,
      key,
      query,
      frequency: 'daily' as const,
      collectedUntil: new Date(DAY_START),
    }))
  })
  await insertChunked(rows, (chunk) => database.db.insert(follows).values(chunk))
  return { members, follows: rows }
}

/** The SMTP server in its own process (smtp-counter.ts), and what it received. */
async function startSmtpCounter() {
  const child: ChildProcess = fork(new URL('./smtp-counter.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  })
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)))
  const { url } = await next<{ url: string }>()
  const ask = async <T>(message: string) => {
    const answer = next<T>()
    child.send(message)
    return answer
  }
  return {
    url,
    counts: async () => (await ask<{ counts: Record<string, number> }>('count')).counts,
    last: async () =>
      (await ask<{ last?: { subject: string; text: string; html: string } }>('last')).last,
    clear: () => ask('clear'),
    close: () => new Promise<void>((resolve) => child.once('exit', () => resolve()).send('close')),
  }
}
type SmtpCounter = Awaited<ReturnType<typeof startSmtpCounter>>

interface Result {
  label: string
  seconds: number
  mails: number
  detail: string
  peakMb: number
}

async function run(database: Database, name: string): Promise<Result[]> {
  const results: Result[] = []
  let started = performance.now()
  const catalogueRows = await seedCatalogue(database)
  const seeded = await seedMembers(database, catalogueRows)
  console.log(
    `${name}: seeded ${courseCount.toLocaleString('en')} courses, ${memberCount.toLocaleString('en')} members, ${seeded.follows.length.toLocaleString('en')} follows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  const catalogue = await createCatalogueSearch({ db: database.db, bus: database.bus })
  const smtp = await startSmtpCounter()
  const quiet = {
    warn: (details: object) => console.error(details),
    info: () => {},
    error: () => {},
  }
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: undefined,
    publicUrl: SITE,
    dataDir: '/nonexistent',
    log: quiet as never,
  })
  try {
    const digests = createFollowDigests({
      db: database.db,
      jobs: createJobQueue({ db: database.db, log: quiet }),
      mailer,
      catalogue,
      secret: 'bench-secret-that-is-long-enough-for-hmac-0123456789',
      siteUrl: SITE,
      log: quiet,
    })

    // What the index finds, asked follow by follow outside the digest: who should get a mail.
    const window = { from: DAY_START, to: DAY_START + DAY }
    const confirmed = new Set(seeded.members.filter((m) => m.emailVerified).map((m) => m.id))
    const emailOf = new Map(seeded.members.map((m) => [m.id, m.email]))
    const asked = seeded.follows.filter((f) => confirmed.has(f.userId))
    const found = await catalogue.news(
      window,
      asked.map(({ query: { instructor, ...filters } }): NewsQuery => ({ filters, instructor })),
      1,
    )
    const expected = new Set(
      asked
        .filter((_, i) => found[i]!.addedTotal + found[i]!.droppedTotal > 0)
        .map((f) => emailOf.get(f.userId)!),
    )

    // Baseline: as many mails, of a digest's size, handed to SMTP as many at a time as the job does.
    const sample = await sampleMailText(digests, database, smtp)
    resetPeak()
    started = performance.now()
    const count = expected.size
    for (let i = 0; i < count; i += SENDING_AT_ONCE) {
      await Promise.all(
        Array.from({ length: Math.min(SENDING_AT_ONCE, count - i) }, (_, j) =>
          mailer.send({
            to: `baseline${i + j}@bench.example.in`,
            subject: sample.subject,
            text: sample.text,
            html: sample.html,
            links: [],
          }),
        ),
      )
    }
    results.push({
      label: `${name} baseline: ${count.toLocaleString('en')} mails sent`,
      seconds: (performance.now() - started) / 1000,
      mails: count,
      detail: `${Math.round(sample.html.length / 1024)} KB of HTML each`,
      peakMb: peakMb(),
    })
    await smtp.clear()

    // The day's digest.
    resetPeak()
    started = performance.now()
    const day = await digests.sendDue(undefined, DAY_START + DAY + DIGEST_GRACE_MS)
    const seconds = (performance.now() - started) / 1000
    const perRecipient = new Map(Object.entries(await smtp.counts()))
    const received = [...perRecipient.values()].reduce((sum, n) => sum + n, 0)
    const twice = [...perRecipient.values()].filter((n) => n > 1).length
    const unexpected = [...perRecipient.keys()].filter((to) => !expected.has(to)).length
    const missing = [...expected].filter((to) => !perRecipient.has(to)).length
    const exact = twice === 0 && unexpected === 0 && missing === 0 && day.mails === received
    results.push({
      label: `${name} daily digest`,
      seconds,
      mails: received,
      detail:
        `${day.members.toLocaleString('en')} members looked at; ${expected.size.toLocaleString('en')} with news; ` +
        (exact
          ? 'exactly one mail each'
          : `NOT EXACT: ${twice} twice, ${unexpected} unexpected, ${missing} missing`),
      peakMb: peakMb(),
    })
    if (!exact) process.exitCode = 1

    // The next day: nothing new, nothing sent.
    await smtp.clear()
    resetPeak()
    started = performance.now()
    const quietDay = await digests.sendDue(undefined, DAY_START + 2 * DAY + DIGEST_GRACE_MS)
    const quietMails = Object.keys(await smtp.counts()).length
    results.push({
      label: `${name} a day with nothing new`,
      seconds: (performance.now() - started) / 1000,
      mails: quietMails,
      detail: `${quietDay.members.toLocaleString('en')} members looked at`,
      peakMb: peakMb(),
    })
    if (quietMails > 0) process.exitCode = 1
  } finally {
    await catalogue.close()
    await smtp.close()
  }
  return results
}

/** One digest, composed by the job for a member of its own, as the baseline's mail. */
async function sampleMailText(
  digests: ReturnType<typeof createFollowDigests>,
  database: Database,
  smtp: SmtpCounter,
) {
  await database.db.insert(users).values({
    id: 'bench-sample',
    email: 'sample@bench.example.in',
    name: 'Sample',
    emailVerified: true,
  })
  for (const query of [{ category: 'web dev' }, { platform: 'udemy' }, { q: 'python' }]) {
    await database.db.insert(follows).values({
      userId: 'bench-sample',
      key: followKey(query),
      query,
      frequency: 'instant',
      collectedUntil: new Date(DAY_START),
    })
  }
  // Instant follows are due at the first quarter hour: only the sample's are.
  await digests.sendDue(undefined, DAY_START + DAY + DIGEST_GRACE_MS - 1)
  await database.db.execute(sql`DELETE FROM users WHERE id = 'bench-sample'`)
  const mail = await smtp.last()
  await smtp.clear()
  if (!mail) throw new Error('the sample digest was not sent')
  return mail
}

async function main() {
  const all: Result[] = []
  const backends: [string, () => Promise<Database>][] = []
  if (databases.includes('pglite')) {
    backends.push([
      'pglite',
      async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-digests-bench-'))
        return databaseFromPglite(await createPglite({ dataDir }), { migrate: true })
      },
    ])
  }
  if (databaseUrl && databases.includes('postgres')) {
    backends.push([
      'postgres',
      () => openScratchPostgres(databaseUrl, { prefix: 'cc_bench', poolSize: 10 }),
    ])
  }
  for (const [name, open] of backends) {
    const database = await open()
    try {
      all.push(...(await run(database, name)))
    } finally {
      await database.close()
    }
  }
  console.log(
    `\nFollow digests: ${memberCount.toLocaleString('en')} members x ${followsEach} daily follows, ${courseCount.toLocaleString('en')} courses:\n`,
  )
  console.log(
    'run                                          seconds    mails  vs send  peak RSS  result',
  )
  let baseline = 0
  for (const r of all) {
    if (r.label.includes('baseline')) baseline = r.seconds
    console.log(
      `${r.label.padEnd(44)} ${r.seconds.toFixed(1).padStart(7)} ${String(r.mails).padStart(8)} ${(r.seconds / baseline).toFixed(2).padStart(7)}x ${`${r.peakMb} MB`.padStart(9)}  ${r.detail}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
