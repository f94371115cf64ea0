// What the logs hold (src/server/http/request-log.ts): one line per request, and never a password,
// a cookie, a secret or a mailed link's token, whatever the request carried.
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../test/test-app'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { logSafeUrl, OneLinePerRequest, prettyLine } from './request-log'

let t: TestApp
const lines: string[] = []
beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  t = await createTestApp({ logStream: capture })
})
afterAll(async () => {
  await t.close()
})

describe('the log', () => {
  it('holds one line per request and none of the secrets requests carried', async () => {
    const password = 'Secret-Monsoon-2031'
    const email = `logged.${Date.now()}@example.in`
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Logged', email, password },
    })
    expect(signUp.statusCode).toBe(200)
    const cookie = signUp.headers['set-cookie'] as string | string[]
    const cookieValue = (Array.isArray(cookie) ? cookie[0]! : cookie).split(';')[0]!.split('=')[1]!
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: `${password}-wrong` },
    })
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody.here@example.in' },
    })
    await t.app.inject({
      url: '/api/me',
      headers: { cookie: `better-auth.session_token=${cookieValue}` },
    })
    const token = 'f'.repeat(64)
    await t.app.inject({ url: `/reset-password?token=${token}&lang=hi` })
    await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } })

    const log = lines.join('\n')
    for (const secret of [password, cookieValue, TEST_AUTH_SECRET, token]) {
      expect(log).not.toContain(secret)
    }
    // An unknown address asking for a reset leaves no trace of that in the log.
    expect(log).not.toMatch(/user not found/i)
    const requests = lines.filter((line) => line.includes('"request completed"'))
    expect(requests.map((line) => JSON.parse(line).req.url)).toEqual([
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/request-password-reset',
      '/api/me',
      '/reset-password?token=%5Bredacted%5D&lang=hi',
      '/api/newsletter/confirm',
    ])
  })
})

describe('the line of a request', () => {
  it('is not written below the configured level, and a failed request is still written', () => {
    const written: [string, object][] = []
    const log = {
      level: 'warn',
      info: (entry: object) => written.push(['info', entry]),
      error: (entry: object) => written.push(['error', entry]),
    }
    const request = { method: 'GET', url: '/verify?token=abc', ip: '10.0.0.1' } as FastifyRequest
    const reply = { log, statusCode: 200, elapsedTime: 1.26 } as unknown as FastifyReply
    const controller = new OneLinePerRequest()
    controller.requestCompleted(null, request, reply)
    expect(written).toEqual([])
    const failure = new Error('socket gone')
    controller.requestCompleted(failure, request, reply)
    log.level = 'info'
    controller.requestCompleted(null, request, reply)
    const entry = {
      req: { method: 'GET', url: '/verify?token=%5Bredacted%5D', remoteAddress: '10.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 1.3,
    }
    expect(written).toEqual([
      ['error', { ...entry, err: failure }],
      ['info', entry],
    ])
  })
})

describe('log lines for people', () => {
  it('writes a request as one short line and keeps the rest of an entry readable', () => {
    const time = new Date(2026, 10, 24, 9, 5, 7).getTime()
    expect(
      prettyLine(
        JSON.stringify({
          level: 30,
          time,
          msg: 'request completed',
          req: { method: 'GET', url: '/api/me' },
          res: { statusCode: 200 },
          responseTime: 3.2,
        }),
      ),
    ).toBe('09:05:07 INFO  GET /api/me 200 3.2ms')
    expect(prettyLine(JSON.stringify({ level: 40, time, msg: 'slow', ms: 900 }))).toBe(
      '09:05:07 WARN  slow {"ms":900}',
    )
    expect(prettyLine('not json')).toBe('not json')
  })

  it('hides the tokens of mailed links in addresses', () => {
    expect(logSafeUrl('/newsletter?unsubscribe=abc&lang=hi')).toBe(
      '/newsletter?unsubscribe=%5Bredacted%5D&lang=hi',
    )
    expect(logSafeUrl('/api/courses?q=react')).toBe('/api/courses?q=react')
    // The mails' stop links open My Courses with their signed token.
    for (const name of ['stop-alert', 'stop-follow', 'stop-exam']) {
      expect(logSafeUrl(`/my-courses?lang=hi&${name}=all.user-1.SIG`)).toBe(
        `/my-courses?lang=hi&${name}=%5Bredacted%5D`,
      )
    }
  })

  it('hides a password a browser put in the address', () => {
    expect(logSafeUrl('/sign-in?email=a%40b.in&password=Secret1%21')).toBe(
      '/sign-in?email=a%40b.in&password=%5Bredacted%5D',
    )
    expect(logSafeUrl('/account?current-password=x&new-password=y')).toBe(
      '/account?current-password=%5Bredacted%5D&new-password=%5Bredacted%5D',
    )
  })
})
