// npm run bench [-- --database-url postgres://...] [--seconds N] [--rounds N] [--tuning memory|speed|advised]
// Measures GET /api/courses against 10,000 and 100,000 generated courses (generate-catalogue.ts):
// a hot mix of common addresses, and the long tail of real searches (search-mix.ts: 100,000
// requests, some 47,000 of them different) with the read cache on, as deployed, and off, counting
// the answers that came from a cache. Beside them a bare node:http server measured in the same
// run; it prints req/s, p50, p99, the ratio to the bare server, each target's resident memory
// after its runs and its CPU time per answer. The targets, the bare server too, run with the node
// settings production uses (scripts/start.sh), one app per process as production runs it. During
// every run a process of its own asks GET /api/health 20 times a second: the bare server's health
// p99 is what this machine allows a server that does nothing while the load generator and it
// share the two cores. Each app target runs with the NODE_TUNING its catalogue's size calls for
// (src/server/node-tuning.ts: memory for 10,000 courses, speed from 50,000 on), or the one
// `--tuning` names; the label says which.
//
// On a shared machine what the bare server serves moves by half from one minute to the next, so
// the hot mix is measured `--rounds` times, each round right after the bare server's own, and the
// ratio printed is the median of those pairs, with the lowest and highest beside it.
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { MIX } from './catalogue-mix'
import { longTailMix, sequenceRequests } from './search-mix'
import { option } from './bench-options'
import { PRODUCTION_NODE_ENV, PRODUCTION_NODE_FLAGS, productionNodeFlags } from './production-node'
import { advisedTuning, type NodeTuning } from '../src/server/node-tuning'
import { processCpuSeconds, treeMemoryMb } from './process-memory'

const seconds = Number(option('seconds') ?? 10)
const databaseUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL
const sizes = (option('sizes') ?? '10000,100000').split(',').map(Number)
/** Which databases to measure: `--databases postgres` skips PGlite (a million courses, say). */
const databases = (option('databases') ?? 'pglite,postgres').split(',')
/** How many bare / hot-mix pairs to measure for each target. */
const rounds = Math.max(1, Number(option('rounds') ?? 3))
/** NODE_TUNING of the app targets: as the server advises for each size, or one for all. */
const tuningOption = option('tuning') ?? 'advised'
if (!['memory', 'speed', 'advised'].includes(tuningOption)) {
  throw new Error('--tuning is memory, speed or advised')
}
const tuningFor = (size: number): NodeTuning =>
  tuningOption === 'advised' ? advisedTuning(size) : (tuningOption as NodeTuning)

/** How a target came up: its courses inserted, each app built (its index loaded), one app's memory. */
interface TargetStart {
  insertedMs: number
  startMs: number[]
  oneAppMb: number
}

interface Target {
  child: ChildProcess
  /** The port of the app being measured: the one with the read cache, then ('next') without. */
  port: number
  start?: TargetStart
}

function startTarget(targetArgs: string[], flags = PRODUCTION_NODE_FLAGS): Promise<Target> {
  const child = fork(fileURLToPath(new URL('./target.ts', import.meta.url)), targetArgs, {
    execArgv: [...flags, '--import', 'tsx'],
    env: { ...process.env, ...PRODUCTION_NODE_ENV },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (msg) =>
      resolve({ child, ...(msg as { port: number; start?: TargetStart }) }),
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
  /** p99 of how late the server thread's event loop ran its timers during a long-tail run. */
  loopP99?: number
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
  /** Long tail: distinct addresses sent, and the share of answers taken from a cache. */
  distinct?: number
  fromCache?: number
}

const tail = longTailMix()

type Work = { searches: number; browses: number; suggestions: number }
const workDone = (w: Work) => w.searches + w.browses + w.suggestions

/** What each of a target's two apps (cache on, cache off) has worked out so far. */
function askWork(child: ChildProcess): Promise<{ work: Work[]; loopP99Ms: number }> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (message && typeof message === 'object' && 'work' in message) {
        child.off('message', listener)
        resolve(message as { work: Work[]; loopP99Ms: number })
      }
    }
    child.on('message', listener)
    child.send('work')
  })
}

function withMemory(result: Result, pid: number): Result {
  const { rssMb, peakMb } = treeMemoryMb(pid)
  return { ...result, rssMb, peakMb }
}

/**
 * A process that asks GET /api/health 20 times a second for a run's length once told to go (its
 * figures would otherwise include this process's own event loop, busy with the searches' answers).
 */
async function healthProbe(port: number) {
  const child = fork(
    fileURLToPath(new URL('./health-probe.ts', import.meta.url)),
    [String(port), String(seconds)],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`health probe exited with ${code}`))),
  )
  exited.catch(() => undefined) // it exits once it has answered; only an earlier exit counts
  const next = () =>
    Promise.race([new Promise((resolve) => child.once('message', resolve)), exited])
  await next() // 'ready'
  return {
    go: async () => {
      child.send('go')
      return (await next()) as { p99: number; errors: number }
    },
  }
}

/**
 * `paths` is either a list each connection cycles through (the hot mix) or the long tail, sent
 * in one sequence across the connections.
 */
async function measure(
  label: string,
  port: number,
  paths: string[] | 'long tail',
  pid: number,
  afterWarmUp?: () => Promise<void>,
): Promise<Result & { total: number }> {
  const used = new Set<string>()
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 10,
      duration,
      requests:
        paths === 'long tail'
          ? sequenceRequests(tail, (path) => used.add(path))
          : paths.map((path) => ({ method: 'GET' as const, path })),
    })
  await run(2) // warm-up
  used.clear()
  await afterWarmUp?.()
  const cpuBefore = processCpuSeconds(pid)
  const probe = await healthProbe(port)
  const [r, health] = await Promise.all([run(seconds), probe.go()])
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + health.errors,
    healthP99: health.p99,
    cpuUs: ((processCpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, r.requests.total),
    total: r.requests.total,
    ...(paths === 'long tail' ? { distinct: used.size } : {}),
  }
}

/** Has the target close its app with the read cache and serve one without it. */
function nextApp(target: Target): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (message && typeof message === 'object' && 'port' in message) {
        target.child.off('message', listener)
        const { port, startMs } = message as { port: number; startMs: number }
        target.port = port
        target.start?.startMs.push(startMs)
        resolve()
      }
    }
    target.child.on('message', listener)
    target.child.send('next')
  })
}

/** The long tail on a target's app (0: cache on, 1: off), with the share from a cache. */
async function measureTail(label: string, target: Target, app: 0 | 1): Promise<Result> {
  const pid = target.child.pid!
  let before = 0
  const result = await measure(label, target.port, 'long tail', pid, async () => {
    before = workDone((await askWork(target.child)).work[app]!)
  })
  const after = await askWork(target.child)
  const worked = workDone(after.work[app]!) - before
  // A load that began before the run and ended in it counts here: never below none.
  const fromCache = Math.max(0, 1 - worked / Math.max(1, result.total))
  return withMemory({ ...result, fromCache, loopP99: after.loopP99Ms }, pid)
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
    loopP99: results.some((r) => r.loopP99 !== undefined) ? of((r) => r.loopP99) : undefined,
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
  const starts: string[] = []
  for (const [name, url] of backends) {
    for (const size of sizes) {
      const tuning = tuningFor(size)
      const target = await startTarget(
        ['app', String(size), ...(url ? [url] : [])],
        productionNodeFlags(tuning),
      )
      const label = `${name} ${size.toLocaleString('en')} ${tuning}`
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
      targets.push(await measureTail(`${label} long tail, cache on`, target, 0))
      await nextApp(target)
      targets.push(await measureTail(`${label} long tail, cache off`, target, 1))
      if (target.start) {
        const { insertedMs, startMs, oneAppMb } = target.start
        starts.push(
          `${label}: courses inserted in ${(insertedMs / 1000).toFixed(1)} s; an app built with ` +
            `its search index loaded from the database in ${startMs.map((ms) => (ms / 1000).toFixed(1)).join(' s and ')} s; ` +
            `the first added ${oneAppMb.toFixed(0)} MB of resident memory`,
        )
      }
      target.child.disconnect()
      await new Promise((r) => target.child.once('exit', r))
    }
  }
  if (bareRuns.length === 0) await measureBare()
  bare.child.kill()
  const baseline = combine(bareRuns)
  results.push(baseline, ...targets)

  console.log(
    `\nGET /api/courses: hot mix = ${MIX.length} common URLs (read cache on); long tail = ` +
      `${tail.paths.length.toLocaleString('en')} requests of real searches, ` +
      `${tail.distinct.toLocaleString('en')} of them distinct, sent in order across the connections ` +
      `("distinct": how many different ones a run sent; "cached": the share of its answers a cache ` +
      `gave). 10 connections, ${seconds}s each; "health p99": GET /api/health 20 times a second ` +
      `meanwhile, from a process of its own (the bare server's: the machine's floor). The bare server and ` +
      `each hot mix: medians of ${bareRuns.length} and ${rounds} runs; a hot mix's ratio is the median ` +
      `of its rounds' ratios to the bare run just before each, lowest and highest in brackets.\n`,
  )
  for (const line of starts) console.log(line)
  console.log(
    '\ntarget                                            req/s    p50 ms  p99 ms  ratio  errors  health p99 ms  loop p99 ms  RSS MB  peak MB  CPU µs/req  distinct  cached',
  )
  for (const r of results) {
    const ratio = r.ratios ? median(r.ratios) : r.rps / baseline.rps
    const spread =
      r.ratios && r.ratios.length > 1
        ? `  [${Math.min(...r.ratios).toFixed(2)}-${Math.max(...r.ratios).toFixed(2)}]`
        : ''
    console.log(
      `${r.label.padEnd(46)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(7)} ${ratio.toFixed(2).padStart(6)} ${String(r.errors).padStart(7)} ${String(r.healthP99 ?? '').padStart(14)} ${(r.loopP99 === undefined ? '' : r.loopP99.toFixed(1)).padStart(12)} ${(r.rssMb ?? 0).toFixed(0).padStart(7)} ${(r.peakMb ?? 0).toFixed(0).padStart(8)} ${(r.cpuUs ?? 0).toFixed(1).padStart(11)}${r.distinct === undefined ? '' : `${String(r.distinct).padStart(10)} ${`${((r.fromCache ?? 0) * 100).toFixed(0)}%`.padStart(7)}`}${spread}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
