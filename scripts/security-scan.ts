// npm run scan: a stock web vulnerability scanner, wapiti (Debian's package, 3.0.4), against the
// production build started as the end-to-end tests start it (tests/e2e/support/start-server.ts: a
// fresh PostgreSQL database, its own DATA_DIR, mails caught over SMTP), on its own port and database
// (SCAN_PORT, default 3151 and the next port for mail; SCAN_DATABASE_NAME, default
// coursecompass_scan, on E2E_DATABASE_URL's server), dropped afterwards. Builds the web app first
// when dist/ has no build.
//
// Four wapiti runs side by side, each with the modules xss, sql, exec, file, crlf, redirect and
// permanentxss, each from a list of start URLs (wapiti attacks only the parameters it sees):
// - anonymous: every GET route of /api/openapi.json that takes query parameters, each filled with a
//   sample value and real ids, and the pages that read query parameters;
// - member: the routes under /api/me, the same public API routes (their answers depend on who asks)
//   and the signed-in pages, signed in;
// - admin: the routes under /api/admin and /api/me and the admin page, signed in as an
//   administrator listed in ADMIN_EMAILS;
// - crawl: what wapiti finds by itself from /, one link deep, within time limits (the other runs
//   attack their start URLs only, each in full: wapiti attacks in the order of their paths, so a
//   time limit leaves out whatever sorts last, and the crawl mostly finds the same pages again).
// Two public pages are attacked in the signed-in runs instead, so that the runs take about as long.
// The member and the administrator are signed in with sessions written straight into the database
// as the end-to-end fixtures do (src/server/test/users.ts), handed to wapiti as a cookie file; their
// runs also attack the whole query string of routes without parameters (wapiti's level 2).
//
// wapiti attacks the query parameters of GET requests and the fields of HTML forms. It does not
// send JSON bodies: the POST/PUT/PATCH/DELETE JSON endpoints are not attacked here (a separate
// fuzzer covers those). /api/events (Server-Sent Events, an answer that never ends) is not scanned.
//
// Fails (exit code 1) on any vulnerability wapiti reports, on any "Internal Server Error" anomaly
// (a 500 answer to one of its payloads), and on any 5xx answer or error in the server's request
// log (a page that renders a failed query as an error state answers 200 and hides the 500 from
// wapiti): hostile input must be a 4xx, never a 500 (docs/security.md#threat-model). Timeouts ("Resource consumption") are printed, not failed
// on. Exit code 2: the scan could not run. The reports, wapiti's logs and the server's log are
// written to a temporary directory, removed after a clean run and kept (its path printed)
// otherwise (SCAN_KEEP=1 keeps them after a clean run too). docs/security.md#scanning says what
// the scan covers and what it does not.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Db } from '../src/server/db/db-type'
import * as schema from '../src/server/db/schema'
import { createUserWithSession, SESSION_COOKIE_NAME, type TestUser } from '../src/server/test/users'

const root = fileURLToPath(new URL('..', import.meta.url))
const PORT = Number(process.env.SCAN_PORT ?? 3151)
const DATABASE_NAME = process.env.SCAN_DATABASE_NAME ?? 'coursecompass_scan'
// start-server.ts and the fixtures read where the server lives from these (e2e-env.ts).
Object.assign(process.env, {
  E2E_PORT: String(PORT),
  E2E_MAIL_PORT: String(PORT + 1),
  E2E_DATABASE_NAME: DATABASE_NAME,
  // One log line per request: the answers and errors of the scan are read from it.
  E2E_LOG_LEVEL: 'info',
})
const { E2E_AUTH_SECRET, E2E_BASE_URL, E2E_SERVER_URL, e2eDatabaseUrl } =
  await import('../tests/e2e/support/e2e-env')
const BASE = E2E_BASE_URL
/** The administrator start-server.ts lists in ADMIN_EMAILS. */
const ADMIN_EMAIL = 'admin@coursecompass.test'

const MODULES = ['xss', 'sql', 'exec', 'file', 'crlf', 'redirect', 'permanentxss']
/** wapiti's timeout for one request, in seconds; a longer answer is a "Resource consumption" note. */
const REQUEST_TIMEOUT = 6
/**
 * The crawl's bounds. wapiti 3.0.4's --max-scan-time bounds the crawl only; then each module
 * attacks for up to --max-attack-time, checked between two attacked URLs.
 */
const CRAWL = { depth: 1, maxLinksPerPage: 10, maxScanTime: 10, maxAttackTime: 5 }
/**
 * A bound on each module of the runs from start URLs too, well above what they need today (the
 * longest, xss on the pages, about 45 s): should the lists grow, the scan stays bounded and the
 * coverage printed at the end shows "(time limit)".
 */
const START_URLS_MAX_ATTACK_TIME = 60

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-scan-'))
const log = (line: string) => console.log(line)

// ---------------------------------------------------------------------------------------------
// The server

function ensureBuilt() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--if-stale'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) throw new Error('npm run build failed')
}

const serverLog = path.join(workDir, 'server.log')

/** Refuses a port another server already answers on: the scan would attack that one. */
async function ensurePortFree() {
  try {
    await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(2000) })
  } catch {
    return
  }
  throw new Error(`something already answers on ${BASE}: choose another SCAN_PORT`)
}

function startServer(): ChildProcess {
  const out = fs.openSync(serverLog, 'a')
  // One process (no npx in between), so SIGTERM reaches the server's graceful shutdown. Its
  // DATA_DIR (made under the temporary directory) goes with the scan's files.
  return spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/start-server.ts'], {
    cwd: root,
    env: { ...process.env, TMPDIR: workDir },
    stdio: ['ignore', out, out],
  })
}

async function waitUntilReady(server: ChildProcess) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    try {
      if ((await fetch(`${BASE}/api/ready`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server was not ready within two minutes')
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: E2E_SERVER_URL })
  await admin.connect()
  // A plain name (checked in e2e-env.ts): safe to write into the statement.
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`)
  await admin.end()
}

// eslint-disable-next-line no-control-regex -- control characters are what it replaces
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g

/** `text` with control characters written as \\uXXXX (a NUL byte would make the output binary). */
const printable = (text: string) =>
  text.replace(CONTROL_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

interface LoggedRequest {
  method: string
  url: string
  status: number
}

interface ServerLog {
  requests: number
  byStatus: Record<string, number>
  /** Answers with a 5xx status and requests the server logged an error for, grouped. */
  failures: { key: string; count: number; example: LoggedRequest | undefined; error: string }[]
}

/**
 * The server's request log (one JSON line per request at level info, src/server/http/request-log.ts)
 * and the errors it logged: every 5xx answer, and every error even under a 200 (a page that renders
 * a failed query as an error state hides a 500 from wapiti), grouped by route, status and error.
 */
function readServerLog(): ServerLog {
  type Entry = {
    level?: number
    reqId?: string
    msg?: string
    req?: { method: string; url: string }
    res?: { statusCode: number }
    err?: { type?: string; message?: string }
  }
  const entries: Entry[] = []
  for (const line of fs.readFileSync(serverLog, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue
    try {
      entries.push(JSON.parse(line) as Entry)
    } catch {
      // not a log line
    }
  }
  const requests = new Map<string, LoggedRequest>()
  const byStatus: Record<string, number> = {}
  for (const entry of entries) {
    if (!entry.req || !entry.res || !entry.reqId) continue
    const request = { method: entry.req.method, url: entry.req.url, status: entry.res.statusCode }
    requests.set(entry.reqId, request)
    const bucket = `${String(request.status).slice(0, 1)}xx`
    byStatus[bucket] = (byStatus[bucket] ?? 0) + 1
  }
  const groups = new Map<string, ServerLog['failures'][number]>()
  const add = (request: LoggedRequest | undefined, error: string) => {
    const where = request
      ? `${request.method} ${request.url.split('?')[0]} ${request.status}`
      : '(no request)'
    const key = `${where}  ${error.split(':')[0]}`
    const group = groups.get(key) ?? { key, count: 0, example: request, error }
    group.count += 1
    groups.set(key, group)
  }
  const seen = new Set<string>()
  for (const entry of entries) {
    if ((entry.level ?? 0) < 50) continue
    const request = entry.reqId ? requests.get(entry.reqId) : undefined
    if (entry.reqId) seen.add(entry.reqId)
    const message = printable((entry.err?.message ?? entry.msg ?? '').replace(/\s+/g, ' '))
    // A failed query's message is the statement, its parameters, then the database's reason.
    add(request, `${entry.err?.type ?? 'error'}: …${message.slice(-160)}`)
  }
  for (const [reqId, request] of requests) {
    if (request.status >= 500 && !seen.has(reqId)) add(request, 'no error logged')
  }
  return { requests: requests.size, byStatus, failures: [...groups.values()] }
}

// ---------------------------------------------------------------------------------------------
// What the scans start from

interface Seeded {
  member: TestUser
  admin: TestUser
  courseIds: [string, string]
  courseSlug: string
  postId: string
  postsCursor: string
  commentsCursor: string
}

async function api(pathname: string, cookie?: string, method = 'GET') {
  const headers: Record<string, string> = { origin: BASE }
  if (cookie) headers.cookie = cookie
  const response = await fetch(`${BASE}${pathname}`, { method, headers })
  if (!response.ok) {
    throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`)
  }
  return response.json() as Promise<Record<string, unknown>>
}

/**
 * A member and an administrator with sessions; posts and comments enough for a second page of each
 * (so that the start URLs carry a real `cursor`: a made-up one is a 400 before anything else is
 * read), a review, a report, a bookmark, a contact message and a subscriber. Written straight into
 * the database, as the fixtures write users, so no limit on writing stands in the way.
 */
async function seed(): Promise<Seeded> {
  const pool = new pg.Pool({ connectionString: e2eDatabaseUrl(), max: 2 })
  const db = drizzle(pool, { schema }) as unknown as Db
  try {
    const member = await createUserWithSession(db, E2E_AUTH_SECRET, { name: 'Scan Member' })
    const admin = await createUserWithSession(db, E2E_AUTH_SECRET, {
      email: ADMIN_EMAIL,
      name: 'Scan Admin',
    })
    const courses = (await api('/api/courses?pageSize=2')).items as {
      courseId: string
      courseName: string
    }[]
    const [first, second] = courses
    if (!first || !second) throw new Error('the catalogue has fewer than two courses')

    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
    const posts = await db
      .insert(schema.posts)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          userId: member.id,
          title: `Which course for React? (${i + 1})`,
          body: 'Looking for a course with projects.',
          tags: ['react', 'projects'],
          createdAt: minutesAgo(60 - i),
        })),
      )
      .returning({ id: schema.posts.id })
    const postId = posts.at(-1)!.id
    await db.insert(schema.comments).values(
      Array.from({ length: 22 }, (_, i) => ({
        postId,
        userId: i % 2 ? member.id : admin.id,
        text: `Try the one with the most reviews (${i + 1}).`,
        createdAt: minutesAgo(30 - i),
      })),
    )
    await db.insert(schema.postReports).values({ targetId: posts[0]!.id, userId: admin.id })
    await db.insert(schema.reviews).values({
      courseId: first.courseId,
      userId: member.id,
      text: 'Clear and well paced.',
      rating: 4,
    })
    await db.insert(schema.bookmarks).values({ userId: member.id, courseId: first.courseId })
    await db.insert(schema.contactMessages).values({
      name: 'Asha',
      email: 'asha@example.in',
      message: 'Please add more SSC courses.',
    })
    await db.insert(schema.subscribers).values({ email: 'ravi@example.in' })

    const nextCursor = async (pathname: string) => {
      const cursor = (await api(pathname)).nextCursor
      if (typeof cursor !== 'string') throw new Error(`${pathname} has no second page`)
      return cursor
    }
    const slug = first.courseName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    return {
      member,
      admin,
      courseIds: [first.courseId, second.courseId],
      courseSlug: slug,
      postId,
      postsCursor: await nextCursor('/api/posts?sort=top&tags=react'),
      commentsCursor: await nextCursor(`/api/posts/${postId}/comments`),
    }
  } finally {
    await pool.end()
  }
}

interface OpenApiParameter {
  in: string
  name: string
  schema?: { enum?: string[]; default?: unknown; type?: string; minimum?: number }
}

type Identity = 'anonymous' | 'member' | 'admin'

/** GET routes of the OpenAPI description, with sample query values and real ids in the path. */
async function apiStartUrls(seeded: Seeded): Promise<Record<Identity, string[]>> {
  const openapi = (await api('/api/openapi.json')) as {
    paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>
  }
  const pathValues: Record<string, string> = {
    courseId: seeded.courseIds[0],
    postId: seeded.postId,
  }
  /** A plausible value for each query parameter: one wapiti then replaces with its payloads. */
  const sample = (route: string, parameter: OpenApiParameter): string => {
    const samples: Record<string, string> = {
      q: 'react',
      category: 'web dev',
      platform: 'udemy',
      language: 'English',
      tags: 'react',
      cursor: route.includes('/comments') ? seeded.commentsCursor : seeded.postsCursor,
      page: '2',
      pageSize: '10',
      // The cursor of /api/posts was made for this sort.
      sort: route === '/api/posts' ? 'top' : '',
    }
    if (samples[parameter.name]) return samples[parameter.name]!
    const { enum: choices, default: fallback, type, minimum } = parameter.schema ?? {}
    const choice = choices?.find((value) => value !== fallback) ?? choices?.[0]
    if (choice) return choice
    if (type === 'integer') return String(minimum ?? 1)
    return 'x'
  }
  const urls: Record<Identity, string[]> = { anonymous: [], member: [], admin: [] }
  for (const [route, operations] of Object.entries(openapi.paths)) {
    const get = operations.get
    // Left out rather than excluded: wapiti 3.0.4's -x fails on Debian 12's Python 3.11 ("global
    // flags not at the start of the expression").
    if (!get || route === '/api/events') continue
    const parameters = get.parameters ?? []
    // /media/{name}, /sitemaps/{file}, /og/courses/{file}: no query to attack.
    if (parameters.some((p) => p.in === 'path' && !pathValues[p.name])) continue
    const pathname = route.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name]!)
    const query = new URLSearchParams(
      parameters.filter((p) => p.in === 'query').map((p) => [p.name, sample(route, p)]),
    ).toString()
    const url = `${BASE}${pathname}${query ? `?${query}` : ''}`
    if (route.startsWith('/api/admin/')) urls.admin.push(url)
    else if (route === '/api/me' || route.startsWith('/api/me/')) urls.member.push(url)
    else if (query) {
      // Public routes whose answer depends on who asks (votes, own reviews): signed in too.
      urls.anonymous.push(url)
      urls.member.push(url)
    }
  }
  // The administrator is a member too: the routes about themselves answer them as well.
  urls.admin.push(...urls.member.filter((url) => new URL(url).pathname.startsWith('/api/me')))
  return urls
}

/**
 * The pages that read query parameters (src/web/app/router.tsx and the components reading
 * useSearchParams), one or two parameters each: every page writes its whole query string into its
 * canonical and alternate links, so wapiti's xss module tries all its payloads on every parameter
 * of a page, and a page answer costs the server tens of milliseconds. The catalogue's other filters
 * are attacked through /api/courses, which reads them with the same code.
 */
function pageStartUrls(seeded: Seeded): Record<Identity, string[]> {
  const [firstId, secondId] = seeded.courseIds
  const at = (page: string) => `${BASE}${page}`
  return {
    anonymous: [
      '/?lang=hi',
      '/all-courses?q=react&price=free',
      '/community?tags=react',
      '/newsletter?confirm=x',
      '/reset-password?token=x',
      '/sign-in?next=/account',
      '/verify-email?token=x',
    ].map(at),
    member: [
      '/account',
      `/course-comparison?courses=${firstId},${secondId}`,
      `/home/${firstId}/${seeded.courseSlug}?lang=en`,
      '/my-courses',
    ].map(at),
    admin: ['/admin?tab=reports', '/govt-exam-courses?q=ssc'].map(at),
  }
}

// ---------------------------------------------------------------------------------------------
// wapiti

interface Scan {
  name: string
  identity: Identity
  startUrls: string[]
  /** Crawl this many links deep from the start URLs (0: the start URLs only). */
  depth: number
  /** 2: also attack the whole query string of URLs without parameters. */
  level: 1 | 2
  maxAttackTime: number
  dir: string
  report: string
  output: string
  cookieFile?: string
}

/** wapiti's JSON cookie file (wapitiCore/net/jsoncookie.py): domain, path, name, attributes. */
function writeCookieFile(file: string, user: TestUser) {
  const value = user.cookie.slice(SESSION_COOKIE_NAME.length + 1)
  const attributes = { value, expires: null, secure: false, port: null, version: 0 }
  const host = new URL(BASE).hostname
  fs.writeFileSync(file, JSON.stringify({ [host]: { '/': { [SESSION_COOKIE_NAME]: attributes } } }))
}

/** The Python that runs wapiti (its script's #! line). */
function wapitiPython(): string {
  const found = spawnSync('sh', ['-c', 'command -v wapiti'], { encoding: 'utf8' }).stdout.trim()
  if (!found) {
    throw new Error(
      'wapiti is not installed: apt-get install wapiti (Debian 12 has 3.0.4; .ci/run installs it)',
    )
  }
  const shebang = fs.readFileSync(found, 'utf8').split('\n')[0] ?? ''
  return shebang.startsWith('#!') ? shebang.slice(2).trim() : 'python3'
}

/**
 * Checks that the cookie file signs wapiti in: loads it with wapiti's own cookie code and asks
 * /api/me with it, as wapiti will. A scan that silently ran signed out would prove less.
 */
function checkCookieFile(python: string, file: string, user: TestUser) {
  const check = `
import json, sys, requests
from wapitiCore.net.jsoncookie import JsonCookie
jar = JsonCookie()
jar.open(sys.argv[1])
cookies = jar.cookiejar(sys.argv[2])
jar.close()
print(json.dumps(requests.get(sys.argv[3], cookies=cookies).json()))
`
  const result = spawnSync(python, ['-c', check, file, new URL(BASE).host, `${BASE}/api/me`], {
    encoding: 'utf8',
  })
  let email: string | undefined
  try {
    email = (JSON.parse(result.stdout) as { user?: { email?: string } | null }).user?.email
  } catch {
    // reported below
  }
  if (email !== user.email) {
    throw new Error(
      `wapiti's cookie file does not sign in ${user.email}: ${result.stdout}${result.stderr}`,
    )
  }
}

function wapitiArgs(scan: Scan): string[] {
  const crawling = scan.depth > 0
  return [
    ...['-u', `${BASE}/`, '--scope', 'folder', '-m', MODULES.join(',')],
    ...['-l', String(scan.level), '-d', String(scan.depth)],
    ...(crawling ? ['--max-links-per-page', String(CRAWL.maxLinksPerPage)] : []),
    ...(crawling ? ['--max-scan-time', String(CRAWL.maxScanTime)] : []),
    ...['--max-attack-time', String(scan.maxAttackTime)],
    ...['-t', String(REQUEST_TIMEOUT)],
    // wapiti 3.0.4 asks for brotli, which Debian's package cannot decode (no python3-brotli): it
    // would read every page as empty and find no links or forms.
    ...['-H', 'Accept-Encoding: gzip, deflate'],
    ...(scan.cookieFile ? ['-c', scan.cookieFile] : []),
    ...scan.startUrls.flatMap((url) => ['-s', url]),
    ...['-f', 'json', '-o', scan.report],
    // Its session and configuration in the temporary directory, not in ~/.wapiti; no crash
    // report sent anywhere.
    ...['--store-session', path.join(scan.dir, 'session')],
    ...['--store-config', path.join(scan.dir, 'config')],
    '--no-bugreport',
    // Names each URL a module attacks: the coverage printed at the end.
    ...['-v', '1'],
  ]
}

/** Runs one wapiti scan; its output goes to a file, the module it starts to the console. */
function runWapiti(
  scan: Scan,
  args: string[],
  since: number,
): Promise<{ code: number | null; seconds: number }> {
  const runStarted = Date.now()
  const elapsed = (from: number) => Math.round((Date.now() - from) / 1000)
  const child = spawn('wapiti', args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const out = fs.createWriteStream(scan.output)
  child.stderr.pipe(out, { end: false })
  const lines = readline.createInterface({ input: child.stdout })
  lines.on('line', (line) => {
    out.write(`${line}\n`)
    const shown = /^\[\*\] (Launching module \w+|Wapiti found .*)$/.exec(line)
    if (shown) log(`   ${String(elapsed(since)).padStart(4)} s  ${scan.name}: ${shown[1]}`)
  })
  return new Promise((resolve) =>
    child.on('close', (code) => {
      lines.close()
      out.end()
      resolve({ code, seconds: elapsed(runStarted) })
    }),
  )
}

// ---------------------------------------------------------------------------------------------
// The findings

interface WapitiFinding {
  method: string
  path: string
  info: string
  parameter: string
  http_request: string
}

interface WapitiReport {
  vulnerabilities: Record<string, WapitiFinding[]>
  anomalies: Record<string, WapitiFinding[]>
}

interface Finding extends WapitiFinding {
  scan: string
  kind: 'vulnerability' | 'anomaly'
  category: string
  module: string
}

const INTERNAL_SERVER_ERROR = 'Internal Server Error'

/** Each module's part of a wapiti log: it starts with "[*] Launching module X". */
function moduleSections(output: string): { module: string; lines: string[] }[] {
  const sections: { module: string; lines: string[] }[] = [{ module: '', lines: [] }]
  for (const line of output.split('\n')) {
    const launched = /^\[\*\] Launching module (\w+)/.exec(line)
    if (launched) sections.push({ module: launched[1]!, lines: [] })
    else sections.at(-1)!.lines.push(line)
  }
  return sections
}

function readFindings(scan: Scan): Finding[] {
  const report = JSON.parse(fs.readFileSync(scan.report, 'utf8')) as WapitiReport
  const sections = moduleSections(fs.readFileSync(scan.output, 'utf8'))
  // The report does not say which module found what; the log prints each finding's request.
  const moduleOf = (requestLine: string) =>
    sections.find((s) => s.module && s.lines.some((line) => line.trim() === requestLine))?.module ??
    '?'
  const findings: Finding[] = []
  for (const kind of ['vulnerability', 'anomaly'] as const) {
    const groups = kind === 'vulnerability' ? report.vulnerabilities : report.anomalies
    for (const [category, items] of Object.entries(groups)) {
      for (const item of items) {
        const requestLine = item.http_request.split('\n')[0]!.trim()
        findings.push({ ...item, scan: scan.name, kind, category, module: moduleOf(requestLine) })
      }
    }
  }
  return findings
}

/** How many of the URLs each module attacked, and whether its time ran out first. */
function coverage(scan: Scan): string {
  const output = fs.readFileSync(scan.output, 'utf8')
  const found = /Wapiti found (\d+) URLs and forms/.exec(output)?.[1] ?? '?'
  const parts = moduleSections(output)
    .filter((s) => s.module)
    .map(({ module, lines }) => {
      const attacked = lines.filter((line) => /^\[\+\] /.test(line)).length
      const cut = lines.some((line) => line.startsWith('Max attack time was reached'))
      // crlf and redirect do not name the URLs they attack at this verbosity.
      const count = ['crlf', 'redirect'].includes(module) ? 'all' : String(attacked)
      return `${module} ${count}${cut ? ' (time limit)' : ''}`
    })
  return `${scan.name}: ${found} URLs and forms; attacked: ${parts.join(', ')}`
}

/** The query as sent, decoded, so that a NUL byte or a line break shows as \u0000 or \n. */
function decodedQuery(requestLine: string): string {
  const query = (requestLine.split(' ')[1] ?? '').split('?')[1]
  if (!query) return ''
  return [...new URLSearchParams(query)]
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join(' ')
}

function printFinding(finding: Finding, verdict: string) {
  const requestLine = finding.http_request.split('\n')[0]!.trim()
  log(`${verdict}  ${finding.category}  (${finding.scan}, module ${finding.module})`)
  log(`      ${finding.method} ${finding.path}  parameter: ${finding.parameter || '-'}`)
  log(`      ${finding.info.replace(/\n/g, ' ')}`)
  log(`      request: ${requestLine}`)
  const decoded = decodedQuery(requestLine)
  if (decoded) log(`      decoded: ${decoded}`)
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = Date.now()
  const python = wapitiPython()
  ensureBuilt()
  await ensurePortFree()
  log(`== security scan: wapiti on ${BASE} (database ${DATABASE_NAME}; files in ${workDir})`)
  const server = startServer()
  const stop = () => void stopServer(server)
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  try {
    await waitUntilReady(server)
    const seeded = await seed()
    const apiUrls = await apiStartUrls(seeded)
    const pageUrls = pageStartUrls(seeded)
    const users: Record<Identity, TestUser | undefined> = {
      anonymous: undefined,
      member: seeded.member,
      admin: seeded.admin,
    }
    const fromStartUrls = (identity: Identity): Omit<Scan, 'dir' | 'report' | 'output'> => ({
      name: identity,
      identity,
      startUrls: [...apiUrls[identity], ...pageUrls[identity]],
      depth: 0,
      level: identity === 'anonymous' ? 1 : 2,
      maxAttackTime: START_URLS_MAX_ATTACK_TIME,
    })
    const planned: Omit<Scan, 'dir' | 'report' | 'output'>[] = [
      fromStartUrls('anonymous'),
      fromStartUrls('member'),
      fromStartUrls('admin'),
      {
        name: 'crawl',
        identity: 'anonymous',
        startUrls: [],
        depth: CRAWL.depth,
        level: 1,
        maxAttackTime: CRAWL.maxAttackTime,
      },
    ]
    const scans: Scan[] = planned.map((plan) => {
      const dir = path.join(workDir, plan.name)
      fs.mkdirSync(path.join(dir, 'config'), { recursive: true })
      // wapiti loads every module, and its Wappalyzer module downloads its database at start when
      // the configuration directory has none: an empty one keeps the scan off the network.
      fs.writeFileSync(path.join(dir, 'config', 'apps.json'), '{}')
      const scan: Scan = {
        ...plan,
        dir,
        report: path.join(dir, 'report.json'),
        output: path.join(dir, 'wapiti.log'),
      }
      const user = users[plan.identity]
      if (user) {
        scan.cookieFile = path.join(dir, 'cookies.json')
        writeCookieFile(scan.cookieFile, user)
        checkCookieFile(python, scan.cookieFile, user)
      }
      return scan
    })
    const runs = scans.map((scan) => {
      const args = wapitiArgs(scan)
      fs.writeFileSync(path.join(scan.dir, 'command.txt'), `wapiti ${args.join(' ')}\n`)
      log(`   ${scan.name}: ${scan.startUrls.length} start URLs, depth ${scan.depth}`)
      return runWapiti(scan, args, started)
    })
    const results = await Promise.all(runs)
    const codes = results.map((result) => result.code)
    const durations = results.map((result) => result.seconds)

    const findings: Finding[] = []
    for (const [i, scan] of scans.entries()) {
      if (!fs.existsSync(scan.report)) {
        throw new Error(`wapiti (${scan.name}) wrote no report (exit ${codes[i]}): ${scan.output}`)
      }
      findings.push(...readFindings(scan))
    }
    // The sessions must have lasted the scan: a run signed out halfway would prove less.
    for (const user of [seeded.member, seeded.admin]) {
      const me = await api('/api/me', user.cookie)
      if ((me.user as { email?: string } | null)?.email !== user.email) {
        throw new Error(`${user.email} was signed out during the scan`)
      }
    }
    // Its log is complete once it has stopped.
    await stopServer(server)
    const answers = readServerLog()

    const failing = findings.filter(
      (f) => f.kind === 'vulnerability' || f.category === INTERNAL_SERVER_ERROR,
    )
    const notes = findings.filter((f) => !failing.includes(f))
    log('')
    for (const [i, scan] of scans.entries()) log(`${coverage(scan)}; ${durations[i]} s`)
    log('')
    for (const finding of failing) printFinding(finding, 'FAIL')
    for (const finding of notes) printFinding(finding, 'note')
    for (const failure of answers.failures) {
      log(`FAIL  server log: ${failure.key}  (${failure.count} request(s))`)
      if (failure.example) {
        log(`      e.g. ${failure.example.method} ${failure.example.url}`)
        const decoded = decodedQuery(`${failure.example.method} ${failure.example.url}`)
        if (decoded) log(`      decoded: ${decoded}`)
      }
      log(`      ${failure.error}`)
    }
    const statuses = Object.entries(answers.byStatus)
      .sort()
      .map(([bucket, count]) => `${bucket} ${count}`)
      .join(', ')
    log(`   the server answered ${answers.requests} requests: ${statuses}`)
    const seconds = Math.round((Date.now() - started) / 1000)
    log('')
    if (failing.length > 0 || answers.failures.length > 0) {
      log(
        `== security scan FAILED in ${seconds} s: ${failing.length} wapiti finding(s), ` +
          `${answers.failures.length} kind(s) of server error; reports and logs in ${workDir}`,
      )
      return 1
    }
    log(
      `== security scan passed in ${seconds} s: no vulnerability, no 500 (${notes.length} note(s))`,
    )
    return 0
  } finally {
    process.off('SIGINT', stop)
    process.off('SIGTERM', stop)
    await stopServer(server)
    await dropDatabase()
  }
}

let code: number
try {
  code = await main()
} catch (error) {
  console.error(`security scan could not run: ${(error as Error).message}`)
  console.error(`files kept in ${workDir}`)
  code = 2
}
if (code === 0 && !process.env.SCAN_KEEP) fs.rmSync(workDir, { recursive: true, force: true })
process.exit(code)
