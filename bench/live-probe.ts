// What the live benchmarks measure (bench/live.bench.ts, bench/cluster.bench.ts), against a site at
// an origin: a server's own port, or Caddy in front of one or more instances (https, with Caddy's
// local authority as `ca`).
import http from 'node:http'
import https from 'node:https'
import autocannon from 'autocannon'

export interface LiveSite {
  /** http://127.0.0.1:PORT or https://localhost:PORT */
  origin: string
  /** The certificate authority that signed an https origin's certificate. */
  ca?: string
  /** Signed-in visitors' cookies. */
  cookies: string[]
  postIds: string[]
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

function client(site: LiveSite) {
  const secure = site.origin.startsWith('https:')
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: Infinity, ca: site.ca })
    : new http.Agent({ keepAlive: true, maxSockets: Infinity })
  const request = (
    path: string,
    options: http.RequestOptions,
    onResponse: (response: http.IncomingMessage) => void,
  ) => (secure ? https : http).request(`${site.origin}${path}`, { ...options, agent }, onResponse)
  return { agent, request }
}

/**
 * Opens `streams` event streams, writes `comments` comments one after another, and times each
 * comment from its POST leaving to its event's arrival on every stream.
 */
export async function fanOut(site: LiveSite, streams: number, comments: number) {
  const { agent, request } = client(site)
  const sentAt = new Map<string, number>()
  const arrivals = new Map<string, number[]>()
  const sockets: http.ClientRequest[] = []
  await Promise.all(
    Array.from(
      { length: streams },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = request('/api/events', {}, (res) => {
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
          })
          req.on('error', reject)
          req.end()
          sockets.push(req)
        }),
    ),
  )
  // The clock starts before the request leaves; the event may arrive before the response (the id
  // is only known from the response), so arrivals are matched to send times afterwards.
  const post = site.postIds[0]!
  for (let i = 0; i < comments; i++) {
    const started = performance.now()
    const commentId = await new Promise<string>((resolve, reject) => {
      const req = request(
        `/api/posts/${post}/comments`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: site.origin,
            cookie: site.cookies[i % site.cookies.length],
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
    expected: comments * streams,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  }
}

export interface Throughput {
  rps: number
  p50: number
  p99: number
  non2xx: number
  total: number
}

/**
 * Votes, comments or GET /api/me by the signed-in visitors, from 10 connections. Comments stop at
 * `commentLimit` (the per-user limit of 20 a minute would otherwise refuse them); the rest run for
 * `seconds`.
 */
export async function writeThroughput(
  site: LiveSite,
  kind: 'votes' | 'comments' | 'me',
  options: { seconds: number; commentLimit: number },
): Promise<Throughput> {
  const requests = site.cookies.flatMap((cookie, i): autocannon.Request[] => {
    const post = site.postIds[i % site.postIds.length]!
    if (kind === 'me') return [{ method: 'GET', path: '/api/me', headers: { cookie } }]
    const headers = { 'content-type': 'application/json', origin: site.origin, cookie }
    // A vote sets a state (one that sets what is already set writes nothing and publishes
    // nothing), so each member's vote goes one way and back, and each request changes something.
    if (kind === 'votes') {
      return [i % 2 ? 'up' : 'down', 'none'].map((direction) => ({
        method: 'POST' as const,
        path: `/api/posts/${post}/vote`,
        headers,
        body: JSON.stringify({ direction }),
      }))
    }
    return [
      {
        method: 'POST' as const,
        path: `/api/posts/${post}/comments`,
        headers,
        body: JSON.stringify({ text: 'throughput' }),
      },
    ]
  })
  // autocannon does not check certificates: Caddy's local one is accepted as it is.
  const r = await autocannon({
    url: site.origin,
    connections: 10,
    ...(kind === 'comments' ? { amount: options.commentLimit } : { duration: options.seconds }),
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
