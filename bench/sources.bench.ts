// npm run bench -- --only sources [--sizes 100000] [--feeds 10] [--database-url postgres://...]
// Catalogue sources at scale (docs/product.md#catalogue-sources): N generated courses (word and
// value frequencies of a real catalogue, bench/generate-catalogue.ts) served as `--feeds` JSON Lines
// feeds by local HTTP servers, each on a port of its own (a host of its own to the politeness rule),
// refreshed through the real job queue, the guarded fetch and the import, four times:
//   1. first refresh: every course added;
//   2. a sale: 10% of the prices changed (each change written to the price history);
//   3. nothing changed, read whole: every row read and found unchanged (the servers now send an
//      ETag);
//   4. nothing changed, asked with If-None-Match: a 304 per feed.
// Baseline in the same run: the same rows imported from a file on disk (npm run catalogue:import's
// path), the import the sources are built on. Prints seconds, courses/s, the ratio to the baseline,
// and the process's peak RSS. The feeds are served from memory by this process: their cost is in the
// figures, as a real platform's network would be.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { createPglite, databaseFromPglite, type Database } from '../src/server/db/database'
import { importCatalogue } from '../src/server/features/catalogue-import/catalogue-import'
import { createCatalogueImportRepository } from '../src/server/features/catalogue-import/import-repository'
import { createCatalogueSources } from '../src/server/features/catalogue-import/catalogue-sources'
import { createJobQueue } from '../src/server/jobs/job-queue'
import { allowList } from '../src/server/net/guarded-fetch'
import { openScratchPostgres } from '../src/server/test/scratch-postgres'
import { catalogueFileRows } from './generate-catalogue'
import { option } from './bench-options'

const databaseUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL
const sizes = (option('sizes') ?? '100000').split(',').map(Number)
const feedCount = Number(option('feeds') ?? 10)
const databases = (option('databases') ?? 'pglite,postgres').split(',')

type Row = Record<string, unknown>

function courseRows(n: number): Row[] {
  // On the feeds' own site (127.0.0.2 here): a source brings only its own courses.
  return catalogueFileRows(n).map((row) => ({
    ...row,
    officialUrl: String(row.officialUrl).replace(/^https?:\/\/[^/]+/, 'http://127.0.0.2'),
  }))
}

/** One feed's server: its body is swapped between rounds; it honours If-None-Match when asked. */
interface Feed {
  url: string
  body: Buffer
  etag: string | undefined
  close: () => Promise<void>
}

async function serveFeed(host: string): Promise<Feed> {
  const feed = { body: Buffer.alloc(0), etag: undefined as string | undefined } as Feed
  const server = http.createServer((request, response) => {
    if (request.url === '/robots.txt') return void response.writeHead(404).end()
    if (feed.etag && request.headers['if-none-match'] === feed.etag) {
      return void response.writeHead(304).end()
    }
    response.writeHead(200, {
      'content-type': 'application/x-ndjson',
      'content-length': feed.body.length,
      ...(feed.etag && { etag: feed.etag }),
    })
    // In 64 KB pieces, as a socket would deliver them.
    Readable.from(
      (function* () {
        for (let i = 0; i < feed.body.length; i += 65_536) yield feed.body.subarray(i, i + 65_536)
      })(),
    ).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  feed.url = `http://${host}:${(server.address() as AddressInfo).port}/feed.jsonl`
  feed.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return feed
}

const jsonLines = (rows: Row[]) => Buffer.from(`${rows.map((r) => JSON.stringify(r)).join('\n')}\n`)

interface Result {
  label: string
  courses: number
  seconds: number
  counts: string
  peakMb: number
}

let peakRss = 0
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
sampler.unref()
const resetPeak = () => (peakRss = process.memoryUsage().rss)
const peakMb = () => Math.round(Math.max(peakRss, process.memoryUsage().rss) / 1024 / 1024)

async function run(database: Database, size: number, name: string): Promise<Result[]> {
  const results: Result[] = []
  const rows = courseRows(size)
  const per = Math.ceil(size / feedCount)
  const parts = Array.from({ length: feedCount }, (_, i) => rows.slice(i * per, (i + 1) * per))

  // Baseline: the same rows imported from a file on disk, into a database of their own.
  const file = path.join(os.tmpdir(), `coursecompass-sources-bench-${process.pid}.jsonl`)
  fs.writeFileSync(file, jsonLines(rows))
  {
    resetPeak()
    const started = performance.now()
    const summary = await importCatalogue(fs.createReadStream(file, { highWaterMark: 1 << 20 }), {
      writer: createCatalogueImportRepository(database.db),
      publish: async () => {},
    })
    results.push({
      label: `${name} baseline: file import`,
      courses: size,
      seconds: (performance.now() - started) / 1000,
      counts: `${summary.added} added`,
      peakMb: peakMb(),
    })
    fs.rmSync(file)
    await database.db.execute(sql`TRUNCATE courses CASCADE`)
  }

  const feeds = await Promise.all(parts.map(() => serveFeed('127.0.0.2')))
  const jobs = createJobQueue({ db: database.db, log: { warn: () => {} }, pollMs: 50 })
  const sources = createCatalogueSources({
    db: database.db,
    jobs,
    publish: async () => {},
    allowed: allowList(['127.0.0.2']),
    siteUrl: 'https://courses.example.in',
    log: { warn: (details) => console.error(details) },
    limits: { politenessMs: 1000 },
  })
  // A second worker, as a second instance would be: the hosts are distinct, so they share the feeds.
  const second = createJobQueue({ db: database.db, log: { warn: () => {} } })
  createCatalogueSources({
    db: database.db,
    jobs: second,
    publish: async () => {},
    allowed: allowList(['127.0.0.2']),
    siteUrl: 'https://courses.example.in',
    log: { warn: () => {} },
  })
  const ids: string[] = []
  for (const [i, feed] of feeds.entries()) {
    const source = await sources.sources.create({
      name: `Feed ${i + 1}`,
      kind: 'feed',
      addresses: [feed.url],
      platform: `platform-${i + 1}`,
      category: '',
      intervalMinutes: 60,
    })
    ids.push(source.id)
  }

  const round = async (label: string, prepare: (feed: Feed, part: Row[]) => void) => {
    feeds.forEach((feed, i) => prepare(feed, parts[i]!))
    await database.db.execute(sql`UPDATE source_hosts SET next_at = now()`)
    resetPeak()
    const started = performance.now()
    for (const id of ids) await sources.refreshNow((await sources.sources.find(id))!)
    await Promise.all([jobs.runDue(), second.runDue()])
    const seconds = (performance.now() - started) / 1000
    const views = await Promise.all(ids.map((id) => sources.sources.view(id)))
    const sum = (key: 'added' | 'updated' | 'unchanged' | 'bad' | 'notModified') =>
      views.reduce((total, view) => total + (view!.runs[0]?.[key] ?? 0), 0)
    const failed = views.filter((view) => view!.runs[0]?.status !== 'ok').length
    results.push({
      label: `${name} ${label}`,
      courses: size,
      seconds,
      counts: `${sum('added')} added, ${sum('updated')} updated, ${sum('unchanged')} unchanged, ${sum('notModified')} not modified${failed ? `, ${failed} FAILED` : ''}`,
      peakMb: peakMb(),
    })
  }

  await round('1 first refresh', (feed, part) => {
    feed.body = jsonLines(part)
    feed.etag = undefined
  })
  await round('2 a sale: 10% of prices', (feed, part) => {
    feed.body = jsonLines(
      part.map((row, i) =>
        i % 10 === 3 && typeof row.price === 'number'
          ? { ...row, price: Math.max(0, row.price - 100) }
          : row,
      ),
    )
  })
  // The servers start sending an ETag: read whole once more (unchanged), then asked conditionally.
  await round('3 unchanged, read whole', (feed) => {
    feed.etag = `"${feed.body.length}"`
  })
  await round('4 unchanged, 304', () => {})
  await Promise.all(feeds.map((feed) => feed.close()))
  return results
}

async function main() {
  const all: Result[] = []
  for (const size of sizes) {
    console.log(`${size.toLocaleString('en')} courses in ${feedCount} feeds`)
    const backends: [string, () => Promise<Database>][] = []
    if (databases.includes('pglite')) {
      backends.push([
        'pglite',
        async () => {
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-sources-bench-'))
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
        all.push(...(await run(database, size, `${name} ${size.toLocaleString('en')}`)))
      } finally {
        await database.close()
      }
    }
  }
  console.log('\nCatalogue sources (JSON Lines feeds over HTTP, the job queue, the import):\n')
  console.log(
    'run                                            seconds  courses/s  vs file  peak RSS  result',
  )
  let baseline = 0
  for (const r of all) {
    if (r.label.includes('baseline')) baseline = r.seconds
    console.log(
      `${r.label.padEnd(46)} ${r.seconds.toFixed(1).padStart(7)} ${Math.round(r.courses / r.seconds)
        .toLocaleString('en')
        .padStart(
          10,
        )} ${(r.seconds / baseline).toFixed(2).padStart(7)}x ${`${r.peakMb} MB`.padStart(9)}  ${r.counts}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
