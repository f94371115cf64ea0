// Every table has one owner, and the owners' sections make the whole export
// (src/server/member-data/member-data.ts): a table added without saying who answers for it, or
// what of it a member gets in "Download my data", fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import * as schema from './db/schema'
import type { Database } from './db/database'
import { accountExportSchema } from '../domain/schemas/account'
import { MEMBER_DATA } from './members'
import { createTestDatabase } from './test/test-database'
import { createUserWithSession } from './test/users'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

describe('what the site keeps, and who answers for it', () => {
  it('gives every table of the schema exactly one owner', () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
    const owners = new Map<string, string[]>()
    for (const part of MEMBER_DATA) {
      for (const table of part.tables) {
        const name = getTableName(table)
        owners.set(name, [...(owners.get(name) ?? []), part.owner])
      }
    }
    expect(tables.filter((name) => !owners.has(name))).toEqual([])
    expect([...owners].filter(([, by]) => by.length > 1)).toEqual([])
    expect([...owners.keys()].filter((name) => !tables.includes(name))).toEqual([])
  })

  it("says, for every part that exports a member's data, how a deleted account forgets it or why it stays", () => {
    const unsaid = MEMBER_DATA.filter(
      (part) => part.export && !part.forget === !part.keptAfterDeletion,
    ).map((part) => part.owner)
    expect(unsaid).toEqual([])
  })

  it("makes a member's whole export from its owners' sections, each section from one owner", async () => {
    const member = await createUserWithSession(database.db, 'secret', { password: null })
    const given = new Map<string, string[]>()
    for (const part of MEMBER_DATA) {
      const sections = (await part.export?.(database.db, member)) ?? {}
      for (const key of Object.keys(sections)) {
        given.set(key, [...(given.get(key) ?? []), part.owner])
      }
    }
    const wanted = Object.keys(accountExportSchema.shape).filter(
      (key) => !['site', 'exportedAt', 'account'].includes(key),
    )
    expect([...given.keys()].sort()).toEqual(wanted.sort())
    expect([...given].filter(([, by]) => by.length > 1)).toEqual([])
  })
})
