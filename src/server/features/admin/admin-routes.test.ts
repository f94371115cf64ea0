import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { subscribers } from '../../db/schema'
import { PENDING_SUBMISSIONS_MESSAGE } from '../../../domain/course'
import type { Course } from '../../../domain/schemas/course'
import { CONTACT_SENT } from '../../../domain/site'
import {
  createAdminTestApp,
  TEST_AUTH_SECRET,
  type TestApp,
  requestAs,
  type TestMethod,
} from '../../test/test-app'
import { createUserWithSession, type TestUser } from '../../test/users'
import { NO_ACCOUNT_MESSAGE } from './admin-routes'
import { SUSPENDED_MESSAGE } from '../../../domain/account'

let t: TestApp
let admin: TestUser
let member: TestUser

beforeAll(async () => {
  ;({ t, admin, member } = await createAdminTestApp())
})
afterAll(async () => {
  await t.close()
})

let ip = 0
const call = (method: TestMethod, url: string, user?: TestUser, payload?: object) =>
  requestAs(t.app, method, url, user, payload, `10.7.0.${++ip % 250}`)

const validCourse = {
  courseName: 'Kubernetes for Developers',
  rating: 4.3,
  duration: '18',
  validity: '12',
  certification: 'Yes',
  price: 1499,
  imageUrl: 'https://img.example.in/k8s.png',
  instructor: 'Ritu Sharma',
  platform: 'udemy',
  category: 'devops',
  description: 'Pods, deployments and services. Ship your first cluster.',
  officialUrl: 'https://www.udemy.com/course/k8s-dev',
}

describe('adding a course', () => {
  it('needs an account (401)', async () => {
    expect((await call('POST', '/api/courses', undefined, validCourse)).statusCode).toBe(401)
  })

  const inCatalogue = async (name: string) =>
    (
      (await call('GET', `/api/courses?q=${encodeURIComponent(name)}`)).json().items as Course[]
    ).map((c) => c.courseName)

  it("publishes an administrator's course at once, never as a Bestseller", async () => {
    const res = await call('POST', '/api/courses', admin, {
      ...validCourse,
      isBestseller: true,
      language: 'English',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      ...validCourse,
      isFavourite: false,
      fvrtCount: 0,
      isBestseller: false,
    })
    expect(await inCatalogue('kubernetes for developers')).toContain(validCourse.courseName)
  })

  it('stores Free as no price, and language is optional', async () => {
    const res = await call('POST', '/api/courses', admin, {
      ...validCourse,
      courseName: 'Free K8s',
      price: null,
    })
    expect(res.json()).toMatchObject({ price: null, language: '' })
  })

  it("keeps a member's course out of the catalogue until a moderator approves it, edited", async () => {
    const asha = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, { name: 'Asha' })
    const sent = await call('POST', '/api/courses', asha, {
      ...validCourse,
      courseName: 'Helm from scratch',
      rating: 5,
    })
    expect(sent.statusCode).toBe(202)
    expect(sent.json()).toMatchObject({
      status: 'pending',
      course: { courseName: 'Helm from scratch', rating: 5, language: '' },
      submittedBy: 'Asha',
      courseId: null,
    })
    const { submissionId } = sent.json()
    expect(await inCatalogue('Helm from scratch')).toEqual([])

    // The member sees it as pending; nobody else does, and only moderators get the queue.
    const mine = async () => (await call('GET', '/api/me/submissions', asha)).json()
    expect((await mine()).map((x: { status: string }) => x.status)).toEqual(['pending'])
    expect((await call('GET', '/api/me/submissions', member)).json()).toEqual([])
    expect((await call('GET', '/api/admin/submissions', asha)).statusCode).toBe(403)
    const queue = (await call('GET', '/api/admin/submissions', admin)).json()
    expect(queue.map((x: { submissionId: string }) => x.submissionId)).toContain(submissionId)

    // Approved with the moderator's correction: the course goes live as corrected.
    const approve = (who: TestUser, body: object = {}) =>
      call('POST', `/api/admin/submissions/${submissionId}/approve`, who, body)
    expect((await approve(asha)).statusCode).toBe(403)
    const approved = await approve(admin, {
      course: { ...validCourse, courseName: 'Helm from scratch', rating: 4.2 },
    })
    expect(approved.statusCode).toBe(201)
    expect(approved.json()).toMatchObject({ courseName: 'Helm from scratch', rating: 4.2 })
    expect(await inCatalogue('Helm from scratch')).toEqual(['Helm from scratch'])
    expect(await mine()).toEqual([
      expect.objectContaining({ status: 'approved', courseId: approved.json().courseId }),
    ])
    expect((await approve(admin)).statusCode).toBe(404)
    expect((await call('GET', '/api/admin/audit', admin)).json()[0]).toMatchObject({
      action: 'approve',
      targetType: 'submission',
      detail: 'Helm from scratch (changed: rating)',
    })
  })

  it('decides a submission once when ten decisions arrive at once: one course, one audit line', async () => {
    const tara = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, { name: 'Tara' })
    const name = `Argo CD in a week ${Date.now()}`
    const { submissionId } = (
      await call('POST', '/api/courses', tara, { ...validCourse, courseName: name })
    ).json()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? call('POST', `/api/admin/submissions/${submissionId}/reject`, admin, {
              reason: 'Already listed',
            })
          : call('POST', `/api/admin/submissions/${submissionId}/approve`, admin, {}),
      ),
    )
    const won = answers.filter((a) => a.statusCode < 300)
    expect(won).toHaveLength(1)
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(9)
    expect(await inCatalogue(name)).toEqual(won[0]!.statusCode === 201 ? [name] : [])
    const lines = (await call('GET', '/api/admin/audit', admin)).json() as { targetId: string }[]
    expect(lines.filter((line) => line.targetId === submissionId)).toHaveLength(1)
  })

  it('rejects with a reason the member sees, and limits a member to 5 courses waiting', async () => {
    const ravi = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, { name: 'Ravi' })
    const send = (n: number) =>
      call('POST', '/api/courses', ravi, { ...validCourse, courseName: `Ravi's course ${n}` })
    const ids: string[] = []
    for (let n = 1; n <= 5; n++) ids.push((await send(n)).json().submissionId)
    const sixth = await send(6)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().error.message).toBe(PENDING_SUBMISSIONS_MESSAGE)

    const reject = (body: object) =>
      call('POST', `/api/admin/submissions/${ids[0]}/reject`, admin, body)
    expect((await reject({ reason: '  ' })).json().error.message).toBe(
      'Say why the course is not accepted.',
    )
    const rejected = await reject({ reason: 'Already in the catalogue' })
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reason: 'Already in the catalogue',
    })
    expect((await reject({ reason: 'Again' })).statusCode).toBe(404)
    const mine = (await call('GET', '/api/me/submissions', ravi)).json()
    expect(mine.find((x: { submissionId: string }) => x.submissionId === ids[0])).toMatchObject({
      status: 'rejected',
      reason: 'Already in the catalogue',
    })
    // One decided, so one more may wait.
    expect((await send(6)).statusCode).toBe(202)
    expect(await inCatalogue("Ravi's course")).toEqual([])
  })

  it.each([
    ['rating above 5', { rating: 5.1 }, 'Rating must be a number from 0 to 5'],
    ['rating not in steps of 0.1', { rating: 4.25 }, 'Rating goes in steps of 0.1'],
    ['price not a number', { price: 'cheap' }, 'Price must be a number'],
    [
      'a javascript: image URL',
      { imageUrl: 'javascript:alert(1)' },
      'Enter a web address starting with http:// or https://',
    ],
    [
      'a data: official URL',
      { officialUrl: 'data:text/html,hi' },
      'Enter a web address starting with http:// or https://',
    ],
    ['a missing instructor', { instructor: '  ' }, 'Instructor is required'],
  ])('refuses %s with a message beside the field', async (_label, change, message) => {
    const res = await call('POST', '/api/courses', member, { ...validCourse, ...change })
    expect(res.statusCode).toBe(400)
    expect(Object.values(res.json().error.fields)).toContain(message)
  })
})

describe('contact and newsletter', () => {
  it('stores a contact message and shows it to administrators only', async () => {
    const res = await call('POST', '/api/contact', undefined, {
      name: 'Asha',
      email: 'asha@example.in',
      message: 'Please add UPSC courses.',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: CONTACT_SENT })
    expect((await call('GET', '/api/admin/contact', member)).statusCode).toBe(403)
    const list = (await call('GET', '/api/admin/contact', admin)).json()
    expect(list[0]).toMatchObject({
      name: 'Asha',
      email: 'asha@example.in',
      message: 'Please add UPSC courses.',
    })
  })

  it('refuses a bad email and missing fields, and limits an address to 5 messages a minute', async () => {
    expect(
      (
        await call('POST', '/api/contact', undefined, { name: 'A', email: 'nope', message: 'x' })
      ).json().error.message,
    ).toBe('Email ID is not valid')
    expect(
      (await call('POST', '/api/contact', undefined, { name: '', email: 'a@b.in', message: 'x' }))
        .statusCode,
    ).toBe(400)
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '10.6.6.6',
        payload: { name: 'A', email: 'a@b.in', message: 'hi' },
      })
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201)
    expect((await send()).statusCode).toBe(429)
  })

  it('exports only confirmed subscribers, as CSV with their unsubscribe links, for administrators', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/api/subscribe', undefined, { email: ' Learner@Example.IN ' })
      expect(res.statusCode).toBe(200)
    }
    await call('POST', '/api/subscribe', undefined, { email: '=cmd@example.in' })
    await call('POST', '/api/subscribe', undefined, { email: 'pending@example.in' })
    expect(
      (await call('POST', '/api/subscribe', undefined, { email: 'not-an-email' })).statusCode,
    ).toBe(400)
    // Both confirm through their link; pending@ never does.
    for (const email of ['learner@example.in', '=cmd@example.in']) {
      const [row] = await t.database.db
        .select({ token: subscribers.token })
        .from(subscribers)
        .where(eq(subscribers.email, email))
      expect(
        (await call('POST', '/api/newsletter/confirm', undefined, { token: row!.token }))
          .statusCode,
      ).toBe(200)
    }
    const json = (await call('GET', '/api/admin/subscribers', admin)).json()
    const emails = json.map((s: { email: string }) => s.email)
    expect(emails.filter((e: string) => e === 'learner@example.in')).toHaveLength(1)
    expect(emails).not.toContain('pending@example.in')
    expect(json[0].unsubscribeUrl).toMatch(/\/newsletter\?unsubscribe=[a-f0-9]{64}$/)
    const csv = await call('GET', '/api/admin/subscribers?format=csv', admin)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.split('\r\n')[0]).toBe('email,confirmed_at,unsubscribe_url')
    expect(csv.body).toContain('"learner@example.in"')
    expect(csv.body).not.toContain('pending@example.in')
    expect(csv.body).toContain(`"'=cmd@example.in"`) // a formula-looking cell is neutralised
    expect((await call('GET', '/api/admin/subscribers?format=csv', member)).statusCode).toBe(403)
  })
})

describe('moderation', () => {
  it('lists reported items with their counts, and records every administrator action', async () => {
    const created = await call('POST', '/api/posts', member, {
      title: 'Buy followers',
      body: 'spam',
      tags: 'spam',
    })
    expect(created.statusCode).toBe(201)
    const postId = created.json().postId
    const reporters = await Promise.all(
      [1, 2].map(() => createUserWithSession(t.database.db, TEST_AUTH_SECRET, { password: null })),
    )
    await call('POST', `/api/posts/${postId}/report`, reporters[0], { reason: 'spam' })
    await call('POST', `/api/posts/${postId}/report`, reporters[1], {
      reason: 'other',
      detail: 'Sells fake followers',
    })

    expect((await call('GET', '/api/admin/reports', member)).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/reports')).statusCode).toBe(401)
    const reports = (await call('GET', '/api/admin/reports', admin)).json()
    expect(reports).toContainEqual(
      expect.objectContaining({
        type: 'post',
        id: postId,
        reports: 2,
        reasons: { spam: 1, abuse: 0, 'off-topic': 0, other: 1 },
        details: ['Sells fake followers'],
        hidden: false,
      }),
    )

    // Hiding acts on the reports: the item leaves the queue.
    await call('PUT', `/api/admin/posts/${postId}/hidden`, admin, { hidden: true })
    expect((await call('GET', '/api/posts?tags=spam')).json().total).toBe(0)
    const queued = (await call('GET', '/api/admin/reports', admin)).json() as { id: string }[]
    expect(queued.map((item) => item.id)).not.toContain(postId)
    await call('PUT', `/api/admin/posts/${postId}/hidden`, admin, { hidden: false })

    const audit = (await call('GET', '/api/admin/audit', admin)).json()
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({
        adminEmail: 'chief@example.in',
        action: 'unhide',
        targetType: 'post',
        targetId: postId,
      }),
      expect.objectContaining({
        action: 'hide',
        targetType: 'post',
        targetId: postId,
        detail: 'Buy followers',
      }),
    ])
  })

  // One workflow for every kind of item (src/server/moderation/moderation.ts): the same answer,
  // audit line, resolved reports and 404 whether a review, a post or a comment is hidden.
  it('hides a review, a post and a comment alike: one answer, an audit line with the reason, reports resolved', async () => {
    const course = (await call('POST', '/api/courses', admin, { ...validCourse })).json()
    const review = (
      await call('POST', `/api/courses/${course.courseId}/reviews`, member, {
        text: 'Buy followers cheap at my site',
        rating: 1,
      })
    ).json()
    const post = (
      await call('POST', '/api/posts', member, { title: 'Buy followers', body: 'x', tags: 'kinds' })
    ).json()
    const comment = (
      await call('POST', `/api/posts/${post.postId}/comments`, member, {
        text: 'Buy followers too',
      })
    ).json()
    const kinds = [
      { type: 'review', path: 'reviews', id: review.reviewId, missing: 'Review not found.' },
      { type: 'post', path: 'posts', id: post.postId, missing: 'Post not found.' },
      { type: 'comment', path: 'comments', id: comment.commentId, missing: 'Comment not found.' },
    ]
    const reporter = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    for (const { type, path, id, missing } of kinds) {
      expect(id, type).toEqual(expect.any(String))
      const report = await call('POST', `/api/${path}/${id}/report`, reporter, { reason: 'spam' })
      expect(report.statusCode, type).toBe(200)
      const hide = (hidden: boolean, itemId = id) =>
        call('PUT', `/api/admin/${path}/${itemId}/hidden`, admin, { hidden, reason: 'Advertising' })

      const hidden = await hide(true)
      expect([hidden.statusCode, hidden.json()], type).toEqual([200, { hidden: true }])
      const queued = (await call('GET', '/api/admin/reports', admin)).json() as { id: string }[]
      expect(
        queued.map((item) => item.id),
        type,
      ).not.toContain(id)
      const [line] = (await call('GET', '/api/admin/audit', admin)).json()
      expect(line, type).toMatchObject({ action: 'hide', targetType: type, targetId: id })
      expect(line.detail, type).toMatch(/^Buy followers.* · Reason: Advertising$/)

      const shown = await hide(false)
      expect([shown.statusCode, shown.json()], type).toEqual([200, { hidden: false }])
      const nobody = await hide(true, '00000000-0000-4000-8000-000000000000')
      expect([nobody.statusCode, nobody.json().error.message], type).toEqual([404, missing])
    }
  })

  it('hides an item sent 20 times at once as once: every answer the same, the reports resolved', async () => {
    const post = (
      await call('POST', '/api/posts', member, { title: 'Spam again', body: 'x', tags: 'twenty' })
    ).json()
    const reporter = await createUserWithSession(t.database.db, TEST_AUTH_SECRET)
    await call('POST', `/api/posts/${post.postId}/report`, reporter, { reason: 'spam' })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('PUT', `/api/admin/posts/${post.postId}/hidden`, admin, { hidden: true }),
      ),
    )
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(
      new Set(['200 {"hidden":true}']),
    )
    const queued = (await call('GET', '/api/admin/reports', admin)).json() as { id: string }[]
    expect(queued.map((item) => item.id)).not.toContain(post.postId)
    expect((await call('GET', '/api/posts?tags=twenty')).json().total).toBe(0)
  })

  it('asks reporters for a reason, queues items by report count then age, and dismissing resolves them', async () => {
    const author = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, { password: null })
    const writePost = async (title: string) =>
      (await call('POST', '/api/posts', author, { title, body: 'text', tags: 'queue' })).json()
        .postId as string
    const older = await writePost('Reported first')
    const newer = await writePost('Reported second')
    const most = await writePost('Reported most')
    const people = await Promise.all(
      [1, 2, 3].map(() =>
        createUserWithSession(t.database.db, TEST_AUTH_SECRET, { password: null }),
      ),
    )
    const report = (postId: string, who: TestUser, body?: object) =>
      call('POST', `/api/posts/${postId}/report`, who, body)

    // A reason is required, from the list; 'other' needs words.
    expect((await report(older, people[0]!)).json().error.message).toBe(
      'Choose a reason: spam, abuse, off-topic or other.',
    )
    expect((await report(older, people[0]!, { reason: 'rude' })).statusCode).toBe(400)
    const vague = await report(older, people[0]!, { reason: 'other', detail: '  ' })
    expect(vague.statusCode).toBe(400)
    expect(vague.json().error.message).toBe('Say in a few words what is wrong with it.')

    expect((await report(older, people[0]!, { reason: 'abuse' })).statusCode).toBe(200)
    expect((await report(newer, people[1]!, { reason: 'off-topic' })).statusCode).toBe(200)
    for (const who of people) await report(most, who, { reason: 'spam' })
    // Reporting again while it waits changes nothing.
    await report(older, people[0]!, { reason: 'spam' })

    type Queued = { id: string; reports: number; reasons: object; details: string[] }
    const queue = async () =>
      ((await call('GET', '/api/admin/reports', admin)).json() as Queued[]).filter((i) =>
        [older, newer, most].includes(i.id),
      )
    const first = await queue()
    expect(first.map((i) => [i.id, i.reports])).toEqual([
      [most, 3],
      [older, 1],
      [newer, 1],
    ])
    expect(first[1]!.reasons).toEqual({ spam: 0, abuse: 1, 'off-topic': 0, other: 0 })

    // Dismissing keeps the post and empties its reports; only moderators may, and only once.
    const dismiss = (postId: string, who?: TestUser) =>
      call('POST', `/api/admin/reports/post/${postId}/dismiss`, who)
    expect((await dismiss(older, member)).statusCode).toBe(403)
    expect((await dismiss(older, admin)).json()).toEqual({ resolved: 1 })
    expect((await dismiss(older, admin)).statusCode).toBe(404)
    expect((await queue()).map((i) => i.id)).toEqual([most, newer])
    expect((await call('GET', '/api/posts?tags=queue')).json().total).toBe(3)
    const audit = (await call('GET', '/api/admin/audit', admin)).json()
    expect(audit[0]).toEqual(
      expect.objectContaining({ action: 'dismiss-reports', targetType: 'post', targetId: older }),
    )

    // A new report after the dismissal brings it back, with the new reason.
    await report(older, people[0]!, { reason: 'other', detail: 'Still selling followers' })
    const back = (await queue()).find((i) => i.id === older)
    expect(back?.details).toEqual(['Still selling followers'])
  })

  it('lets administrators make a member a moderator, who then hides and reads the reports, until revoked', async () => {
    const helper = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
      name: 'Helper',
      email: 'helper@example.in',
    })
    const post = (
      await call('POST', '/api/posts', member, { title: 'Cheap followers', body: 'x', tags: 'ads' })
    ).json()
    const hide = (user: TestUser, hidden: boolean, reason?: string) =>
      call('PUT', `/api/admin/posts/${post.postId}/hidden`, user, { hidden, reason })

    // Before: a member like any other.
    expect((await call('GET', '/api/me', helper)).json().user.role).toBe('user')
    expect((await hide(helper, true)).statusCode).toBe(403)
    expect((await hide(helper, true)).json().error.message).toBe('Only moderators can do that.')

    // Only administrators appoint, and only existing accounts that are not administrators.
    const grant = (user: TestUser | undefined, email: string) =>
      call('PUT', '/api/admin/moderators', user, { email })
    expect((await grant(undefined, 'helper@example.in')).statusCode).toBe(401)
    expect((await grant(member, 'helper@example.in')).statusCode).toBe(403)
    const unknown = await grant(admin, 'nobody@example.in')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.fields.email).toBe(NO_ACCOUNT_MESSAGE)
    expect((await grant(admin, 'chief@example.in')).statusCode).toBe(400)
    const granted = await grant(admin, ' Helper@Example.in ')
    expect(granted.statusCode).toBe(200)
    expect(granted.json()).toEqual([
      expect.objectContaining({
        userId: helper.id,
        name: 'Helper',
        email: 'helper@example.in',
        grantedBy: 'chief@example.in',
      }),
    ])

    // At once (the session cache forgets them): a moderator, who moderates but does not administer.
    expect((await call('GET', '/api/me', helper)).json().user.role).toBe('moderator')
    expect((await hide(helper, true, 'Advertising')).json()).toEqual({ hidden: true })
    expect((await call('GET', '/api/posts?tags=ads')).json().total).toBe(0)
    expect((await call('GET', '/api/admin/reports', helper)).statusCode).toBe(200)
    expect((await call('GET', '/api/admin/audit', helper)).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/moderators', helper)).statusCode).toBe(403)
    expect((await grant(helper, 'helper@example.in')).statusCode).toBe(403)

    const audit = (await call('GET', '/api/admin/audit', admin)).json()
    expect(audit[0]).toMatchObject({
      adminEmail: 'helper@example.in',
      action: 'hide',
      targetType: 'post',
      detail: 'Cheap followers · Reason: Advertising',
    })
    expect(audit[1]).toMatchObject({
      adminEmail: 'chief@example.in',
      action: 'grant',
      targetType: 'moderator',
      targetId: helper.id,
      // By name, never by e-mail: the audit outlives a deleted account.
      detail: 'Helper',
    })

    // Revoked: a member again, at once.
    const revoked = await call('DELETE', `/api/admin/moderators/${helper.id}`, admin)
    expect(revoked.json()).toEqual([])
    expect((await call('DELETE', `/api/admin/moderators/${helper.id}`, admin)).statusCode).toBe(404)
    expect((await call('GET', '/api/me', helper)).json().user.role).toBe('user')
    expect((await hide(helper, false)).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/audit', admin)).json()[0]).toMatchObject({
      action: 'revoke',
      targetType: 'moderator',
    })
  })

  it('lets a moderator suspend a member, who reads but cannot write and is told why and until when, until lifted', async () => {
    const moderator = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
      name: 'Warden',
      email: 'warden@example.in',
    })
    expect(
      (await call('PUT', '/api/admin/moderators', admin, { email: moderator.email })).statusCode,
    ).toBe(200)
    const troll = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
      name: 'Troll',
      email: 'troll@example.in',
    })
    const post = (
      await call('POST', '/api/posts', troll, { title: 'Before', body: 'B', tags: 'suspend' })
    ).json()
    const suspend = (user: TestUser | undefined, body: object) =>
      call('PUT', '/api/admin/suspensions', user, body)

    expect(
      (await suspend(undefined, { email: troll.email, reason: 'x', days: 7 })).statusCode,
    ).toBe(401)
    expect((await suspend(member, { email: troll.email, reason: 'x', days: 7 })).statusCode).toBe(
      403,
    )
    const noReason = await suspend(moderator, { email: troll.email, reason: ' ', days: 7 })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.message).toBe('Give a reason for the suspension.')
    expect(
      (await suspend(moderator, { email: troll.email, reason: 'x', days: 2 })).statusCode,
    ).toBe(400)
    expect(
      (await suspend(moderator, { email: 'chief@example.in', reason: 'x', days: 1 })).statusCode,
    ).toBe(400)
    // A moderator does not suspend another moderator.
    expect(
      (await suspend(moderator, { email: moderator.email, reason: 'x', days: 1 })).statusCode,
    ).toBe(403)

    const before = Date.now()
    const list = await suspend(moderator, {
      email: troll.email,
      reason: 'Insults in comments',
      days: 7,
    })
    expect(list.statusCode).toBe(200)
    expect(list.json()).toEqual([
      expect.objectContaining({
        userId: troll.id,
        reason: 'Insults in comments',
        createdBy: 'warden@example.in',
      }),
    ])
    const until = new Date(list.json()[0].until).getTime()
    expect(until - before).toBeGreaterThan(6.9 * 86_400_000)
    expect(until - before).toBeLessThan(7.1 * 86_400_000)

    // The session stays valid; the account says why and until when; reading works, writing does not.
    const me = (await call('GET', '/api/me', troll)).json()
    expect(me.user.suspension).toEqual({
      reason: 'Insults in comments',
      until: list.json()[0].until,
    })
    expect((await call('GET', '/api/posts?tags=suspend', troll)).statusCode).toBe(200)
    for (const [method, url, body] of [
      ['POST', '/api/posts', { title: 'Again', body: 'B', tags: 'suspend' }],
      ['POST', `/api/posts/${post.postId}/comments`, { text: 'still here' }],
      ['POST', `/api/posts/${post.postId}/vote`, { direction: 'up' }],
      ['POST', `/api/posts/${post.postId}/report`, {}],
    ] as const) {
      const refused = await call(method, url, troll, body)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json().error).toMatchObject({ code: 'suspended', message: SUSPENDED_MESSAGE })
    }
    // What is theirs stays theirs: they may still delete their own post.
    expect((await call('DELETE', `/api/posts/${post.postId}`, troll)).statusCode).toBe(204)

    const audit = (await call('GET', '/api/admin/audit', admin)).json()
    expect(audit[0]).toMatchObject({
      adminEmail: 'warden@example.in',
      action: 'suspend',
      targetId: troll.id,
    })
    expect(audit[0].detail).toMatch(/^Troll · until \d{4}-.* · Reason: Insults in comments$/)

    // Lifted: writing again, at once; the lifting is recorded.
    const lifted = await call(
      'DELETE',
      `/api/admin/suspensions/${list.json()[0].suspensionId}`,
      moderator,
    )
    expect(lifted.json()).toEqual([])
    expect((await call('GET', '/api/me', troll)).json().user.suspension).toBeNull()
    expect(
      (await call('POST', '/api/posts', troll, { title: 'Sorry', body: 'B', tags: 'suspend' }))
        .statusCode,
    ).toBe(201)
    expect((await call('GET', '/api/admin/audit', admin)).json()[0]).toMatchObject({
      action: 'lift',
      targetId: troll.id,
    })
    // Indefinitely: until someone lifts it.
    const forever = await suspend(moderator, { email: troll.email, reason: 'Spam', days: null })
    expect(forever.json()[0].until).toBeNull()
    expect((await call('GET', '/api/me', troll)).json().user.suspension).toEqual({
      reason: 'Spam',
      until: null,
    })
  })

  it('hides and unhides a comment: it leaves the list and the count, and the audit line quotes it', async () => {
    const post = (
      await call('POST', '/api/posts', member, { title: 'Study plan', body: 'B', tags: 'plans' })
    ).json()
    const long = `Visit my channel for free answers ${'and more '.repeat(20)}`
    const comment = (
      await call('POST', `/api/posts/${post.postId}/comments`, member, { text: long })
    ).json()
    const comments = async () =>
      (await call('GET', `/api/posts/${post.postId}/comments`)).json().items as { text: string }[]
    const count = async () =>
      (await call('GET', '/api/posts?tags=plans')).json().items[0].commentCount as number
    expect(await count()).toBe(1)

    const hide = (user: TestUser | undefined, hidden: boolean, id = comment.commentId) =>
      call('PUT', `/api/admin/comments/${id}/hidden`, user, { hidden })
    expect((await hide(undefined, true)).statusCode).toBe(401)
    expect((await hide(member, true)).statusCode).toBe(403)
    expect((await hide(admin, true, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await hide(admin, true)).json()).toEqual({ hidden: true })
    expect(await comments()).toEqual([])
    expect(await count()).toBe(0)

    const audit = (await call('GET', '/api/admin/audit', admin)).json()
    expect(audit[0]).toMatchObject({ action: 'hide', targetType: 'comment' })
    expect(audit[0].detail).toMatch(/^Visit my channel for free answers and more/)
    expect(audit[0].detail.length).toBeLessThanOrEqual(80)
    expect(audit[0].detail.endsWith('…')).toBe(true)

    await hide(admin, false)
    expect((await comments()).map((c) => c.text)).toEqual([long.trim()])
    expect(await count()).toBe(1)
  })

  it('lets administrators edit a course and set its Bestseller flag, or delete it; others get 403', async () => {
    const course = (
      await call('POST', '/api/courses', admin, { ...validCourse, courseName: 'Editable' })
    ).json()
    expect(
      (await call('PATCH', `/api/admin/courses/${course.courseId}`, member, { isBestseller: true }))
        .statusCode,
    ).toBe(403)
    const edited = await call('PATCH', `/api/admin/courses/${course.courseId}`, admin, {
      isBestseller: true,
      price: 999,
    })
    expect(edited.json()).toMatchObject({ isBestseller: true, price: 999, language: '' })
    expect((await call('DELETE', `/api/admin/courses/${course.courseId}`, admin)).statusCode).toBe(
      204,
    )
    expect((await call('GET', `/api/courses/${course.courseId}`)).statusCode).toBe(404)
    const audit = (await call('GET', '/api/admin/audit', admin)).json()
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'delete', targetId: course.courseId, detail: 'Editable' }),
      expect.objectContaining({
        action: 'edit',
        targetId: course.courseId,
        detail: 'Editable (changed: price, isBestseller)',
      }),
    ])
  })

  it('edits every field a person may set, names what changed, and records nothing for an unchanged save', async () => {
    const course: Course = (
      await call('POST', '/api/courses', admin, { ...validCourse, courseName: 'Before' })
    ).json()
    const catalogueBefore = (await call('GET', '/api/courses?q=after%20the%20edit')).json()
    expect(catalogueBefore.total).toBe(0)

    const everything = {
      courseName: 'After the edit',
      rating: 3.9,
      duration: '20',
      validity: 'Lifetime',
      certification: 'No',
      price: null,
      imageUrl: 'https://img.example.in/after.png',
      instructor: 'Meera Iyer',
      platform: 'Coursera',
      category: 'data science',
      description: 'Rewritten.',
      officialUrl: 'https://coursera.org/after',
      language: 'Hindi',
    }
    const edited = await call('PATCH', `/api/admin/courses/${course.courseId}`, admin, everything)
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ ...everything, courseId: course.courseId })
    // The public catalogue and the course page show the new values (the read cache let go).
    expect((await call('GET', '/api/courses?q=after%20the%20edit')).json().items).toEqual([
      expect.objectContaining({ courseId: course.courseId, price: null, platform: 'Coursera' }),
    ])
    expect((await call('GET', `/api/courses/${course.courseId}`)).json()).toMatchObject(everything)

    const auditBefore = (await call('GET', '/api/admin/audit', admin)).json()
    expect(auditBefore[0]).toMatchObject({
      action: 'edit',
      detail:
        'After the edit (changed: courseName, rating, duration, validity, certification, price, ' +
        'imageUrl, instructor, platform, category, description, officialUrl, language)',
    })
    // Saving the same values again: 200 with the course, and no new audit line.
    const again = await call('PATCH', `/api/admin/courses/${course.courseId}`, admin, everything)
    expect(again.statusCode).toBe(200)
    expect((await call('GET', '/api/admin/audit', admin)).json()).toHaveLength(auditBefore.length)
  })

  it("refuses a bad edit with the field's message and changes nothing; unknown courses are 404", async () => {
    const course: Course = (
      await call('POST', '/api/courses', admin, { ...validCourse, courseName: 'Guarded' })
    ).json()
    const bad = [
      [{ rating: 5.5 }, 'rating', 'Rating must be a number from 0 to 5'],
      [{ courseName: '   ' }, 'courseName', 'Course name is required'],
      [
        { officialUrl: 'javascript:alert(1)' },
        'officialUrl',
        'Enter a web address starting with http:// or https://',
      ],
      [
        { imageUrl: 'data:image/png;base64,AAAA' },
        'imageUrl',
        'Enter a web address starting with http:// or https://',
      ],
      [{ price: -1 }, 'price', 'Price cannot be negative'],
      [{ isBestseller: 'yes' }, 'isBestseller', 'isBestseller must be true or false'],
    ] as const
    for (const [patch, field, message] of bad) {
      const res = await call('PATCH', `/api/admin/courses/${course.courseId}`, admin, {
        courseName: 'Half written',
        ...patch,
      })
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
      expect(res.json().error.fields[field]).toBe(message)
    }
    expect((await call('GET', `/api/courses/${course.courseId}`)).json()).toMatchObject({
      courseName: 'Guarded',
      rating: validCourse.rating,
    })
    const missing = await call(
      'PATCH',
      '/api/admin/courses/00000000-0000-4000-8000-000000000000',
      admin,
      {
        price: 10,
      },
    )
    expect(missing.statusCode).toBe(404)
    expect(
      (await call('DELETE', '/api/admin/courses/00000000-0000-4000-8000-000000000000', admin))
        .statusCode,
    ).toBe(404)
    expect(
      (await call('PATCH', `/api/admin/courses/${course.courseId}`, undefined, { price: 1 }))
        .statusCode,
    ).toBe(401)
  })
})
