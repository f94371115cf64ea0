// A real SMTP server on 127.0.0.1 that keeps every mail it receives, parsed: the server tests point
// SMTP_URL at it and read what a person would find in their inbox (the end-to-end server runs one
// too, tests/e2e/support/start-server.ts). No mock: the app's mailer speaks SMTP to it.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'
import { createMailer } from '../mail/mailer'

export interface CaughtMail {
  /** The envelope's recipient, lowercased. */
  to: string
  /** `Name <address>`, as a mail program shows it. */
  from: string
  subject: string
  text: string
  html: string
  /** The language the HTML part declares (`<html lang>`). */
  language: string | undefined
  /** Every http(s) address in the text part, in order. */
  links: string[]
  /** The headers as sent, by lowercased name (the last of a repeated one). */
  headers: Record<string, string>
  receivedAt: Date
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string
  port: number
  readonly mails: CaughtMail[]
  /** The first caught mail (past or future) that `matches`; rejects after `timeoutMs`. */
  waitFor(matches: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>
  /** Mails to `address` (any case). */
  to(address: string): CaughtMail[]
  close(): Promise<void>
}

export async function startSmtpCatcher(
  options: {
    /** How long the server waits before accepting each mail (a slow mail server). */
    delayMs?: number
    /** Called with each mail as it arrives. */
    onMail?: (mail: CaughtMail) => void
  } = {},
): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = []
  const waiting = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
          const text = parsed.text ?? ''
          const html = typeof parsed.html === 'string' ? parsed.html : ''
          const sender = parsed.from?.value[0]
          const from = sender?.name ? `${sender.name} <${sender.address}>` : (sender?.address ?? '')
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
          for (const to of recipients) {
            const mail: CaughtMail = {
              to,
              from,
              subject: parsed.subject ?? '',
              text,
              html,
              language: /<html lang="([^"]+)"/.exec(html)?.[1],
              links: [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [
                  key,
                  line
                    .slice(line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                ]),
              ),
              receivedAt: new Date(),
            }
            mails.push(mail)
            options.onMail?.(mail)
          }
          for (const wake of waiting) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitFor(matches, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(matches)
          if (!found) return false
          waiting.delete(wake)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const wake = () => void check()
        const timer = setTimeout(() => {
          waiting.delete(wake)
          reject(new Error(`No such mail within ${timeoutMs} ms (${mails.length} caught)`))
        }, timeoutMs)
        waiting.add(wake)
        check()
      })
    },
    to(address) {
      return mails.filter((mail) => mail.to === address.toLowerCase())
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** The app's own mailer, sending to `catcher` (a server test's jobs: digests, alerts, reminders). */
export function catcherMailer(catcher: Pick<SmtpCatcher, 'url'>, publicUrl: string) {
  return createMailer({
    smtpUrl: catcher.url,
    from: undefined,
    publicUrl,
    dataDir: '/nonexistent',
    log: { warn: () => {}, info: () => {}, error: () => {} } as never,
  })
}
