// The server under the live-update benchmark, in its own process: the real app with `users`
// signed-in users (sessions written straight to the database) and `posts` posts.
import { createPglite, databaseFromPglite, type Database } from '../src/server/db/database'
import { posts } from '../src/server/db/schema'
import { openScratchPostgres } from '../src/server/test/scratch-postgres'
import { createUserWithSession } from '../src/server/test/users'
import { BENCH_SECRET, buildBenchApp, serveToBenchmark } from './bench-app'

const [usersArg, postsArg, databaseUrl] = process.argv.slice(2)

async function main() {
  const database: Database = databaseUrl
    ? await openScratchPostgres(databaseUrl, { prefix: 'cc_bench', poolSize: 20 })
    : await databaseFromPglite(await createPglite({}), { migrate: true })
  const users: Awaited<ReturnType<typeof createUserWithSession>>[] = []
  for (let i = 0; i < Number(usersArg); i++) {
    users.push(await createUserWithSession(database.db, BENCH_SECRET, { password: null }))
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
  const app = await buildBenchApp(database, {
    // The benchmark measures writes with and without the session cache (auth/sessions.ts).
    ...(process.env.BENCH_SESSION_CACHE_MS
      ? { sessionCacheMs: Number(process.env.BENCH_SESSION_CACHE_MS) }
      : {}),
  })
  await serveToBenchmark([app], database, ([port]) => ({
    port,
    cookies: users.map((u) => u.cookie),
    postIds,
  }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
