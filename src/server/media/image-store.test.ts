import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { posts } from '../db/schema'
import { createTestDatabase } from '../test/test-database'
import { createUserWithSession } from '../test/users'
import { createTestApp, TEST_AUTH_SECRET } from '../test/test-app'
import {
  createDatabaseImageStore,
  createFileImageStore,
  moveImageFilesIntoDatabase,
  type ImageStore,
} from './image-store'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

const picture = (background: string) =>
  sharp({ create: { width: 20, height: 10, channels: 3, background } })
    .png()
    .toBuffer()
const bytesOf = async (store: ImageStore, name: string) => {
  const image = await store.open(name)
  if (!image) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of image.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
// Its size, with the body destroyed (which closes a file's handle).
const sizeOf = async (store: ImageStore, name: string) => {
  const image = await store.open(name)
  image?.body.destroy()
  return image?.size
}
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cc-media-test-'))

describe.each([
  [
    'files under DATA_DIR/media',
    () => createFileImageStore(path.join(tempDir(), 'media'), database.db),
  ],
  ['the database', () => createDatabaseImageStore(database.db)],
])('images kept in %s', (_where, makeStore) => {
  it('stores a picture once under its hash and gives the same bytes back', async () => {
    const store = makeStore()
    const name = await store.store(await picture('#123456'))
    expect(name).toMatch(/^[a-f0-9]{64}\.webp$/)
    expect(await store.store(await picture('#123456'))).toBe(name)
    const bytes = await bytesOf(store, name)
    expect((await sharp(bytes).metadata()).format).toBe('webp')
    expect(await sizeOf(store, name)).toBe(bytes!.length)
    expect(await store.open(`${'0'.repeat(64)}.webp`)).toBeUndefined()
    expect(await store.open('../../etc/passwd')).toBeUndefined()
  })

  it('releases only images no post shows', async () => {
    const store = makeStore()
    const shown = await store.store(await picture('#aa0000'))
    const orphan = await store.store(await picture('#00aa00'))
    const user = await createUserWithSession(database.db, TEST_AUTH_SECRET, {})
    await database.db
      .insert(posts)
      .values({ userId: user.id, title: 'T', body: 'B', tags: ['x'], image: shown })
    await store.release([shown, orphan, null])
    expect(await sizeOf(store, shown)).toBeGreaterThan(0)
    expect(await store.open(orphan)).toBeUndefined()
  })
})

describe('moving an embedded site’s images into the database', () => {
  it('moves every file in once and keeps the directory aside', async () => {
    const dataDir = tempDir()
    const mediaDir = path.join(dataDir, 'media')
    const local = createFileImageStore(mediaDir, database.db)
    const names = [
      await local.store(await picture('#0000aa')),
      await local.store(await picture('#aaaa00')),
    ]
    fs.writeFileSync(path.join(mediaDir, 'notes.txt'), 'not an image')

    expect(await moveImageFilesIntoDatabase(mediaDir, database.db)).toBe(2)
    const inDatabase = createDatabaseImageStore(database.db)
    for (const name of names) {
      expect(await bytesOf(inDatabase, name)).toEqual(
        fs.readFileSync(path.join(`${mediaDir}-moved-to-database`, name)),
      )
    }
    expect(fs.existsSync(mediaDir)).toBe(false)
    expect(
      await text(fs.createReadStream(path.join(`${mediaDir}-moved-to-database`, 'notes.txt'))),
    ).toBe('not an image')
    // A second start finds nothing left to move.
    expect(await moveImageFilesIntoDatabase(mediaDir, database.db)).toBe(0)
  })
})

describe('starting the site', () => {
  it('serves the images an earlier start left under DATA_DIR/media, whichever the database', async () => {
    const dataDir = tempDir()
    const earlier = createFileImageStore(path.join(dataDir, 'media'), database.db)
    const name = await earlier.store(await picture('#aa00aa'))
    const bytes = fs.readFileSync(path.join(dataDir, 'media', name))
    const t = await createTestApp({ dataDir })
    try {
      const served = await t.app.inject({ url: `/media/${name}` })
      expect(served.statusCode).toBe(200)
      expect(served.rawPayload).toEqual(bytes)
    } finally {
      await t.close()
    }
  })
})
