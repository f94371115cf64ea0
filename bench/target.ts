// A server under benchmark, run in its own process so the load generator does not share its event
// loop. `bare`: node:http hello world (the baseline). `app`: the real app with N generated courses on
// PGlite (in memory) or, with --database-url, on a fresh PostgreSQL database, served with the read
// cache, then ('next') without it; a 'work' message is answered with what each has worked out.
import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { AddressInfo } from 'node:net'
import { databaseFromPglite, type Database } from '../src/server/db/database'
import { PgliteThread } from '../src/server/db/pglite-thread'
import { openScratchPostgres } from '../src/server/test/scratch-postgres'
import { courses } from '../src/server/db/schema'
import { buildBenchApp } from './bench-app'
import { generateCatalogue } from './generate-catalogue'

const [kind, countArg, databaseUrl] = process.argv.slice(2)

async function openBenchDatabase(): Promise<Database> {
  // As the server runs it: PGlite on its own thread (decision 017), here in memory.
  if (!databaseUrl) return databaseFromPglite(await PgliteThread.open(), { migrate: true })
  return openScratchPostgres(databaseUrl, { prefix: 'cc_bench', poolSize: 10 })
}

async function main() {
  if (kind === 'bare') {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"hello":"world"}')
    })
    server.listen(0, '127.0.0.1', () => {
      process.send?.({ port: (server.address() as AddressInfo).port })
    })
    return
  }
  const n = Number(countArg)
  const database = await openBenchDatabase()
  const started = performance.now()
  let all = generateCatalogue(n, 42)
  for (let i = 0; i < all.length; i += 1000) {
    await database.db.insert(courses).values(all.slice(i, i + 1000))
  }
  all = []
  await database.db.execute('ANALYZE courses')
  const insertedMs = performance.now() - started
  // One app with the read cache (as deployed), then one without, on the same data, each counting
  // what it works out instead of taking from a cache (the benchmark asks with a 'work' message).
  const work = [0, 1].map(() => ({ searches: 0, browses: 0, suggestions: 0 }))
  // The server thread's event loop: how late its timers ran since the last 'work' message (a
  // health check waits that long before it is even read).
  const loop = monitorEventLoopDelay({ resolution: 1 })
  loop.enable()
  // One app at a time, as production runs one per process: the second is built when the benchmark
  // is done with the first ('next'), once the first is closed (its search thread ended). Two apps
  // side by side had the server thread collect both apps' garbage, and one's idle index held
  // memory while the other was measured.
  const startMs: number[] = []
  const rssBefore = process.memoryUsage().rss
  const serve = async (i: number) => {
    const started = performance.now()
    const app = await buildBenchApp(database, {
      readCacheEntries: i === 0 ? undefined : 0,
      catalogueWork: work[i]!,
    })
    startMs.push(performance.now() - started)
    await app.listen({ port: 0, host: '127.0.0.1' })
    return app
  }
  let app = await serve(0)
  const portOf = () => (app.server.address() as AddressInfo).port
  process.send?.({
    port: portOf(),
    start: { insertedMs, startMs, oneAppMb: (process.memoryUsage().rss - rssBefore) / 1e6 },
  })
  process.on('message', (message) => {
    if (message === 'work') {
      process.send?.({ work, loopP99Ms: loop.percentile(99) / 1e6 })
      loop.reset()
    } else if (message === 'next') {
      void app
        .close()
        .then(() => serve(1))
        .then((next) => {
          app = next
          process.send?.({ port: portOf(), startMs: startMs[1] })
        })
    }
  })
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
