// npm run test:cluster: two instances on one PostgreSQL database behind a real Caddy (Debian's
// package), with the deployment's proxy settings (deploy/site.caddy), checked as a visitor and an
// operator would (docs/deploy.md): an account made on one instance holds on both, an image posted
// through one is served by the other, a comment written on one reaches an event stream open on the
// other, and when one instance is killed (kill -9) mid-traffic the visitor goes on through the
// other, nothing they were told was saved is lost, and their event stream reconnects.
// Needs PostgreSQL (TEST_DATABASE_URL, by default the local server's `test` database, where a
// throwaway database is made) and Caddy (`apt-get install caddy`; .ci/run installs it).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startCaddy, type RunningCaddy } from '../../bench/caddy'
import { onPostgresServer } from '../../src/server/test/scratch-postgres'

const root = fileURLToPath(new URL('../..', import.meta.url))
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const databaseName = `cc_cluster_${process.pid}`
const databaseUrl = (() => {
  const url = new URL(serverUrl)
  url.pathname = `/${databaseName}`
  return url.toString()
})()

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

interface Instance {
  name: string
  port: number
  child: ChildProcess
  /** Everything the instance logged (JSON lines). */
  log: () => string
}

async function startInstance(name: string, publicUrl: string): Promise<Instance> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cc-cluster-${name}-`))
  // No AUTH_SECRET: the instances must agree on one through the database.
  const env: Record<string, string | undefined> = {
    ...process.env,
    AUTH_SECRET: undefined,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'info',
  }
  // As a host runs each instance (deploy/coursecompass@.service): the launcher, the built server.
  const child = spawn('sh', ['scripts/start.sh'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { name, port, child, log: () => output }
}

async function ready(instance: Instance) {
  for (let i = 0; i < 600; i++) {
    if (!running(instance.child)) break
    try {
      if ((await fetch(`http://127.0.0.1:${instance.port}/api/ready`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`instance ${instance.name} did not become ready:\n${instance.log()}`)
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  json: () => any // eslint-disable-line @typescript-eslint/no-explicit-any
}

let caddy: RunningCaddy
let a: Instance
let b: Instance

/** A request through Caddy, as a browser on the site sends it. */
function viaProxy(
  method: string,
  url: string,
  options: { cookie?: string; json?: unknown; body?: Buffer; contentType?: string } = {},
): Promise<Answer> {
  const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${caddy.origin}${url}`,
      {
        method,
        ca: caddy.certificateAuthority(),
        agent: false,
        headers: {
          origin: caddy.origin,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body
            ? {
                'content-type':
                  options.contentType ??
                  (options.json !== undefined ? 'application/json' : 'application/octet-stream'),
                'content-length': String(body.length),
              }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const all = Buffer.concat(chunks)
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: all,
            json: () => JSON.parse(all.toString('utf8')),
          })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** A request straight to one instance, past the proxy. */
async function direct(instance: Instance, url: string, cookie?: string) {
  return fetch(`http://127.0.0.1:${instance.port}${url}`, {
    headers: cookie ? { cookie } : {},
  })
}

/**
 * An event stream as a browser's EventSource keeps it: through the proxy (or straight to an
 * instance), reopened a moment after it ends or fails, every `data:` line collected.
 */
function openStream(target: { instance?: Instance }) {
  const events: { type: string; [key: string]: unknown }[] = []
  let opened = 0
  let closed = false
  let current: { destroy(): void } | undefined
  const connect = () => {
    if (closed) return
    const onResponse = (response: import('node:http').IncomingMessage) => {
      opened++
      response.setEncoding('utf8')
      let buffer = ''
      response.on('data', (chunk: string) => {
        buffer += chunk
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          for (const line of message.split('\n')) {
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)))
          }
        }
      })
      const again = () => setTimeout(connect, 300)
      response.on('end', again)
      response.on('error', again)
    }
    const request = target.instance
      ? import('node:http').then((http) =>
          http.get(`http://127.0.0.1:${target.instance!.port}/api/events`, onResponse),
        )
      : Promise.resolve(
          https.get(
            `${caddy.origin}/api/events`,
            { ca: caddy.certificateAuthority(), agent: false },
            onResponse,
          ),
        )
    void request.then((req) => {
      current = req
      req.on('error', () => setTimeout(connect, 300))
    })
  }
  connect()
  const stream = {
    events,
    opened: () => opened,
    close() {
      closed = true
      current?.destroy()
    },
  }
  streams.push(stream)
  return stream
}

/** Every stream a test opened, closed at the end whatever happened. */
const streams: { close(): void }[] = []

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** How many requests for `url` an instance logged. */
const served = (instance: Instance, url: string) =>
  instance
    .log()
    .split('\n')
    .filter((line) => line.includes(`"url":"${url}"`)).length

function multipart(fields: Record<string, string>, image: Buffer) {
  const boundary = '----cluster-test'
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    body: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="desk.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

beforeAll(async () => {
  await onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName}`)
  await onPostgresServer(serverUrl, `CREATE DATABASE ${databaseName}`)
  const proxyPort = await freePort()
  const publicUrl = `https://localhost:${proxyPort}`
  // Both start at once, as after a deployment: migrations, the sample catalogue and the shared
  // secret must come out the same.
  ;[a, b] = await Promise.all([startInstance('a', publicUrl), startInstance('b', publicUrl)])
  await Promise.all([ready(a), ready(b)])
  caddy = await startCaddy({
    port: proxyPort,
    upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
  })
}, 180_000)

afterAll(async () => {
  for (const stream of streams) stream.close()
  await caddy?.stop()
  for (const instance of [a, b]) {
    if (instance && running(instance.child)) {
      const exited = new Promise((resolve) => instance.child.once('exit', resolve))
      instance.child.kill('SIGTERM')
      const killLater = setTimeout(() => instance.child.kill('SIGKILL'), 20_000)
      await exited
      clearTimeout(killLater)
    }
  }
  await onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName}`).catch(() => {})
}, 60_000)

describe('two instances behind Caddy', () => {
  let cookie: string
  let postId: string

  it('keeps a session made on one instance on both, with requests spread over them', async () => {
    const signUp = await viaProxy('POST', '/api/auth/sign-up/email', {
      json: { name: 'Meera', email: 'meera@example.in', password: 'Correct-horse-42' },
    })
    expect(signUp.status).toBe(200)
    const setCookie = signUp.headers['set-cookie'] as string[]
    cookie = setCookie.map((c) => c.split(';')[0]).join('; ')

    const before = { a: served(a, '/api/me'), b: served(b, '/api/me') }
    for (let i = 0; i < 8; i++) {
      const me = await viaProxy('GET', '/api/me', { cookie })
      expect(me.status).toBe(200)
      expect(me.json().user.displayName).toBe('Meera')
    }
    await until(
      'both logs',
      () => served(a, '/api/me') + served(b, '/api/me') >= before.a + before.b + 8,
    )
    expect(served(a, '/api/me')).toBeGreaterThan(before.a)
    expect(served(b, '/api/me')).toBeGreaterThan(before.b)
    // And straight to each instance, past the proxy.
    for (const instance of [a, b]) {
      const me = await direct(instance, '/api/me', cookie)
      expect(me.status).toBe(200)
    }
  })

  it('serves an image posted through one instance from the other', async () => {
    const png = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer()
    const { body, contentType } = multipart(
      { title: 'My study desk', body: 'Where the SSC prep happens', tags: 'setup' },
      png,
    )
    const created = await viaProxy('POST', '/api/posts', { cookie, body, contentType })
    expect(created.status).toBe(201)
    postId = created.json().postId
    const image: string = created.json().image
    for (const instance of [a, b]) {
      const answer = await direct(instance, image)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/webp')
    }
  })

  it('sends a comment written on one instance to an event stream open on the other', async () => {
    const stream = openStream({ instance: b })
    try {
      await until('the stream on B', () => stream.opened() > 0)
      const comment = await fetch(`http://127.0.0.1:${a.port}/api/posts/${postId}/comments`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Same desk here!' }),
      })
      expect(comment.status).toBe(201)
      await until('the comment on B', () =>
        stream.events.some((event) => event.type === 'comment.added'),
      )
    } finally {
      stream.close()
    }
  })

  it('goes on through the other instance when one is killed mid-traffic, losing nothing', async () => {
    const catalogue = await viaProxy('GET', '/api/courses?pageSize=50')
    const courseIds = (catalogue.json().items as { courseId: string }[]).map((c) => c.courseId)
    expect(courseIds.length).toBeGreaterThanOrEqual(20)
    const stream = openStream({})
    await until('the stream', () => stream.opened() > 0)
    const saved: string[] = []
    let failed = 0
    let stop = false
    // A visitor bookmarking course after course as fast as answers come, while instance A dies.
    const visitor = (async () => {
      for (let i = 0; !stop && i < courseIds.length; i++) {
        try {
          const answer = await viaProxy('PUT', `/api/me/bookmarks/${courseIds[i]}`, { cookie })
          if (answer.status === 200) saved.push(courseIds[i]!)
          else failed++
          if ((await viaProxy('GET', '/api/me', { cookie })).status !== 200) failed++
        } catch {
          failed++
        }
      }
    })()
    await until('some bookmarks', () => saved.length >= 5)
    a.child.kill('SIGKILL')
    await new Promise((resolve) => a.child.once('exit', resolve))
    const savedAtKill = saved.length
    await until('bookmarks after the kill', () => saved.length >= Math.min(savedAtKill + 10, 20))
    stop = true
    await visitor

    // At most the request in flight on A when it died failed; everything after went through B.
    expect(failed).toBeLessThanOrEqual(1)
    const me = await viaProxy('GET', '/api/me', { cookie })
    expect(me.status).toBe(200)
    // Every bookmark the visitor was told was saved is there; the one in flight when A died may
    // have been saved without the answer reaching the visitor (as after any lost connection).
    const bookmarked: string[] = me.json().bookmarkedCourses
    expect(bookmarked).toEqual(expect.arrayContaining(saved))
    expect(bookmarked.length - saved.length).toBeLessThanOrEqual(failed)

    // The event stream, if it was on A, came back through B, and events flow again.
    const comment = await viaProxy('POST', `/api/posts/${postId}/comments`, {
      cookie,
      json: { text: 'After the crash' },
    })
    expect(comment.status).toBe(201)
    const { commentId } = comment.json()
    await until('the comment made after the crash, on the stream', () =>
      stream.events.some(
        (event) => event.type === 'comment.added' && event.commentId === commentId,
      ),
    )
    stream.close()
  }, 90_000)
})
