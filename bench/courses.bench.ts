// npm run bench [-- --database-url postgres://...] [--seconds N] [--rounds N]
// Measures GET /api/courses under a realistic mix of filters and searches against 10,000 and
// 100,000 courses, beside a bare node:http server measured in the same run, and prints req/s,
// p50, p99 and the ratio to the bare server, and each target's resident memory after its runs. The
// targets, the bare server too, run with the node settings production uses (scripts/start.sh).
//
// On a shared machine what the bare server serves moves by half from one minute to the next, so
// the hot mix is measured `--rounds` times, each round right after the bare server's own, and the
// ratio printed is the median of those pairs, with the lowest and highest beside it.
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { MIX, variedMix } from './catalogue-mix'
import { option } from './bench-options'
import { PRODUCTION_NODE_ENV, PRODUCTION_NODE_FLAGS } from './production-node'
import { processCpuSeconds, treeMemoryMb } from './process-memory'

const seconds = Number(option('seconds') ?? 10)
const databaseUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL
const sizes = (option('sizes') ?? '10000,100000').split(',').map(Number)
/** Which databases to measure: `--databases postgres` skips PGlite (a million courses, say). */
const databases = (option('databases') ?? 'pglite,postgres').split(',')
/** How many bare / hot-mix pairs to measure for each target. */
const rounds = Math.max(1, Number(option('rounds') ?? 3))

function startTarget(
  targetArgs: string[],
): Promise<{ child: ChildProcess; port: number; uncachedPort?: number }> {
  const child = fork(fileURLToPath(new URL('./target.ts', import.meta.url)), targetArgs, {
    execArgv: [...PRODUCTION_NODE_FLAGS, '--import', 'tsx'],
    env: { ...process.env, ...PRODUCTION_NODE_ENV },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (msg) =>
      resolve({ child, ...(msg as { port: number; uncachedPort?: number }) }),
    )
    child.once('exit', (code) => reject(new Error(`benchmark target exited with ${code}`)))
  })
}

interface Result {
  label: string
  rps: number
  p50: number
  p99: number
  errors: number
  /** p99 of GET /api/health asked 20 times a second meanwhile (a stalled event loop shows here). */
  healthP99?: number
  /**
   * The target's CPU time per answer (µs, user and system, its threads included): steadier than
   * req/s on a shared machine, where the client competes for the same cores.
   */
  cpuUs?: number
  /** The target's resident memory (MB) after this run, and its peak so far. */
  rssMb?: number
  peakMb?: number
  /** Each round's req/s over the bare server's in the round just before it (hot mix only). */
  ratios?: number[]
}

function withMemory(result: Result, pid: number): Result {
  const { rssMb, peakMb } = treeMemoryMb(pid)
  return { ...result, rssMb, peakMb }
}

async function measure(label: string, port: number, paths: string[], pid: number): Promise<Result> {
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 10,
      duration,
      requests: paths.map((path) => ({ method: 'GET' as const, path })),
    })
  await run(2) // warm-up
  const cpuBefore = processCpuSeconds(pid)
  const [r, health] = await Promise.all([
    run(seconds),
    autocannon({
      url: `http://127.0.0.1:${port}/api/health`,
      connections: 1,
      overallRate: 20,
      duration: seconds,
    }),
  ])
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + health.errors + health.non2xx,
    healthP99: health.latency.p99,
    cpuUs: ((processCpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, r.requests.total),
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** `rounds` results of one target as one: medians of req/s, latencies and CPU, the worst errors. */
function combine(results: Result[]): Result {
  const of = (pick: (r: Result) => number | undefined) =>
    median(results.map(pick).filter((v): v is number => v !== undefined))
  return {
    ...results.at(-1)!,
    rps: of((r) => r.rps),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
    healthP99: of((r) => r.healthP99),
    cpuUs: of((r) => r.cpuUs),
    errors: Math.max(...results.map((r) => r.errors)),
  }
}

async function main() {
  const results: Result[] = []
  // The bare server stays up: each round of a hot mix is measured right after a round of its own.
  const bare = await startTarget(['bare'])
  const barePid = bare.child.pid!
  const bareRuns: Result[] = []
  const measureBare = async () => {
    const run = withMemory(await measure('bare node:http', bare.port, ['/'], barePid), barePid)
    bareRuns.push(run)
    return run
  }

  const backends: [string, string | undefined][] = []
  if (databases.includes('pglite')) backends.push(['pglite', undefined])
  if (databaseUrl && databases.includes('postgres')) backends.push(['postgres', databaseUrl])
  const targets: Result[] = []
  for (const [name, url] of backends) {
    for (const size of sizes) {
      const target = await startTarget(['app', String(size), ...(url ? [url] : [])])
      const label = `${name} ${size.toLocaleString('en')}`
      const pid = target.child.pid!
      const hot: Result[] = []
      const ratios: number[] = []
      for (let round = 0; round < rounds; round++) {
        const baseline = await measureBare()
        const run = withMemory(await measure(`${label} hot mix`, target.port, MIX, pid), pid)
        hot.push(run)
        ratios.push(run.rps / baseline.rps)
      }
      targets.push({ ...combine(hot), ratios })
      targets.push(
        withMemory(
          await measure(`${label} varied, no cache`, target.uncachedPort!, variedMix(), pid),
          pid,
        ),
      )
      target.child.disconnect()
      await new Promise((r) => target.child.once('exit', r))
    }
  }
  if (bareRuns.length === 0) await measureBare()
  bare.child.kill()
  const baseline = combine(bareRuns)
  results.push(baseline, ...targets)

  console.log(
    `\nGET /api/courses: hot mix = ${MIX.length} common URLs (read cache on); varied = ${variedMix().length} ` +
      `distinct searches with the cache off. 10 connections, ${seconds}s each. The bare server and ` +
      `each hot mix: medians of ${bareRuns.length} and ${rounds} runs; a hot mix's ratio is the median ` +
      `of its rounds' ratios to the bare run just before each, lowest and highest in brackets.\n`,
  )
  console.log(
    'target                                  req/s    p50 ms  p99 ms  ratio  errors  health p99 ms  RSS MB  peak MB  CPU µs/req',
  )
  for (const r of results) {
    const ratio = r.ratios ? median(r.ratios) : r.rps / baseline.rps
    const spread =
      r.ratios && r.ratios.length > 1
        ? `  [${Math.min(...r.ratios).toFixed(2)}-${Math.max(...r.ratios).toFixed(2)}]`
        : ''
    console.log(
      `${r.label.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(7)} ${ratio.toFixed(2).padStart(6)} ${String(r.errors).padStart(7)} ${String(r.healthP99 ?? '').padStart(14)} ${(r.rssMb ?? 0).toFixed(0).padStart(7)} ${(r.peakMb ?? 0).toFixed(0).padStart(8)} ${(r.cpuUs ?? 0).toFixed(1).padStart(11)}${spread}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
