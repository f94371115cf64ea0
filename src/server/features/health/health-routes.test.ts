import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('readiness, for a load balancer', () => {
  it('is ready while the database answers, and not once the instance is stopping', async () => {
    const ready = await t.app.inject({ url: '/api/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
    expect(ready.headers['cache-control']).toBe('no-store')

    t.app.readiness.stopping = true
    const stopping = await t.app.inject({ url: '/api/ready' })
    expect(stopping.statusCode).toBe(503)
    expect(stopping.json()).toEqual({ status: 'stopping' })
    // Alive all the same, for the process supervisor.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200)
    t.app.readiness.stopping = false
  })

  it('is not ready when the database does not answer', async () => {
    const other = await createTestApp()
    await other.database.close()
    const answer = await other.app.inject({ url: '/api/ready' })
    expect(answer.statusCode).toBe(503)
    expect(answer.json()).toEqual({ status: 'database unavailable' })
    await other.app.close()
  })
})
