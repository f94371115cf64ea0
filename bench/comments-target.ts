// The server under the comments benchmark (bench/comments.bench.ts), in its own process: the real
// app with `users` signed-in users and one post carrying `comments` comments, on PGlite (in memory,
// on its own thread as the server runs it) or, with a database URL, a fresh PostgreSQL database.
import { sql } from 'drizzle-orm'
import { databaseFromPglite, type Database } from '../src/server/db/database'
import { PgliteThread } from '../src/server/db/pglite-thread'
import { posts } from '../src/server/db/schema'
import { openScratchPostgres } from '../src/server/test/scratch-postgres'
import { createUserWithSession } from '../src/server/test/users'
import { BENCH_SECRET, buildBenchApp, serveToBenchmark } from './bench-app'

const [usersArg, commentsArg, databaseUrl] = process.argv.slice(2)

async function main() {
  const database: Database = databaseUrl
    ? await openScratchPostgres(databaseUrl, { prefix: 'cc_bench', poolSize: 10 })
    : await databaseFromPglite(await PgliteThread.open(), { migrate: true })
  const users: Awaited<ReturnType<typeof createUserWithSession>>[] = []
  for (let i = 0; i < Number(usersArg); i++) {
    users.push(await createUserWithSession(database.db, BENCH_SECRET, { password: null }))
  }
  const [post] = await database.db
    .insert(posts)
    .values({ userId: users[0]!.id, title: 'A busy post', body: 'Benchmark', tags: ['bench'] })
    .returning({ id: posts.id })
  // One comment a minute going back in time, by the users in turn.
  const ids = `{${users.map((u) => `"${u.id}"`).join(',')}}`
  await database.db.execute(sql`
    INSERT INTO comments (post_id, user_id, text, created_at)
    SELECT ${post!.id}, (${ids}::text[])[1 + i % ${users.length}], 'Comment number ' || i,
           now() - i * interval '1 minute'
      FROM generate_series(1, ${Number(commentsArg)}) AS i`)
  await database.db.execute(sql`ANALYZE comments`)
  await serveToBenchmark([await buildBenchApp(database)], database, ([port]) => ({
    port,
    cookies: users.map((u) => u.cookie),
    postId: post!.id,
  }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
