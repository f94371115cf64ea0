// Getting back into an account and confirming its address (docs/product.md#accounts), as a caller
// sees them: the requests through `inject`, the mails through a real SMTP server
// (src/server/test/smtp-catcher.ts) that the app sends to.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ACCOUNT_LOCKED_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFIED,
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_CHANGED,
  PASSWORD_RESET_REQUESTED,
  PASSWORD_RESET_THROTTLED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  SIGN_IN_THROTTLED_MESSAGE,
  VERIFICATION_SENT,
  VERIFICATION_SENT_IF_ANY,
  VERIFICATION_THROTTLED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
} from '../../../domain/account'
import { EMAIL_INVALID_MESSAGE, PASSWORD_RULE_MESSAGE } from '../../../domain/credentials'
import type { Database } from '../../db/database'
import { messageIn } from '../../http/messages-hi'
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../test/smtp-catcher'
import { createTestApp, TEST_AUTH_SECRET, TEST_SITE_URL, type TestApp } from '../../test/test-app'
import { createTestDatabase } from '../../test/test-database'
import { createUserWithSession, SESSION_COOKIE_NAME } from '../../test/users'
import { RESET_ANSWER_FLOOR_MS } from './auth-routes'

let database: Database
let smtp: SmtpCatcher
let t: TestApp

const MAIL_FROM = 'CourseCompass <no-reply@courses.example.in>'

beforeAll(async () => {
  database = await createTestDatabase()
  smtp = await startSmtpCatcher()
  t = await createTestApp({ database, smtpUrl: smtp.url, mailFrom: MAIL_FROM })
})
afterAll(async () => {
  await t.app.close()
  await database.close()
  await smtp.close()
})
afterEach(() => {
  vi.useRealTimers()
})

let seq = 0
const uniqueEmail = (label = 'learner') => `${label}${++seq}-${Date.now()}@example.in`
/** A network address of its own for each caller, unless a test is about one address. */
const nextIp = () => `10.60.${Math.floor(++seq / 250)}.${seq % 250}`
const GOOD_PASSWORD = 'Kolkata2024Rain'
const NEW_PASSWORD = 'Monsoon2025Pune'

const post = (
  url: string,
  payload: object,
  options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    remoteAddress: options.ip ?? nextIp(),
  })

function sessionCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const all = ([] as string[]).concat((res.headers['set-cookie'] as string[] | string) ?? [])
  return all.find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))?.split(';')[0]
}

async function me(cookie?: string) {
  const res = await t.app.inject({ url: '/api/me', headers: cookie ? { cookie } : {} })
  return res.json().user as { email: string; emailVerified: boolean } | null
}

/** Signs up (the confirmation mail goes out) and answers the session cookie. */
async function signUp(email: string, extra: object = {}, headers: Record<string, string> = {}) {
  const res = await post(
    '/api/auth/sign-up/email',
    { name: 'Asha Verma', email, password: GOOD_PASSWORD, ...extra },
    { headers },
  )
  expect(res.statusCode).toBe(200)
  return sessionCookieOf(res)!
}
const signIn = (email: string, password: string, ip?: string) =>
  post('/api/auth/sign-in/email', { email, password }, { ip })

const requestReset = (email: string, options: Parameters<typeof post>[2] = {}) =>
  post('/api/auth/request-password-reset', { email }, options)
const resetPassword = (token: string, newPassword: string) =>
  post('/api/auth/reset-password', { token, newPassword })

const tokenOf = (mail: CaughtMail, path: string) => {
  const link = mail.links.find((l) => new URL(l).pathname === path)
  expect(link, `a link to ${path}`).toBeDefined()
  return new URL(link!).searchParams.get('token')!
}
const mailTo = (email: string, subject: string | RegExp) =>
  smtp.waitFor(
    (mail) =>
      mail.to === email &&
      (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
  )
const resetMail = (email: string) => mailTo(email, 'Reset your CourseCompass password')
const verifyMail = (email: string) => mailTo(email, 'Confirm your email address for CourseCompass')
/** Waits until mails in flight have arrived, then says none of `subject` went to `email`. */
async function noMailTo(email: string, subject: string) {
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(smtp.to(email).filter((mail) => mail.subject === subject)).toEqual([])
}

describe('asking for a password reset', () => {
  it('mails a link to our page that sets a new password, in plain text and HTML', async () => {
    const email = uniqueEmail()
    await signUp(email)
    const res = await requestReset(email)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: PASSWORD_RESET_REQUESTED })

    const mail = await resetMail(email)
    expect(mail.from).toBe(MAIL_FROM)
    const link = new URL(mail.links[0]!)
    // Without PUBLIC_URL, on the origin the request came to.
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_SITE_URL}/reset-password`)
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(link.searchParams.get('lang')).toBe('en')
    expect(mail.text).toContain('Hello Asha Verma,')
    expect(mail.text).toContain('The link works once, for one hour.')
    expect(mail.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`)
    expect(mail.language).toBe('en')
  })

  it('answers an address without an account exactly alike, and sends nothing', async () => {
    const known = uniqueEmail('known')
    await signUp(known)
    const unknown = uniqueEmail('nobody')
    const [forKnown, forUnknown] = [await requestReset(known), await requestReset(unknown)]
    expect(forUnknown.statusCode).toBe(forKnown.statusCode)
    expect(forUnknown.body).toBe(forKnown.body)
    expect(forUnknown.headers['content-type']).toBe(forKnown.headers['content-type'])
    await resetMail(known)
    await noMailTo(unknown, 'Reset your CourseCompass password')
  })

  it('does not wait for a slow mail server, and answers a known address in the time of an unknown one', async () => {
    const slow = await startSmtpCatcher({ delayMs: 1500 })
    const app = await createTestApp({ database, smtpUrl: slow.url })
    try {
      const email = uniqueEmail('slow')
      const created = await app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: GOOD_PASSWORD },
        remoteAddress: nextIp(),
      })
      expect(created.statusCode).toBe(200)
      const timed = async (address: string) => {
        const started = performance.now()
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: address },
          remoteAddress: nextIp(),
        })
        expect(res.statusCode).toBe(200)
        return performance.now() - started
      }
      // Alternating, after a first round to warm up: the median of each.
      await timed(uniqueEmail('warm'))
      const knownTimes: number[] = []
      const unknownTimes: number[] = []
      for (let i = 0; i < 3; i++) {
        knownTimes.push(await timed(email))
        unknownTimes.push(await timed(uniqueEmail('nobody')))
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!
      // Both wait out the same floor (RESET_ANSWER_FLOOR_MS); neither waits for the mail.
      expect(median(knownTimes)).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 1)
      expect(median(knownTimes)).toBeLessThan(600)
      expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(30)
      // The mails still arrive, after the answer.
      await slow.waitFor((mail) => mail.to === email, 10_000)
    } finally {
      await app.app.close()
      await slow.close()
    }
  })

  it('mails at most 3 links an hour to one address; past that the answer is the same', async () => {
    const email = uniqueEmail('flooded')
    await signUp(email)
    for (let i = 0; i < 5; i++) {
      const res = await requestReset(email)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: PASSWORD_RESET_REQUESTED })
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.to(email).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(3)
  })

  it('limits one network address to 20 requests an hour, known address or not', async () => {
    const ip = '10.61.0.1'
    for (let i = 0; i < 20; i++) {
      expect((await requestReset(uniqueEmail('spray'), { ip })).statusCode).toBe(200)
    }
    const refused = await requestReset(uniqueEmail('spray'), { ip })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: PASSWORD_RESET_THROTTLED_MESSAGE,
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000)
  })

  it('refuses what is not an email address', async () => {
    const res = await requestReset('not-an-email')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(EMAIL_INVALID_MESSAGE)
  })
})

describe('choosing a new password with the link', () => {
  async function accountWithResetLink(label: string) {
    const email = uniqueEmail(label)
    await signUp(email)
    await requestReset(email)
    return { email, token: tokenOf(await resetMail(email), '/reset-password') }
  }

  it('sets the password once, signs this browser in and every other session out, and mails a notice', async () => {
    const { email, token } = await accountWithResetLink('reset')
    const phone = sessionCookieOf(await signIn(email, GOOD_PASSWORD))!
    const laptop = sessionCookieOf(await signIn(email, GOOD_PASSWORD))!
    expect((await me(phone))?.email).toBe(email)

    const res = await resetPassword(token, NEW_PASSWORD)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: PASSWORD_CHANGED })
    const here = sessionCookieOf(res)
    expect(here, 'signed in with the new password').toBeDefined()
    expect((await me(here))?.email).toBe(email)

    // Every other session ended, at once (the session cache let go of them).
    expect(await me(phone)).toBeNull()
    expect(await me(laptop)).toBeNull()

    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(401)
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200)

    // Once only.
    const again = await resetPassword(token, 'Another2025Pass')
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toMatchObject({
      code: 'invalid_token',
      message: RESET_LINK_INVALID_MESSAGE,
    })
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200)

    const notice = await mailTo(email, 'Your CourseCompass password was changed')
    expect(notice.text).toContain(`The password of the CourseCompass account ${email} was changed`)
    expect(notice.text).toContain('If it was not you')
    expect(notice.text).not.toContain(NEW_PASSWORD)
    expect(new URL(notice.links[0]!).pathname).toBe('/forgot-password')
  })

  it('expires after an hour', async () => {
    const early = await accountWithResetLink('early')
    const late = await accountWithResetLink('late')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 59 * 60 * 1000 })
    expect((await resetPassword(early.token, NEW_PASSWORD)).statusCode).toBe(200)
    vi.setSystemTime(Date.now() + 2 * 60 * 1000)
    const expired = await resetPassword(late.token, NEW_PASSWORD)
    expect(expired.statusCode).toBe(400)
    expect(expired.json().error.message).toBe(RESET_LINK_INVALID_MESSAGE)
    vi.useRealTimers()
    expect((await signIn(late.email, GOOD_PASSWORD)).statusCode).toBe(200)
  })

  it("follows sign-up's password rules, and a refused password leaves the link usable", async () => {
    const { email, token } = await accountWithResetLink('rules')
    const weak = await resetPassword(token, 'alllowercase1')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().error.message).toBe(PASSWORD_RULE_MESSAGE)
    const common = await resetPassword(token, 'Password1')
    expect(common.statusCode).toBe(400)
    expect(common.json().error).toMatchObject({
      code: 'common_password',
      message: COMMON_PASSWORD_MESSAGE,
    })
    expect((await resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses a token that was never given', async () => {
    const res = await resetPassword('x'.repeat(24), NEW_PASSWORD)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({ code: 'invalid_token' })
  })
})

describe("the mails' language and links", () => {
  it("are the account's saved language, else the request's", async () => {
    const saved = uniqueEmail('hindi')
    await signUp(saved, { language: 'hi' })
    await requestReset(saved, { headers: { cookie: 'cc_lang=en' } })
    const hindi = await mailTo(saved, 'अपना CourseCompass पासवर्ड रीसेट करें')
    expect(hindi.language).toBe('hi')
    expect(hindi.text).toContain('नमस्ते Asha Verma,')
    expect(new URL(hindi.links[0]!).searchParams.get('lang')).toBe('hi')

    const visitor = uniqueEmail('visitor')
    await signUp(visitor, { language: 'en' })
    const res = await requestReset(visitor, { headers: { cookie: 'cc_lang=hi' } })
    // The answer follows the request; the mail, the account.
    expect(res.json().message).toBe(messageIn('hi', PASSWORD_RESET_REQUESTED))
    expect((await resetMail(visitor)).language).toBe('en')
  })

  it('confirms an account made on a Hindi page in Hindi', async () => {
    const email = uniqueEmail('hindi-signup')
    await signUp(email, { language: 'hi' })
    const mail = await mailTo(email, 'CourseCompass पर अपना ईमेल पता कन्फ़र्म करें')
    expect(mail.text).toContain('कृपया कन्फ़र्म करें')
    expect(new URL(mail.links[0]!).searchParams.get('lang')).toBe('hi')
  })

  it('escapes every value in the HTML part', async () => {
    const email = uniqueEmail('markup')
    const res = await post('/api/auth/sign-up/email', {
      name: `<b>Asha & "Co"</b>`,
      email,
      password: GOOD_PASSWORD,
    })
    expect(res.statusCode).toBe(200)
    const mail = await verifyMail(email)
    expect(mail.html).toContain('Hello &lt;b&gt;Asha &amp; &quot;Co&quot;&lt;/b&gt;,')
    expect(mail.html).not.toContain('<b>Asha')
    expect(mail.text).toContain('Hello <b>Asha & "Co"</b>,')
  })

  it('put links on PUBLIC_URL when it is set', async () => {
    const app = await createTestApp({
      database,
      smtpUrl: smtp.url,
      publicUrl: 'https://courses.example.in',
    })
    try {
      const email = uniqueEmail('public')
      await app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://courses.example.in' },
        payload: { email, password: GOOD_PASSWORD },
        remoteAddress: nextIp(),
      })
      const mail = await verifyMail(email)
      expect(mail.links[0]).toMatch(/^https:\/\/courses\.example\.in\/verify-email\?token=/)
      // Without MAIL_FROM, the sender is no-reply at the public host.
      expect(mail.from).toBe('CourseCompass <no-reply@courses.example.in>')
    } finally {
      await app.app.close()
    }
  })
})

describe('confirming the email address', () => {
  const verify = (token: string) => post('/api/auth/verify-email', { token })

  it('mails a link at sign-up; the link confirms the address, shown at once', async () => {
    const email = uniqueEmail('verify')
    const cookie = await signUp(email)
    expect((await me(cookie))?.emailVerified).toBe(false)
    const mail = await verifyMail(email)
    expect(mail.text).toContain('The link works for 24 hours.')

    const res = await verify(tokenOf(mail, '/verify-email'))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: EMAIL_VERIFIED })
    expect((await me(cookie))?.emailVerified).toBe(true)
    // Opening the link again says the same: the address is confirmed.
    expect((await verify(tokenOf(mail, '/verify-email'))).statusCode).toBe(200)
  })

  it('is not needed to sign in or write (decision 027)', async () => {
    const email = uniqueEmail('unverified')
    const cookie = await signUp(email)
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(200)
    const bookmark = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'hi' },
      headers: { cookie },
    })
    expect(bookmark.statusCode).toBe(200)
  })

  it('refuses a link older than 24 hours, or one that is not ours', async () => {
    const email = uniqueEmail('slowpoke')
    await signUp(email)
    const token = tokenOf(await verifyMail(email), '/verify-email')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60 * 1000 + 5000 })
    const expired = await verify(token)
    expect(expired.statusCode).toBe(400)
    expect(expired.json().error).toEqual({
      code: 'invalid_token',
      message: VERIFY_LINK_INVALID_MESSAGE,
      fields: { token: VERIFY_LINK_INVALID_MESSAGE },
    })
    vi.useRealTimers()
    expect((await verify(`${token.slice(0, -4)}AAAA`)).statusCode).toBe(400)
    expect((await verify('nonsense')).statusCode).toBe(400)
  })

  it('sends a member a new link on request, 3 an hour', async () => {
    const email = uniqueEmail('again')
    const cookie = await signUp(email)
    await verifyMail(email)
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/auth/send-verification-email', {}, { cookie })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: VERIFICATION_SENT })
    }
    await smtp.waitFor((m) => smtp.to(email).length >= 4 && m.to === email)
    const refused = await post('/api/auth/send-verification-email', {}, { cookie })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toBe(VERIFICATION_THROTTLED_MESSAGE)
    // The last link works.
    const last = smtp.to(email).at(-1)!
    expect((await verify(tokenOf(last, '/verify-email'))).statusCode).toBe(200)
    const done = await post('/api/auth/send-verification-email', {}, { cookie })
    expect(done.json()).toEqual({ message: EMAIL_ALREADY_VERIFIED_MESSAGE })
  })

  it('answers a visitor alike whatever the address, and mails only an unconfirmed account', async () => {
    const waiting = uniqueEmail('waiting')
    await signUp(waiting)
    await verifyMail(waiting)
    const confirmed = uniqueEmail('confirmed')
    await signUp(confirmed)
    await verify(tokenOf(await verifyMail(confirmed), '/verify-email'))
    const nobody = uniqueEmail('nobody')

    const answers = await Promise.all(
      [waiting, confirmed, nobody].map((email) =>
        post('/api/auth/send-verification-email', { email }),
      ),
    )
    for (const res of answers) {
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: VERIFICATION_SENT_IF_ANY })
    }
    await smtp.waitFor((m) => m.to === waiting && smtp.to(waiting).length === 2)
    expect(smtp.to(confirmed)).toHaveLength(1)
    expect(smtp.to(nobody)).toHaveLength(0)

    const missing = await post('/api/auth/send-verification-email', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.message).toBe(EMAIL_INVALID_MESSAGE)
  })
})

describe('sign-in throttling the owner can get past (decision 028)', () => {
  it('a stranger on one address cannot lock the owner out', async () => {
    const email = uniqueEmail('owner')
    await signUp(email)
    const stranger = '10.62.0.1'
    for (let i = 0; i < 20; i++) {
      expect((await signIn(email, `Guess-${i}-Aa1`, stranger)).statusCode).toBe(401)
    }
    const strangerLocked = await signIn(email, `Guess-x-Aa1`, stranger)
    expect(strangerLocked.statusCode).toBe(429)
    expect(strangerLocked.json().error.message).toBe(SIGN_IN_THROTTLED_MESSAGE)
    // The owner, elsewhere, with the right password.
    expect((await signIn(email, GOOD_PASSWORD, '10.62.0.2')).statusCode).toBe(200)
  })

  it('50 failures an hour from many addresses lock the account; a password reset lifts it', async () => {
    const email = uniqueEmail('botnet')
    await signUp(email)
    for (let i = 0; i < 50; i++) {
      const res = await signIn(email, `Guess-${i}-Aa1`, `10.63.${i}.1`)
      expect(res.statusCode).toBe(401)
      expect(res.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE)
    }
    const locked = await signIn(email, GOOD_PASSWORD, '10.63.200.1')
    expect(locked.statusCode).toBe(429)
    expect(locked.json().error).toEqual({ code: 'rate_limited', message: ACCOUNT_LOCKED_MESSAGE })
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000)

    await requestReset(email)
    const token = tokenOf(await resetMail(email), '/reset-password')
    expect((await resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await signIn(email, NEW_PASSWORD, '10.63.200.2')).statusCode).toBe(200)
  })
})

describe('changing the password on the account page', () => {
  it('sends the owner the same notice as a reset, in their language', async () => {
    const user = await createUserWithSession(database.db, TEST_AUTH_SECRET, {
      email: uniqueEmail('changer'),
      name: 'Ritu',
    })
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      headers: { cookie: `${user.cookie}; cc_lang=hi` },
      remoteAddress: nextIp(),
    })
    expect(answer.statusCode).toBe(200)
    const mail = await smtp.waitFor((m) => m.to === user.email.toLowerCase())
    expect(mail.subject).toBe('आपका CourseCompass पासवर्ड बदल दिया गया है')
    expect(mail.text).toContain('नमस्ते Ritu,')
    expect(mail.links.some((link) => link.includes('/forgot-password'))).toBe(true)
  })
})
