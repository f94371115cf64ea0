// Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the
// client build, once, at build time; the server sends them as they are (@fastify/static's
// preCompressed) instead of compressing each response on the fly at a low quality. Run by
// `npm run build` (scripts/build.ts).
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/
const MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

/** Writes the copies for every file under `dir`; returns the bytes before and after brotli. */
export function precompress(dir: string): { before: number; after: number } {
  let before = 0
  let after = 0
  for (const file of files(dir)) {
    const raw = fs.readFileSync(file)
    if (raw.length < MIN_BYTES) continue
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    })
    fs.writeFileSync(`${file}.br`, br)
    fs.writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }))
    before += raw.length
    after += br.length
  }
  return { before, after }
}
