// The real server process: start, lock, refuse a second one, shut down cleanly, keep its data.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { wellFormedAnswer } from './test/model-answers'
import { testDatabaseKind } from './test/test-database'
import { startServerProcess } from './test/server-process'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-main-'))
const children: ChildProcess[] = []

function startServer(databaseUrl = '', extraEnv: Record<string, string> = {}) {
  const server = startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: '',
    ...extraEnv,
  })
  children.push(server.child)
  return server
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the server process', () => {
  const onEmbedded = testDatabaseKind === 'pglite'
  const onPostgres = !onEmbedded
  // Each database kind has its own behaviour to prove; the other kind's test is not defined at all.
  if (onEmbedded)
    it('on the embedded database: starts with the sample catalogue, refuses a second server on its directory, and stops cleanly', async () => {
      const first = startServer()
      const base = await first.listening
      const { total } = await (await fetch(`${base}/api/courses?pageSize=1`)).json()
      expect(total).toBeGreaterThanOrEqual(60)

      const second = startServer()
      expect(await second.exited).toBe(1)
      expect(second.output()).toContain(`is already using the data directory ${dataDir}`)

      expect(await (await fetch(`${base}/api/ready`)).json()).toEqual({ status: 'ready' })
      // A visitor's event stream is open when the server is told to stop: it is ended with a hint
      // to come back soon (to another instance, behind a load balancer), and the server exits.
      const stream = await fetch(`${base}/api/events`)
      const reader = stream.body!.getReader()
      let received = ''
      const readAll = (async () => {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) return
          received += Buffer.from(value).toString()
        }
      })()
      first.child.kill('SIGTERM')
      await readAll
      expect(received.endsWith('retry: 500\n\n')).toBe(true)
      expect(await first.exited).toBe(0)
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false)

      // The data is still there, and not seeded twice.
      const third = startServer()
      const again = await (await fetch(`${await third.listening}/api/courses?pageSize=1`)).json()
      expect(again.total).toBe(total)
      third.child.kill('SIGINT')
      expect(await third.exited).toBe(0)
    }, 90_000)

  if (onEmbedded)
    it('on the embedded database: a first start killed while it creates the database leaves nothing half made; the next start creates it whole', async () => {
      const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-create-'))
      try {
        const first = startServer('', { DATA_DIR: fresh })
        // The database is created apart (docs/decisions/049-memory-budget.md): wait until that has
        // begun, then kill the server as a power cut or the OOM killer would.
        const creating = path.join(fresh, 'pglite.creating')
        for (let i = 0; i < 600 && !fs.existsSync(creating); i++) {
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        expect(fs.existsSync(creating)).toBe(true)
        first.child.kill('SIGKILL')
        await first.exited
        // The creator ends with the server, leaving nothing the next start would take for a database
        // (one left running would finish and name its directory, as a restart began on it).
        const runsOn = (dir: string) =>
          fs.readdirSync('/proc').some((pid) => {
            try {
              return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`DATA_DIR=${dir}\0`)
            } catch {
              return false // not a process, or one that ended meanwhile
            }
          })
        for (let i = 0; i < 300 && runsOn(fresh); i++) {
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        expect(runsOn(fresh)).toBe(false)
        expect(fs.existsSync(path.join(fresh, 'pglite'))).toBe(false)

        const second = startServer('', { DATA_DIR: fresh })
        const { total } = await (
          await fetch(`${await second.listening}/api/courses?pageSize=1`)
        ).json()
        expect(total).toBeGreaterThanOrEqual(60)
        expect(fs.existsSync(creating)).toBe(false)
        second.child.kill('SIGTERM')
        expect(await second.exited).toBe(0)
      } finally {
        fs.rmSync(fresh, { recursive: true, force: true })
      }
    }, 120_000)

  if (onEmbedded)
    it('on SIGTERM, lets a request in flight finish before it exits', async () => {
      // A model server that takes a second and a half to answer: the recommendation asked of it is
      // still running when the server is told to stop.
      const model = http.createServer((request, response) => {
        let raw = ''
        request.on('data', (chunk) => (raw += chunk))
        request.on('end', () => {
          // An answer in the form the site checks.
          const content = wellFormedAnswer(JSON.parse(raw).messages[0].content as string)
          setTimeout(() => {
            response.setHeader('content-type', 'application/json')
            response.end(JSON.stringify({ choices: [{ message: { content } }] }))
          }, 1500)
        })
      })
      await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve))
      const modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}`
      try {
        const server = startServer('', { AI_BASE_URL: modelUrl, SHUTDOWN_TIMEOUT_MS: '10000' })
        const base = await server.listening
        const { items } = await (await fetch(`${base}/api/courses?pageSize=2`)).json()
        const asked = fetch(`${base}/api/recommendations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            courseIds: items.map((c: { courseId: string }) => c.courseId),
            profile: { expertise: 'beginner', learningStyle: 'videos', goals: 'a job' },
          }),
        })
        await new Promise((resolve) => setTimeout(resolve, 500))
        server.child.kill('SIGTERM')
        const answer = await asked
        expect(answer.status).toBe(200)
        expect((await answer.json()).provider).toBe('openai-compatible')
        expect(await server.exited, server.output()).toBe(0)
      } finally {
        model.close()
      }
    }, 90_000)

  if (onEmbedded)
    it('on the embedded database: `npm run backup` backs the site up while it serves, and the backup restores into a new directory', async () => {
      const cli = (args: string[], dir: string) =>
        new Promise<{ code: number | null; output: string }>((resolve) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', 'src/server/cli/backup.ts', ...args],
            { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, stdio: 'pipe' },
          )
          let output = ''
          child.stdout.on('data', (d: Buffer) => (output += d.toString()))
          child.stderr.on('data', (d: Buffer) => (output += d.toString()))
          child.on('exit', (code) => resolve({ code, output }))
        })
      const server = startServer()
      const base = await server.listening
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          name: 'Meera',
          email: 'meera@example.in',
          password: 'Study-hard-42',
        }),
      })
      expect(signUp.status).toBe(200)
      const { total } = await (await fetch(`${base}/api/courses?pageSize=1`)).json()

      // Visitors keep being answered while the backup is written.
      let browsing = true
      const statuses: number[] = []
      const visitor = (async () => {
        while (browsing) statuses.push((await fetch(`${base}/api/courses?pageSize=5`)).status)
      })()
      const file = path.join(os.tmpdir(), `cc-running-${Date.now()}.backup`)
      const backup = await cli(['backup', file], dataDir)
      browsing = false
      await visitor
      expect(backup.output).toMatch(/^Backed up to .* users 1,/m)
      expect(backup.code).toBe(0)
      expect(statuses.length).toBeGreaterThan(0)
      expect(statuses.every((status) => status === 200)).toBe(true)
      // The backup file is for its owner's eyes only: it holds everyone's data.
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)

      // A restore replaces the whole site: it waits for the server to stop.
      const refused = await cli(['restore', file, '--force'], dataDir)
      expect(refused.code).toBe(2)
      expect(refused.output).toContain('stop it, restore, then start it again')
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      expect(fs.existsSync(path.join(dataDir, 'backup.sock'))).toBe(false)

      const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-restored-'))
      try {
        const restored = await cli(['restore', file], restoredDir)
        expect(restored.output).toMatch(/^Restored from .* users 1,/m)
        const again = startServer('', { DATA_DIR: restoredDir })
        const restoredBase = await again.listening
        expect((await (await fetch(`${restoredBase}/api/courses?pageSize=1`)).json()).total).toBe(
          total,
        )
        const signIn = await fetch(`${restoredBase}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: restoredBase },
          body: JSON.stringify({ email: 'meera@example.in', password: 'Study-hard-42' }),
        })
        expect(signIn.status).toBe(200)
        again.child.kill('SIGTERM')
        expect(await again.exited).toBe(0)
      } finally {
        fs.rmSync(restoredDir, { recursive: true, force: true })
        fs.rmSync(file, { force: true })
      }
    }, 120_000)

  if (onPostgres)
    it('on PostgreSQL: two instances share one database, seeded once', async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!
      const name = `cc_main_${Date.now()}`
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      try {
        const [a, b] = [startServer(url.toString()), startServer(url.toString())]
        const [baseA, baseB] = await Promise.all([a.listening, b.listening])
        const totals = await Promise.all(
          [baseA, baseB].map(
            async (base) => (await (await fetch(`${base}/api/courses?pageSize=1`)).json()).total,
          ),
        )
        expect(totals[0]).toBeGreaterThanOrEqual(60)
        expect(totals[1]).toBe(totals[0])
        expect(await (await fetch(`${baseB}/api/health`)).json()).toEqual({
          status: 'ok',
          database: 'postgres',
        })
        // Without AUTH_SECRET the two agree on one secret: an account made on A is signed in on B.
        const signUp = await fetch(`${baseA}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Asha',
            email: 'asha@example.in',
            password: 'Study-hard-42',
          }),
        })
        expect(signUp.status).toBe(200)
        const cookie = signUp.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ')
        const me = await (await fetch(`${baseB}/api/me`, { headers: { cookie } })).json()
        expect(me.user.displayName).toBe('Asha')
        a.child.kill('SIGTERM')
        b.child.kill('SIGTERM')
        expect(await a.exited).toBe(0)
        expect(await b.exited).toBe(0)
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      }
    }, 90_000)
})
