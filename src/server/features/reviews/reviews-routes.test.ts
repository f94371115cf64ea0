import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '../../../domain/schemas/course'
import { eq } from 'drizzle-orm'
import {
  REVIEW_EDIT_WINDOW_MESSAGE,
  REVIEW_RATE_LIMITED,
  REVIEW_TOO_LONG,
} from '../../../domain/review'
import { reviews } from '../../db/schema'
import { TOGGLE_RATE_LIMITED } from '../../../domain/account'
import type { LiveEvent } from '../../../domain/events'
import { TOGGLE_POLICY } from '../../http/throttle'
import { type Review, type ReviewListResponse } from '../../../domain/schemas/review'
import {
  createTestApp,
  TEST_AUTH_SECRET,
  type TestApp,
  requestAs,
  type TestMethod,
} from '../../test/test-app'
import { insertCourses, makeCourse } from '../../test/course-factory'
import { createUserWithSession, type TestUser } from '../../test/users'

let t: TestApp
let course: Course
let other: Course
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['moderator@example.in'] })
  ;[course, other] = (await insertCourses(t.database, [
    makeCourse({ courseName: 'System Design in Hindi' }),
    makeCourse({ courseName: 'Other Course' }),
  ])) as [Course, Course]
  admin = await createUserWithSession(t.database.db, TEST_AUTH_SECRET, {
    email: 'moderator@example.in',
  })
})
afterAll(async () => {
  await t.close()
})

const newUser = (name?: string) =>
  createUserWithSession(t.database.db, TEST_AUTH_SECRET, name === undefined ? {} : { name })
const call = (method: TestMethod, url: string, user?: TestUser, payload?: object) =>
  requestAs(t.app, method, url, user, payload)
const write = (user: TestUser | undefined, body: object, courseId = course.courseId) =>
  call('POST', `/api/courses/${courseId}/reviews`, user, body)
async function list(
  courseId = course.courseId,
  user?: TestUser,
  sort = 'helpful',
): Promise<ReviewListResponse> {
  const res = await call('GET', `/api/courses/${courseId}/reviews?sort=${sort}`, user)
  expect(res.statusCode).toBe(200)
  return res.json()
}
const courseRating = async (courseId = course.courseId) => {
  const c = (await call('GET', `/api/courses/${courseId}`)).json()
  return { average: c.learnerRating, count: c.learnerRatingCount }
}

describe('writing a review', () => {
  it('needs an account', async () => {
    const res = await write(undefined, { text: 'Great course' })
    expect(res.statusCode).toBe(401)
  })

  it('stores the fields of a review, with the author shown by name or as Anonymous', async () => {
    const asha = await newUser('Asha')
    const res = await write(asha, { text: '  Clear explanations of sharding.  ', rating: 4 })
    expect(res.statusCode).toBe(201)
    const review: Review = res.json()
    expect(review).toMatchObject({
      text: 'Clear explanations of sharding.',
      author: 'Asha',
      courseName: 'System Design in Hindi',
      isHelpful: 0,
      comments: [],
      rating: 4,
      mine: true,
    })
    expect(Date.parse(review.createdAt)).toBeGreaterThan(Date.now() - 60_000)

    const nameless = await newUser('')
    const anon = (await write(nameless, { text: 'Good value' })).json()
    expect(anon.author).toBe('Anonymous')
    expect(anon.rating).toBeNull()
  })

  it('keeps one review per user: writing again edits it', async () => {
    const ravi = await newUser('Ravi')
    const first = (await write(ravi, { text: 'First take', rating: 2 })).json()
    const again = await write(ravi, { text: 'Second take', rating: 5 })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ reviewId: first.reviewId, text: 'Second take', rating: 5 })
    const mine = (await list(course.courseId, ravi)).items.filter((r) => r.mine)
    expect(mine).toHaveLength(1)
  })

  it('refuses blank text, more than 2,000 characters and bad stars with clear 400s', async () => {
    const u = await newUser()
    expect((await write(u, { text: '   ' })).statusCode).toBe(400)
    const long = await write(u, { text: 'x'.repeat(2001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toBe(REVIEW_TOO_LONG)
    expect((await write(u, { text: 'ok', rating: 6 })).statusCode).toBe(400)
    expect(
      (await write(u, { text: 'ok' }, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404)
  })

  it('lets only the author edit (403 for others) and the author delete', async () => {
    const author = await newUser('Author')
    const intruder = await newUser('Intruder')
    const review = (await write(author, { text: 'Mine', rating: 3 })).json()
    const edit = await call('PATCH', `/api/reviews/${review.reviewId}`, intruder, {
      text: 'Hacked',
    })
    expect(edit.statusCode).toBe(403)
    expect((await call('DELETE', `/api/reviews/${review.reviewId}`, intruder)).statusCode).toBe(403)
    const own = await call('PATCH', `/api/reviews/${review.reviewId}`, author, {
      text: 'Mine, edited',
      rating: 3,
    })
    expect(own.json().text).toBe('Mine, edited')
    expect((await call('DELETE', `/api/reviews/${review.reviewId}`, author)).statusCode).toBe(204)
    expect((await list()).items.some((r) => r.reviewId === review.reviewId)).toBe(false)
  })

  it('lets the author edit for 15 minutes; after that only delete, then write anew', async () => {
    const author = await newUser('Late editor')
    const review = (await write(author, { text: 'Fresh', rating: 4 }, other.courseId)).json()
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000)
    await t.database.db
      .update(reviews)
      .set({ createdAt: sixteenMinutesAgo, updatedAt: sixteenMinutesAgo })
      .where(eq(reviews.id, review.reviewId))

    const patched = await call('PATCH', `/api/reviews/${review.reviewId}`, author, {
      text: 'Changed my mind',
    })
    expect(patched.statusCode).toBe(403)
    expect(patched.json().error.message).toBe(REVIEW_EDIT_WINDOW_MESSAGE)
    const rewritten = await write(author, { text: 'Changed my mind' }, other.courseId)
    expect(rewritten.statusCode).toBe(403)
    expect(
      (await list(other.courseId)).items.find((r) => r.reviewId === review.reviewId)!.text,
    ).toBe('Fresh')

    expect((await call('DELETE', `/api/reviews/${review.reviewId}`, author)).statusCode).toBe(204)
    const anew = await write(author, { text: 'Changed my mind', rating: 2 }, other.courseId)
    expect(anew.statusCode).toBe(201)
    expect(anew.json()).toMatchObject({ text: 'Changed my mind', rating: 2, isHelpful: 0 })
  })

  it('allows at most 10 review writes a minute per user', async () => {
    const eager = await newUser()
    for (let i = 0; i < 10; i++)
      expect((await write(eager, { text: `Draft ${i}` }, other.courseId)).statusCode).toBeLessThan(
        300,
      )
    const refused = await write(eager, { text: 'One more' }, other.courseId)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toBe(REVIEW_RATE_LIMITED)
  })
})

describe('learner ratings', () => {
  it('averages the stars of visible reviews exactly, with 50 learners writing at once', async () => {
    const [fresh] = await insertCourses(t.database, [
      makeCourse({ courseName: 'Concurrency Course' }),
    ])
    const learners = await Promise.all(Array.from({ length: 50 }, () => newUser()))
    const stars = learners.map((_, i) => (i % 5) + 1) // ten of each: average 3.0
    await Promise.all(
      learners.map((u, i) => write(u, { text: `Review ${i}`, rating: stars[i] }, fresh!.courseId)),
    )
    const summary = (await list(fresh!.courseId)).summary
    expect(summary).toMatchObject({ average: 3, count: 50, stars: [10, 10, 10, 10, 10] })
    expect(await courseRating(fresh!.courseId)).toEqual({ average: 3, count: 50 })
    // The catalogue card shows it too.
    const card = (await call('GET', '/api/courses?q=concurrency%20course')).json().items[0]
    expect(card).toMatchObject({ learnerRating: 3, learnerRatingCount: 50 })
  })
})

describe('Highest rated', () => {
  it("moves a course as its learners' ratings come in, and back when they go", async () => {
    const [quiet, loved] = (await insertCourses(t.database, [
      makeCourse({ courseName: 'Zebra Kotlin Basics', rating: 4.8 }),
      makeCourse({ courseName: 'Zebra Kotlin Deep Dive', rating: 4.1 }),
    ])) as [Course, Course]
    const order = async () =>
      (await call('GET', '/api/courses?q=zebra%20kotlin&sort=rating'))
        .json()
        .items.map((c: Course) => c.courseName)
    expect(await order()).toEqual(['Zebra Kotlin Basics', 'Zebra Kotlin Deep Dive'])
    // The rest of the catalogue rates lower: its mean is under five stars.
    for (let i = 0; i < 4; i++)
      await write(await newUser(), { text: 'Fine', rating: 3 }, other.courseId)
    const fans = await Promise.all(Array.from({ length: 6 }, () => newUser()))
    const written = await Promise.all(
      fans.map((u) => write(u, { text: 'Loved it', rating: 5 }, loved.courseId)),
    )
    expect(await order()).toEqual(['Zebra Kotlin Deep Dive', 'Zebra Kotlin Basics'])
    for (const [i, res] of written.entries()) {
      expect(
        (await call('DELETE', `/api/reviews/${res.json().reviewId}`, fans[i])).statusCode,
      ).toBe(204)
    }
    expect(await order()).toEqual(['Zebra Kotlin Basics', 'Zebra Kotlin Deep Dive'])
    expect(quiet.learnerRatingCount).toBe(0)
  })
})

describe('how the reviewer took the course', () => {
  const context = {
    completion: 'dropped',
    progress: 40,
    takenIn: '2025-03',
    pricePaid: 449,
    aspects: { depth: 4, readiness: 2, value: 5 },
  }

  it('keeps completion, how far, when, the price paid and three aspects, and edits them', async () => {
    const [fresh] = await insertCourses(t.database, [makeCourse({ courseName: 'Context Course' })])
    const meera = await newUser('Meera')
    const res = await write(
      meera,
      { text: 'Stopped at the halfway project.', ...context },
      fresh!.courseId,
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject(context)
    const [listed] = (await list(fresh!.courseId)).items
    expect(listed).toMatchObject(context)
    // Sent again within the edit window, without the context: it is gone (a full replacement).
    const edited = await write(
      meera,
      { text: 'Finished it after all.', completion: 'completed' },
      fresh!.courseId,
    )
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      completion: 'completed',
      progress: null,
      takenIn: null,
      pricePaid: null,
      aspects: { depth: null, readiness: null, value: null },
    })
  })

  it.each([
    ['a percentage without dropping', { completion: 'completed', progress: 50 }, 'progress'],
    ['a percentage over 100', { completion: 'dropped', progress: 101 }, 'progress'],
    ['an unknown completion', { completion: 'finished' }, 'completion'],
    ['a month to come', { takenIn: '2999-01' }, 'takenIn'],
    ['a month before 2000', { takenIn: '1999-12' }, 'takenIn'],
    ['a month 13', { takenIn: '2025-13' }, 'takenIn'],
    ['a month with a NUL byte', { takenIn: '2025-0\u00001' }, 'takenIn'],
    ['a day instead of a month', { takenIn: '2025-03-01' }, 'takenIn'],
    ['a negative price', { pricePaid: -1 }, 'pricePaid'],
    ['a price in paise', { pricePaid: 449.5 }, 'pricePaid'],
    ['a price of ten lakh and one', { pricePaid: 1_000_001 }, 'pricePaid'],
    ['an aspect of 6 stars', { aspects: { depth: 6 } }, 'aspects.depth'],
    ['an aspect as text', { aspects: { value: '5' } }, 'aspects.value'],
    ['aspects as a list', { aspects: [5, 5, 5] }, 'aspects'],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const res = await write(await newUser(), { text: 'Context check', ...body }, other.courseId)
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field)
  })

  it('says what is wrong in Hindi to a Hindi page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${other.courseId}/reviews`,
      headers: { cookie: (await newUser()).cookie, 'accept-language': 'hi' },
      payload: { text: 'Context check', completion: 'taking', progress: 10 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toContain('सिर्फ़ तब बताएँ')
  })
})

describe('the summary and the filters', () => {
  let courseId: string
  beforeAll(async () => {
    const [fresh] = await insertCourses(t.database, [makeCourse({ courseName: 'Filter Course' })])
    courseId = fresh!.courseId
    const written = [
      { rating: 5, completion: 'completed', aspects: { depth: 5, readiness: 4, value: 3 } },
      { rating: 5, completion: 'completed', aspects: { depth: 4, readiness: null, value: 4 } },
      { rating: 4, completion: 'taking' },
      { rating: 1, completion: 'dropped', progress: 10, aspects: { value: 1 } },
      { rating: null },
      { rating: 2, completion: 'completed' },
    ]
    for (const [i, body] of written.entries()) {
      const res = await write(await newUser(), { text: `Review ${i}`, ...body }, courseId)
      expect(res.statusCode).toBe(201)
    }
    // The 2-star review is old, and a hidden 1-star review counts nowhere.
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(reviews.text, 'Review 5'))
    const hidden = (
      await write(await newUser(), { text: 'Spam', rating: 1, completion: 'completed' }, courseId)
    ).json()
    await call('PUT', `/api/admin/reviews/${hidden.reviewId}/hidden`, admin, { hidden: true })
  })

  const texts = async (query: string, user?: TestUser) => {
    const res = await call('GET', `/api/courses/${courseId}/reviews?${query}`, user)
    expect(res.statusCode).toBe(200)
    return (res.json() as ReviewListResponse).items.map((r) => r.text).sort()
  }

  it('counts each number of stars, the aspects and the completed, of visible reviews', async () => {
    const { summary } = await list(courseId)
    expect(summary).toEqual({
      average: 3.4,
      count: 5,
      stars: [1, 1, 0, 1, 2],
      aspects: {
        depth: { average: 4.5, count: 2 },
        readiness: { average: 4, count: 1 },
        value: { average: 2.7, count: 3 },
      },
      reviews: 6,
      completed: 3,
    })
  })

  it('lists the reviews of one number of stars, the completed ones, the recent ones', async () => {
    expect(await texts('stars=5')).toEqual(['Review 0', 'Review 1'])
    expect(await texts('stars=3')).toEqual([])
    expect(await texts('completed=true')).toEqual(['Review 0', 'Review 1', 'Review 5'])
    expect(await texts('recent=true')).toHaveLength(5)
    expect(await texts('completed=true&recent=true&stars=5&sort=newest')).toEqual([
      'Review 0',
      'Review 1',
    ])
    // Empty values are no filter, as a form sends them.
    expect(await texts('stars=&completed=&recent=')).toHaveLength(6)
    // A moderator's list holds the hidden one too; the summary stays the visible ones'.
    expect(await texts('stars=1', admin)).toEqual(['Review 3', 'Spam'])
  })

  it("answers the viewer's own review whatever the filters, and null to a visitor", async () => {
    const writer = await newUser('Filtered Writer')
    const own = (await write(writer, { text: 'My three stars', rating: 3 }, courseId)).json()
    const res = await call('GET', `/api/courses/${courseId}/reviews?stars=5`, writer)
    const answer: ReviewListResponse = res.json()
    expect(answer.items.map((r) => r.text)).not.toContain('My three stars')
    expect(answer.mine).toMatchObject({ reviewId: own.reviewId, mine: true })
    expect((await call('GET', `/api/courses/${courseId}/reviews`)).json().mine).toBeNull()
    await call('DELETE', `/api/reviews/${own.reviewId}`, writer)
  })

  it.each([
    'stars=0',
    'stars=6',
    'stars=4.5',
    'completed=false',
    'completed=yes',
    'recent=1',
    'stars=%00',
  ])('refuses %s with a 400', async (query) => {
    const res = await call('GET', `/api/courses/${courseId}/reviews?${query}`)
    expect(res.statusCode).toBe(400)
  })
})

describe('helpful votes', () => {
  it('count one vote per user, exactly, with 50 voters at once', async () => {
    const author = await newUser()
    const review = (await write(author, { text: 'Worth reading' }, other.courseId)).json()
    const voters = await Promise.all(Array.from({ length: 50 }, () => newUser()))
    await Promise.all(
      voters.flatMap((u) => [
        call('PUT', `/api/reviews/${review.reviewId}/helpful`, u),
        call('PUT', `/api/reviews/${review.reviewId}/helpful`, u),
      ]),
    )
    const seen = (await list(other.courseId, voters[0])).items.find(
      (r) => r.reviewId === review.reviewId,
    )!
    expect(seen.isHelpful).toBe(50)
    expect(seen.helpedByMe).toBe(true)
    const undo = await call('DELETE', `/api/reviews/${review.reviewId}/helpful`, voters[0])
    expect(undo.json()).toEqual({ reviewId: review.reviewId, helpedByMe: false, isHelpful: 49 })
    expect((await call('PUT', `/api/reviews/${review.reviewId}/helpful`)).statusCode).toBe(401)
  })

  it('of 200 marks sent at once by one member, exactly the limit are answered; the rest are 429 with Retry-After; one event', async () => {
    const author = await newUser()
    const review = (await write(author, { text: 'Marked in a burst' }, other.courseId)).json()
    const member = await newUser()
    const seen: LiveEvent[] = []
    const unsubscribe = t.database.bus.subscribe((event) => seen.push(event))
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call('PUT', `/api/reviews/${review.reviewId}/helpful`, member),
      ),
    )
    unsubscribe()
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(TOGGLE_POLICY.maxFailures)
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - TOGGLE_POLICY.maxFailures)
    const refused = answers.find((res) => res.statusCode === 429)!
    expect(refused.json().error).toEqual({ code: 'rate_limited', message: TOGGLE_RATE_LIMITED })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Only the first mark changed anything, so only it told the open pages.
    expect(seen).toEqual([
      { type: 'review.changed', courseId: other.courseId, reviewId: review.reviewId },
    ])
  })

  it('a mark that changes nothing publishes nothing', async () => {
    const author = await newUser()
    const review = (await write(author, { text: 'Marked twice' }, other.courseId)).json()
    const member = await newUser()
    const url = `/api/reviews/${review.reviewId}/helpful`
    const seen: LiveEvent[] = []
    const unsubscribe = t.database.bus.subscribe((event) => seen.push(event))
    await call('DELETE', url, member)
    await call('PUT', url, member)
    const again = await call('PUT', url, member)
    unsubscribe()
    expect(again.json()).toEqual({ reviewId: review.reviewId, helpedByMe: true, isHelpful: 1 })
    expect(seen).toEqual([
      { type: 'review.changed', courseId: other.courseId, reviewId: review.reviewId },
    ])
  })

  it('order the list by the Wilson lower bound, or newest first', async () => {
    const [c] = await insertCourses(t.database, [makeCourse({ courseName: 'Ordering' })])
    const [a, b, d] = await Promise.all([newUser('A'), newUser('B'), newUser('D')])
    const ra = (await write(a!, { text: 'one vote' }, c!.courseId)).json()
    const rb = (await write(b!, { text: 'many votes, one report' }, c!.courseId)).json()
    const rd = (await write(d!, { text: 'newest, no votes' }, c!.courseId)).json()
    const voters = await Promise.all(Array.from({ length: 9 }, () => newUser()))
    await call('PUT', `/api/reviews/${ra.reviewId}/helpful`, voters[0])
    for (const v of voters) await call('PUT', `/api/reviews/${rb.reviewId}/helpful`, v)
    await call('POST', `/api/reviews/${rb.reviewId}/report`, voters[1], { reason: 'spam' })
    expect((await list(c!.courseId)).items.map((r) => r.text)).toEqual([
      'many votes, one report',
      'one vote',
      'newest, no votes',
    ])
    expect((await list(c!.courseId, undefined, 'newest')).items[0]!.reviewId).toBe(rd.reviewId)
  })
})

describe('reports and hiding', () => {
  it('records a report once per user and lets only moderators hide a review, which they still see', async () => {
    const author = await newUser()
    const reporter = await newUser()
    const before = await courseRating(other.courseId)
    const review = (await write(author, { text: 'Spam spam', rating: 1 }, other.courseId)).json()
    expect(await courseRating(other.courseId)).toEqual({
      average: expect.any(Number),
      count: before.count + 1,
    })
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', `/api/reviews/${review.reviewId}/report`, reporter, {
        reason: 'spam',
      })
      expect(res.json()).toEqual({ reviewId: review.reviewId, reported: true })
    }
    expect(
      (await list(other.courseId, reporter)).items.find((r) => r.reviewId === review.reviewId)!
        .reportedByMe,
    ).toBe(true)

    const hide = (user: TestUser, hidden: boolean) =>
      call('PUT', `/api/admin/reviews/${review.reviewId}/hidden`, user, { hidden })
    expect((await hide(reporter, true)).statusCode).toBe(403)
    expect((await hide(admin, true)).statusCode).toBe(200)
    expect((await list(other.courseId)).items.some((r) => r.reviewId === review.reviewId)).toBe(
      false,
    )
    expect(await courseRating(other.courseId)).toEqual(before)
    // The moderator still sees it, marked hidden, outside the summary; reporting it is over.
    const moderated = await list(other.courseId, admin)
    expect(moderated.items.find((r) => r.reviewId === review.reviewId)!.hidden).toBe(true)
    expect(moderated.summary).toEqual((await list(other.courseId)).summary)
    const late = await call('POST', `/api/reviews/${review.reviewId}/report`, await newUser(), {
      reason: 'spam',
    })
    expect(late.statusCode).toBe(404)
    await hide(admin, false)
    expect((await list(other.courseId)).items.some((r) => r.reviewId === review.reviewId)).toBe(
      true,
    )
  })
})
