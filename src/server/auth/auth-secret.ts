// AUTH_SECRET, or a secret generated once into DATA_DIR so that the embedded default needs no setup.
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const file = path.join(dataDir, 'auth-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  try {
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
    return secret
  } catch (error) {
    // Another instance wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return fs.readFileSync(file, 'utf8').trim()
    throw error
  }
}
