// Uploaded images: decoded with sharp (a real image, not a name or a MIME claim) when the decoder
// names one of the five formats we take, bounded in bytes and pixels, re-encoded to WebP at most
// 1600 px wide with metadata stripped, and named by their content's hash. Where they are kept depends on the database (docs/architecture.md#images):
// - embedded (PGlite): files under DATA_DIR/media, as one machine runs the site;
// - PostgreSQL: the `images` table, so that every instance sharing the database serves every image.
//   Files an embedded site (or an earlier version) left under DATA_DIR/media move in on first start.
import fs, { type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { createHash, randomBytes } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { Metadata } from 'sharp'
import { loadSharp } from './load-sharp'
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_WIDTH } from '../../domain/community-rules'
import type { Db } from '../db/db-type'
import { images, posts } from '../db/schema'

export class ImageRejectedError extends Error {
  constructor(readonly reason: string) {
    super(reason)
    this.name = 'ImageRejectedError'
  }
}

export const MEDIA_NAME_PATTERN = /^[a-f0-9]{64}\.webp$/

/** A stored image on its way out: its size and its bytes. */
export interface StoredImage {
  size: number
  body: Readable
}

export interface ImageStore {
  /** Returns the stored image's name. Throws ImageRejectedError for anything but a usable picture. */
  store(input: Buffer): Promise<string>
  /** The image by its name, or undefined. */
  open(name: string): Promise<StoredImage | undefined>
  /**
   * Deletes those of these images no post shows any more (a deleted post's, a deleted account's):
   * the same picture posted twice is stored once. Gone is fine.
   */
  release(names: (string | null)[]): Promise<void>
}

const UNREADABLE = 'The file is not a picture we can read (JPEG, PNG, WebP, GIF or AVIF).'

/**
 * The formats an upload may be, as the decoder names them (never the file's name or type): the
 * five the refusal names. libvips reads many more (SVG, TIFF, HEIC, ...), each a parser more for a
 * stranger's bytes to reach; AVIF is HEIF with AV1 inside, HEIC (HEVC) is not taken.
 */
function isAcceptedFormat(meta: Metadata): boolean {
  if (meta.format === 'heif') return meta.compression === 'av1'
  return (
    meta.format === 'jpeg' ||
    meta.format === 'png' ||
    meta.format === 'webp' ||
    meta.format === 'gif'
  )
}

/** The picture as it is kept: WebP, at most IMAGE_MAX_WIDTH wide, no metadata; and its name. */
export async function prepareImage(input: Buffer): Promise<{ name: string; data: Buffer }> {
  if (input.length > IMAGE_MAX_BYTES) {
    throw new ImageRejectedError('The image is larger than 5 MB.')
  }
  let data: Buffer
  try {
    const sharp = await loadSharp()
    const image = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    const meta = await image.metadata()
    if (!isAcceptedFormat(meta)) throw new ImageRejectedError(UNREADABLE)
    if (!meta.width || !meta.height) throw new ImageRejectedError('The file is not a picture.')
    if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
      throw new ImageRejectedError('The image is larger than 25 megapixels.')
    }
    data = await image
      .rotate() // apply the camera's orientation before the metadata goes
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error
    const message = String((error as Error).message)
    throw new ImageRejectedError(
      /pixel limit/i.test(message) ? 'The image is larger than 25 megapixels.' : UNREADABLE,
    )
  }
  return { name: `${createHash('sha256').update(data).digest('hex')}.webp`, data }
}

/** Images as files under `mediaDir` (the embedded default). */
export function createFileImageStore(mediaDir: string, db: Db): ImageStore {
  return {
    async store(input) {
      const { name, data } = await prepareImage(input)
      const target = path.join(mediaDir, name)
      await fs.mkdir(mediaDir, { recursive: true })
      try {
        await fs.access(target)
      } catch {
        const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
        await fs.writeFile(temp, data)
        await fs.rename(temp, target)
      }
      return name
    },
    async open(name) {
      if (!MEDIA_NAME_PATTERN.test(name)) return undefined
      const file = path.join(mediaDir, name)
      let handle: FileHandle | undefined
      try {
        handle = await fs.open(file)
        const { size } = await handle.stat()
        // The stream closes the handle when it ends or is destroyed: whoever opens an image reads
        // its body to the end or destroys it (Node deprecates closing a handle on garbage collection).
        return { size, body: handle.createReadStream() }
      } catch {
        await handle?.close()
        return undefined
      }
    },
    async release(names) {
      for (const name of await unusedImages(db, names)) {
        if (MEDIA_NAME_PATTERN.test(name)) await fs.rm(path.join(mediaDir, name), { force: true })
      }
    },
  }
}

/**
 * Images in the database's `images` table (PostgreSQL). An image is read whole (at most 1600 px
 * wide in WebP: a few hundred KB) and streamed to the visitor from memory.
 */
export function createDatabaseImageStore(db: Db): ImageStore {
  return {
    async store(input) {
      const { name, data } = await prepareImage(input)
      await db.insert(images).values({ name, data }).onConflictDoNothing()
      return name
    },
    async open(name) {
      if (!MEDIA_NAME_PATTERN.test(name)) return undefined
      const [row] = await db.select({ data: images.data }).from(images).where(eq(images.name, name))
      return row ? { size: row.data.length, body: Readable.from([row.data]) } : undefined
    },
    async release(names) {
      const unused = await unusedImages(db, names)
      if (unused.length) await db.delete(images).where(inArray(images.name, unused))
    },
  }
}

/**
 * Moves the files an embedded site kept under `mediaDir` into the database, once: the directory is
 * then renamed `<mediaDir>-moved-to-database` (kept, not deleted, until the operator has looked).
 * Returns how many images moved. Safe when several instances start together: an image already in
 * the table is left as it is, and an instance that finds the directory gone has nothing to do.
 */
export async function moveImageFilesIntoDatabase(mediaDir: string, db: Db): Promise<number> {
  let names: string[]
  try {
    names = (await fs.readdir(mediaDir)).filter((name) => MEDIA_NAME_PATTERN.test(name))
  } catch {
    return 0
  }
  for (const name of names) {
    const data = await fs.readFile(path.join(mediaDir, name))
    await db.insert(images).values({ name, data }).onConflictDoNothing()
  }
  for (const target of [
    `${mediaDir}-moved-to-database`,
    `${mediaDir}-moved-to-database-${Date.now()}`,
  ]) {
    try {
      await fs.rename(mediaDir, target)
      break
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      // Another instance moved it first.
      if (code === 'ENOENT') break
      // An earlier move's directory is still there: this one gets a name of its own.
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error
    }
  }
  return names.length
}

/** Of these image names, the ones no post shows any more. */
async function unusedImages(db: Db, names: (string | null)[]): Promise<string[]> {
  const wanted = [...new Set(names.filter((name): name is string => Boolean(name)))]
  if (wanted.length === 0) return []
  const used = await db
    .selectDistinct({ image: posts.image })
    .from(posts)
    .where(inArray(posts.image, wanted))
  const stillUsed = new Set(used.map((u) => u.image))
  return wanted.filter((name) => !stillUsed.has(name))
}

/**
 * The site's image store: files under DATA_DIR/media on the embedded database; on PostgreSQL in the
 * database, so every instance serves them, after moving in what an embedded site left behind.
 */
export async function openImageStore(
  database: { kind: 'pglite' | 'postgres'; db: Db },
  mediaDir: string,
  log: { info: (details: object, message: string) => void },
): Promise<ImageStore> {
  if (database.kind !== 'postgres') return createFileImageStore(mediaDir, database.db)
  const moved = await moveImageFilesIntoDatabase(mediaDir, database.db)
  if (moved) log.info({ moved, from: mediaDir }, 'Uploaded images moved into the database')
  return createDatabaseImageStore(database.db)
}
