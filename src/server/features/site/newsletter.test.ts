// The newsletter's double opt-in and one-click unsubscribe
// (docs/decisions/033-newsletter-double-opt-in.md), with mails caught by a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_TOKEN_INVALID,
  NEWSLETTER_UNSUBSCRIBED,
  SUBSCRIBED,
} from '../../../domain/site'
import { TEST_ADMIN_EMAIL, type TestApp } from '../../test/test-app'
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../test/smtp-catcher'
import { createTestApp } from '../../test/test-app'
import { createUserWithSession, type TestUser } from '../../test/users'
import { TEST_AUTH_SECRET } from '../../test/test-app'

let smtp: SmtpCatcher
let t: TestApp
let admin: TestUser

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  // No PUBLIC_URL: links are on the address the server listens on, never the request's Host.
  t = await createTestApp({ smtpUrl: smtp.url, adminEmails: [TEST_ADMIN_EMAIL] })
  admin = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, { email: TEST_ADMIN_EMAIL })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

let seq = 0
const uniqueEmail = () => `reader${++seq}-${Date.now()}@example.in`
const nextIp = () => `10.70.${Math.floor(++seq / 250)}.${seq % 250}`

const subscribe = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscribe',
    payload: { email },
    headers,
    remoteAddress: nextIp(),
  })
const postJson = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() })
const exported = async () => {
  const answer = await t.app.inject({
    url: '/api/admin/subscribers',
    headers: { cookie: admin.cookie },
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json() as { email: string; unsubscribeUrl: string }[]
}
const tokenOf = (link: string, name: string) => new URL(link).searchParams.get(name)!

async function confirmationMail(email: string): Promise<CaughtMail> {
  return smtp.waitFor((mail) => mail.to === email)
}

describe('subscribing to the newsletter', () => {
  it('mails a confirmation link with one-click unsubscribe headers; only a confirmed address is exported', async () => {
    const email = uniqueEmail()
    const answer = await subscribe(email)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().message).toBe(SUBSCRIBED)

    const mail = await confirmationMail(email)
    expect(mail.subject).toBe('Confirm your CourseCompass newsletter subscription')
    const [confirmLink, unsubscribeLink] = mail.links
    expect(confirmLink).toMatch(
      /^http:\/\/localhost:3000\/newsletter\?confirm=[a-f0-9]{64}&lang=en$/,
    )
    expect(unsubscribeLink).toMatch(/\/newsletter\?unsubscribe=[a-f0-9]{64}&lang=en$/)
    const token = tokenOf(confirmLink!, 'confirm')
    expect(mail.headers['list-unsubscribe']).toBe(
      `<http://localhost:3000/api/newsletter/unsubscribe?token=${token}>`,
    )
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    expect((await exported()).map((s) => s.email)).not.toContain(email)
    const confirmed = await postJson('/api/newsletter/confirm', { token })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().message).toBe(NEWSLETTER_CONFIRMED)
    const row = (await exported()).find((s) => s.email === email)
    expect(row?.unsubscribeUrl).toBe(`http://localhost:3000/newsletter?unsubscribe=${token}`)
    // Confirming twice is fine.
    expect((await postJson('/api/newsletter/confirm', { token })).statusCode).toBe(200)
  })

  it('answers the same for a new, a waiting and a confirmed address, mailing only when due', async () => {
    const email = uniqueEmail()
    expect((await subscribe(email)).json().message).toBe(SUBSCRIBED)
    await confirmationMail(email)
    // Again at once: the same answer, no second mail (one per 10 minutes).
    expect((await subscribe(email)).json().message).toBe(SUBSCRIBED)
    const token = tokenOf(smtp.to(email)[0]!.links[0]!, 'confirm')
    await postJson('/api/newsletter/confirm', { token })
    expect((await subscribe(email)).json().message).toBe(SUBSCRIBED)
    // Give a late mail the chance to arrive before counting.
    await smtp.waitFor((mail) => mail.to === 'never@example.in', 300).catch(() => {})
    expect(smtp.to(email)).toHaveLength(1)
  })

  it('writes the mail in the language of the page that subscribed', async () => {
    const email = uniqueEmail()
    await subscribe(email, { cookie: 'cc_lang=hi' })
    const mail = await confirmationMail(email)
    expect(mail.language).toBe('hi')
    expect(mail.subject).toBe('CourseCompass न्यूज़लेटर का सब्सक्रिप्शन कन्फ़र्म करें')
    expect(mail.links[0]).toMatch(/&lang=hi$/)
  })

  it('refuses an unknown or malformed confirmation token with a clear message', async () => {
    const unknown = await postJson('/api/newsletter/confirm', { token: 'a'.repeat(64) })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe(NEWSLETTER_LINK_INVALID)
    const malformed = await postJson('/api/newsletter/confirm', { token: 'nope' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.message).toBe(NEWSLETTER_TOKEN_INVALID)
  })
})

describe('unsubscribing', () => {
  it("from a mail client's one-click button: a form POST with no cookie and no Origin", async () => {
    const email = uniqueEmail()
    await subscribe(email)
    const mail = await confirmationMail(email)
    const token = tokenOf(mail.links[0]!, 'confirm')
    await postJson('/api/newsletter/confirm', { token })
    expect((await exported()).map((s) => s.email)).toContain(email)

    const oneClick = new URL(mail.headers['list-unsubscribe']!.slice(1, -1))
    const answer = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextIp(),
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().message).toBe(NEWSLETTER_UNSUBSCRIBED)
    expect((await exported()).map((s) => s.email)).not.toContain(email)
    // The link is spent: confirming with it again finds nothing.
    expect((await postJson('/api/newsletter/confirm', { token })).statusCode).toBe(404)
  })

  it('from the unsubscribe page (JSON), twice without complaint; a malformed token is a 400', async () => {
    const email = uniqueEmail()
    await subscribe(email)
    const token = tokenOf((await confirmationMail(email)).links[1]!, 'unsubscribe')
    for (let i = 0; i < 2; i++) {
      const answer = await postJson('/api/newsletter/unsubscribe', { token })
      expect(answer.statusCode).toBe(200)
      expect(answer.json().message).toBe(NEWSLETTER_UNSUBSCRIBED)
    }
    const bad = await postJson('/api/newsletter/unsubscribe', { token: '../x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe(NEWSLETTER_TOKEN_INVALID)
  })

  it('refuses a cross-site page that tries to unsubscribe a visitor', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: 'b'.repeat(64) },
      headers: { origin: 'https://evil.example' },
    })
    expect(answer.statusCode).toBe(403)
  })
})
