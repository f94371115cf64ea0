// loadConfig: TRUST_PROXY's accepted forms and the errors that stop the server at start.
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy

describe('TRUST_PROXY', () => {
  it('is off unless set: unset, empty or "false" ignore X-Forwarded-For', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(trustProxy(undefined)).toBe(false)
    expect(trustProxy('')).toBe(false)
    expect(trustProxy('  ')).toBe(false)
    expect(trustProxy('false')).toBe(false)
    expect(trustProxy('FALSE')).toBe(false)
  })

  it('"true" trusts every proxy', () => {
    expect(trustProxy('true')).toBe(true)
    expect(trustProxy(' True ')).toBe(true)
  })

  it('takes one address or a comma-separated list of addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(trustProxy('127.0.0.1')).toEqual(['127.0.0.1'])
    expect(trustProxy('127.0.0.1,10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8'])
    expect(trustProxy(' 192.168.1.0/24 , ::1, fd00::/8 ,')).toEqual([
      '192.168.1.0/24',
      '::1',
      'fd00::/8',
    ])
    expect(trustProxy('0.0.0.0/0')).toEqual(['0.0.0.0/0'])
    expect(trustProxy('::/128')).toEqual(['::/128'])
  })

  it('refuses anything else with an error naming TRUST_PROXY and the value', () => {
    for (const value of ['yes', '-1', '1.5', 'on', '127.0.0.1/33', '::1/129', '10.0.0.0/8/8']) {
      expect(() => trustProxy(value)).toThrow(
        `TRUST_PROXY must be "false", "true" or a comma-separated list of proxy addresses or CIDR ranges (e.g. "127.0.0.1,10.0.0.0/8"), got "${value}"`,
      )
    }
    expect(() => trustProxy(',')).toThrow(/^TRUST_PROXY must be .*, got ","$/)
  })

  it('names the entry of a list that is not an address or CIDR range', () => {
    expect(() => trustProxy('127.0.0.1,proxy.internal')).toThrow(
      'got "127.0.0.1,proxy.internal": "proxy.internal" is not an address or CIDR range',
    )
    expect(() => trustProxy('10.0.0.0/8, 10.0.0.0/x')).toThrow(
      '"10.0.0.0/x" is not an address or CIDR range',
    )
    expect(() => trustProxy('fe80::1%eth0, ::1')).toThrow(
      '"fe80::1%eth0" is not an address or CIDR range',
    )
  })

  it('refuses a hop count, which Fastify no longer honours, and says what to set instead', () => {
    for (const value of ['0', '1', '2']) {
      expect(() => trustProxy(value)).toThrow(
        `got "${value}": a hop count is not supported, list the proxies' addresses instead`,
      )
    }
  })
})

describe('SMTP_URL and MAIL_FROM', () => {
  it('are unset by default: mails go to the outbox', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: undefined })
    expect(loadConfig({ SMTP_URL: ' ', MAIL_FROM: '' })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: undefined,
    })
  })

  it('take an smtp:// or smtps:// URL and a sender', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@mail.example.in:465',
      MAIL_FROM: 'CourseCompass <no-reply@example.in>',
      PUBLIC_URL: 'https://courses.example.in',
    })
    expect(config.smtpUrl).toBe('smtps://mailer:s3cret@mail.example.in:465')
    expect(config.mailFrom).toBe('CourseCompass <no-reply@example.in>')
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'http://localhost:3000' })
        .smtpUrl,
    ).toBe('smtp://127.0.0.1:2525')
  })

  it('refuse to start with SMTP_URL but no PUBLIC_URL: mailed links would lead nowhere', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtps://mailer:s3cret@mail.example.in:465' })).toThrow(
      'SMTP_URL is set but PUBLIC_URL is not',
    )
  })

  it('refuses anything else without repeating the value, which may hold a password', () => {
    for (const value of ['mail.example.in', 'https://u:hunter2@mail.example.in', 'smtp://']) {
      let message = ''
      try {
        loadConfig({ SMTP_URL: value })
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/)
      expect(message).not.toContain('hunter2')
    }
  })
})

describe("the site's own address (links, better-auth's base URL)", () => {
  it('is PUBLIC_URL when set, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://courses.example.in/' }).siteUrl).toBe(
      'https://courses.example.in',
    )
  })

  it('is otherwise the address the server listens on, never a host a request names', () => {
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000')
    expect(loadConfig({ PORT: '8080', HOST: '127.0.0.1' }).siteUrl).toBe('http://127.0.0.1:8080')
    expect(loadConfig({ HOST: '::1' }).siteUrl).toBe('http://[::1]:3000')
    expect(loadConfig({ HOST: '::' }).siteUrl).toBe('http://localhost:3000')
  })
})

describe('EVENT_STREAMS_PER_ADDRESS and EVENT_STREAMS_TOTAL', () => {
  it('default to 6 per client address and 2,000 in all', () => {
    expect(loadConfig({}).eventStreams).toEqual({ perAddress: 6, total: 2000 })
  })

  it('take whole numbers of at least 1', () => {
    const config = loadConfig({ EVENT_STREAMS_PER_ADDRESS: '20', EVENT_STREAMS_TOTAL: ' 500 ' })
    expect(config.eventStreams).toEqual({ perAddress: 20, total: 500 })
  })

  it('refuse anything else, naming the variable and the value', () => {
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ EVENT_STREAMS_PER_ADDRESS: value })).toThrow(
        `EVENT_STREAMS_PER_ADDRESS must be a whole number of at least 1, got "${value}"`,
      )
      expect(() => loadConfig({ EVENT_STREAMS_TOTAL: value })).toThrow(
        `EVENT_STREAMS_TOTAL must be a whole number of at least 1, got "${value}"`,
      )
    }
  })
})

describe('HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, IDLE_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS', () => {
  it('default to 20 s for the headers, 5 minutes for the request, 60 s idle and 72 s kept alive', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({
      headersMs: 20_000,
      requestMs: 300_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
    })
  })

  it('take whole numbers of milliseconds; 0 turns one off', () => {
    const config = loadConfig({
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '600000',
      IDLE_TIMEOUT_MS: '0',
      KEEP_ALIVE_TIMEOUT_MS: '5000',
    })
    expect(config.httpTimeouts).toEqual({
      headersMs: 5000,
      requestMs: 600_000,
      idleMs: 0,
      keepAliveMs: 5000,
    })
  })

  it('refuse anything else, and headers allowed longer than the whole request', () => {
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: '1.5' })).toThrow(
      'IDLE_TIMEOUT_MS must be a whole number of at least 0, got "1.5"',
    )
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '-1' })).toThrow(
      'KEEP_ALIVE_TIMEOUT_MS must be a whole number of at least 0, got "-1"',
    )
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HEADERS_TIMEOUT_MS (30000) must not be longer than REQUEST_TIMEOUT_MS (10000)',
    )
  })
})

describe('FETCH_ALLOWED_ADDRESSES', () => {
  const allowed = (value: string | undefined) =>
    loadConfig({ FETCH_ALLOWED_ADDRESSES: value }).fetchAllowedAddresses

  it('allows nothing unless set, else the listed addresses and ranges', () => {
    expect(allowed(undefined)).toEqual([])
    expect(allowed(' ')).toEqual([])
    expect(allowed('10.0.0.0/8, 192.168.1.20,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.20',
      'fd00::/8',
    ])
  })

  it('stops the start on anything that is not an address or range, naming it', () => {
    expect(() => allowed('10.0.0.0/8,intranet.local')).toThrow(
      'FETCH_ALLOWED_ADDRESSES must be a comma-separated list of addresses or CIDR ranges (e.g. "10.0.0.0/8"): "intranet.local" is not one',
    )
    expect(() => allowed('127.0.0.1/33')).toThrow('"127.0.0.1/33" is not one')
  })
})
