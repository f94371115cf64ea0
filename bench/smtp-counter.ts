// A real SMTP server in a process of its own for the benchmarks, as a site's mail server is: it
// takes each mail as a mail server does (smtp-server, the tests' catcher's own), counts it per
// envelope recipient, and keeps only the last one whole, parsed when asked (parsing every one, as
// the tests' catcher does, made the server the slowest part of the run). Started with fork(): it
// sends `{ url }` once listening, and answers `'count'` with how many mails each recipient got,
// `'last'` with the last mail parsed, `'clear'` by forgetting them, and `'close'` by exiting.
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

let counts: Record<string, number> = {}
let last: Buffer | undefined
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      for (const { address } of session.envelope.rcptTo) {
        const to = address.toLowerCase()
        counts[to] = (counts[to] ?? 0) + 1
      }
      last = Buffer.concat(chunks)
      callback()
    })
  },
})
server.listen(0, '127.0.0.1', () => {
  process.send!({ url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` })
})
process.on('message', (message) => {
  if (message === 'count') process.send!({ counts })
  else if (message === 'last') {
    if (!last) return void process.send!({})
    void simpleParser(last).then((mail) =>
      process.send!({
        last: {
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        },
      }),
    )
  } else if (message === 'clear') {
    counts = {}
    last = undefined
    process.send!({ cleared: true })
  } else if (message === 'close') server.close(() => process.exit(0))
})
