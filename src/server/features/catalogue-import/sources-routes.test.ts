import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SOURCE_ADDRESS_MESSAGE,
  SOURCE_CATEGORY_MESSAGE,
  SOURCE_FEED_ONE_ADDRESS,
  SOURCE_NOT_FOUND,
  SOURCE_PAUSED,
} from '../../../domain/catalogue-sources'
import type { CatalogueSource } from '../../../domain/schemas/catalogue-sources'
import { jobs } from '../../db/schema'
import { createAdminTestApp, requestAs, type TestApp } from '../../test/test-app'
import type { TestUser } from '../../test/users'
import { SOURCE_JOB } from './catalogue-sources'

let t: TestApp
let admin: TestUser
let member: TestUser
beforeAll(async () => {
  ;({ t, admin, member } = await createAdminTestApp())
})
afterAll(async () => {
  await t.close()
})

const feed = {
  name: 'Udemy IT feed',
  kind: 'feed',
  addresses: ['https://feeds.example.in/udemy.jsonl'],
  platform: 'udemy',
  category: '',
  intervalMinutes: 1440,
}
const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user?: TestUser,
  body?: object,
  key?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(user && { cookie: user.cookie }),
      ...(key && { 'idempotency-key': key }),
    },
    ...(body && { payload: body }),
  })
const sourceJobs = async () =>
  (await t.database.db.select().from(jobs)).filter((job) => job.kind === SOURCE_JOB)
/** The jobs 'refresh now' added (the schedule adds its own each minute, in the background). */
const refreshJobs = async () => (await sourceJobs()).filter((job) => job.key.includes(':now:'))

describe('/api/admin/sources', () => {
  it('is for administrators only', async () => {
    expect((await requestAs(t.app, 'GET', '/api/admin/sources')).statusCode).toBe(401)
    expect((await requestAs(t.app, 'GET', '/api/admin/sources', member)).statusCode).toBe(403)
    expect((await send('POST', '/api/admin/sources', member, feed)).statusCode).toBe(403)
    expect((await requestAs(t.app, 'GET', '/api/admin/sources', admin)).json()).toEqual({
      sources: [],
    })
  })

  it('adds a source once however often the form is sent, with its first run queued', async () => {
    const key = 'a8f3c1d2-0000-4000-8000-000000000001'
    const first = await send('POST', '/api/admin/sources', admin, feed, key)
    const again = await send('POST', '/api/admin/sources', admin, feed, key)
    expect(first.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    const source = first.json() as CatalogueSource
    expect(source).toMatchObject({ ...feed, enabled: true, failing: false, runs: [] })
    expect(Date.parse(source.nextRunAt!)).toBeGreaterThan(Date.now())
    const listed = (await requestAs(t.app, 'GET', '/api/admin/sources', admin)).json()
    expect(listed.sources).toHaveLength(1)
    expect(await sourceJobs()).toHaveLength(1)
    const [entry] = (await requestAs(t.app, 'GET', '/api/admin/audit', admin)).json()
    expect(entry).toMatchObject({ action: 'add', targetType: 'source', targetId: source.id })
  })

  it("answers each wrong field with the form's message", async () => {
    const res = await send('POST', '/api/admin/sources', admin, {
      ...feed,
      addresses: ['https://a.example.in/1', 'file:///etc/passwd'],
      intervalMinutes: 5,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toMatchObject({
      addresses: SOURCE_ADDRESS_MESSAGE,
      intervalMinutes: expect.any(String),
    })
    const two = await send('POST', '/api/admin/sources', admin, {
      ...feed,
      addresses: ['https://a.example.in/1', 'https://a.example.in/2'],
    })
    expect(two.json().error.fields).toEqual({ addresses: SOURCE_FEED_ONE_ADDRESS })
    const pages = await send('POST', '/api/admin/sources', admin, { ...feed, kind: 'pages' })
    expect(pages.json().error.fields).toEqual({ category: SOURCE_CATEGORY_MESSAGE })
    const hostile = await send('POST', '/api/admin/sources', admin, { ...feed, name: 'a\u0000b' })
    expect(hostile.statusCode).toBe(400)
    const huge = await send('POST', '/api/admin/sources', admin, {
      ...feed,
      kind: 'pages',
      category: 'devops',
      addresses: Array.from({ length: 5000 }, (_, i) => `https://a.example.in/${i}`),
    })
    expect(huge.statusCode).toBe(400)
  })

  it('edits, pauses and resumes a source; a paused source is not refreshed', async () => {
    const created = (
      await send('POST', '/api/admin/sources', admin, { ...feed, name: 'Edit me' })
    ).json() as CatalogueSource
    const url = `/api/admin/sources/${created.id}`
    const edited = await send('PATCH', url, admin, {
      source: { ...feed, name: 'Edited', intervalMinutes: 60 },
    })
    expect(edited.json()).toMatchObject({ name: 'Edited', intervalMinutes: 60 })
    const paused = await send('PATCH', url, admin, { enabled: false })
    expect(paused.json()).toMatchObject({ enabled: false, nextRunAt: null })
    const refused = await send('POST', `${url}/refresh`, admin)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(SOURCE_PAUSED)
    expect((await send('PATCH', url, admin, { enabled: true })).json().enabled).toBe(true)
    expect((await send('PATCH', url, member, { enabled: false })).statusCode).toBe(403)
    // A change of nothing is no change, and no line in the audit log.
    expect((await send('PATCH', url, admin, {})).statusCode).toBe(400)
  })

  it('refreshes now once until that run has started, however often it is asked', async () => {
    const created = (
      await send('POST', '/api/admin/sources', admin, { ...feed, name: 'Now' })
    ).json() as CatalogueSource
    const before = (await refreshJobs()).length
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', `/api/admin/sources/${created.id}/refresh`, admin),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202])
    expect(answers.filter((a) => a.json().queued)).toHaveLength(1)
    expect((await refreshJobs()).length).toBe(before + 1)
  })

  it('deletes a source, and answers 404 for one that is not there', async () => {
    const created = (
      await send('POST', '/api/admin/sources', admin, { ...feed, name: 'Gone' })
    ).json() as CatalogueSource
    const url = `/api/admin/sources/${created.id}`
    expect((await send('DELETE', url, member)).statusCode).toBe(403)
    expect((await send('DELETE', url, admin)).statusCode).toBe(204)
    const missing = await send('DELETE', url, admin)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe(SOURCE_NOT_FOUND)
    expect((await send('POST', `${url}/refresh`, admin)).statusCode).toBe(404)
    expect((await send('PATCH', url, admin, { enabled: false })).statusCode).toBe(404)
    expect((await send('DELETE', '/api/admin/sources/not-a-uuid', admin)).statusCode).toBe(400)
  })
})
