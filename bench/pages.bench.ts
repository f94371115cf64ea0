// npm run bench:pages: Lighthouse (mobile, its default slow-4G simulation) on the production build
// in Debian's Chromium (CHROME_PATH to use another), for the public pages learners land on. Prints
// per page the performance score, FCP, LCP, CLS, TBT and the JavaScript transferred, beside the
// budgets of the server-rendering work, in English and in Hindi (`?lang=hi`; --languages en to
// measure one). A fresh server with the sample catalogue is started on a temporary DATA_DIR and
// stopped afterwards. Each page is measured as a public deployment serves it, behind Caddy over
// TLS and HTTP/2 (bench/caddy.ts, Debian's caddy package), and straight from the Node server over
// plain HTTP/1.1 as `npm start` serves it on one machine (`--via caddy` or `--via direct` for one;
// docs/decisions/032-pages-measured-as-deployed.md says why both).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { caddyInstalled, startCaddy, type RunningCaddy } from './caddy'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = 3000 + Math.floor(Math.random() * 1000) + 1000
const origin = `http://127.0.0.1:${port}`

const BUDGET = { score: 98, lcpMs: 1500, cls: 0.02, tbtMs: 100, jsKb: 100 }

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-pages-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, dataDir }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error('the server did not start within a minute')
}

interface Row {
  page: string
  score: number
  fcp: number
  lcp: number
  cls: number
  tbt: number
  jsKb: number
}

async function measure(chromePort: number, page: string, url: string): Promise<Row> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const lhr = result!.lhr
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const items =
    (
      lhr.audits['resource-summary']?.details as {
        items?: { resourceType: string; transferSize: number }[]
      }
    )?.items ?? []
  const js = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbt: num('total-blocking-time'),
    jsKb: js / 1024,
  }
}

/**
 * A run Lighthouse could not finish (NO_NAVSTART, NO_FCP... now and then on a busy machine) has no
 * figures; it is run again, up to three times, rather than taken into the medians as NaN.
 */
async function measureAgainOnError(chromePort: number, page: string, url: string): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(chromePort, page, url)
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(`${page}: ${(error as Error).message}; running it again`)
    }
  }
}

/** --via direct,caddy (both by default): how the pages reach the browser. */
const VIAS = (() => {
  const at = process.argv.indexOf('--via')
  const list = (at >= 0 ? (process.argv[at + 1] ?? '') : 'caddy,direct').split(',').filter(Boolean)
  if (list.length === 0 || list.some((v) => v !== 'direct' && v !== 'caddy'))
    throw new Error('--via takes direct and/or caddy')
  if (list.includes('caddy') && !caddyInstalled())
    throw new Error('--via caddy needs Caddy: apt-get install caddy (or measure with --via direct)')
  return list
})()

/** Runs per page: `--runs N` (default 3). */
const RUNS = (() => {
  const at = process.argv.indexOf('--runs')
  const runs = at >= 0 ? Number(process.argv[at + 1]) : 3
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1')
  return runs
})()

/** --languages en,hi (both by default): the languages each page is measured in. */
const LANGUAGES = (() => {
  const at = process.argv.indexOf('--languages')
  const list = (at >= 0 ? (process.argv[at + 1] ?? '') : 'en,hi').split(',').filter(Boolean)
  if (list.some((l) => l !== 'en' && l !== 'hi')) throw new Error('--languages takes en and/or hi')
  return list
})()

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function medianRow(page: string, runs: Row[]): Row {
  const of = (key: Exclude<keyof Row, 'page'>) => median(runs.map((run) => run[key]))
  return {
    page,
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    cls: of('cls'),
    tbt: of('tbt'),
    jsKb: of('jsKb'),
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
    throw new Error('No production build: run "npm run build:web" (npm run bench:pages does).')
  }
  const { child, dataDir } = await startServer()
  let caddy: RunningCaddy | undefined
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // Caddy's certificate comes from its own local authority (bench/caddy.ts).
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  })
  try {
    if (VIAS.includes('caddy'))
      caddy = await startCaddy({ port: port + 1, upstreams: [`127.0.0.1:${port}`] })
    const origins = VIAS.map((via): [string, string] => [
      via,
      via === 'caddy' ? caddy!.origin : origin,
    ])
    const [course] = (
      (await (await fetch(`${origin}/api/courses?pageSize=1`)).json()) as {
        items: { courseId: string; courseName: string }[]
      }
    ).items
    const { coursePath } = await import('../src/domain/format')
    const english: [string, string][] = [
      ['/', '/'],
      ['/all-courses', '/all-courses'],
      ['course page', coursePath(course!)],
      ['/community', '/community'],
      ['/course-comparison', '/course-comparison'],
      ['/exams', '/exams'],
      // The sample exam whose applications are open longest (migration 0033).
      ['exam page', '/exams/rrb-ntpc-2026'],
      // A chip pressed: the courses, and the exams it names.
      ['govt catalogue', '/govt-exam-courses?q=SSC'],
    ]
    const languagePages = LANGUAGES.flatMap((language) =>
      language === 'en'
        ? english
        : english.map(([page, p]): [string, string] => [
            `${page} (${language})`,
            `${p}?lang=${language}`,
          ]),
    )
    const pages = origins.flatMap(([via, at]) =>
      languagePages.map(([page, p]): [string, string] => [
        `${page}${VIAS.length > 1 ? `, ${via}` : ''}`,
        at + p,
      ]),
    )
    // Lighthouse's simulated figures move from one run to the next (its model follows the trace
    // it observed); like its own documentation advises, each page is measured several times and
    // the median of each figure is printed.
    const rows: Row[] = []
    for (const [page, url] of pages) {
      const runs: Row[] = []
      for (let run = 0; run < RUNS; run++)
        runs.push(await measureAgainOnError(chrome.port, page, url))
      rows.push(medianRow(page, runs))
    }

    console.log(
      `\nLighthouse mobile (simulated slow 4G), production build, sample catalogue; median of ${RUNS} runs` +
        `\ncaddy: behind Caddy, TLS and HTTP/2; direct: the Node server alone, HTTP/1.1\n`,
    )
    const width = Math.max(...rows.map((r) => r.page.length)) + 1
    console.log(`${'page'.padEnd(width)}   score   FCP ms   LCP ms    CLS   TBT ms   JS KB`)
    for (const r of rows) {
      console.log(
        `${r.page.padEnd(width)} ${String(r.score).padStart(7)} ${r.fcp.toFixed(0).padStart(8)} ${r.lcp.toFixed(0).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${r.tbt.toFixed(0).padStart(8)} ${r.jsKb.toFixed(1).padStart(7)}`,
      )
    }
    console.log(
      `\nbudget (every page): score >= ${BUDGET.score}, LCP <= ${BUDGET.lcpMs} ms, CLS <= ${BUDGET.cls}, ` +
        `TBT <= ${BUDGET.tbtMs} ms, JS <= ${BUDGET.jsKb} KB`,
    )
  } finally {
    await caddy?.stop()
    await chrome.kill()
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
