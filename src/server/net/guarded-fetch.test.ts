// Real local HTTP servers: 127.0.0.2 stands in for a host on the internet (the one address these
// tests allow), 127.0.0.1 for what must stay out of reach.
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addressAllowed,
  allowList,
  FetchRefusedError,
  guardedFetch,
  guardedRequest,
} from './guarded-fetch'

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void
const servers: http.Server[] = []
async function serve(host: string, handler: Handler): Promise<string> {
  const server = http.createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return `http://${host}:${(server.address() as AddressInfo).port}`
}
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const PUBLIC = allowList(['127.0.0.2'])
const options = {
  allowed: PUBLIC,
  timeoutMs: 2000,
  maxBytes: 64 * 1024,
  maxRedirects: 3,
  userAgent: 'CourseCompassBot/1.0 (+https://courses.example.in/bot)',
}
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FetchRefusedError)
  return error as FetchRefusedError
}

let site: string
let secret: string
let otherPort = 0
const otherSeen: http.IncomingHttpHeaders[] = []
let secretHits = 0
let trickleClosed = 0
const seen: http.IncomingHttpHeaders[] = []
beforeAll(async () => {
  secret = await serve('127.0.0.1', (_request, response) => {
    secretHits++
    response.end('the database password')
  })
  const secretPort = new URL(secret).port
  otherPort = Number(
    new URL(
      await serve('127.0.0.3', (request, response) => {
        otherSeen.push(request.headers)
        response.end('other')
      }),
    ).port,
  )
  site = await serve('127.0.0.2', (request, response) => {
    seen.push(request.headers)
    const path = request.url ?? '/'
    if (path === '/feed') {
      if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304).end()
      response.writeHead(200, { etag: '"v1"', 'content-type': 'application/json' })
      return void response.end('{"courseName":"React"}')
    }
    if (path === '/moved') return void response.writeHead(301, { location: '/feed' }).end()
    if (path === '/to-secret') {
      return void response.writeHead(302, { location: `http://127.0.0.1:${secretPort}/` }).end()
    }
    if (path === '/to-localhost') {
      return void response.writeHead(302, { location: `http://localhost:${secretPort}/` }).end()
    }
    if (path === '/to-file')
      return void response.writeHead(302, { location: 'file:///etc/passwd' }).end()
    if (path === '/loop') return void response.writeHead(302, { location: '/loop' }).end()
    if (path === '/huge') {
      response.writeHead(200)
      const chunk = Buffer.alloc(16 * 1024, 'a')
      for (let i = 0; i < 100; i++) response.write(chunk)
      return void response.end()
    }
    if (path === '/huge-declared') {
      return void response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) }).end()
    }
    if (path === '/slow') return // never answers
    if (path === '/trickle') {
      // Answers at once, then sends its body a little at a time, never finishing.
      response.writeHead(200)
      response.write('{"courseName":')
      const timer = setInterval(() => response.write(' '), 50)
      response.on('close', () => {
        trickleClosed++
        clearInterval(timer)
      })
      return
    }
    if (path === '/bad-gzip') {
      response.writeHead(200, { 'content-encoding': 'gzip' })
      return void response.end('this was never gzip')
    }
    if (path === '/gzip') {
      response.writeHead(200, { 'content-encoding': 'gzip' })
      return void response.end(zlib.gzipSync('{"courseName":"Docker"}'))
    }
    if (path === '/bomb') {
      response.writeHead(200, { 'content-encoding': 'gzip' })
      return void response.end(zlib.gzipSync(Buffer.alloc(10 * 1024 * 1024)))
    }
    if (path === '/strange') {
      response.writeHead(200, { 'content-encoding': 'zstd' })
      return void response.end('x')
    }
    if (path === '/bad-location') {
      return void response.writeHead(302, { location: 'http://[::1' }).end()
    }
    if (path === '/elsewhere') {
      return void response.writeHead(302, { location: `http://127.0.0.3:${otherPort}/` }).end()
    }
    response.writeHead(404).end()
  })
})

describe('the addresses a fetch may reach', () => {
  it.each([
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['127.0.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    // Outside IPv6's global unicast: IPv4-compatible, IPv4-translated, reserved, unassigned.
    ['::7f00:1', false],
    ['::ffff:0:7f00:1', false],
    ['3fff::1', false],
    ['5f00::1', false],
  ])('%s: %s', (address, allowed) => {
    expect(addressAllowed(address)).toBe(allowed)
  })

  it('allows a forbidden range only when the owner lists it', () => {
    expect(addressAllowed('127.0.0.2', PUBLIC)).toBe(true)
    expect(addressAllowed('127.0.0.1', PUBLIC)).toBe(false)
    expect(addressAllowed('10.1.2.3', allowList(['10.0.0.0/8']))).toBe(true)
    expect(() => allowList(['localhost'])).toThrow('not an IP address')
  })
})

describe('a guarded fetch', () => {
  it('gets an allowed address with its own User-Agent, and passes a 304 through', async () => {
    const first = await guardedFetch(`${site}/feed`, options)
    expect(first).toMatchObject({ status: 200, url: `${site}/feed` })
    expect(first.body.toString()).toBe('{"courseName":"React"}')
    expect(seen.at(-1)?.['user-agent']).toBe(options.userAgent)
    const again = await guardedFetch(`${site}/feed`, {
      ...options,
      headers: { 'if-none-match': '"v1"' },
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('follows a redirect and says where it ended', async () => {
    const moved = await guardedFetch(`${site}/moved`, options)
    expect(moved).toMatchObject({ status: 200, url: `${site}/feed` })
  })

  it('refuses loopback, by number, by name and as a decimal number', async () => {
    const port = new URL(secret).port
    for (const address of [
      secret,
      `http://localhost:${port}/`,
      `http://2130706433:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::1]:${port}/`,
    ]) {
      expect((await refusal(guardedFetch(address, options))).reason).toBe('address')
    }
    expect(secretHits).toBe(0)
  })

  it('checks every redirect again: to a private address, to a name for one, to another scheme', async () => {
    expect((await refusal(guardedFetch(`${site}/to-secret`, options))).reason).toBe('address')
    expect((await refusal(guardedFetch(`${site}/to-localhost`, options))).reason).toBe('address')
    expect(secretHits).toBe(0)
    expect((await refusal(guardedFetch(`${site}/to-file`, options))).reason).toBe('scheme')
    expect((await refusal(guardedFetch(`${site}/loop`, options))).reason).toBe('redirects')
  })

  it('refuses other schemes and addresses with credentials', async () => {
    for (const address of ['file:///etc/passwd', 'ftp://127.0.0.2/', 'gopher://x', 'not a url']) {
      expect((await refusal(guardedFetch(address, options))).reason).toBe('scheme')
    }
    const withCredentials = site.replace('http://', 'http://admin:secret@')
    expect((await refusal(guardedFetch(withCredentials, options))).reason).toBe('scheme')
  })

  it('cuts off an answer larger than its limit, declared or not', async () => {
    expect((await refusal(guardedFetch(`${site}/huge`, options))).reason).toBe('size')
    expect((await refusal(guardedFetch(`${site}/huge-declared`, options))).reason).toBe('size')
  })

  it('expands an answer compressed although asked not to, never past its limit', async () => {
    const gzipped = await guardedFetch(`${site}/gzip`, options)
    expect(gzipped.body.toString()).toBe('{"courseName":"Docker"}')
    // 10 MB of zeros in about 10 KB: refused once it would pass the 64 KB limit.
    expect((await refusal(guardedFetch(`${site}/bomb`, options))).reason).toBe('size')
    expect((await refusal(guardedFetch(`${site}/strange`, options))).reason).toBe('unreachable')
  })

  it('gives up on a host that does not answer, at its deadline', async () => {
    const started = Date.now()
    const error = await refusal(guardedFetch(`${site}/slow`, { ...options, timeoutMs: 300 }))
    expect(error.reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('does not wait past its deadline for a host that switches protocols', async () => {
    const upgrading = net.createServer((socket) => {
      socket.once('data', () =>
        socket.write(
          'HTTP/1.1 101 Switching Protocols\r\nUpgrade: x\r\nConnection: Upgrade\r\n\r\n',
        ),
      )
    })
    await new Promise<void>((resolve) => upgrading.listen(0, '127.0.0.2', resolve))
    const { port } = upgrading.address() as AddressInfo
    const started = Date.now()
    const error = await refusal(
      guardedFetch(`http://127.0.0.2:${port}/`, { ...options, timeoutMs: 800 }),
    )
    expect(error.reason).toBe('unreachable')
    expect(Date.now() - started).toBeLessThan(2000)
    upgrading.close()
  })

  it('refuses a redirect to something that is not an address', async () => {
    expect((await refusal(guardedFetch(`${site}/bad-location`, options))).reason).toBe('redirects')
  })

  it('sends its conditional headers to the address asked for only, not where it redirects', async () => {
    const answer = await guardedFetch(`${site}/elsewhere`, {
      ...options,
      allowed: allowList(['127.0.0.2', '127.0.0.3']),
      headers: { 'if-none-match': '"v1"' },
    })
    expect(answer.body.toString()).toBe('other')
    expect(otherSeen.at(-1)?.['if-none-match']).toBeUndefined()
    expect(otherSeen.at(-1)?.['user-agent']).toBe(options.userAgent)
  })

  it('says a host that refuses connections is unreachable', async () => {
    const closed = await serve('127.0.0.2', () => {})
    const server = servers.at(-1)!
    await new Promise((resolve) => server.close(resolve))
    expect((await refusal(guardedFetch(closed, options))).reason).toBe('unreachable')
  })

  it('streams a body as it arrives, and lets the connection go when the reader stops', async () => {
    const answer = await guardedRequest(`${site}/trickle`, options)
    const reader = answer.body[Symbol.asyncIterator]()
    expect(String((await reader.next()).value)).toBe('{"courseName":')
    await reader.return?.()
    await expect.poll(() => trickleClosed).toBe(1)
  })

  it('stops a body that outlasts the deadline, and says so as a timeout', async () => {
    const answer = await guardedRequest(`${site}/trickle`, { ...options, timeoutMs: 400 })
    expect(answer.status).toBe(200)
    const started = Date.now()
    const reading = (async () => {
      for await (const chunk of answer.body) void chunk
    })()
    expect((await refusal(reading)).reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('refuses a streamed body once it passes its limit, after what came within it', async () => {
    const answer = await guardedRequest(`${site}/huge`, options)
    let read = 0
    const reading = (async () => {
      for await (const chunk of answer.body) read += chunk.length
    })()
    expect((await refusal(reading)).reason).toBe('size')
    expect(read).toBeLessThanOrEqual(options.maxBytes)
  })

  it('says a body that claims to be gzip and is not cannot be read', async () => {
    const error = await refusal(guardedFetch(`${site}/bad-gzip`, options))
    expect(error.reason).toBe('unreachable')
    expect(error.message).toMatch(/gzip/)
  })
})
