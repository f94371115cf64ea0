// The server under the comments benchmark (bench/comments.bench.ts), in its own process: the real
// app with `users` signed-in users and one post carrying `comments` comments, on PGlite (in memory,
// on its own thread as the server runs it) or, with a database URL, a fresh PostgreSQL database.
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/server/app'
import { databaseFromPglite, type Database } from '../src/server/db/database'
import { PgliteThread } from '../src/server/db/pglite-thread'
import { posts } from '../src/server/db/schema'
import { openScratchPostgres } from '../src/server/test/scratch-postgres'
import { createUserWithSession } from '../src/server/test/users'

const SECRET = 'benchmark-secret-0123456789-0123456789'
const [usersArg, commentsArg, databaseUrl] = process.argv.slice(2)

async function main() {
  const database: Database = databaseUrl
    ? await openScratchPostgres(databaseUrl, { prefix: 'cc_bench', poolSize: 10 })
    : await databaseFromPglite(await PgliteThread.open(), { migrate: true })
  const users = []
  for (let i = 0; i < Number(usersArg); i++) {
    users.push(await createUserWithSession(database.db, SECRET, { password: null }))
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
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  process.send?.({
    port: (app.server.address() as AddressInfo).port,
    cookies: users.map((u) => u.cookie),
    postId: post!.id,
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
