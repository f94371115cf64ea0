// npm run bench -- --only comments [--database-url postgres://...] [--comments N] [--seconds N]
// A post with 50,000 comments (docs/product.md#comments): the first page of its comments, a page
// deep in them, the post with its first page, the board holding it, and adding a comment, each
// measured with autocannon beside a bare node:http server in the same run, on PGlite and, with a
// database URL, PostgreSQL. Each is measured twice: flat out from 10 connections (req/s, and its
// ratio to the bare server), and at a steady 100 requests a second from one connection (p50 and
// p99: the latency a visitor sees when the server is busy but not overrun, where the first page and
// adding a comment must stay under 20 ms at p99 on PostgreSQL).
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { option } from './bench-options'

const seconds = Number(option('seconds') ?? 10)
const commentCount = Number(option('comments') ?? 50_000)
const databaseUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL
const USERS = 400
/** The bound for the first page and a new comment, at p99 on PostgreSQL. */
const P99_BOUND_MS = 20

interface Target {
  child: ChildProcess
  port: number
  cookies: string[]
  postId: string
}

function startTarget(script: string, targetArgs: string[]): Promise<Target> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), targetArgs, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (msg) => resolve({ child, ...(msg as Omit<Target, 'child'>) }))
    child.once('exit', (code) => reject(new Error(`benchmark target exited with ${code}`)))
  })
}

/** The steady load at which latency is measured. */
const STEADY_RATE = 100

interface Row {
  label: string
  rps: number
  /** At STEADY_RATE requests a second. */
  p50: number
  p99: number
  non2xx: number
  bound?: boolean
}

async function measure(
  label: string,
  port: number,
  requests: autocannon.Request[],
  options: { amount?: number; bound?: boolean } = {},
): Promise<Row> {
  // Flat out from 10 connections; steady from one, so that the latency is the server's, not that of
  // ten requests autocannon would send in the same instant.
  const run = (duration: number, amount?: number, overallRate?: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: overallRate ? 1 : 10,
      ...(amount ? { amount } : { duration }),
      ...(overallRate ? { overallRate } : {}),
      requests,
    })
  // Writes are limited per member: half the allowance flat out, the other half at the steady rate.
  const half = options.amount ? Math.floor(options.amount / 2) : undefined
  if (!half) await run(2) // warm-up
  const flat = await run(seconds, half)
  const steady = await run(seconds, half && Math.min(half, STEADY_RATE * seconds), STEADY_RATE)
  return {
    label,
    rps: flat.requests.average,
    p50: steady.latency.p50,
    p99: steady.latency.p99,
    non2xx: flat.non2xx + flat.errors + steady.non2xx + steady.errors,
    bound: options.bound,
  }
}

/** A cursor from deep in the list: the one after the 50th page. */
async function deepCursor(target: Target): Promise<string> {
  let cursor: string | null = null
  for (let page = 0; page < 50; page++) {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
    const answer = (await (
      await fetch(`http://127.0.0.1:${target.port}/api/posts/${target.postId}/comments${query}`)
    ).json()) as { nextCursor: string | null }
    cursor = answer.nextCursor
  }
  return cursor!
}

async function main() {
  const rows: Row[] = []
  const bare = await startTarget('./target.ts', ['bare'])
  const baseline = await measure('bare node:http', bare.port, [{ method: 'GET', path: '/' }])
  bare.child.kill()
  rows.push(baseline)

  const backends: [string, string[]][] = [['pglite', []]]
  if (databaseUrl) backends.push(['postgres', [databaseUrl]])
  for (const [name, extra] of backends) {
    const target = await startTarget('./comments-target.ts', [
      String(USERS),
      String(commentCount),
      ...extra,
    ])
    const comments = `/api/posts/${target.postId}/comments`
    const bound = name === 'postgres'
    rows.push(
      await measure(
        `${name}: first comment page`,
        target.port,
        [{ method: 'GET', path: comments }],
        {
          bound,
        },
      ),
    )
    const deep = await deepCursor(target)
    rows.push(
      await measure(`${name}: page 51 of the comments`, target.port, [
        { method: 'GET', path: `${comments}?cursor=${encodeURIComponent(deep)}` },
      ]),
    )
    rows.push(
      await measure(`${name}: the post with its first page`, target.port, [
        { method: 'GET', path: `/api/posts/${target.postId}` },
      ]),
    )
    rows.push(
      await measure(`${name}: the board holding it`, target.port, [
        { method: 'GET', path: '/api/posts' },
      ]),
    )
    // 20 comments a minute per member: stop before the members run out.
    rows.push(
      await measure(
        `${name}: adding a comment`,
        target.port,
        target.cookies.map((cookie) => ({
          method: 'POST' as const,
          path: comments,
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ text: 'Adding to a busy post' }),
        })),
        { amount: USERS * 12, bound },
      ),
    )
    target.child.disconnect()
    await new Promise((resolve) => target.child.once('exit', resolve))
  }

  console.log(
    `\nA post with ${commentCount.toLocaleString('en')} comments, 10 connections, ${seconds}s each ` +
      `(adding: ${(USERS * 12).toLocaleString('en')} comments at most). req/s flat out; p50 and ` +
      `p99 at ${STEADY_RATE} requests a second from one connection. ${P99_BOUND_MS} ms p99 bound on PostgreSQL.\n`,
  )
  console.log(
    'target                                   req/s   p50 ms  p99 ms  ratio  non-2xx  bound',
  )
  for (const r of rows) {
    const verdict = r.bound === undefined || !r.bound ? '' : r.p99 < P99_BOUND_MS ? 'met' : 'MISSED'
    console.log(
      `${r.label.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${(r.rps / baseline.rps).toFixed(2).padStart(6)} ${String(r.non2xx).padStart(8)}  ${verdict}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
