// The server under the live-update benchmark, in its own process: the real app with `users`
// signed-in users (sessions written straight to the database) and `posts` posts.
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../src/server/app'
import { createPglite, databaseFromPglite, type Database } from '../src/server/db/database'
import { posts } from '../src/server/db/schema'
import { openScratchPostgres } from '../src/server/test/scratch-postgres'
import { createUserWithSession } from '../src/server/test/users'

const SECRET = 'benchmark-secret-0123456789-0123456789'
const [usersArg, postsArg, databaseUrl] = process.argv.slice(2)

async function main() {
  const database: Database = databaseUrl
    ? await openScratchPostgres(databaseUrl, { prefix: 'cc_bench', poolSize: 20 })
    : await databaseFromPglite(await createPglite({}), { migrate: true })
  const users = []
  for (let i = 0; i < Number(usersArg); i++) {
    users.push(await createUserWithSession(database.db, SECRET, { password: null }))
  }
  const postIds: string[] = []
  for (let i = 0; i < Number(postsArg); i++) {
    const [row] = await database.db
      .insert(posts)
      .values({
        userId: users[i % users.length]!.id,
        title: `Post ${i}`,
        body: 'Benchmark',
        tags: ['bench'],
      })
      .returning({ id: posts.id })
    postIds.push(row!.id)
  }
  const app = await buildApp({
    config: {
      logLevel: 'warn',
      publicUrl: undefined,
      webDistDir: path.join(os.tmpdir(), 'none'),
      authSecret: SECRET,
      adminEmails: [],
      dataDir: os.tmpdir(),
    },
    database,
    // The benchmark measures writes with and without the session cache (auth/sessions.ts).
    ...(process.env.BENCH_SESSION_CACHE_MS
      ? { sessionCacheMs: Number(process.env.BENCH_SESSION_CACHE_MS) }
      : {}),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  process.send?.({
    port: (app.server.address() as AddressInfo).port,
    cookies: users.map((u) => u.cookie),
    postIds,
  })
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
