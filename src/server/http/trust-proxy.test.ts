// TRUST_PROXY decides which address the per-IP limits count: the connecting one, or the client a
// trusted proxy names in X-Forwarded-For. app.inject connects from 127.0.0.1 unless told otherwise.
import { afterEach, describe, expect, it } from 'vitest'
import { CONTACT_SENT } from '../../domain/site'
import { loadConfig } from '../config'
import { createTestApp, type TestApp } from '../test/test-app'

const RATE_LIMITED = 'Too many requests. Please wait a minute and try again.'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

async function appWith(env: { TRUST_PROXY?: string; PUBLIC_URL?: string }) {
  const config = loadConfig(env)
  t = await createTestApp({ trustProxy: config.trustProxy, publicUrl: config.publicUrl })
  return t.app
}

type App = Awaited<ReturnType<typeof appWith>>

const contact = (app: App, forwardedFor?: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { name: 'Asha', email: 'asha@example.in', message: 'Please add UPSC courses.' },
  })

async function expectLimited(response: Awaited<ReturnType<typeof contact>>) {
  expect(response.statusCode).toBe(429)
  expect(response.json().error.message).toBe(RATE_LIMITED)
}

describe('TRUST_PROXY and the per-IP limits', () => {
  it('off (the default): different X-Forwarded-For values still share the connecting address’s limit', async () => {
    const app = await appWith({})
    for (let i = 1; i <= 5; i++) {
      const res = await contact(app, `203.0.113.${i}`)
      expect(res.statusCode).toBe(201)
      expect(res.json()).toEqual({ message: CONTACT_SENT })
    }
    await expectLimited(await contact(app, '198.51.100.99'))
    await expectLimited(await contact(app))
  })

  it('set to the proxy’s address: each client the proxy forwards gets a limit of its own', async () => {
    const app = await appWith({ TRUST_PROXY: '127.0.0.1' })
    for (let i = 0; i < 5; i++) expect((await contact(app, '203.0.113.1')).statusCode).toBe(201)
    await expectLimited(await contact(app, '203.0.113.1'))
    // The proxy appends the address it saw; what the client wrote before it does not count.
    await expectLimited(await contact(app, '198.51.100.7, 203.0.113.1'))
    expect((await contact(app, '203.0.113.2')).statusCode).toBe(201)
    // A request the proxy itself makes, without the header, is counted against the proxy's address.
    expect((await contact(app)).statusCode).toBe(201)
  })

  it('a client that is not a trusted proxy cannot choose its own key with X-Forwarded-For', async () => {
    const app = await appWith({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' })
    for (let i = 1; i <= 5; i++) {
      expect((await contact(app, `203.0.113.${i}`, '192.0.2.50')).statusCode).toBe(201)
    }
    await expectLimited(await contact(app, '198.51.100.99', '192.0.2.50'))
    // A proxy inside the trusted range gets each client it forwards a limit of its own.
    for (let i = 1; i <= 6; i++) {
      expect((await contact(app, `198.51.100.${i}`, '10.1.2.3')).statusCode).toBe(201)
    }
  })

  it('with an https PUBLIC_URL, HSTS stays on whatever protocol a trusted proxy forwards', async () => {
    const app = await appWith({
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: 'https://coursecompass.example',
    })
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.1' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})
