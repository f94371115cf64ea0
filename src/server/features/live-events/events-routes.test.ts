import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import {
  MAX_REPLAYED_TO_A_PAGE,
  STREAMS_PER_ADDRESS_MESSAGE,
  STREAMS_TOTAL_MESSAGE,
} from './events-routes'

let t: TestApp
let base: string

beforeAll(async () => {
  t = await createTestApp({ heartbeatMs: 50 })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await t.close()
})

/** Opens /api/events and collects the raw text until `until` is satisfied. */
function readStream(until: (text: string) => boolean, onOpen?: () => void, query = '') {
  return new Promise<{ headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.get(`${base}/api/events${query}`, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
        if (until(text)) {
          req.destroy()
          resolve({ headers: res.headers, text })
        }
      })
      onOpen?.()
    })
    req.on('error', reject)
    setTimeout(() => reject(new Error('event stream timed out')), 5000).unref()
  })
}

describe('GET /api/events', () => {
  it('streams server-sent events with a heartbeat', async () => {
    const { headers, text } = await readStream((s) => s.includes(': heartbeat'))
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(headers['cache-control']).toContain('no-cache')
    expect(text).toContain('retry: 3000')
  })

  it('sends each published change to every open stream', async () => {
    const event = { type: 'course.added' as const, courseId: 'c1', courseName: 'Live Course' }
    let opened = 0
    const publishWhenBothOpen = () => {
      if (++opened === 2) setTimeout(() => void t.database.bus.publish(event), 20)
    }
    const hasEvent = (s: string) => s.includes('data: ')
    const [a, b] = await Promise.all([
      readStream(hasEvent, publishWhenBothOpen),
      readStream(hasEvent, publishWhenBothOpen),
    ])
    for (const { text } of [a, b]) {
      const line = text.split('\n').find((l) => l.startsWith('data: '))!
      expect(JSON.parse(line.slice(6))).toEqual(event)
    }
  })

  it("never sends the servers' own session events to browsers", async () => {
    const { text } = await readStream(
      (s) => s.includes('course.updated'),
      () =>
        setTimeout(() => {
          void (async () => {
            await t.database.bus.publish({ type: 'session.changed', userId: 'user-1' })
            await t.database.bus.publish({ type: 'course.updated', courseId: 'c1' })
          })()
        }, 20),
    )
    const data = text.split('\n').filter((l) => l.startsWith('data: '))
    expect(data).toEqual(['data: {"type":"course.updated","courseId":"c1"}'])
  })

  it("sends a course's review events only to streams that asked for that course", async () => {
    const courseA = '11111111-1111-4111-8111-111111111111'
    const courseB = '22222222-2222-4222-8222-222222222222'
    let opened = 0
    const publishWhenAllOpen = () => {
      if (++opened < 3) return
      setTimeout(() => {
        void (async () => {
          await t.database.bus.publish({
            type: 'review.changed',
            courseId: courseB,
            reviewId: 'rb',
          })
          await t.database.bus.publish({
            type: 'review.changed',
            courseId: courseA,
            reviewId: 'ra',
          })
          await t.database.bus.publish({ type: 'course.added', courseId: 'c9', courseName: 'Done' })
        })()
      }, 20)
    }
    const done = (s: string) => s.includes('"c9"')
    const [onA, onB, onNone] = await Promise.all([
      readStream(done, publishWhenAllOpen, `?course=${courseA}`),
      readStream(done, publishWhenAllOpen, `?course=${courseB}`),
      readStream(done, publishWhenAllOpen),
    ])
    expect(onA.text).toContain('"ra"')
    expect(onA.text).not.toContain('"rb"')
    expect(onB.text).toContain('"rb"')
    expect(onB.text).not.toContain('"ra"')
    expect(onNone.text).not.toContain('review.changed')
  })

  it('refuses a malformed course id', async () => {
    const res = await t.app.inject({ url: '/api/events?course=nope' })
    expect(res.statusCode).toBe(400)
  })
})

/** The numbered messages of a stream's text: [id, event]. */
function messagesOf(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => {
      const id = /^id: (\d+)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)![1]!
      return [id === undefined ? undefined : Number(id), JSON.parse(data)] as const
    })
}

/**
 * Opens a stream with request headers, until `count` messages came. `opened` is called when its
 * first bytes arrive: the server listens to the bus before it sends them.
 */
function readMessages(
  count: number,
  path: string,
  headers: Record<string, string> = {},
  opened?: () => void,
) {
  return new Promise<Array<readonly [number | undefined, unknown]>>((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        if (text === '') opened?.()
        text += chunk
        const messages = messagesOf(text)
        if (messages.length >= count) {
          req.destroy()
          resolve(messages)
        }
      })
    })
    req.on('error', reject)
    setTimeout(() => reject(new Error('event stream timed out')), 5000).unref()
  })
}

describe('what a page missed before its stream opened (docs/decisions/044)', () => {
  const updated = (courseId: string) => ({ type: 'course.updated' as const, courseId })

  it('every message carries its number; a stream opened ?since= a number first gets what came after it, in order', async () => {
    const seen = await t.database.bus.publish(updated('seen'))
    const a = await t.database.bus.publish(updated('missed-a'))
    const b = await t.database.bus.publish(updated('missed-b'))
    expect(b).toBeGreaterThan(a)
    const messages = await readMessages(2, `/api/events?since=${seen}`)
    expect(messages).toEqual([
      [a, updated('missed-a')],
      [b, updated('missed-b')],
    ])
  })

  it("the browser's Last-Event-ID (its own reconnection) wins over the page's ?since=", async () => {
    const first = await t.database.bus.publish(updated('one'))
    const second = await t.database.bus.publish(updated('two'))
    const messages = await readMessages(1, `/api/events?since=${first - 1}`, {
      'last-event-id': String(first),
    })
    expect(messages[0]).toEqual([second, updated('two')])
  })

  it('replays only what the stream would have been sent: no session events, reviews of its own course only', async () => {
    const start = t.database.bus.lastId
    await t.database.bus.publish({ type: 'session.changed', userId: 'u1' })
    await t.database.bus.publish({ type: 'review.changed', courseId: 'other', reviewId: 'r0' })
    const own = await t.database.bus.publish({
      type: 'review.changed',
      courseId: '00000000-0000-4000-8000-000000000001',
      reviewId: 'r1',
    })
    const last = await t.database.bus.publish(updated('end'))
    const messages = await readMessages(
      2,
      `/api/events?course=00000000-0000-4000-8000-000000000001&since=${start}`,
    )
    expect(messages).toEqual([
      [
        own,
        {
          type: 'review.changed',
          courseId: '00000000-0000-4000-8000-000000000001',
          reviewId: 'r1',
        },
      ],
      [last, updated('end')],
    ])
  })

  it('events published while the missed ones are read arrive once each, after them', async () => {
    const start = await t.database.bus.publish(updated('start'))
    const missed = await t.database.bus.publish(updated('missed'))
    const reading = readMessages(3, `/api/events?since=${start}`)
    const live = [
      await t.database.bus.publish(updated('live-1')),
      await t.database.bus.publish(updated('live-2')),
    ]
    const messages = await reading
    expect(messages.map(([id]) => id)).toEqual([missed, ...live])
  })

  it('a number older than the log reaches (or not from this log) tells the page to read everything afresh', async () => {
    const messages = await readMessages(1, `/api/events?since=${t.database.bus.lastId + 1000}`)
    expect(messages).toEqual([[t.database.bus.lastId, { type: 'everything.changed' }]])
  })

  it(`a page that missed up to ${MAX_REPLAYED_TO_A_PAGE} events gets them all; one that missed more is told to read afresh`, async () => {
    const publishMany = async (count: number) => {
      let last = 0
      for (let i = 0; i < count; i++) last = await t.database.bus.publish(updated(`many-${i}`))
      return last
    }
    const start = t.database.bus.lastId
    const last = await publishMany(MAX_REPLAYED_TO_A_PAGE)
    const all = await readMessages(MAX_REPLAYED_TO_A_PAGE, `/api/events?since=${start}`)
    expect(all).toHaveLength(MAX_REPLAYED_TO_A_PAGE)
    expect(all.at(-1)![0]).toBe(last)
    const newest = await publishMany(1)
    const afresh = await readMessages(1, `/api/events?since=${start}`)
    expect(afresh).toEqual([[newest, { type: 'everything.changed' }]])
  })

  it('a malformed number is no number: the stream starts with live events only', async () => {
    for (const since of ['-1', '1e3', 'abc', '9'.repeat(40)]) {
      // A live event counts only once the stream listens: published sooner, it is not for it.
      let open!: () => void
      const opened = new Promise<void>((resolve) => (open = resolve))
      const reading = readMessages(
        1,
        `/api/events?since=${encodeURIComponent(since)}`,
        { 'last-event-id': since },
        open,
      )
      await opened
      const id = await t.database.bus.publish(updated(`live-${since.length}`))
      expect(await reading).toEqual([[id, updated(`live-${since.length}`)]])
    }
  })
})

describe('how many event streams are open at once', () => {
  // Behind a trusted proxy each X-Forwarded-For is a client of its own (request.ip).
  const PER_ADDRESS = 3
  const TOTAL = 5
  let capped: TestApp
  let origin: string
  const open: http.ClientRequest[] = []

  beforeAll(async () => {
    capped = await createTestApp({
      heartbeatMs: 50,
      trustProxy: true,
      eventStreams: { perAddress: PER_ADDRESS, total: TOTAL },
    })
    await capped.app.listen({ port: 0, host: '127.0.0.1' })
    origin = `http://127.0.0.1:${(capped.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const req of open) req.destroy()
    await capped.close()
  })

  type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }
  /**
   * Asks for a stream as `client`: a refusal is read whole; an accepted stream is kept open (in
   * `open`) once its first bytes arrive, and `close()` ends it like a closed tab.
   */
  function ask(client: string, query = '') {
    return new Promise<Answer & { req: http.ClientRequest; res: http.IncomingMessage }>(
      (resolve, reject) => {
        const req = http.get(
          `${origin}/api/events${query}`,
          { headers: { 'x-forwarded-for': client }, agent: false },
          (res) => {
            let body = ''
            res.setEncoding('utf8')
            res.on('data', (chunk: string) => {
              body += chunk
              if (res.statusCode === 200) {
                resolve({ status: 200, headers: res.headers, body, req, res })
              }
            })
            res.on('end', () =>
              resolve({ status: res.statusCode!, headers: res.headers, body, req, res }),
            )
          },
        )
        open.push(req)
        req.on('error', reject)
      },
    )
  }
  const refusedWith = (answer: Answer, message: string) => {
    expect(answer.status).toBe(503)
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'unavailable', message } })
  }

  it('refuses a stream past the per-address cap with 503, Retry-After and the error shape; other addresses still get theirs', async () => {
    const mine = []
    for (let i = 0; i < PER_ADDRESS; i++) mine.push(await ask('198.51.100.1'))
    expect(mine.map((a) => a.status)).toEqual(Array(PER_ADDRESS).fill(200))
    refusedWith(await ask('198.51.100.1'), STREAMS_PER_ADDRESS_MESSAGE)
    // In the visitor's language.
    const hindi = await ask('198.51.100.1', '?lang=hi')
    expect(hindi.status).toBe(503)
    expect(JSON.parse(hindi.body).error.message).toBe(
      'आपके नेटवर्क से लाइव अपडेट वाले बहुत ज़्यादा पेज खुले हैं। कुछ टैब बंद करें, या एक मिनट बाद फिर कोशिश करें।',
    )
    expect(hindi.headers.vary).toMatch(/accept-language/)
    const elsewhere = await ask('198.51.100.2')
    expect(elsewhere.status).toBe(200)
    for (const answer of [...mine, elsewhere]) answer.req.destroy()
  })

  it('refuses any address past the total, and a closed stream frees its slot, even one cut off abruptly', async () => {
    // Wait for the streams of the test before to be let go.
    const accepted = async (client: string) => {
      let answer!: Awaited<ReturnType<typeof ask>>
      await vi.waitFor(
        async () => {
          answer = await ask(client)
          if (answer.status !== 200) answer.req.destroy()
          expect(answer.status).toBe(200)
        },
        { timeout: 5000, interval: 50 },
      )
      return answer
    }
    const streams = []
    for (let i = 0; i < TOTAL; i++) streams.push(await accepted(`203.0.113.${i + 1}`))
    refusedWith(await ask('203.0.113.99'), STREAMS_TOTAL_MESSAGE)

    // A tab closed: the stream ends, and its slot is free again.
    streams[0]!.req.destroy()
    streams[0] = await accepted('203.0.113.99')
    // A phone that lost its network: the connection is reset without a goodbye.
    const socket = streams[1]!.req.socket!
    socket.resetAndDestroy()
    streams[1] = await accepted('203.0.113.98')
    refusedWith(await ask('203.0.113.97'), STREAMS_TOTAL_MESSAGE)
    for (const answer of streams) answer.req.destroy()
  })

  it('lets go of a client that stops reading, and its slot with it; reading ones stay', async () => {
    const client = '192.0.2.1'
    const stalled = await ask(client)
    const reading = []
    for (let i = 1; i < PER_ADDRESS; i++) reading.push(await ask(client))
    expect([stalled, ...reading].map((a) => a.status)).toEqual(Array(PER_ADDRESS).fill(200))
    expect((await ask(client)).status).toBe(503)
    const received = reading.map(() => ({ text: '' }))
    reading.forEach((answer, i) =>
      answer.res.on('data', (chunk: string) => (received[i]!.text += chunk)),
    )
    // The browser stops reading: the network's buffers fill, then the server's.
    stalled.res.pause()
    // Events of a realistic size that ask no other work of the server.
    const padding = 'x'.repeat(1000)
    let freed: Awaited<ReturnType<typeof ask>> | undefined
    for (let i = 1; i <= 50_000 && !freed; i++) {
      await capped.database.bus.publish({ type: 'post.changed', postId: `p${i}-${padding}` })
      await new Promise((resolve) => setImmediate(resolve))
      if (i % 1000 === 0) {
        const again = await ask(client)
        if (again.status === 200) freed = again
      }
    }
    // The stalled stream's slot went to a new one; the streams that read were kept.
    expect(freed?.status).toBe(200)
    reading.forEach((answer, i) => {
      expect(answer.res.destroyed).toBe(false)
      expect(received[i]!.text).toContain('"postId":"p1000-')
    })
    for (const answer of [stalled, ...reading, freed!]) answer.req.destroy()
  })
})
