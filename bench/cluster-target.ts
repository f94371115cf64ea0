// One instance under the cluster benchmark (bench/cluster.bench.ts), in its own process: the real
// app on the benchmark's PostgreSQL database, as one of several instances behind Caddy. It serves
// the app twice on the same database, with the read cache (as deployed) and without it.
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../src/server/app'
import { openPostgres } from '../src/server/db/database'

const [databaseUrl, secret] = process.argv.slice(2)

async function main() {
  const database = await openPostgres(databaseUrl!, { poolSize: 10 })
  const apps = await Promise.all(
    [undefined, 0].map((readCacheEntries) =>
      buildApp({
        config: {
          logLevel: 'warn',
          publicUrl: undefined,
          webDistDir: path.join(os.tmpdir(), 'none'),
          authSecret: secret!,
          dataDir: os.tmpdir(),
          adminEmails: [],
          // Caddy is the hop in front, as docs/deploy.md sets TRUST_PROXY.
          trustProxy: ['127.0.0.1'],
        },
        database,
        readCacheEntries,
      }),
    ),
  )
  const ports: number[] = []
  for (const app of apps) {
    await app.listen({ port: 0, host: '127.0.0.1' })
    ports.push((app.server.address() as AddressInfo).port)
  }
  process.send?.({ port: ports[0], uncachedPort: ports[1] })
  process.on('disconnect', () => {
    void Promise.all(apps.map((app) => app.close()))
      .then(() => database.close())
      .then(() => process.exit(0))
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
