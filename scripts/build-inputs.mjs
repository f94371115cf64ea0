// What the build is made from, and whether dist/ was made from what the tree holds now
// (docs/decisions/048-built-server.md). Plain JavaScript: `npm start` reads it with plain node, also
// on a production install that has no TypeScript tooling.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const STAMP_FILE = path.join(ROOT, 'dist', 'build.json')

/** Everything the build reads: the sources (tests aside), the build's own scripts and settings. */
const INPUTS = [
  'src',
  'drizzle',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build.ts',
  'scripts/build-inputs.mjs',
  'scripts/precompress.ts',
]

const isTest = (name) => /\.test\.tsx?$/.test(name) || name === 'test' || name === '__snapshots__'

function* files(relative) {
  const full = path.join(ROOT, relative)
  let entries
  try {
    entries = fs.readdirSync(full, { withFileTypes: true })
  } catch (error) {
    if (error.code === 'ENOTDIR') {
      yield relative
      return
    }
    if (error.code === 'ENOENT') return
    throw error
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (isTest(entry.name)) continue
    const child = path.join(relative, entry.name)
    if (entry.isDirectory()) yield* files(child)
    else if (entry.isFile()) yield child
  }
}

/** A digest of every input's path and content: the same tree gives the same digest. */
export function sourcesDigest() {
  const hash = crypto.createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(`${file.split(path.sep).join('/')}\0`)
      hash.update(fs.readFileSync(path.join(ROOT, file)))
      hash.update('\0')
    }
  }
  return hash.digest('hex')
}

/**
 * Whether dist/ holds a build of the tree as it is: 'current', 'missing' (never built, or built by an
 * older version of this script), or 'stale' (the sources changed since).
 */
export function buildState() {
  let stamp
  try {
    stamp = JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8'))
  } catch {
    return 'missing'
  }
  if (!fs.existsSync(path.join(ROOT, 'dist', 'server', 'main.js'))) return 'missing'
  return stamp.sources === sourcesDigest() ? 'current' : 'stale'
}
