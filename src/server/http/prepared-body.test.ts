// Which encoding a cached body is sent in, over a real Fastify route (PreparedBody.send): what the
// client asked for in Accept-Encoding, weights and case included, and never one it refused.
import Fastify from 'fastify'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PreparedBody } from './prepared-body'

const text = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `course ${i}`) })
const app = Fastify()
beforeAll(async () => {
  const body = new PreparedBody(text)
  app.get('/body', (request, reply) => body.send(request, reply))
  await app.ready()
})
afterAll(async () => {
  await app.close()
})

it.each([
  [undefined, undefined],
  ['', undefined],
  ['gzip, deflate, br', 'br'],
  ['gzip', 'gzip'],
  ['GZIP', 'gzip'],
  ['Br', 'br'],
  ['x-gzip', 'gzip'],
  ['*', 'br'],
  ['identity', undefined],
  // Refused, or not these codings at all: never sent.
  ['br;q=0', undefined],
  ['gzip;q=0', undefined],
  ['gzip, br;q=0', 'gzip'],
  ['br;q=0, gzip;q=0', undefined],
  ['*;q=0', undefined],
  ['x-br, br-x, gzipped', undefined],
  ['br;q=nonsense, gzip', 'gzip'],
  // The higher weight wins; br on a tie.
  ['br;q=0.5, gzip', 'gzip'],
  ['br;q=0.8, gzip;q=0.8', 'br'],
  ['gzip;q=1, *;q=0.1', 'gzip'],
])('Accept-Encoding %j is answered in %s', async (acceptEncoding, expected) => {
  const res = await app.inject({
    url: '/body',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-encoding']).toBe(expected)
  const decoded =
    expected === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : expected === 'gzip'
        ? gunzipSync(res.rawPayload)
        : res.rawPayload
  expect(decoded.toString()).toBe(text)
  expect(res.headers.vary).toBe('accept-encoding')
})
