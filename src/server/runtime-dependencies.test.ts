// Two runtime dependencies declare `node >= 22` and are ES modules only: cookie 2 (light-my-request,
// which runs every app.inject, the pages' prefetch included) and content-disposition 3
// (@fastify/static's reply.download). On Node 20.19+ they load through require(esm). These tests
// use both through the packages that load them, on whichever Node runs the suite
// (docs/deploy.md#nodejs; scripts/other-node.sh starts the server on 22 and 24).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-runtime-deps-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('dependencies loaded through require(esm)', () => {
  it('light-my-request sends the cookies it is given (cookie 2) and reads the ones set', async () => {
    const app = Fastify()
    app.get('/echo', async (request, reply) => {
      reply.header('set-cookie', 'seen=1; Path=/; HttpOnly; SameSite=Lax')
      return { cookie: request.headers.cookie ?? null }
    })
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/echo',
        cookies: { session: 'abc.def', theme: 'dark' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ cookie: 'session=abc.def; theme=dark' })
      expect(res.cookies).toEqual([
        { name: 'seen', value: '1', path: '/', httpOnly: true, sameSite: 'Lax' },
      ])
    } finally {
      await app.close()
    }
  })

  it('@fastify/static downloads a file with its Content-Disposition (content-disposition 3)', async () => {
    fs.writeFileSync(path.join(root, 'export.json'), '{"ok":true}')
    const app = Fastify()
    await app.register(fastifyStatic, { root, serve: false })
    app.get('/plain', (_request, reply) => reply.download('export.json'))
    app.get('/named', (_request, reply) => reply.download('export.json', 'पाठ्यक्रम 2026.json'))
    try {
      const plain = await app.inject({ method: 'GET', url: '/plain' })
      expect(plain.statusCode).toBe(200)
      expect(plain.headers['content-disposition']).toBe('attachment; filename=export.json')
      expect(plain.body).toBe('{"ok":true}')

      // A name outside Latin-1: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 8187).
      const named = await app.inject({ method: 'GET', url: '/named' })
      expect(named.statusCode).toBe(200)
      expect(named.headers['content-disposition']).toBe(
        `attachment; filename="????????? 2026.json"; filename*=UTF-8''` +
          encodeURIComponent('पाठ्यक्रम 2026.json'),
      )
      expect(named.body).toBe('{"ok":true}')
    } finally {
      await app.close()
    }
  })
})
