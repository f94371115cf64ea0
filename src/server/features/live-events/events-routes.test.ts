import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'

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
