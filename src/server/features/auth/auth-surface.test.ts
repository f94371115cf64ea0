// The side doors of issue 28 (docs/security.md#accounts): only the account endpoints the site uses
// are reachable, a path with dot segments reaches no other route than the one it names, and a
// mailed link points at the site's configured address whatever Host a request names.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '../../auth/auth'
import type { Database } from '../../db/database'
import { users } from '../../db/schema'
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher'
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app'
import { createTestDatabase } from '../../test/test-database'
import { createUserWithSession, type TestUser } from '../../test/users'
import { ACCOUNT_ENDPOINTS } from './auth-routes'

const SITE = 'http://localhost:3000'
const GOOD_PASSWORD = 'Kolkata2024Rain'

let database: Database
let t: TestApp
let smtp: SmtpCatcher
let member: TestUser
let port: number

beforeAll(async () => {
  database = await createTestDatabase()
  smtp = await startSmtpCatcher()
  t = await createTestApp({ database, smtpUrl: smtp.url })
  member = await createUserWithSession(database.db, TEST_AUTH_SECRET, {
    name: 'Member',
    password: GOOD_PASSWORD,
  })
  // Over a real socket: `inject` resolves dot segments itself, as no attacker's client does.
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

let seq = 0
const nextIp = () => `10.44.${Math.floor(++seq / 250)}.${seq % 250}`
const uniqueEmail = (label: string) => `${label}${++seq}-${Date.now()}@example.in`
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() })

/** Sends `path` exactly as written (Node's client sends the path it is given). */
function raw(
  method: string,
  path: string,
  body?: object,
  options: { ip?: string; cookie?: string } = {},
): Promise<{ status: number; json: () => { error: { code: string } }; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: () => JSON.parse(text),
            setCookie: response.headers['set-cookie'] ?? [],
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

// Every spelling of "one segment up" or "this segment" a client can send: raw, percent-encoded in
// either case, half-encoded, and with a backslash, which a URL parser reads as a slash.
const DOT_PATHS = [
  '/api/auth/x/../sign-in/email',
  '/api/auth/x/%2e%2e/sign-in/email',
  '/api/auth/x/%2E%2E/sign-in/email',
  '/api/auth/x/.%2e/sign-in/email',
  '/api/auth/x/%2e./sign-in/email',
  '/api/auth/./sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/x/..\\sign-in/email',
  '/api/auth/sign-in/./email',
  '/api/x/../auth/sign-in/email',
]

describe('one front door to accounts', () => {
  it('a path with dot segments is refused, whatever it would resolve to, and signs nobody in', async () => {
    for (const url of DOT_PATHS) {
      const res = await raw('POST', url, { email: member.email, password: member.password })
      expect({ url, status: res.status }).toEqual({ url, status: 400 })
      expect(res.json().error.code).toBe('bad_request')
      expect(res.setCookie).toEqual([])
    }
  })

  it('wrong passwords through a dot path cannot go around the sign-in limit', async () => {
    const email = uniqueEmail('guessed')
    await post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD })
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const url = i % 2 ? '/api/auth/x/../sign-in/email' : '/api/auth/sign-in/email'
      statuses.push((await raw('POST', url, { email, password: `Wrong${i}Password` })).status)
    }
    // The plain path counts 15 failures; the dot path never reaches sign-in at all.
    expect(statuses.filter((s) => s === 401)).toHaveLength(15)
    expect(statuses.filter((s) => s === 400)).toHaveLength(15)
  })

  it('sign-up through a dot path creates no account, even with a common password', async () => {
    const email = uniqueEmail('sidedoor')
    const res = await raw('POST', '/api/auth/x/../sign-up/email', {
      name: 'Side Door',
      email,
      password: 'password',
    })
    expect(res.status).toBe(400)
    const found = await database.db.select().from(users).where(eq(users.email, email))
    expect(found).toEqual([])
  })

  it('answers 404 for every better-auth endpoint the site does not use, signed in or not', async () => {
    const auth = createAuth({
      db: database.db,
      secret: TEST_AUTH_SECRET,
      siteUrl: SITE,
      log: t.app.log,
      events: {
        mails: null as never,
        passwordReset: async () => {},
        emailVerified: async () => {},
      },
    })
    const paths = new Set(
      Object.values(auth.api as Record<string, { path?: string }>)
        .map((endpoint) => endpoint.path)
        .filter((path): path is string => typeof path === 'string' && path.startsWith('/')),
    )
    expect(paths.size).toBeGreaterThan(20)
    const allowed = new Set<string>(ACCOUNT_ENDPOINTS)
    const hidden = [...paths].filter((path) => !allowed.has(path))
    for (const path of ['/update-user', '/change-password', '/list-sessions', '/verify-password']) {
      expect(hidden).toContain(path)
    }
    const nameOf = async () =>
      (await database.db.select({ name: users.name }).from(users).where(eq(users.id, member.id)))[0]
    const before = await nameOf()
    for (const path of hidden) {
      const url = `/api/auth${path.replace(/:[A-Za-z]+/g, 'x')}`
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: member.cookie },
          ...(method === 'POST'
            ? {
                payload: {
                  name: 'x'.repeat(5000),
                  newPassword: 'password',
                  currentPassword: member.password,
                  password: member.password,
                },
              }
            : {}),
        })
        expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 })
        expect(res.json().error.code).toBe('not_found')
      }
    }
    expect(await nameOf()).toEqual(before)
  })

  it('the endpoints the site uses still answer', async () => {
    const email = uniqueEmail('front')
    const up = await post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD })
    expect(up.statusCode).toBe(200)
    const cookie = String(([] as string[]).concat(up.headers['set-cookie'] ?? [])[0]).split(';')[0]!
    const out = await post('/api/auth/sign-out', {}, { cookie })
    expect(out.statusCode).toBe(200)
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } })
    expect(me.json().user).toBeNull()
  })
})

describe('mailed links come from configuration, never from the Host header', () => {
  const linksTo = async (email: string, subject: RegExp) => {
    const mail = await smtp.waitFor((m) => m.to === email && subject.test(m.subject))
    return mail.links
  }

  it('a reset link asked for with a forged Host points at the site', async () => {
    const email = uniqueEmail('forged')
    await post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
      headers: { host: 'evil.example' },
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(200)
    const links = await linksTo(email, /^Reset/)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(new URL(link).origin).toBe(SITE)
  })

  it('a confirmation link sent at sign-up with a forged Host points at the site', async () => {
    const email = uniqueEmail('forged-verify')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: GOOD_PASSWORD },
      headers: { host: 'evil.example', origin: 'http://evil.example' },
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(200)
    const links = await linksTo(email, /^Confirm/)
    for (const link of links) expect(new URL(link).origin).toBe(SITE)
  })

  it('a newsletter confirmation asked for with a forged Host points at the site', async () => {
    const email = uniqueEmail('forged-news')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload: { email },
      headers: { host: 'evil.example' },
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBeLessThan(300)
    const mail = await smtp.waitFor((m) => m.to === email)
    expect(mail.links.length).toBeGreaterThan(0)
    for (const link of mail.links) expect(new URL(link).origin).toBe(SITE)
    expect(mail.headers['list-unsubscribe']).toContain(`<${SITE}/`)
  })
})
