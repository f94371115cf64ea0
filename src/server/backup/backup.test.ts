// A site with people's data, backed up while it runs and restored into an empty site, comes back
// whole: every table's rows and every image (src/server/backup/backup.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import type { Db } from '../db/db-type'
import { courses } from '../db/schema'
import { makeCourse } from '../test/course-factory'
import { createTestApp, requestAs, TEST_AUTH_SECRET, type TestApp } from '../test/test-app'
import { createTestDatabase, testDatabaseKind } from '../test/test-database'
import { createUserWithSession } from '../test/users'
import { BackupError, restoreBackup, writeBackup } from './backup'

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cc-backup-test-'))
let source: TestApp
let sourceDir: string
let target: Database
let image: string

/** Every row of every table, as JSON text, sorted: what "the same site" means here. */
async function everything(db: Db): Promise<Record<string, string[]>> {
  const tables = (
    (await db.execute(
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows.map((t) => t.name)
  const all: Record<string, string[]> = {}
  for (const table of tables) {
    // A job's state moves on by itself (the source site's queue may run one queued at the
    // backup): the same jobs, each by what it is for.
    const columns =
      table === 'jobs'
        ? sql`json_build_object('id', id, 'kind', kind, 'key', key)`
        : sql`row_to_json(t)`
    const rows = (
      (await db.execute(
        sql`SELECT ${columns}::text AS row FROM ${sql.raw(`"${table}"`)} t ORDER BY 1`,
      )) as unknown as { rows: { row: string }[] }
    ).rows
    all[table] = rows.map((r) => r.row)
  }
  return all
}

beforeAll(async () => {
  sourceDir = tempDir()
  source = await createTestApp({ dataDir: sourceDir })
  const db = source.database.db
  const [course] = await db.insert(courses).values(makeCourse()).returning({ id: courses.id })
  const asha = await createUserWithSession(db, TEST_AUTH_SECRET, { name: 'Asha' })
  const ravi = await createUserWithSession(db, TEST_AUTH_SECRET, { name: 'Ravi' })
  const call = (method: 'POST' | 'PUT', url: string, user: typeof asha, payload?: object) =>
    requestAs(source.app, method, url, user, payload)
  await call('PUT', `/api/me/bookmarks/${course!.id}`, asha)
  await call('PUT', `/api/me/favorites/${course!.id}`, ravi)
  const review = (
    await call('POST', `/api/courses/${course!.id}/reviews`, asha, {
      text: 'Clear and useful',
      rating: 5,
    })
  ).json()
  await call('PUT', `/api/reviews/${review.reviewId}/helpful`, ravi)
  const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#884422' } })
    .png()
    .toBuffer()
  const boundary = '----backup-test'
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const post = (
    await source.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: ravi.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(part('title', 'Notes') + part('body', 'My SSC notes') + part('tags', 'ssc')),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="n.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    })
  ).json()
  image = post.image
  await call('POST', `/api/posts/${post.postId}/vote`, asha, { direction: 'up' })
  await call('POST', `/api/posts/${post.postId}/comments`, asha, { text: 'Thanks!' })
  await source.app.inject({
    method: 'POST',
    url: '/api/subscribe',
    payload: { email: 'reader@example.in' },
  })
  target = await createTestDatabase()
})
afterAll(async () => {
  await source.close()
  await target.close()
})

describe('backing up and restoring a site', () => {
  it('brings every row and every image back into an empty site', async () => {
    const file = path.join(tempDir(), 'site.backup')
    const mediaDir = path.join(sourceDir, 'media')
    const counts = await writeBackup(source.database.db, file, {
      mediaDir: testDatabaseKind === 'pglite' ? mediaDir : undefined,
    })
    expect(counts.users).toBe(2)
    expect(counts.comments).toBe(1)

    const targetMedia = path.join(tempDir(), 'media')
    await restoreBackup(target.db, file, {
      force: false,
      kind: testDatabaseKind,
      mediaDir: targetMedia,
    })
    expect(await everything(target.db)).toEqual(await everything(source.database.db))
    // The image is where the restored site keeps it, byte for byte.
    const name = path.basename(image)
    const restoredBytes =
      testDatabaseKind === 'pglite'
        ? fs.readFileSync(path.join(targetMedia, name))
        : (
            (await target.db.execute(
              sql`SELECT encode(data, 'base64') AS data FROM images WHERE name = ${name}`,
            )) as unknown as { rows: { data: string }[] }
          ).rows.map((r) => Buffer.from(r.data, 'base64'))[0]
    expect(restoredBytes).toEqual((await source.app.inject({ url: image })).rawPayload)
  })

  it('refuses to overwrite a site in use without --force, a file that is not a backup, and a cut one', async () => {
    const file = path.join(tempDir(), 'again.backup')
    await writeBackup(source.database.db, file)
    const options = { force: false, kind: testDatabaseKind, mediaDir: path.join(tempDir(), 'm') }
    // The target now holds the restored accounts.
    await expect(restoreBackup(target.db, file, options)).rejects.toThrow(/--force/)
    await expect(restoreBackup(target.db, file, { ...options, force: true })).resolves.toBeDefined()

    const notBackup = path.join(tempDir(), 'notes.txt')
    fs.writeFileSync(notBackup, 'hello')
    await expect(restoreBackup(target.db, notBackup, { ...options, force: true })).rejects.toThrow(
      BackupError,
    )
    const cut = path.join(tempDir(), 'cut.backup')
    const whole = fs.readFileSync(file)
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)))
    const before = await everything(target.db)
    await expect(restoreBackup(target.db, cut, { ...options, force: true })).rejects.toThrow()
    expect(await everything(target.db)).toEqual(before)
  })
})
