// The embedded database on its own thread behaves as PGlite does for drizzle and the server:
// parameters, row modes, dates kept as text, transactions that commit or roll back, errors with
// PostgreSQL's codes, and a checkpoint on close that keeps the data.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgliteThread } from './pglite-thread'

let dir: string
let db: PgliteThread

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-pglite-thread-'))
  db = await PgliteThread.open(dir)
  await db.query('CREATE TABLE notes (id int PRIMARY KEY, body text, at timestamptz DEFAULT now())')
})
afterAll(async () => {
  await db.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('PGlite on its own thread', () => {
  it('runs parameterised queries in object and array row modes', async () => {
    await db.query('INSERT INTO notes (id, body) VALUES ($1, $2), ($3, $4)', [1, 'one', 2, 'two'])
    const objects = await db.query<{ id: number; body: string }>(
      'SELECT id, body FROM notes ORDER BY id',
    )
    expect(objects.rows).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ])
    const arrays = await db.query('SELECT id, body FROM notes WHERE id = $1', [2], {
      rowMode: 'array',
    })
    expect(arrays.rows).toEqual([[2, 'two']])
  })

  it('keeps a type as PostgreSQL text when asked to (drizzle parses dates itself)', async () => {
    const keep = (value: string) => value
    const { rows } = await db.query<{ at: unknown }>('SELECT at FROM notes WHERE id = 1', [], {
      parsers: { 1184: keep },
    })
    expect(typeof rows[0]!.at).toBe('string')
    const parsed = await db.query<{ at: unknown }>('SELECT at FROM notes WHERE id = 1')
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date)
  })

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes (id, body) VALUES (3, 'three')")
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes (id, body) VALUES (4, 'four')")
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    const { rows } = await db.query<{ id: number }>('SELECT id FROM notes ORDER BY id')
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3])
  })

  it('makes other queries wait for an open transaction', async () => {
    const order: string[] = []
    let outside: Promise<unknown> = Promise.resolve()
    await db.transaction(async (tx) => {
      await tx.query("UPDATE notes SET body = 'changed' WHERE id = 1")
      outside = db.query<{ body: string }>('SELECT body FROM notes WHERE id = 1').then((r) => {
        order.push(`outside saw ${r.rows[0]!.body}`)
      })
      await new Promise((resolve) => setTimeout(resolve, 50))
      order.push('transaction ends')
    })
    await outside
    expect(order).toEqual(['transaction ends', 'outside saw changed'])
  })

  it("reports PostgreSQL's error code and message", async () => {
    await expect(
      db.query("INSERT INTO notes (id, body) VALUES (1, 'again')"),
    ).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('duplicate key'),
    })
  })

  it('keeps the data across a close and a reopen', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-pglite-thread-'))
    try {
      const first = await PgliteThread.open(other)
      await first.query('CREATE TABLE kept (v text)')
      await first.query("INSERT INTO kept VALUES ('still here')")
      await first.close()
      expect(first.closed).toBe(true)
      await expect(first.query('SELECT 1')).rejects.toThrow('closed')
      const again = await PgliteThread.open(other)
      expect((await again.query<{ v: string }>('SELECT v FROM kept')).rows).toEqual([
        { v: 'still here' },
      ])
      await again.close()
    } finally {
      fs.rmSync(other, { recursive: true, force: true })
    }
  })

  // A job stopped by SIGTERM in the middle of a transaction (its caller waiting on something that
  // never comes) left it open, and the close's checkpoint waited behind it for ever.
  it('closes with a transaction still open, rolling it back', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-pglite-thread-'))
    try {
      const first = await PgliteThread.open(other)
      await first.query('CREATE TABLE kept (v text)')
      await first.query("INSERT INTO kept VALUES ('committed')")
      let inside!: () => void
      const begun = new Promise<void>((resolve) => (inside = resolve))
      const stuck = first.transaction(async (tx) => {
        await tx.query("INSERT INTO kept VALUES ('never committed')")
        inside()
        await new Promise(() => {}) // the caller never comes back
      })
      stuck.catch(() => {})
      await begun
      const closing = first.close().then(() => 'closed')
      const late = new Promise((resolve) => setTimeout(() => resolve('still closing'), 5_000))
      expect(await Promise.race([closing, late])).toBe('closed')
      const again = await PgliteThread.open(other)
      expect((await again.query<{ v: string }>('SELECT v FROM kept')).rows).toEqual([
        { v: 'committed' },
      ])
      await again.close()
    } finally {
      fs.rmSync(other, { recursive: true, force: true })
    }
  })
})
