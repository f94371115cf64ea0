import { describe, expect, it } from 'vitest'
import { exportFileName } from './account'
import { newPasswordError, PASSWORD_RULE_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from './credentials'
import { describeUserAgent } from './device'

describe('the device of a session, as a person reads it (docs/product.md#account-page)', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0',
      'Firefox',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
      'Opera',
      'ChromeOS',
    ],
  ])('%s', (userAgent, browser, os) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os })
  })

  it('leaves out what the header does not say', () => {
    expect(describeUserAgent(undefined)).toEqual({ browser: null, os: null })
    expect(describeUserAgent('')).toEqual({ browser: null, os: null })
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null })
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0) SomeBot/1.0')).toEqual({
      browser: null,
      os: 'Windows',
    })
  })
})

describe('the account page rules', () => {
  it('names the data file after the day', () => {
    expect(exportFileName(new Date('2026-11-24T18:30:00Z'))).toBe(
      'coursecompass-data-2026-11-24.json',
    )
  })

  it('checks a new password alone by the sign-up rule', () => {
    expect(newPasswordError('Mumbai2024')).toBeNull()
    expect(newPasswordError('mumbai2024')).toBe(PASSWORD_RULE_MESSAGE)
    expect(newPasswordError(`Aa1${'x'.repeat(126)}`)).toBe(PASSWORD_TOO_LONG_MESSAGE)
  })
})
