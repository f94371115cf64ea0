// RFC 8058's one-click unsubscribe: a mail client POSTs the mail's List-Unsubscribe address with
// the form body `List-Unsubscribe=One-Click`, no cookies and no Origin (the same-origin check lets
// a request without browser headers through). The newsletter's and the price alerts' stop routes
// read that form, and the page's JSON, with this parser.
import type { FastifyInstance } from 'fastify'

/** Lets `app` (a plugin of its own) read a small urlencoded form as an object of its fields. */
export function acceptOneClickForm(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
}
