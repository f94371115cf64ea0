// The mailer as the operator sees it: through SMTP_URL's server (a real one, in the test), or, without
// it, one .eml file per mail in DATA_DIR/outbox with the link in the log.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpCatcher, type SmtpCatcher } from '../test/smtp-catcher'
import { createMailer, type OutgoingMail } from './mailer'

/** A logger that keeps what it is told (the log is what the operator reads). */
function recordingLog() {
  const lines: { level: string; fields: unknown; message: unknown }[] = []
  const at = (level: string) => (fields: unknown, message?: unknown) =>
    void lines.push({ level, fields, message })
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
  } as unknown as FastifyBaseLogger
  return { log, lines }
}

const mail: OutgoingMail = {
  to: 'asha@example.in',
  subject: 'Reset your CourseCompass password',
  text: 'Choose a new password:\nhttp://localhost:3000/reset-password?token=abc&lang=en\n',
  html: '<p><a href="http://localhost:3000/reset-password?token=abc&amp;lang=en">Choose</a></p>',
  links: ['http://localhost:3000/reset-password?token=abc&lang=en'],
}

describe('without SMTP_URL: the outbox', () => {
  it('writes each mail to DATA_DIR/outbox/<time>-<id>.eml and logs its link at info level', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-outbox-'))
    const { log, lines } = recordingLog()
    const mailer = createMailer({
      smtpUrl: undefined,
      from: undefined,
      publicUrl: undefined,
      dataDir,
      log,
    })
    expect(mailer.description).toBe(
      `the outbox ${path.join(dataDir, 'outbox')} (SMTP_URL is not set)`,
    )
    await mailer.send(mail)
    await mailer.send({ ...mail, links: [] })

    const files = fs.readdirSync(path.join(dataDir, 'outbox')).sort()
    expect(files).toHaveLength(2)
    for (const file of files) {
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/)
    }
    const first = path.join(dataDir, 'outbox', files[0]!)
    expect(fs.statSync(first).mode & 0o777).toBe(0o600)
    const parsed = await simpleParser(fs.readFileSync(first))
    expect(parsed.subject).toBe(mail.subject)
    expect(parsed.from?.value[0]).toMatchObject({
      name: 'CourseCompass',
      address: 'no-reply@localhost',
    })
    expect(parsed.text).toContain('/reset-password?token=abc')
    expect(parsed.html).toContain('<a href=')

    // One line per link, at info level: the link and the file, nothing else.
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'info', fields: { link: mail.links[0], file: first } })
  })
})

describe('with SMTP_URL', () => {
  let smtp: SmtpCatcher
  beforeAll(async () => {
    smtp = await startSmtpCatcher()
  })
  afterAll(async () => smtp.close())

  it('hands the mail to the server, from MAIL_FROM, and logs nothing', async () => {
    const { log, lines } = recordingLog()
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Learning Desk <desk@courses.example.in>',
      publicUrl: undefined,
      dataDir: os.tmpdir(),
      log,
    })
    await mailer.send(mail)
    const caught = await smtp.waitFor((m) => m.to === 'asha@example.in')
    expect(caught).toMatchObject({
      from: 'Learning Desk <desk@courses.example.in>',
      subject: mail.subject,
    })
    expect(caught.html).toContain('token=abc&amp;lang=en')
    expect(lines).toEqual([])
    await mailer.close()
  })

  it("names the server without the URL's user and password", () => {
    const { log } = recordingLog()
    const mailer = createMailer({
      smtpUrl: 'smtps://mailer:hunter2@mail.example.in:465',
      from: undefined,
      publicUrl: 'https://courses.example.in',
      dataDir: os.tmpdir(),
      log,
    })
    expect(mailer.description).toBe('SMTP mail.example.in:465')
  })
})
