// npm run bench -- --only live [--streams 1000] [--database-url postgres://...]
// Live updates: the time from a comment's write (the POST leaving the client) to its event's
// arrival at each of N open /api/events streams (p50, p99), and the write throughput of votes and
// comments, on PGlite and optionally PostgreSQL.
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { fanOut, writeThroughput, type LiveSite } from './live-probe'
import { option } from './bench-options'

const streams = Number(option('streams') ?? 1000)
const seconds = Number(option('seconds') ?? 10)
const COMMENTS = 40
const USERS = 400
const databaseUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL

interface Target {
  child: ChildProcess
  port: number
  cookies: string[]
  postIds: string[]
}

function startTarget(extra: string[], env: Record<string, string> = {}): Promise<Target> {
  const child = fork(
    fileURLToPath(new URL('./live-target.ts', import.meta.url)),
    [String(USERS), '50', ...extra],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, ...env },
    },
  )
  return new Promise((resolve, reject) => {
    child.once('message', (msg) => resolve({ child, ...(msg as Omit<Target, 'child'>) }))
    child.once('exit', (code) => reject(new Error(`live target exited with ${code}`)))
  })
}

const site = (target: Target): LiveSite => ({
  origin: `http://127.0.0.1:${target.port}`,
  cookies: target.cookies,
  postIds: target.postIds,
})
// Comments are limited to 20 a minute per user: stop before the users run out.
const limits = { seconds, commentLimit: USERS * 12 }

async function main() {
  const backends: [string, string[]][] = [['pglite', []]]
  if (databaseUrl) backends.push(['postgres', [databaseUrl]])
  for (const [name, extra] of backends) {
    const target = await startTarget(extra)
    const live = await fanOut(site(target), streams, COMMENTS)
    const votes = await writeThroughput(site(target), 'votes', limits)
    const comments = await writeThroughput(site(target), 'comments', limits)
    const me = await writeThroughput(site(target), 'me', limits)
    await stopTarget(target)
    // The same writes and reads with every request looking its session up in the database.
    const uncached = await startTarget(extra, { BENCH_SESSION_CACHE_MS: '0' })
    const votesUncached = await writeThroughput(site(uncached), 'votes', limits)
    const meUncached = await writeThroughput(site(uncached), 'me', limits)
    await stopTarget(uncached)
    console.log(`\n${name}: live updates to ${streams} open event streams, ${COMMENTS} comments`)
    console.log(
      `  comment -> event arrival: p50 ${live.p50?.toFixed(1)} ms, p99 ${live.p99?.toFixed(1)} ms (${live.received} of ${live.expected} arrivals timed)`,
    )
    console.log(
      `  votes:    ${votes.rps.toFixed(0)} writes/s, p50 ${votes.p50} ms, p99 ${votes.p99} ms, non-2xx ${votes.non2xx}`,
    )
    console.log(
      `  comments: ${comments.rps.toFixed(0)} writes/s, p50 ${comments.p50} ms, p99 ${comments.p99} ms, non-2xx ${comments.non2xx} of ${comments.total}`,
    )
    console.log('  session cache (same run; without it every request looks its session up):')
    const row = (label: string, on: typeof votes, off: typeof votes) =>
      console.log(
        `    ${label} ${on.rps.toFixed(0)} req/s with, ${off.rps.toFixed(0)} without: ratio ${(on.rps / off.rps).toFixed(2)}; p99 ${on.p99} vs ${off.p99} ms; non-2xx ${on.non2xx} / ${off.non2xx}`,
      )
    row('votes:      ', votes, votesUncached)
    row('GET /api/me:', me, meUncached)
  }
}

async function stopTarget(target: Target) {
  target.child.disconnect()
  await new Promise((r) => target.child.once('exit', r))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
