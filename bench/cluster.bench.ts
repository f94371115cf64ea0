// npm run bench -- --only cluster --database-url postgres://... [--seconds N] [--size N] [--streams N]
//   [--instances 1,2]
// Several instances (docs/deploy.md): the catalogue and live benchmarks sent through Debian's Caddy
// with the deployment's proxy settings (deploy/site.caddy, over TLS), to one instance and then to
// two on the same PostgreSQL database. Reported beside Caddy in front of a bare node:http server,
// measured in the same run, and as the ratio of two instances to one.
import { fork, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { courses, posts } from '../src/server/db/schema'
import { openScratchPostgres } from '../src/server/test/scratch-postgres'
import { createUserWithSession } from '../src/server/test/users'
import { caddyInstalled, freePort, startCaddy, type RunningCaddy } from './caddy'
import { MIX } from './catalogue-mix'
import { longTailMix, sequenceRequests } from './search-mix'
import { generateCatalogue } from './generate-catalogue'
import { fanOut, writeThroughput, type LiveSite, type Throughput } from './live-probe'
import { option } from './bench-options'

const seconds = Number(option('seconds') ?? 10)
const size = Number(option('size') ?? 10_000)
const streams = Number(option('streams') ?? 500)
/** The instance counts measured, in this order. */
const counts = (option('instances') ?? '1,2').split(',').map(Number)
const serverUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL
const SECRET = 'benchmark-secret-0123456789-0123456789'
const USERS = 400
const COMMENTS = 40

interface Instance {
  child: ChildProcess
  port: number
  uncachedPort?: number
}

function startInstance(script: string, targetArgs: string[]): Promise<Instance> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), targetArgs, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (msg) => resolve({ child, ...(msg as Omit<Instance, 'child'>) }))
    child.once('exit', (code) => reject(new Error(`benchmark instance exited with ${code}`)))
  })
}

/** An app instance closes its database when disconnected; the bare server is simply ended. */
async function stopInstance(instance: Instance, how: 'disconnect' | 'kill' = 'disconnect') {
  const exited = new Promise((resolve) => instance.child.once('exit', resolve))
  if (how === 'disconnect') instance.child.disconnect()
  else instance.child.kill()
  await exited
}

async function proxy(ports: number[]): Promise<RunningCaddy> {
  return startCaddy({ port: await freePort(), upstreams: ports.map((p) => `127.0.0.1:${p}`) })
}

interface Row {
  label: string
  rps: number
  p50: number
  p99: number
  errors: number
}

const tail = longTailMix()

/** `paths`: a list each connection cycles through, or the long tail in one sequence. */
async function load(
  caddy: RunningCaddy,
  paths: string[] | 'long tail',
): Promise<Omit<Row, 'label'>> {
  const run = (duration: number) =>
    autocannon({
      url: caddy.origin,
      connections: 10,
      duration,
      requests:
        paths === 'long tail'
          ? sequenceRequests(tail)
          : paths.map((path) => ({ method: 'GET' as const, path })),
    })
  await run(2) // warm-up: TLS sessions, caches, PostgreSQL's buffers
  const r = await run(seconds)
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  }
}

async function main() {
  if (!serverUrl || !caddyInstalled()) {
    console.log(
      '\ncluster: skipped. It needs PostgreSQL (--database-url or BENCH_DATABASE_URL) and Caddy ' +
        '(apt-get install caddy).',
    )
    return
  }
  // The site: `size` courses, USERS signed-in visitors and 50 posts, on a throwaway database.
  const database = await openScratchPostgres(serverUrl, { prefix: 'cc_bench', poolSize: 4 })
  const catalogue = generateCatalogue(size, 42)
  for (let i = 0; i < catalogue.length; i += 1000) {
    await database.db.insert(courses).values(catalogue.slice(i, i + 1000))
  }
  await database.db.execute('ANALYZE courses')
  const users = []
  for (let i = 0; i < USERS; i++) {
    users.push(await createUserWithSession(database.db, SECRET, { password: null }))
  }
  const postIds: string[] = []
  for (let i = 0; i < 50; i++) {
    const [row] = await database.db
      .insert(posts)
      .values({ userId: users[i]!.id, title: `Post ${i}`, body: 'Benchmark', tags: ['bench'] })
      .returning({ id: posts.id })
    postIds.push(row!.id)
  }
  const results: Row[] = []
  const live: { label: string; p50: number; p99: number; received: number; expected: number }[] = []
  const votes: (Throughput & { label: string })[] = []
  try {
    // The baseline: Caddy in front of node:http's hello world.
    const bare = await startInstance('./target.ts', ['bare'])
    const bareCaddy = await proxy([bare.port])
    const baseline = { label: 'Caddy -> bare node:http', ...(await load(bareCaddy, ['/'])) }
    results.push(baseline)
    await bareCaddy.stop()
    await stopInstance(bare, 'kill')

    for (const count of counts) {
      const name =
        count === 1 ? 'one instance' : count === 2 ? 'two instances' : `${count} instances`
      const instances = await Promise.all(
        Array.from({ length: count }, () =>
          startInstance('./cluster-target.ts', [database.url, SECRET]),
        ),
      )
      const cached = await proxy(instances.map((i) => i.port))
      const uncached = await proxy(instances.map((i) => i.uncachedPort!))
      results.push({ label: `${name}: hot mix`, ...(await load(cached, MIX)) })
      results.push({
        label: `${name}: long tail, no cache`,
        ...(await load(uncached, 'long tail')),
      })
      const site: LiveSite = {
        origin: cached.origin,
        ca: cached.certificateAuthority(),
        cookies: users.map((u) => u.cookie),
        postIds,
      }
      live.push({ label: name, ...(await fanOut(site, streams, COMMENTS)) })
      votes.push({
        label: name,
        ...(await writeThroughput(site, 'votes', { seconds, commentLimit: 0 })),
      })
      await cached.stop()
      await uncached.stop()
      await Promise.all(instances.map((instance) => stopInstance(instance)))
    }

    const baselineRps = baseline.rps
    const one = (label: string) => results.find((r) => r.label === `one instance: ${label}`)
    console.log(
      `\nThrough Caddy (TLS, deploy/site.caddy) on one PostgreSQL database with ${size.toLocaleString('en')} ` +
        `courses; ${os.cpus().length} cores shared by the load generator, Caddy, the instances and ` +
        `PostgreSQL. 10 connections, ${seconds}s each.\n`,
    )
    console.log(
      'catalogue                              req/s    p50 ms  p99 ms  vs bare  two/one  errors',
    )
    for (const r of results) {
      const [, kind] = r.label.split(': ')
      const single = kind && r.label.startsWith('two') ? one(kind) : undefined
      console.log(
        `${r.label.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(7)} ${(r.rps / baselineRps).toFixed(2).padStart(8)} ${(single ? (r.rps / single.rps).toFixed(2) : '').padStart(8)} ${String(r.errors).padStart(7)}`,
      )
    }
    console.log(`\nlive: ${streams} event streams through Caddy, ${COMMENTS} comments`)
    for (const l of live) {
      console.log(
        `  ${l.label.padEnd(14)} comment -> event: p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms (${l.received} of ${l.expected} arrivals)`,
      )
    }
    for (const v of votes) {
      console.log(
        `  ${v.label.padEnd(14)} votes: ${v.rps.toFixed(0)} writes/s, p50 ${v.p50} ms, p99 ${v.p99} ms, non-2xx ${v.non2xx}`,
      )
    }
    const oneVotes = votes.find((v) => v.label === 'one instance')
    const twoVotes = votes.find((v) => v.label === 'two instances')
    if (oneVotes && twoVotes) {
      console.log(`  votes two/one: ${(twoVotes.rps / oneVotes.rps).toFixed(2)}`)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
