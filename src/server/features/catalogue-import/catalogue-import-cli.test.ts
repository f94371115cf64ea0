// `npm run catalogue:import` as a real process, on a temporary DATA_DIR (or, with TEST_DATABASE_URL,
// a scratch PostgreSQL database).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKind } from '../../test/test-database'
import { onPostgresServer } from '../../test/scratch-postgres'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-import-cli-'))
const dataDir = path.join(dir, 'data')
let databaseUrl = ''
const serverUrl = process.env.TEST_DATABASE_URL

const onServer = (statement: string) => onPostgresServer(serverUrl!, statement)

beforeAll(async () => {
  if (testDatabaseKind !== 'postgres') return
  const name = `cc_import_cli_${randomBytes(4).toString('hex')}`
  await onServer(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl!)
  url.pathname = `/${name}`
  databaseUrl = url.toString()
})
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true })
  if (databaseUrl) {
    await onServer(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`)
  }
})

function runCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/catalogue-import.ts', ...args],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  )
}

const HEADER =
  'courseName,rating,duration,validity,certification,price,imageUrl,instructor,platform,category,description,officialUrl,language'
const row = (n: number, rating = '4.1') =>
  `CLI Course ${n},${rating},8,Lifetime,Yes,Free,https://img.example.in/${n}.png,Dev Rao,udemy,backend,"APIs, queues. Two.",https://cli.example.in/${n},Hindi`

function writeFile(name: string, text: string) {
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return file
}

describe('npm run catalogue:import', () => {
  it('imports a file (exit 0), then finds it unchanged on a second run', async () => {
    const file = writeFile('good.csv', `${HEADER}\n${row(1)}\n${row(2)}\n${row(3)}\n`)
    const first = await runCli([file])
    expect(first.stderr).toBe('')
    expect(first.stdout).toContain('3 rows: 3 added, 0 updated, 0 unchanged, 0 bad')
    expect(first.code).toBe(0)

    const second = await runCli([file])
    expect(second.stdout).toContain('3 rows: 0 added, 0 updated, 3 unchanged, 0 bad')
    expect(second.code).toBe(0)
  }, 90_000)

  it('imports the good rows of a file with bad ones, lists the bad ones and writes them all to a report (exit 1)', async () => {
    const lines = [HEADER, row(10), row(11, '9'), row(12), row(13, 'x')]
    const file = writeFile('mixed.csv', `${lines.join('\n')}\n`)
    const result = await runCli([file])
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('4 rows: 2 added, 0 updated, 0 unchanged, 2 bad')
    expect(result.stdout).toContain('line 3: rating: Rating must be a number from 0 to 5')
    expect(result.stdout).toContain('line 5: rating: Rating must be a number from 0 to 5')
    expect(fs.readFileSync(`${file}.bad-rows.csv`, 'utf8')).toBe(
      'line,reason\r\n' +
        '3,"rating: Rating must be a number from 0 to 5"\r\n' +
        '5,"rating: Rating must be a number from 0 to 5"\r\n',
    )
  }, 90_000)

  it('stops with exit 2 and a clear message when the file is missing or is not a catalogue', async () => {
    const missing = await runCli([path.join(dir, 'nope.csv')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain(
      `Cannot read ${path.join(dir, 'nope.csv')}: there is no such file.`,
    )

    const notCatalogue = await runCli([writeFile('notes.csv', 'name,price\nA,1\n')])
    expect(notCatalogue.code).toBe(2)
    expect(notCatalogue.stderr).toContain('It has no column for courseName, rating')
  }, 90_000)

  it('stops with exit 2 when the database cannot be reached', async () => {
    const file = writeFile('unreachable.csv', `${HEADER}\n${row(20)}\n`)
    const result = await runCli([file], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/coursecompass',
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Cannot open the PostgreSQL database (DATABASE_URL)')
  }, 90_000)

  if (testDatabaseKind === 'pglite')
    it('refuses while a server holds the data directory, and leaves its lock alone (exit 2)', async () => {
      const lockFile = path.join(dataDir, 'server.lock')
      // A live process holds the lock: this test's own.
      fs.writeFileSync(lockFile, String(process.pid))
      try {
        const file = writeFile('locked.csv', `${HEADER}\n${row(30)}\n`)
        const result = await runCli([file])
        expect(result.code).toBe(2)
        expect(result.stderr).toContain(
          `The server (process ${process.pid}) is using DATA_DIR ${dataDir}: stop it, or use the upload on /admin`,
        )
        expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid))
      } finally {
        fs.rmSync(lockFile, { force: true })
      }
      // Once the server is gone, the import runs, and lets the directory go again.
      const result = await runCli([writeFile('after.csv', `${HEADER}\n${row(30)}\n`)])
      expect(result.code).toBe(0)
      expect(fs.existsSync(lockFile)).toBe(false)
    }, 90_000)
})
