// The secret that signs sessions (docs/deploy.md#what-every-instance-shares):
// - AUTH_SECRET when set (the same on every instance);
// - else, on the embedded database, one generated once into DATA_DIR/auth-secret;
// - else, on PostgreSQL, one kept in the database's site_secrets table, created by whichever
//   instance starts first, so instances sharing the database accept each other's sessions. A site
//   that ran on PostgreSQL with a DATA_DIR secret before keeps it: that secret is the one stored.
// Rotating it (README "Configuration") signs everyone out.
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/db-type'
import { siteSecrets } from '../db/schema'

const newSecret = () => randomBytes(32).toString('base64url')

function readSecretFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return undefined
  }
}

/** AUTH_SECRET, or the one in DATA_DIR (written there on first use). */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const file = path.join(dataDir, 'auth-secret')
  const existing = readSecretFile(file)
  if (existing) return existing
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = newSecret()
  try {
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
    return secret
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecretFile(file)!
    throw error
  }
}

export const AUTH_SECRET_NAME = 'auth'

/**
 * AUTH_SECRET, or the secret every instance on this database uses. Race-free: each starting
 * instance offers one (its DATA_DIR's if it has one, else a new one), the first insert wins, and
 * every instance reads back the winner.
 */
export async function resolveSharedAuthSecret(
  configured: string | undefined,
  dataDir: string,
  db: Db,
): Promise<string> {
  if (configured) return configured
  const offered = readSecretFile(path.join(dataDir, 'auth-secret')) ?? newSecret()
  await db
    .insert(siteSecrets)
    .values({ name: AUTH_SECRET_NAME, value: offered })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: siteSecrets.value })
    .from(siteSecrets)
    .where(eq(siteSecrets.name, AUTH_SECRET_NAME))
  return row!.value
}
