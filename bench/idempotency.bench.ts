// npm run bench -- --only idempotency [--database-url postgres://...] [--count N]
// What an Idempotency-Key costs a create (docs/decisions/045-idempotent-writes.md): the real app,
// in this process, adds comments to a post one after the other through `inject`, in turns: without
// a key, with a new key (the key's row and the comment in one transaction), and with a key already
// answered (the first answer read back, nothing written). Each request's time is taken; the table
// gives the mean, median and 95th percentile per kind, on PGlite (on its own thread, as the server
// runs it) and, with a database URL, on a fresh PostgreSQL database.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { databaseFromPglite, type Database } from '../src/server/db/database'
import { PgliteThread } from '../src/server/db/pglite-thread'
import { posts } from '../src/server/db/schema'
import { openScratchPostgres } from '../src/server/test/scratch-postgres'
import { createUserWithSession, type TestUser } from '../src/server/test/users'
import { BENCH_SECRET, buildBenchApp } from './bench-app'
import { option } from './bench-options'

const count = Number(option('count') ?? 300)
const databaseUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL
const WARM_UP = 30

type Kind = 'no key' | 'new key' | 'replay'

async function measure(name: string, database: Database) {
  const app = await buildBenchApp(database)
  await app.ready()
  // 20 comments a minute per member: enough members that none is refused.
  const writes = (count + WARM_UP) * 2
  const users: TestUser[] = []
  for (let i = 0; i < Math.ceil(writes / 15); i++) {
    users.push(await createUserWithSession(database.db, BENCH_SECRET, { password: null }))
  }
  const [post] = await database.db
    .insert(posts)
    .values({ userId: users[0]!.id, title: 'Keys', body: 'Benchmark', tags: ['bench'] })
    .returning({ id: posts.id })
  let turn = 0
  const answered: { key: string; cookie: string; text: string }[] = []
  const send = async (kind: Kind) => {
    const user = users[turn++ % users.length]!
    const sent =
      kind === 'replay'
        ? answered.shift()!
        : { key: randomUUID(), cookie: user.cookie, text: `Comment ${turn}` }
    const started = performance.now()
    const res = await app.inject({
      method: 'POST',
      url: `/api/posts/${post!.id}/comments`,
      headers: {
        cookie: sent.cookie,
        ...(kind === 'no key' ? {} : { 'idempotency-key': sent.key }),
      },
      payload: { text: sent.text },
    })
    const ms = performance.now() - started
    if (res.statusCode !== 201) throw new Error(`${kind}: ${res.statusCode} ${res.body}`)
    const replayed = res.headers['idempotent-replayed'] === 'true'
    if (replayed !== (kind === 'replay')) throw new Error(`${kind}: replayed is ${replayed}`)
    if (kind === 'new key') answered.push(sent)
    return ms
  }
  const times: Record<Kind, number[]> = { 'no key': [], 'new key': [], replay: [] }
  for (let i = 0; i < WARM_UP + count; i++) {
    for (const kind of ['no key', 'new key', 'replay'] as const) {
      const ms = await send(kind)
      if (i >= WARM_UP) times[kind].push(ms)
    }
  }
  await app.close()
  await database.close()
  const rows = Object.entries(times).map(([kind, list]) => {
    const sorted = [...list].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
    const mean = list.reduce((a, b) => a + b, 0) / list.length
    return { database: name, kind, n: list.length, mean, p50: at(0.5), p95: at(0.95) }
  })
  for (const row of rows) {
    console.log(
      `${row.database.padEnd(10)} ${row.kind.padEnd(8)} n=${row.n}  mean ${row.mean.toFixed(2)} ms` +
        `  p50 ${row.p50.toFixed(2)} ms  p95 ${row.p95.toFixed(2)} ms`,
    )
  }
}

async function main() {
  console.log(`A comment added ${count} times per kind, one request at a time, through inject:`)
  await measure('PGlite', await databaseFromPglite(await PgliteThread.open(), { migrate: true }))
  if (databaseUrl) {
    await measure(
      'PostgreSQL',
      await openScratchPostgres(databaseUrl, { prefix: 'cc_bench', poolSize: 10 }),
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
