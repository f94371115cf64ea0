// Sending e-mail (docs/product.md#accounts, README "Configuration"). With SMTP_URL, mails go through
// that server (nodemailer). Without it, each mail is written to DATA_DIR/outbox/<time>-<id>.eml and
// its links are logged at info level, so signing up and resetting a password work on a machine with
// no mail server: the operator opens the link from the log or the file. Those links carry a token, so
// the outbox is for the operator's own machine; production sets SMTP_URL.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Transporter } from 'nodemailer'

/** A mail ready to send: plain text and HTML of the same words (src/server/mail/mail-templates.ts). */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** The links the mail is for (reset, confirm): what the outbox logs. Never a password. */
  links: string[]
  /** Extra headers, such as a newsletter's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>
}

export interface Mailer {
  /** Where mails go, for the start-up log: `SMTP mail.example.in:465` or the outbox's directory. */
  readonly description: string
  /** Resolves once the mail is handed to the SMTP server (or written to the outbox). */
  send(mail: OutgoingMail): Promise<void>
  close(): Promise<void>
}

export interface MailerOptions {
  smtpUrl: string | undefined
  /** MAIL_FROM; by default `CourseCompass <no-reply@host>`, host from PUBLIC_URL else localhost. */
  from: string | undefined
  publicUrl: string | undefined
  dataDir: string
  log: FastifyBaseLogger
}

export function defaultSender(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost'
  return `CourseCompass <no-reply@${host}>`
}

export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? defaultSender(options.publicUrl)
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, from)
    : createOutboxMailer(path.join(options.dataDir, 'outbox'), from, options.log)
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl)
  // nodemailer loads when the first mail goes (docs/decisions/049-memory-budget.md).
  let transport: Transporter | undefined
  return {
    // Host and port only: the URL's user and password never reach a log.
    description: `SMTP ${url.hostname}${url.port ? `:${url.port}` : ''}`,
    async send({ to, subject, text, html, headers }) {
      // Pooled: a digest's thousands of mails go over a few connections kept open, not one each
      // (docs/product.md#follows; SMTP_URL's own `?pool=false` or `maxConnections=` still apply).
      transport ??= (await import('nodemailer')).default.createTransport(
        { url: smtpUrl, pool: true, maxConnections: 10 },
        { from },
      )
      await transport.sendMail({ to, subject, text, html, headers })
    },
    async close() {
      transport?.close()
    },
  }
}

/** `2026-11-24T10-53-12-345Z-1a2b3c4d.eml`: sorted by time, never two alike. */
function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`
}

function createOutboxMailer(directory: string, from: string, log: FastifyBaseLogger): Mailer {
  // The stream transport composes the whole message (headers, text and HTML parts) as SMTP would
  // send it, and hands it back instead of sending it.
  let composer: Transporter | undefined
  return {
    description: `the outbox ${directory} (SMTP_URL is not set)`,
    async send({ to, subject, text, html, links, headers }) {
      composer ??= (await import('nodemailer')).default.createTransport(
        { streamTransport: true, buffer: true },
        { from },
      )
      const info = await composer.sendMail({ to, subject, text, html, headers })
      await fs.promises.mkdir(directory, { recursive: true, mode: 0o700 })
      const file = path.join(directory, outboxFileName())
      // The links in it are as good as a password for an hour: readable by the operator only.
      await fs.promises.writeFile(file, info.message as Buffer, { mode: 0o600 })
      for (const link of links) log.info({ link, file }, 'Mail written to the outbox; its link')
    },
    async close() {},
  }
}
