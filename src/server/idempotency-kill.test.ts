// The real server process killed with SIGKILL while clients write, again and again (issue 29,
// docs/decisions/045-idempotent-writes.md): a few clients send contact messages, each with its own
// Idempotency-Key, as fast as they are answered; the server is killed mid-load and started again on
// the same data; each client sends every request it got no answer to again, with the same key and
// content. A request in flight at the kill may have been written or not; so that the case "written,
// but the answer never arrived" happens in every cycle, not only when a kill falls between a commit
// and its answer, the clients also drop one answer in five as if the network had lost it, and send
// that request again after the next restart: it must get the first answer back. At the end: every
// write a client saw acknowledged is stored, and no write is stored twice, however many times it
// was sent. On the database the suite runs on: the embedded one (DATA_DIR) by default, PostgreSQL
// with TEST_DATABASE_URL.
//
// KILL_CYCLES sets how many kills. By default the 20 on PostgreSQL (a start of the server
// takes 3 to 4 seconds: about 75 seconds in all on two busy cores), 5 on the embedded database, where
// a start takes 6 to 10 seconds (WASM PostgreSQL opening its files): KILL_CYCLES=20 runs 20 there in
// about 3 minutes.
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { CONTACT_SENT } from '../domain/site'
import { createPglite } from './db/database'
import { randomGenerator } from './test/course-factory'
import { onPostgresServer } from './test/scratch-postgres'
import { startServerProcess, type ServerProcess } from './test/server-process'
import { testDatabaseKind } from './test/test-database'

const CYCLES = Number(process.env.KILL_CYCLES ?? (testDatabaseKind === 'pglite' ? 5 : 20))
const CLIENTS = 4
/** How long the clients write before the kill, at random in this range (milliseconds). */
const LOAD_MS = [300, 1200] as const

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-kill-'))
const serverUrl = process.env.TEST_DATABASE_URL
const databaseName = `cc_kill_${randomBytes(6).toString('hex')}`
const databaseUrl = (() => {
  if (!serverUrl) return ''
  const url = new URL(serverUrl)
  url.pathname = `/${databaseName}`
  return url.toString()
})()
let server: ServerProcess | undefined

afterAll(async () => {
  server?.child.kill('SIGKILL')
  await server?.exited
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (serverUrl) await onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName}`)
})

function start() {
  server = startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'kill-test-secret-that-is-long-enough-0123456789',
    // Each write comes from its own address (X-Forwarded-For), so that the contact form's 5 a
    // minute per address never refuses one, and its key is scoped to that address.
    TRUST_PROXY: 'true',
  })
  return server.listening
}

interface Write {
  key: string
  from: string
  message: string
  /** How many times it was sent. */
  sent: number
  /** A 201 the client dropped, as if lost on the way: it sends the request again after a restart. */
  dropped?: boolean
  /** Its last answer repeated the first (Idempotent-Replayed). */
  replayed?: boolean
}

/** One client's writes: those answered 201, and those sent with no answer yet. */
interface Client {
  id: number
  made: number
  acknowledged: Write[]
  unanswered: Write[]
  /** Answers dropped in this run of the server, sent again after the next restart. */
  dropped: Write[]
  /** Anything but 201 or a lost connection: the test fails on these. */
  unexpected: string[]
}

const newWrite = (client: Client): Write => {
  const n = client.made++
  return {
    key: randomUUID(),
    from: `10.${client.id}.${(n >> 8) & 255}.${n & 255}`,
    message: `Kill test: client ${client.id}, write ${n}`,
    sent: 0,
  }
}

/** Sends `write`; true when it was answered 201 (the first answer or its replay). */
async function send(base: string, client: Client, write: Write): Promise<boolean> {
  write.sent++
  let res: Response
  try {
    res = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': write.key,
        'x-forwarded-for': write.from,
      },
      body: JSON.stringify({ name: 'Asha', email: 'asha@example.in', message: write.message }),
    })
  } catch {
    return false // the server was killed with the request in flight, or before it
  }
  const body = await res.text().catch(() => undefined)
  if (body === undefined) return false
  if (res.status !== 201 || !body.includes(CONTACT_SENT)) {
    client.unexpected.push(`${res.status} ${body.slice(0, 200)}`)
    return false
  }
  write.replayed = res.headers.get('idempotent-replayed') === 'true'
  return true
}

/**
 * The client's loop while the server at `base` runs: first what is still unanswered, oldest first,
 * then new writes (dropping the answers `drop` picks), until a request gets no answer (the server
 * is gone) or, without `endless`, nothing is left unanswered.
 */
async function run(base: string, client: Client, endless: boolean, drop = () => false) {
  for (;;) {
    const retry = client.unanswered.length > 0
    if (!retry && !endless) return
    const write = retry ? client.unanswered.shift()! : newWrite(client)
    if (!(await send(base, client, write))) {
      client.unanswered.unshift(write)
      return
    }
    if (!retry && drop()) {
      write.dropped = true
      client.dropped.push(write)
    } else client.acknowledged.push(write)
  }
}

/** At a restart: the answers dropped before it are asked for again; how many requests that is. */
const toSendAgain = (clients: Client[]) =>
  clients.reduce((n, client) => {
    client.unanswered.push(...client.dropped.splice(0))
    return n + client.unanswered.length
  }, 0)

/** The contact messages stored, read straight from the database once the server has stopped. */
async function storedMessages(): Promise<string[]> {
  const query = `SELECT message FROM contact_messages WHERE message LIKE 'Kill test:%'`
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query<{ message: string }>(query)).rows.map((r) => r.message)
    } finally {
      await client.end()
    }
  }
  const db = await createPglite({ dataDir: path.join(dataDir, 'pglite') })
  try {
    return (await db.query<{ message: string }>(query)).rows.map((r) => r.message)
  } finally {
    await db.close()
  }
}

describe(`the server killed with SIGKILL under write load (${testDatabaseKind})`, () => {
  it(
    `${CYCLES} times: every acknowledged write is stored, none twice, retries across the restart included`,
    async () => {
      if (serverUrl) await onPostgresServer(serverUrl, `CREATE DATABASE ${databaseName}`)
      const random = randomGenerator(29)
      const clients: Client[] = Array.from({ length: CLIENTS }, (_, id) => ({
        id,
        made: 0,
        acknowledged: [],
        unanswered: [],
        dropped: [],
        unexpected: [],
      }))
      let retriedAcrossRestart = 0
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        retriedAcrossRestart += toSendAgain(clients)
        const base = await start()
        const loads = clients.map((client) => run(base, client, true, () => random() < 0.2))
        const [min, max] = LOAD_MS
        await new Promise((resolve) => setTimeout(resolve, min + random() * (max - min)))
        server!.child.kill('SIGKILL')
        await server!.exited
        await Promise.all(loads)
      }
      // A last start, without a kill: what is still unanswered is sent until it is answered.
      retriedAcrossRestart += toSendAgain(clients)
      const base = await start()
      await Promise.all(clients.map((client) => run(base, client, false)))
      server!.child.kill('SIGTERM')
      expect(await server!.exited).toBe(0)

      expect(clients.flatMap((c) => c.unexpected)).toEqual([])
      expect(clients.flatMap((c) => c.unanswered)).toEqual([])
      const writes = clients.flatMap((c) => c.acknowledged)
      const stored = await storedMessages()
      const times = new Map<string, number>()
      for (const message of stored) times.set(message, (times.get(message) ?? 0) + 1)
      const lost = writes.filter((w) => !times.has(w.message)).map((w) => w.message)
      const twice = [...times].filter(([, n]) => n > 1).map(([message]) => message)
      expect(lost).toEqual([])
      expect(twice).toEqual([])
      expect(stored.length).toBe(writes.length)
      // Written before the kill, its answer lost: sent again after the restart, the first answer.
      const dropped = writes.filter((w) => w.dropped)
      expect(dropped.length).toBeGreaterThan(0)
      expect(dropped.filter((w) => !w.replayed).map((w) => w.message)).toEqual([])
      const cut = writes.filter((w) => !w.dropped && w.sent > 1)
      console.warn(
        `${CYCLES} kills on ${testDatabaseKind}: ${writes.length} writes acknowledged; ` +
          `${retriedAcrossRestart} requests sent again after a restart, for ${dropped.length} ` +
          `writes whose answer was dropped (each answered the first answer again) and ` +
          `${cut.length} cut by a kill (${cut.filter((w) => w.replayed).length} of them had been ` +
          `written)`,
      )
    },
    60_000 + CYCLES * 15_000,
  )
})
