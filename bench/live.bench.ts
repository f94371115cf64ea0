// npm run bench -- --only live [--streams 1000] [--database-url postgres://...]
// Live updates: the time from a comment's write (the POST leaving the client) to its event's
// arrival at each of N open /api/events streams (p50, p99), and the write throughput of votes and
// comments, on PGlite and optionally PostgreSQL.
import http from 'node:http'
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
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

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

async function fanOut(target: Target) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
  const sentAt = new Map<string, number>()
  const arrivals = new Map<string, number[]>()
  const sockets: http.ClientRequest[] = []
  await Promise.all(
    Array.from(
      { length: streams },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(
            { host: '127.0.0.1', port: target.port, path: '/api/events', agent },
            (res) => {
              res.setEncoding('utf8')
              let buffer = ''
              res.on('data', (chunk: string) => {
                const now = performance.now()
                buffer += chunk
                let end
                while ((end = buffer.indexOf('\n\n')) >= 0) {
                  const frame = buffer.slice(0, end)
                  buffer = buffer.slice(end + 2)
                  const data = frame.split('\n').find((l) => l.startsWith('data: '))
                  if (!data) continue
                  const event = JSON.parse(data.slice(6)) as { type: string; commentId?: string }
                  if (event.type !== 'comment.added' || !event.commentId) continue
                  const list = arrivals.get(event.commentId) ?? []
                  list.push(now)
                  arrivals.set(event.commentId, list)
                }
              })
              resolve()
            },
          )
          req.on('error', reject)
          sockets.push(req)
        }),
    ),
  )
  // The clock starts before the request leaves; the event may arrive before the response (the id
  // is only known from the response), so arrivals are matched to send times afterwards.
  const post = target.postIds[0]!
  for (let i = 0; i < COMMENTS; i++) {
    const started = performance.now()
    const pending = new Promise<string>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: target.port,
          method: 'POST',
          path: `/api/posts/${post}/comments`,
          headers: {
            'content-type': 'application/json',
            cookie: target.cookies[i % target.cookies.length],
          },
        },
        (res) => {
          let body = ''
          res.on('data', (c) => (body += c))
          res.on('end', () => resolve(JSON.parse(body).commentId))
        },
      )
      req.on('error', reject)
      req.end(JSON.stringify({ text: `live ${i}` }))
    })
    const commentId = await pending
    sentAt.set(commentId, started)
    await new Promise((r) => setTimeout(r, 50))
  }
  await new Promise((r) => setTimeout(r, 500))
  for (const s of sockets) s.destroy()
  agent.destroy()
  const latencies = [...sentAt].flatMap(([id, start]) =>
    (arrivals.get(id) ?? []).map((t) => t - start),
  )
  latencies.sort((a, b) => a - b)
  return {
    received: latencies.length,
    expected: COMMENTS * streams,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  }
}

async function writeThroughput(target: Target, kind: 'votes' | 'comments' | 'me') {
  const requests = target.cookies.flatMap((cookie, i): autocannon.Request[] => {
    const post = target.postIds[i % target.postIds.length]!
    if (kind === 'me') return [{ method: 'GET', path: '/api/me', headers: { cookie } }]
    return [
      kind === 'votes'
        ? {
            method: 'POST' as const,
            path: `/api/posts/${post}/vote`,
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ direction: i % 2 ? 'up' : 'down' }),
          }
        : {
            method: 'POST' as const,
            path: `/api/posts/${post}/comments`,
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ text: 'throughput' }),
          },
    ]
  })
  const r = await autocannon({
    url: `http://127.0.0.1:${target.port}`,
    connections: 10,
    // Comments are limited to 20 a minute per user: stop before the users run out.
    ...(kind === 'comments' ? { amount: USERS * 12 } : { duration: seconds }),
    requests,
  })
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    total: r.requests.total,
  }
}

async function main() {
  const backends: [string, string[]][] = [['pglite', []]]
  if (databaseUrl) backends.push(['postgres', [databaseUrl]])
  for (const [name, extra] of backends) {
    const target = await startTarget(extra)
    const live = await fanOut(target)
    const votes = await writeThroughput(target, 'votes')
    const comments = await writeThroughput(target, 'comments')
    const me = await writeThroughput(target, 'me')
    await stopTarget(target)
    // The same writes and reads with every request looking its session up in the database.
    const uncached = await startTarget(extra, { BENCH_SESSION_CACHE_MS: '0' })
    const votesUncached = await writeThroughput(uncached, 'votes')
    const meUncached = await writeThroughput(uncached, 'me')
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
