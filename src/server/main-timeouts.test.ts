// The server process's socket timeouts, against real sockets: a client that sends its headers or
// its body too slowly, or stops, does not hold a connection for ever; an idle kept-alive connection
// is closed; a slow but steady upload and a long event stream are not cut.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import net from 'node:net'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_SENT } from '../domain/site'
import { startServerProcess, type ServerProcess } from './test/server-process'

// Short enough to watch, far enough apart to tell which one acted.
const HEADERS_TIMEOUT_MS = 1000
const IDLE_TIMEOUT_MS = 2000
const REQUEST_TIMEOUT_MS = 6000
const KEEP_ALIVE_TIMEOUT_MS = 1500

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-timeouts-'))
let server: ServerProcess
let port: number

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A raw connection: what the server answered, and when it closed the connection. */
async function connect() {
  const socket = net.connect(port, '127.0.0.1')
  await once(socket, 'connect')
  const opened = Date.now()
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => (received += chunk))
  socket.on('error', () => {})
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(Date.now() - opened)),
  )
  let isClosed = false
  void closed.then(() => (isClosed = true))
  return {
    socket,
    opened,
    received: () => received,
    /** Milliseconds from connecting to the server closing the connection. */
    closed,
    isClosed: () => isClosed,
    /** Writes `text` a piece at a time, `gapMs` apart, until done or the connection is closed. */
    async trickle(text: string, pieceLength: number, gapMs: number) {
      for (let at = 0; at < text.length && !isClosed; at += pieceLength) {
        socket.write(text.slice(at, at + pieceLength))
        await sleep(gapMs)
      }
    },
  }
}

const contactHeaders = (length: number) =>
  'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${length}\r\n\r\n`
const contactBody = JSON.stringify({
  name: 'Asha',
  email: 'asha@example.in',
  message: 'Sent from a phone on a slow train connection, a few bytes at a time.',
})

// The timeouts are the process's, whatever the database: it runs on the embedded one.
describe('the server process and slow clients', () => {
  beforeAll(async () => {
    server = startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AUTH_SECRET: '',
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    })
    port = Number(new URL(await server.listening).port)
  }, 90_000)
  afterAll(async () => {
    server?.child.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('closes a connection whose headers come one byte at a time, slower than the header timeout, with 408', async () => {
    const client = await connect()
    const request = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slowloris\r\n\r\n'
    // A byte every 200 ms: each byte keeps the connection from being idle, but the headers would
    // take 14 s to arrive.
    void client.trickle(request, 1, 200)
    const closedAfter = await client.closed
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100)
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + 3000)
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(client.received()).toContain('"message":"The request did not arrive in time."')
  })

  it('closes a connection whose body stops coming, after the idle timeout', async () => {
    const client = await connect()
    client.socket.write(contactHeaders(Buffer.byteLength(contactBody)) + contactBody.slice(0, 20))
    const closedAfter = await client.closed
    expect(closedAfter).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 100)
    expect(closedAfter).toBeLessThan(IDLE_TIMEOUT_MS + 3000)
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 2/)
  })

  it('closes a connection whose body trickles in for longer than the request timeout, with 408', async () => {
    const client = await connect()
    client.socket.write(contactHeaders(10_000))
    // A byte every 500 ms: never idle, never done.
    void client.trickle('x'.repeat(10_000), 1, 500)
    const closedAfter = await client.closed
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100)
    expect(closedAfter).toBeLessThan(REQUEST_TIMEOUT_MS + 3000)
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('answers a slow but steady upload: pauses shorter than the idle timeout, done within the request timeout', async () => {
    const client = await connect()
    const body = contactBody
    client.socket.write(contactHeaders(Buffer.byteLength(body)))
    // The body in eight pieces over about three seconds, as a phone on a poor network sends it.
    await client.trickle(body, Math.ceil(body.length / 8), 400)
    await expect
      .poll(() => client.received(), { timeout: 5000 })
      .toMatch(/^HTTP\/1\.1 201 [\s\S]*\r\n\r\n/)
    expect(client.received()).toContain(CONTACT_SENT)
    expect(client.isClosed()).toBe(false)
    client.socket.destroy()
  })

  it('keeps a connection alive between requests for the keep-alive timeout, then closes it', async () => {
    const client = await connect()
    const ask = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'
    client.socket.write(ask)
    await expect.poll(() => client.received(), { timeout: 5000 }).toContain('"status":"ok"')
    // A second request on the same connection, while it is kept alive.
    await sleep(KEEP_ALIVE_TIMEOUT_MS / 2)
    const answeredAt = Date.now()
    client.socket.write(ask)
    await expect
      .poll(() => client.received().match(/"status":"ok"/g)?.length, { timeout: 5000 })
      .toBe(2)
    const closedAfter = (await client.closed) - (answeredAt - client.opened)
    // Node closes an idle connection a second after the advertised keep-alive timeout.
    expect(closedAfter).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 100)
    expect(closedAfter).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 3000)
  })

  it('keeps an event stream open past the request, idle and header timeouts', async () => {
    const client = await connect()
    client.socket.write('GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    await expect.poll(() => client.received(), { timeout: 5000 }).toContain('retry: 3000')
    await sleep(REQUEST_TIMEOUT_MS + 1500)
    expect(client.isClosed()).toBe(false)
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /)
    expect(client.received()).not.toContain('408')
    client.socket.destroy()
  }, 30_000)
})
