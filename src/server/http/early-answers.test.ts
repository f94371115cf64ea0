// The catalogue's repeated reads answered before Fastify (early-answers.ts), over real HTTP: the
// same bytes and headers as Fastify's path, never an answer the read cache has let go of, and
// Fastify's path whenever something else must happen (stopping, a request log, HEAD, a body).
import dns from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CourseListResponse } from '../../domain/schemas/course'
import { createTestApp, type TestApp } from '../test/test-app'
import { generateCourses, insertCourses, makeCourse } from '../test/course-factory'

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

function send(
  port: number,
  url: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** What a caller can compare between two answers: all but the time they were sent. */
const comparable = ({ status, headers, body }: Answer) => {
  const { date: _date, ...rest } = headers
  return { status, headers: rest, body: body.toString('base64') }
}

/** Serves `t` on a free port and counts the requests Fastify's own path handles. */
async function served(options: Parameters<typeof createTestApp>[0] = {}) {
  const seen = { byFastify: 0 }
  const t = await createTestApp({
    ...options,
    beforeReady: (app) =>
      app.addHook('onSend', (_request, _reply, _payload, done) => {
        seen.byFastify++
        done()
      }),
  })
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  return { t, port: Number(new URL(address).port), seen }
}

describe('a catalogue read asked again', () => {
  let t: TestApp
  let port: number
  let seen: { byFastify: number }

  beforeAll(async () => {
    ;({ t, port, seen } = await served())
    await insertCourses(t.database, [
      makeCourse({ courseName: 'Namaste React', category: 'frontend' }),
      ...generateCourses(120, 11),
    ])
    // The import reloads the search index; answers loaded meanwhile are not kept (as designed).
    await send(port, '/api/courses')
  })
  afterAll(async () => {
    await t.close()
  })

  it('is answered with the bytes and headers Fastify sent, in each encoding, without Fastify', async () => {
    const encodings: (string | undefined)[] = [undefined, 'gzip', 'gzip, deflate, br']
    // A list is compressed, so each encoding is an answer of its own; a suggestion this short is
    // sent as it is, so after the first request every encoding gets that same answer.
    for (const [url, compressed] of [
      ['/api/courses?q=react', true],
      ['/api/courses/suggest?q=rea', false],
    ] as const) {
      for (const [i, acceptEncoding] of encodings.entries()) {
        const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
        const before = seen.byFastify
        const first = await send(port, url, headers)
        expect(first.status, url).toBe(200)
        const byFastify = compressed || i === 0 ? 1 : 0
        expect(seen.byFastify - before, `${url} ${acceptEncoding}: first`).toBe(byFastify)
        const again = await send(port, url, headers)
        const third = await send(port, url, headers)
        expect(seen.byFastify - before, `${url} ${acceptEncoding}: again`).toBe(byFastify)
        expect(comparable(again)).toEqual(comparable(first))
        expect(comparable(third)).toEqual(comparable(first))
      }
    }
    const plain = await send(port, '/api/courses?q=react')
    const br = await send(port, '/api/courses?q=react', { 'accept-encoding': 'br' })
    const gzip = await send(port, '/api/courses?q=react', { 'accept-encoding': 'gzip' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    const names = (JSON.parse(plain.body.toString()) as CourseListResponse).items.map(
      (course) => course.courseName,
    )
    expect(names).toContain('Namaste React')
  })

  it('shows a change as soon as the cache lets go of the answer', async () => {
    const url = '/api/courses?q=early%20bird%20course'
    const total = async () =>
      (JSON.parse((await send(port, url)).body.toString()) as CourseListResponse).total
    expect(await total()).toBe(0)
    expect(await total()).toBe(0)
    const [added] = await insertCourses(t.database, [
      makeCourse({ courseName: 'Early Bird Course' }),
    ])
    await t.database.bus.publish({
      type: 'course.added',
      courseId: added!.courseId,
      courseName: added!.courseName,
    })
    // PostgreSQL delivers NOTIFY asynchronously; PGlite's bus is synchronous.
    await expect.poll(total, { timeout: 5000 }).toBe(1)
  })

  it('goes to Fastify for HEAD, a request with a body, and an address never answered', async () => {
    const url = '/api/courses?category=frontend'
    await send(port, url)
    const before = seen.byFastify
    expect((await send(port, url, {}, 'HEAD')).status).toBe(200)
    expect(
      (await send(port, url, { 'content-type': 'text/plain', 'content-length': 1 }, 'GET', 'x'))
        .status,
    ).toBe(200)
    expect((await send(port, `${url}&page=2`)).status).toBe(200)
    expect((await send(port, '/api/courses?category=%00')).status).toBe(400)
    expect((await send(port, '/api/courses?category=%00')).status).toBe(400)
    expect((await send(port, '/api/courses/../courses?category=frontend')).status).toBe(400)
    expect(seen.byFastify - before).toBe(6)
  })

  it('goes to Fastify while the server stops, whose answers close the connection', async () => {
    const url = '/api/courses?sort=newest'
    await send(port, url)
    const before = seen.byFastify
    t.app.readiness.stopping = true
    try {
      const answer = await send(port, url)
      expect(answer.status).toBe(200)
      expect(answer.headers.connection).toBe('close')
      expect(seen.byFastify - before).toBe(1)
    } finally {
      t.app.readiness.stopping = false
    }
  })
})

it('each request is logged when the request log is on: all go through Fastify', async () => {
  const lines: string[] = []
  const logStream = new (await import('node:stream')).Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  const { t, port, seen } = await served({ logStream })
  try {
    for (let i = 0; i < 3; i++) expect((await send(port, '/api/courses?q=python')).status).toBe(200)
    expect(seen.byFastify).toBe(3)
    const logged = lines.filter((line) => line.includes('"url":"/api/courses?q=python"'))
    expect(logged).toHaveLength(3)
  } finally {
    await t.close()
  }
})

/** The hooks of the GET route printed as `node` (its part of the path), as Fastify lists them. */
function hooksOf(app: FastifyInstance, node: string): string {
  const lines = app
    .printRoutes({ includeHooks: true, commonPrefix: false, method: 'GET' })
    .split('\n')
  const strip = (line: string) => line.replace(/[│└├─]/g, '').trim()
  const at = lines.findIndex((line) => strip(line) === `${node} (GET)`)
  expect(at, node).toBeGreaterThanOrEqual(0)
  const hooks: string[] = []
  for (const line of lines.slice(at + 1)) {
    if (!strip(line).startsWith('• ')) break
    hooks.push(strip(line).slice(2))
  }
  return hooks.join('\n')
}

it('skips only the hooks listed here: a hook added to the catalogue reads is a choice to make here', async () => {
  const t = await createTestApp()
  try {
    // An early answer replays what these set on the answer kept, and skips what they do besides:
    // each is a check that passed for the same address (dot segments, the text rule, cross-site
    // writes, a public route's access), a header the kept answer has, or the kept answer's own.
    // A new hook here must be one of those, or the route must stop taking early answers
    // (docs/decisions/050-early-answers.md).
    expect(hooksOf(t.app, 'api/courses')).toMatchInlineSnapshot(`
      "(onRequest) ["refuseDotSegments()","setSecurityHeaders()","refuseCrossSiteWrites()","checkRouteAccess()"]
      (preParsing) ["preParsing()"]
      (preValidation) ["checkText()","answerKnownAddress()"]
      (onSend) ["varyErrorsByLanguage()","closeWhenStopping()","keep()"]"
    `)
    expect(hooksOf(t.app, '/suggest')).toBe(hooksOf(t.app, 'api/courses'))
  } finally {
    await t.close()
  }
})

it('listens on every address of a host name, as Fastify alone does', async () => {
  // A machine where localhost is two addresses (as ::1 and 127.0.0.1 are on most): Fastify makes a
  // server for each. Built on a serverFactory, the app bound only the first.
  const lookup = dns.lookup
  const spy = vi.spyOn(dns, 'lookup').mockImplementation(((
    host: string,
    options: unknown,
    callback: (error: Error | null, addresses: dns.LookupAddress[]) => void,
  ) => {
    if (host === 'localhost' && (options as dns.LookupAllOptions | undefined)?.all) {
      callback(null, [
        { address: '127.0.0.1', family: 4 },
        { address: '127.0.0.2', family: 4 },
      ])
      return
    }
    return (lookup as (...args: unknown[]) => void)(host, options, callback)
  }) as typeof dns.lookup)
  const t = await createTestApp()
  try {
    await t.app.listen({ port: 0, host: 'localhost' })
    const bound = t.app.addresses() as AddressInfo[]
    const addresses = bound.map((a) => a.address)
    expect(addresses.sort()).toEqual(['127.0.0.1', '127.0.0.2'])
    for (const { address, port } of bound) {
      const answer = await new Promise<number>((resolve, reject) =>
        http
          .get({ host: address, port, path: '/api/health' }, (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          })
          .on('error', reject),
      )
      expect(answer, address).toBe(200)
    }
  } finally {
    spy.mockRestore()
    await t.close()
  }
})
