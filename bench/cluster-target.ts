// One instance under the cluster benchmark (bench/cluster.bench.ts), in its own process: the real
// app on the benchmark's PostgreSQL database, as one of several instances behind Caddy. It serves
// the app twice on the same database, with the read cache (as deployed) and without it.
import { openPostgres } from '../src/server/db/database'
import { buildBenchApp, serveToBenchmark } from './bench-app'

const [databaseUrl, secret] = process.argv.slice(2)

async function main() {
  const database = await openPostgres(databaseUrl!, { poolSize: 10 })
  const apps = await Promise.all(
    [undefined, 0].map((readCacheEntries) =>
      // Caddy is the hop in front, as docs/deploy.md sets TRUST_PROXY.
      buildBenchApp(database, { authSecret: secret!, trustProxy: ['127.0.0.1'], readCacheEntries }),
    ),
  )
  await serveToBenchmark(apps, database, ([port, uncachedPort]) => ({ port, uncachedPort }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
