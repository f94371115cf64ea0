// Starts the production server (the build in dist/server) for the end-to-end tests on a fresh PostgreSQL database and a fresh
// DATA_DIR (Playwright's webServer runs this). Its account e-mails go, over real SMTP, to a server
// started here in the same process, which keeps them; the tests read them as JSON from
// http://127.0.0.1:E2E_MAIL_PORT/mails (the `mailbox` fixture, fixtures.ts).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startSmtpCatcher } from '../../../src/server/test/smtp-catcher'
import {
  E2E_AUTH_SECRET,
  E2E_DATABASE_NAME,
  E2E_MAIL_PORT,
  E2E_PORT,
  E2E_BASE_URL,
  E2E_SERVER_URL,
  e2eDatabaseUrl,
} from './e2e-env'

const admin = new pg.Client({ connectionString: E2E_SERVER_URL })
await admin.connect()
// A plain name (checked in e2e-env.ts): safe to write into the statement.
await admin.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE_NAME} WITH (FORCE)`)
await admin.query(`CREATE DATABASE ${E2E_DATABASE_NAME}`)
await admin.end()

const smtp = await startSmtpCatcher()
const mailbox = http.createServer((request, response) => {
  if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://x').pathname !== '/mails') {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(smtp.mails))
})
await new Promise<void>((resolve) => mailbox.listen(E2E_MAIL_PORT, '127.0.0.1', resolve))

Object.assign(process.env, {
  DATABASE_URL: e2eDatabaseUrl(),
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-e2e-')),
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  // Mailed links lead back to this server (SMTP_URL without PUBLIC_URL is refused).
  PUBLIC_URL: E2E_BASE_URL,
  AUTH_SECRET: E2E_AUTH_SECRET,
  ADMIN_EMAILS: 'admin@coursecompass.test',
  // The security scan (scripts/security-scan.ts) reads the request log: E2E_LOG_LEVEL=info.
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'CourseCompass <no-reply@coursecompass.test>',
  NODE_ENV: 'production',
})
// The built server (dist/server, `npm run test:e2e` builds it when stale), as `npm start` runs it.
await import(new URL('../../../dist/server/main.js', import.meta.url).href)
