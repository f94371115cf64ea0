// Uploaded images: decoded with sharp (a real image, not a name or a MIME claim), bounded in bytes
// and pixels, re-encoded to WebP at most 1600 px wide with metadata stripped, and stored under
// DATA_DIR/media by content hash.
import fs from 'node:fs/promises'
import path from 'node:path'
import { createHash, randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_WIDTH } from '../../domain/community-rules'

export class ImageRejectedError extends Error {
  constructor(readonly reason: string) {
    super(reason)
    this.name = 'ImageRejectedError'
  }
}

export const MEDIA_NAME_PATTERN = /^[a-f0-9]{64}\.webp$/

export function createImageStore(mediaDir: string) {
  return {
    dir: mediaDir,
    /** Returns the stored file's name. Throws ImageRejectedError for anything but a usable picture. */
    async store(input: Buffer): Promise<string> {
      if (input.length > IMAGE_MAX_BYTES) {
        throw new ImageRejectedError('The image is larger than 5 MB.')
      }
      let output: Buffer
      try {
        const image = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
        const meta = await image.metadata()
        if (!meta.width || !meta.height) throw new ImageRejectedError('The file is not a picture.')
        if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
          throw new ImageRejectedError('The image is larger than 25 megapixels.')
        }
        output = await image
          .rotate() // apply the camera's orientation before the metadata goes
          .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer()
      } catch (error) {
        if (error instanceof ImageRejectedError) throw error
        const message = String((error as Error).message)
        throw new ImageRejectedError(
          /pixel limit/i.test(message)
            ? 'The image is larger than 25 megapixels.'
            : 'The file is not a picture we can read (JPEG, PNG, WebP, GIF or AVIF).',
        )
      }
      const name = `${createHash('sha256').update(output).digest('hex')}.webp`
      const target = path.join(mediaDir, name)
      await fs.mkdir(mediaDir, { recursive: true })
      try {
        await fs.access(target)
      } catch {
        const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
        await fs.writeFile(temp, output)
        await fs.rename(temp, target)
      }
      return name
    },
    /** Deletes a stored file (a deleted account's picture no post uses any more); gone is fine. */
    async remove(name: string): Promise<void> {
      if (!MEDIA_NAME_PATTERN.test(name)) return
      await fs.rm(path.join(mediaDir, name), { force: true })
    },
  }
}
export type ImageStore = ReturnType<typeof createImageStore>
