// GET /api/health asked 20 times a second for a run's length, from a process of its own: in the
// load generator's process each answer would also wait for that process's event loop, busy reading
// the searches' answers (the bare server's own health p99 was 8 ms that way, at load 1).
// Forked by bench/courses.bench.ts with PORT SECONDS: says 'ready' once loaded, starts on 'go',
// sends { p99, errors } and exits.
import autocannon from 'autocannon'

const [port, seconds] = process.argv.slice(2).map(Number)

async function main() {
  await new Promise<void>((resolve) => {
    process.once('message', () => resolve())
    process.send?.('ready')
  })
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/health`,
    connections: 1,
    overallRate: 20,
    duration: seconds,
  })
  process.send?.({ p99: result.latency.p99, errors: result.errors + result.non2xx })
  process.disconnect?.()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
