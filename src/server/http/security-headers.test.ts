// Which security headers each kind of answer carries (security-headers.ts): a page the whole
// document policy, the API's answers the policy for data (nothing loads from them, nothing frames
// them), over the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'

const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'referrer-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

describe('security headers', () => {
  let t: TestApp
  let https: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    https = await createTestApp({ publicUrl: 'https://coursecompass.example' })
  })
  afterAll(async () => {
    await t.close()
    await https.close()
  })

  it.each(['/api/courses?q=react', '/api/health', '/api/nothing-here', '/api?x=1', '/api'])(
    'an API answer (%s) forbids loading anything and framing, and leaves out the page-only ones',
    async (url) => {
      const res = await t.app.inject({ url })
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined()
    },
  )

  it.each(['/', '/all-courses', '/apis', '/api-docs', '/community?q=/api/'])(
    'a page (%s) keeps the whole document policy',
    async (url) => {
      const res = await t.app.inject({ url })
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeDefined()
    },
  )

  it('a site on HTTPS sends HSTS on pages and API answers alike', async () => {
    for (const url of ['/', '/api/courses']) {
      const res = await https.app.inject({ url })
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      )
    }
  })
})
