// The post workflows on their own (post-writes.ts): what a route cannot easily make happen.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Profile } from '../../../domain/schemas/account'
import type { LiveEvent } from '../../../domain/events'
import { users } from '../../db/schema'
import { createThrottleRepository } from '../../http/throttle'
import { createFileImageStore } from '../../media/image-store'
import { createTestApp, requestAs, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app'
import { createUserWithSession } from '../../test/users'
import { createPostWrites } from './post-writes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3355' } })
    .png()
    .toBuffer()

describe('writing a post', () => {
  it('keeps no picture for a post that could not be written (its author went meanwhile)', async () => {
    const db = t.database.db
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-post-writes-'))
    const images = createFileImageStore(mediaDir, db)
    const writes = createPostWrites({
      db,
      images,
      throttle: createThrottleRepository(db),
      bus: t.database.bus,
    })
    const author = await createUserWithSession(db, TEST_AUTH_SECRET, {})
    const creation = writes.creation(
      { id: author.id } as Profile,
      { title: 'Mine', body: 'B', tags: ['pics'] },
      await picture(),
    )
    const stored = await creation.prepare!()
    expect(stored).toMatch(/^[a-f0-9]{64}\.webp$/)
    expect(fs.readdirSync(mediaDir)).toEqual([stored])

    // The account is deleted between the upload and the write.
    await db.delete(users).where(eq(users.id, author.id))
    await expect(creation.write(db, stored)).rejects.toThrow()
    expect(fs.readdirSync(mediaDir)).toEqual([])
  })
})

describe('deleting a post', () => {
  it('sent twice at once, deletes and announces it once', async () => {
    const author = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {})
    const created = await requestAs(t.app, 'POST', '/api/posts', author, {
      title: 'Twice',
      body: 'B',
      tags: 'twice',
    })
    expect(created.statusCode).toBe(201)
    const { postId } = created.json<{ postId: string }>()
    const seen: LiveEvent[] = []
    const unsubscribe = t.database.bus.subscribe((event) => seen.push(event))
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => requestAs(t.app, 'DELETE', `/api/posts/${postId}`, author)),
    )
    unsubscribe()
    for (const answer of answers) expect([204, 404]).toContain(answer.statusCode)
    expect(answers.some((answer) => answer.statusCode === 204)).toBe(true)
    expect(seen.filter((e) => e.type === 'post.removed')).toHaveLength(1)
    const after = await requestAs(t.app, 'GET', `/api/posts/${postId}`)
    expect(after.statusCode).toBe(404)
  })
})
