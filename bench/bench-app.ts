// What every benchmark target shares: the real app as deployed, but quiet (warnings only), without
// the web app's build (the API is measured) or a public URL; and serving it to the benchmark that
// forked the target (ports and what else it needs over IPC), closing it with its database when the
// benchmark lets go.
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '../src/server/app'
import type { Database } from '../src/server/db/database'

/** The targets' auth secret (its sessions' cookies are signed with it). */
export const BENCH_SECRET = 'benchmark-secret-0123456789-0123456789'

export function buildBenchApp(
  database: Database,
  options: Omit<BuildAppOptions, 'config' | 'database'> & {
    authSecret?: string
    trustProxy?: BuildAppOptions['config']['trustProxy']
  } = {},
): Promise<FastifyInstance> {
  const { authSecret = BENCH_SECRET, trustProxy, ...rest } = options
  return buildApp({
    config: {
      logLevel: 'warn',
      publicUrl: undefined,
      siteUrl: 'http://localhost:3000',
      webDistDir: path.join(os.tmpdir(), 'none'),
      authSecret,
      adminEmails: [],
      dataDir: os.tmpdir(),
      // The live benchmarks open a thousand streams and more from this one machine's address.
      eventStreams: { perAddress: 100_000, total: 100_000 },
      ...(trustProxy ? { trustProxy } : {}),
    },
    database,
    ...rest,
  })
}

/**
 * Listens on free ports and sends the benchmark `message(ports)`; closes the apps, then the
 * database, and exits when the benchmark disconnects.
 */
export async function serveToBenchmark(
  apps: FastifyInstance[],
  database: Database,
  message: (ports: number[]) => object,
): Promise<void> {
  const ports: number[] = []
  for (const app of apps) {
    await app.listen({ port: 0, host: '127.0.0.1' })
    ports.push((app.server.address() as AddressInfo).port)
  }
  process.send?.(message(ports))
  process.on('disconnect', () => {
    void Promise.all(apps.map((app) => app.close()))
      .then(() => database.close())
      .then(() => process.exit(0))
  })
}
