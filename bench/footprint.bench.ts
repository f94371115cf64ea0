// npm run bench -- --only footprint [--database-url postgres://...] [--courses 100000] [--fresh-clone]
//   [--command "npm start"] [--requests 1000]
// The site as a host runs it: started with the README's command in a process of its own, timed to
// its first answer, sent a mix of pages and API requests, then measured as the resident memory of
// every process it runs (npm's own process aside: it only waits), beside the peak each reached.
// Scenarios: embedded database on a new data directory, then on that existing one; with
// --database-url, PostgreSQL with the sample catalogue and with --courses generated courses; with
// --fresh-clone, a clone of this checkout's HEAD started for the first time (build included).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { option } from './bench-options'
import { coursePath } from '../src/domain/format'
import { processTree, type ProcessMemory } from './process-memory'

const root = fileURLToPath(new URL('..', import.meta.url))
const databaseUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL
const courseCount = Number(option('courses') ?? 100_000)
const requestCount = Number(option('requests') ?? 1000)
const command = (option('command') ?? 'npm start').split(' ')
const freshClone = process.argv.includes('--fresh-clone')
const port = Number(option('port') ?? 3190)
/** Which scenarios to run: `--scenarios existing` repeats one (new data directory first, though). */
/** How many times the existing-data-directory start is repeated (start-up times vary). */
const repeat = Number(option('repeat') ?? 1)
const scenarios = (option('scenarios') ?? 'new,existing,pg-sample,pg-large').split(',')

/** npm's own process only waits for the script it started: the budgets leave it aside. */
const isNpm = (p: ProcessMemory) => /(^|\s)npm(-cli\.js)?(\s|$)/.test(p.name)

function start(cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
}

async function firstAnswer(child: ChildProcess, began: number, limitMs: number): Promise<number> {
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  while (Date.now() - began < limitMs) {
    if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode}): ${stderr}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        signal: AbortSignal.timeout(2000),
      })
      await response.arrayBuffer()
      if (response.ok) return Date.now() - began
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`no answer within ${limitMs} ms: ${stderr}`)
}

/** A deterministic mix of what visitors ask: pages in both languages, searches, suggestions. */
async function mixedRequests(count: number): Promise<string[]> {
  const listing = (await (
    await fetch(`http://127.0.0.1:${port}/api/courses?pageSize=48&sort=rating`)
  ).json()) as { items: { courseId: string; courseName: string }[] }
  const courses = listing.items
  const terms = [
    'react',
    'python',
    'java',
    'docker',
    'ssc',
    'upsc',
    'data',
    'sql',
    'aws',
    'node',
    'kubernetes',
    'machine learning',
    'excel',
    'devops',
    'banking',
    'reasoning',
    'pythn',
    'javascrip',
    'टाइपस्क्रिप्ट',
    'हिंदी',
    'full stack',
    'interview',
    'cloud',
    'english',
    'gate',
    'cyber security',
  ]
  let seed = 7
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() ** 2 * list.length)]!
  const lang = () => (random() < 0.4 ? 'lang=hi' : '')
  const join = (pathname: string, ...query: string[]) => {
    const q = query.filter(Boolean).join('&')
    return q ? `${pathname}${pathname.includes('?') ? '&' : '?'}${q}` : pathname
  }
  const kinds: (() => string)[] = [
    () => `/api/courses?q=${encodeURIComponent(pick(terms))}&page=${1 + Math.floor(random() * 4)}`,
    () =>
      `/api/courses?q=${encodeURIComponent(pick(terms))}&sort=${pick(['rating', 'price-asc', 'newest'])}`,
    () =>
      `/api/courses/suggest?q=${encodeURIComponent(pick(terms).slice(0, 2 + Math.floor(random() * 3)))}`,
    () => `/api/courses/${encodeURIComponent(pick(courses).courseId)}`,
    () => join(coursePath(pick(courses)), lang()),
    () => join(coursePath(pick(courses)), lang()),
    () => join('/', lang()),
    () => join(`/all-courses?q=${encodeURIComponent(pick(terms))}`, lang()),
    () => join('/govt-exam-courses', lang()),
    () => join('/community', lang()),
    () => join('/course-comparison', lang()),
    () => '/api/courses?price=free&language=hindi',
  ]
  return Array.from({ length: count }, () => kinds[Math.floor(random() * kinds.length)]!())
}

async function send(paths: string[], concurrency = 4): Promise<{ failed: number; ms: number }> {
  let next = 0
  let failed = 0
  const began = Date.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const url = `http://127.0.0.1:${port}${paths[next++]}`
        const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } })
        await response.arrayBuffer()
        if (response.status >= 400) failed++
      }
    }),
  )
  return { failed, ms: Date.now() - began }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

interface Row {
  scenario: string
  startMs: number
  rssMb: number
  peakMb: number
  processes: string
  failed: number
  mixMs: number
}

async function scenario(
  name: string,
  options: { cwd?: string; env?: Record<string, string>; limitMs?: number },
): Promise<Row> {
  const began = Date.now()
  const child = start(options.cwd ?? root, options.env ?? {})
  try {
    const startMs = await firstAnswer(child, began, options.limitMs ?? 120_000)
    const { failed, ms } = await send(await mixedRequests(requestCount))
    await new Promise((resolve) => setTimeout(resolve, 500))
    const tree = processTree(child.pid!).filter((p) => !isNpm(p))
    const mb = (kb: number) => kb / 1024
    return {
      scenario: name,
      startMs,
      rssMb: mb(tree.reduce((sum, p) => sum + p.rssKb, 0)),
      peakMb: mb(tree.reduce((sum, p) => sum + p.peakKb, 0)),
      processes: tree
        .map((p) => `${p.name.split(' ').slice(0, 2).join(' ')} ${mb(p.rssKb).toFixed(0)}`)
        .join('; '),
      failed,
      mixMs: ms,
    }
  } finally {
    await stop(child)
  }
}

async function withScratchDatabase<T>(
  fill: ((url: string) => Promise<void>) | undefined,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const { onPostgresServer } = await import('../src/server/test/scratch-postgres')
  const name = `cc_footprint_${process.pid}_${Date.now()}`
  await onPostgresServer(databaseUrl!, `CREATE DATABASE ${name}`)
  const url = new URL(databaseUrl!)
  url.pathname = `/${name}`
  try {
    await fill?.(url.toString())
    return await run(url.toString())
  } finally {
    await onPostgresServer(databaseUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}

async function fillGenerated(url: string): Promise<void> {
  const { openPostgres } = await import('../src/server/db/database')
  const { courses } = await import('../src/server/db/schema')
  const { generateCatalogue } = await import('./generate-catalogue')
  const database = await openPostgres(url, { poolSize: 2 })
  const all = generateCatalogue(courseCount, 42)
  for (let i = 0; i < all.length; i += 1000) {
    await database.db.insert(courses).values(all.slice(i, i + 1000))
  }
  await database.db.execute('ANALYZE courses')
  await database.close()
}

async function main() {
  const rows: Row[] = []
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-footprint-'))
  try {
    if (freshClone) {
      const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-clone-'))
      spawnSync('git', ['clone', '-q', root, clone], { stdio: 'inherit' })
      // The dependencies as `npm install` would leave them, linked rather than downloaded again.
      spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(clone, 'node_modules')])
      rows.push(
        await scenario('fresh clone, first start (build included)', {
          cwd: clone,
          env: { DATA_DIR: path.join(clone, 'data') },
          limitMs: 300_000,
        }),
      )
      fs.rmSync(clone, { recursive: true, force: true })
    }
    if (scenarios.includes('new') || scenarios.includes('existing')) {
      rows.push(await scenario('embedded, new data directory', { env: { DATA_DIR: dataDir } }))
    }
    for (let i = 0; scenarios.includes('existing') && i < repeat; i++) {
      rows.push(await scenario('embedded, existing data directory', { env: { DATA_DIR: dataDir } }))
    }
    if (databaseUrl && scenarios.includes('pg-sample')) {
      rows.push(
        await withScratchDatabase(undefined, (url) =>
          scenario('PostgreSQL, sample catalogue', {
            env: { DATA_DIR: dataDir, DATABASE_URL: url },
          }),
        ),
      )
    }
    if (databaseUrl && scenarios.includes('pg-large')) {
      {
        rows.push(
          await withScratchDatabase(fillGenerated, (url) =>
            scenario(`PostgreSQL, ${courseCount.toLocaleString('en')} courses`, {
              env: { DATA_DIR: dataDir, DATABASE_URL: url },
            }),
          ),
        )
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  console.log(
    `\nThe site started with \`${command.join(' ')}\`: time to its first answer (GET / 200), then ` +
      `${requestCount} mixed requests (pages in English and Hindi, searches, suggestions; 4 at a ` +
      `time); resident memory summed over every process it runs (npm's own aside), now and at peak.\n`,
  )
  console.log(
    'scenario                                     first answer ms  RSS MB  peak MB  mix s  failed',
  )
  for (const r of rows) {
    console.log(
      `${r.scenario.padEnd(44)} ${String(r.startMs).padStart(15)} ${r.rssMb.toFixed(0).padStart(7)} ${r.peakMb.toFixed(0).padStart(8)} ${(r.mixMs / 1000).toFixed(1).padStart(6)} ${String(r.failed).padStart(7)}`,
    )
    console.log(`    processes (MB): ${r.processes}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
