import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { siteSecrets } from '../db/schema'
import { createTestDatabase } from '../test/test-database'
import { resolveAuthSecret, resolveSharedAuthSecret } from './auth-secret'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cc-secret-test-'))

describe('the session secret of instances sharing a database', () => {
  it('is one secret, whichever of several instances starting together creates it', async () => {
    await database.db.delete(siteSecrets)
    const secrets = await Promise.all(
      Array.from({ length: 6 }, () => resolveSharedAuthSecret(undefined, tempDir(), database.db)),
    )
    expect(new Set(secrets).size).toBe(1)
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(40)
    // And the same again at the next start.
    expect(await resolveSharedAuthSecret(undefined, tempDir(), database.db)).toBe(secrets[0])
  })

  it('keeps the secret an instance already had in its DATA_DIR, so its visitors stay signed in', async () => {
    await database.db.delete(siteSecrets)
    const dataDir = tempDir()
    const earlier = resolveAuthSecret(undefined, dataDir)
    expect(await resolveSharedAuthSecret(undefined, dataDir, database.db)).toBe(earlier)
    expect(await resolveSharedAuthSecret(undefined, tempDir(), database.db)).toBe(earlier)
  })

  it('is AUTH_SECRET when set, and then nothing is stored', async () => {
    await database.db.delete(siteSecrets)
    expect(await resolveSharedAuthSecret('configured-secret', tempDir(), database.db)).toBe(
      'configured-secret',
    )
    expect(await database.db.select().from(siteSecrets)).toEqual([])
  })
})
