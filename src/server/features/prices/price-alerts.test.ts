// Price alerts end to end (docs/product.md#price-alerts): the member's routes, the mails at a real
// SMTP server (src/server/test/smtp-catcher.ts), the one-click stop links, the export and deletion.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ALERT_COURSE_FREE,
  ALERT_LINK_INVALID,
  ALERT_NOT_FOUND,
  ALERT_TARGET_NOT_BELOW,
  ALERTS_STOPPED,
  ALERT_STOPPED,
} from '../../../domain/price-alerts'
import type { Course } from '../../../domain/schemas/course'
import { priceAlerts } from '../../db/schema'
import { createJobQueue } from '../../jobs/job-queue'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { catcherMailer, startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher'
import { createAdminTestApp, requestAs, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app'
import { createUserWithSession, type TestUser } from '../../test/users'
import { alertStopTokens, createPriceAlertMails, type PriceAlertMails } from './price-alert-mails'

let smtp: SmtpCatcher
let t: TestApp
let admin: TestUser
let asha: TestUser
let ravi: TestUser
let unconfirmed: TestUser
let docker: Course
let kotlin: Course
let free: Course
let alertMails: PriceAlertMails
const SITE = 'https://courses.example.in'

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  ;({ t, admin } = await createAdminTestApp())
  const db = t.database.db
  asha = await createUserWithSession(db, TEST_AUTH_SECRET, {
    email: 'asha@example.in',
    name: 'Asha',
  })
  ravi = await createUserWithSession(db, TEST_AUTH_SECRET, {
    email: 'ravi@example.in',
    name: 'Ravi',
  })
  unconfirmed = await createUserWithSession(db, TEST_AUTH_SECRET, {
    email: 'new@example.in',
    emailVerified: false,
  })
  const added = await insertCourses(t.database, [
    makeCourse({ courseName: 'Docker Alerts', price: 3099, officialUrl: 'https://a.example.in/d' }),
    makeCourse({ courseName: 'Kotlin Alerts', price: 1999, officialUrl: 'https://a.example.in/k' }),
    makeCourse({ courseName: 'Free Alerts', price: null, officialUrl: 'https://a.example.in/f' }),
  ])
  ;[docker, kotlin, free] = added as [Course, Course, Course]
  const quiet = { warn: () => {}, info: () => {}, error: () => {} }
  alertMails = createPriceAlertMails({
    db,
    jobs: createJobQueue({ db, log: quiet }),
    mailer: catcherMailer(smtp, SITE),
    secret: TEST_AUTH_SECRET,
    siteUrl: SITE,
    log: quiet,
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})
beforeEach(async () => {
  await t.database.db.delete(priceAlerts)
  smtp.mails.length = 0
})

const setAlert = (user: TestUser | undefined, course: Course, target: unknown) =>
  requestAs(t.app, 'PUT', `/api/courses/${course.courseId}/price-alert`, user, { target })
const setPrice = (course: Course, price: number | null) =>
  requestAs(t.app, 'PATCH', `/api/admin/courses/${course.courseId}`, admin, { price })
const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/price-alerts/stop?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  })

describe('price alerts', () => {
  it('are set, changed and removed by their member, checked against the price now', async () => {
    expect((await setAlert(undefined, docker, 999)).statusCode).toBe(401)
    const set = await setAlert(asha, docker, 999)
    expect(set.statusCode).toBe(200)
    expect(set.json()).toMatchObject({ courseId: docker.courseId, target: 999, price: 3099 })
    expect((await setAlert(asha, docker, 1499)).json().target).toBe(1499)
    const above = await setAlert(asha, docker, 3099)
    expect(above.statusCode).toBe(400)
    expect(above.json().error.fields).toEqual({ target: ALERT_TARGET_NOT_BELOW })
    expect((await setAlert(asha, free, 10)).json().error.message).toBe(ALERT_COURSE_FREE)
    for (const target of [0, 1.5, -3, '499', 1e12, null]) {
      expect((await setAlert(asha, docker, target)).statusCode).toBe(400)
    }
    const unknown = '00000000-0000-4000-8000-00000000dead'
    const missing = await requestAs(t.app, 'PUT', `/api/courses/${unknown}/price-alert`, asha, {
      target: 10,
    })
    expect(missing.statusCode).toBe(404)
    const mine = (await requestAs(t.app, 'GET', '/api/me/price-alerts', asha)).json().alerts
    expect(mine).toHaveLength(1)
    // Nobody else sees or removes it.
    expect((await requestAs(t.app, 'GET', '/api/me/price-alerts', ravi)).json().alerts).toEqual([])
    const url = `/api/courses/${docker.courseId}/price-alert`
    expect((await requestAs(t.app, 'DELETE', url, ravi)).json().error.message).toBe(ALERT_NOT_FOUND)
    expect((await requestAs(t.app, 'DELETE', url, asha)).statusCode).toBe(204)
    expect((await requestAs(t.app, 'DELETE', url, asha)).statusCode).toBe(404)
  })

  it('mail each confirmed member once when the price reaches their target, at most once a week', async () => {
    await setAlert(asha, docker, 999)
    await setAlert(ravi, docker, 499)
    await setAlert(unconfirmed, docker, 999)
    await setAlert(asha, kotlin, 999)
    expect(await alertMails.sendDue()).toBe(0)
    await setPrice(docker, 899)
    // Two instances looking at once: each alert is mailed once.
    const sent = await Promise.all([alertMails.sendDue(), alertMails.sendDue()])
    expect(sent[0]! + sent[1]!).toBe(1)
    await smtp.waitFor((mail) => mail.to === 'asha@example.in')
    expect(smtp.mails.map((mail) => mail.to)).toEqual(['asha@example.in'])
    const [mail] = smtp.mails
    expect(mail!.subject).toBe('Price alert: Docker Alerts is now Rs. 899')
    expect(mail!.text).toContain('at or below the Rs. 999 you asked us to watch for')
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(mail!.links[0]).toBe(`${SITE}/home/${docker.courseId}/docker-alerts`)
    // Lower still, the same week: no second mail; Ravi's target is reached now.
    await setPrice(docker, 449)
    expect(await alertMails.sendDue()).toBe(1)
    await smtp.waitFor((m) => m.to === 'ravi@example.in')
    expect(smtp.mails.filter((m) => m.to === 'asha@example.in')).toHaveLength(1)
    expect(smtp.to('new@example.in')).toEqual([])
    await setPrice(docker, 3099)
  })

  it('stop with one click from the mail: one alert, or all of a member’s', async () => {
    await setAlert(asha, docker, 999)
    await setAlert(asha, kotlin, 999)
    const [dockerAlert] = await t.database.db.select().from(priceAlerts)
    const one = await oneClick(
      alertStopTokens(TEST_AUTH_SECRET).token({ kind: 'one', id: dockerAlert!.id }),
    )
    expect(one.json()).toEqual({ message: ALERT_STOPPED })
    expect(await t.database.db.select().from(priceAlerts)).toHaveLength(1)
    const forged = await oneClick(`all.${asha.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.message).toBe(ALERT_LINK_INVALID)
    const all = await oneClick(
      alertStopTokens(TEST_AUTH_SECRET).token({ kind: 'all', id: asha.id }),
    )
    expect(all.json()).toEqual({ message: ALERTS_STOPPED })
    expect(await t.database.db.select().from(priceAlerts)).toHaveLength(0)
    // A second click says the same: the link did its job.
    expect(
      (await oneClick(alertStopTokens(TEST_AUTH_SECRET).token({ kind: 'all', id: asha.id })))
        .statusCode,
    ).toBe(200)
  })

  it('are in the member’s export', async () => {
    await setAlert(ravi, kotlin, 999)
    const exported = (await requestAs(t.app, 'GET', '/api/me/export', ravi)).json()
    expect(exported.priceAlerts).toEqual([
      expect.objectContaining({
        courseId: kotlin.courseId,
        courseName: 'Kotlin Alerts',
        target: 999,
      }),
    ])
  })
})
