// A small in-memory stand-in for the server's account, library, course, review and recommendation
// endpoints, installed as `fetch` (the web layer's API boundary). It keeps one browser's session and
// answers like the real API, including its `{error: {code, message}}` shape; the course list carries
// facets, counts without each filter and a did-you-mean computed from its courses
// (fake-course-list.ts). `hold` keeps a request waiting; `fail` makes one fail; `reply` gives one a
// chosen answer; `dropNext` fails one on the network; `answerNext` gives one any Response. Requests
// are recorded with their Idempotency-Key (`key`) when they carry one.
import { createRouteControls, keyOf } from './fake-routes'
import { vi } from 'vitest'
import {
  DUPLICATE_ACCOUNT_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../domain/account'
import { isLanguage, LANGUAGE_INVALID_MESSAGE, type Language } from '../../domain/languages'
import { type AccountSession, type MeResponse, type Profile } from '../../domain/schemas/account'
import { newPasswordError } from '../../domain/credentials'
import { listCourses } from './fake-course-list'
import type { Course } from '../../domain/schemas/course'
import { MAX_COMPARED_COURSES, SELECT_AT_LEAST_ONE } from '../../domain/recommendation'
import {
  passesReviewFilter,
  REVIEW_MAX_LENGTH,
  REVIEW_TOO_LONG,
  summariseReviews,
} from '../../domain/review'
import type { Review, ReviewFields } from '../../domain/schemas/review'
import type { ReviewFixture } from './course-fixtures'
import { alertTargetError, suggestedAlert } from '../../domain/price-alerts'
import type { PriceAlert } from '../../domain/schemas/price-alerts'
import type { Follow } from '../../domain/schemas/follows'
import { followKey, followKind, normalFollowQuery, type FollowQuery } from '../../domain/follows'
import { priceHistory } from '../../domain/prices'

type Account = { profile: Profile; password: string }

export type FakeApiSeed = {
  /** Accounts that exist; the first is signed in when `signedIn` is true. */
  accounts?: {
    email: string
    password: string
    displayName?: string
    role?: Profile['role']
    language?: Profile['language']
    /** Confirmed unless said otherwise. */
    emailVerified?: boolean
    suspension?: Profile['suspension']
  }[]
  signedIn?: boolean
  bookmarks?: string[]
  favorites?: string[]
  courses?: Course[]
  /** Reviews of the courses; `userId` is the author ('user-1' is the first account). */
  reviews?: ReviewFixture[]
  /** The signed-in user's sessions (GET /api/me/sessions); by default only this one. */
  sessions?: AccountSession[]
}

type StoredReview = Omit<Review, 'mine' | 'helpedByMe' | 'reportedByMe'> & {
  userId: string | null
  helpers: Set<string>
  reporters: Set<string>
}

const error = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message, ...(fields && { fields }) } }, { status })

export function installFakeApi(seed: FakeApiSeed = {}) {
  const accounts: Account[] = (seed.accounts ?? []).map((account, index) => ({
    password: account.password,
    profile: {
      id: `user-${index + 1}`,
      email: account.email,
      displayName: account.displayName ?? '',
      createdDate: '2024-11-09T10:00:00.000Z',
      role: account.role ?? 'user',
      emailVerified: account.emailVerified ?? true,
      language: account.language ?? null,
      suspension: account.suspension ?? null,
    },
  }))
  const state = {
    user: seed.signedIn ? (accounts[0]?.profile ?? null) : null,
    bookmarks: [...(seed.bookmarks ?? [])],
    favorites: [...(seed.favorites ?? [])],
    courses: [...(seed.courses ?? [])],
    /** Price alerts, each with its member's id (docs/product.md#price-alerts). */
    alerts: [] as (PriceAlert & { userId: string })[],
    /** Follows, each with its member's id (docs/product.md#follows). */
    follows: [] as (Follow & { userId: string })[],
    reviews: (seed.reviews ?? []).map(
      ({ mine: _m, helpedByMe, reportedByMe: _r, userId, ...review }): StoredReview => ({
        ...review,
        userId: userId ?? null,
        helpers: new Set(
          helpedByMe && seed.signedIn && accounts[0] ? [accounts[0].profile.id] : [],
        ),
        reporters: new Set<string>(),
      }),
    ),
  }
  const sessions: AccountSession[] = seed.sessions ?? [
    {
      id: 'session-this',
      browser: 'Chrome',
      os: 'Windows',
      current: true,
      createdAt: '2024-11-09T10:00:00.000Z',
      lastSeenAt: new Date().toISOString(),
    },
  ]
  let nextReview = 1
  const requests: { method: string; path: string; body: unknown; search?: string; key?: string }[] =
    []
  const controls = createRouteControls()

  const me = (): MeResponse =>
    state.user
      ? {
          user: state.user,
          bookmarkedCourses: [...state.bookmarks],
          favoriteCourses: [...state.favorites],
        }
      : { user: null, bookmarkedCourses: [], favoriteCourses: [] }

  const field = (body: unknown, name: string) =>
    typeof body === 'object' && body !== null && name in body
      ? String((body as Record<string, unknown>)[name])
      : ''

  function answer(method: string, path: string, body: unknown, query: URLSearchParams): Response {
    const route = `${method} ${path}`
    if (route === 'GET /api/me') return Response.json(me())
    if (route === 'POST /api/auth/sign-in/email') {
      const account = accounts.find(
        (a) => a.profile.email === field(body, 'email') && a.password === field(body, 'password'),
      )
      if (!account) return error(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE)
      state.user = account.profile
      return Response.json({ user: account.profile })
    }
    if (route === 'POST /api/auth/sign-up/email') {
      const email = field(body, 'email')
      if (accounts.some((a) => a.profile.email === email)) {
        return error(409, 'conflict', DUPLICATE_ACCOUNT_MESSAGE)
      }
      const profile: Profile = {
        id: `user-${accounts.length + 1}`,
        email,
        displayName: field(body, 'name'),
        createdDate: '2024-11-09T10:00:00.000Z',
        role: 'user',
        suspension: null,
        emailVerified: false,
        language: isLanguage(field(body, 'language'))
          ? (field(body, 'language') as Language)
          : null,
      }
      accounts.push({ profile, password: field(body, 'password') })
      state.user = profile
      state.bookmarks = []
      state.favorites = []
      return Response.json({ user: profile })
    }
    if (route === 'POST /api/auth/sign-out') {
      state.user = null
      return Response.json({ ok: true })
    }
    if (route === 'PUT /api/me/language') {
      if (!state.user) return error(401, 'unauthorized', 'Please sign in first.')
      const language = field(body, 'language')
      if (!isLanguage(language)) return error(400, 'validation_failed', LANGUAGE_INVALID_MESSAGE)
      state.user = { ...state.user, language }
      const account = accounts.find((a) => a.profile.id === state.user?.id)
      if (account) account.profile = state.user
      return Response.json({ language })
    }
    const account = answerAccount(method, path, body)
    if (account) return account
    if (route === 'GET /api/me/courses') {
      if (!state.user) return error(401, 'unauthorized', 'Sign in first')
      const pick = (ids: string[]) =>
        ids.flatMap((id) => state.courses.filter((c) => c.courseId === id))
      return Response.json({ bookmarked: pick(state.bookmarks), favorites: pick(state.favorites) })
    }
    const toggle = /^\/api\/me\/(bookmarks|favorites)\/([^/]+)$/.exec(path)
    if (toggle && (method === 'PUT' || method === 'DELETE')) {
      if (!state.user) return error(401, 'unauthorized', 'Sign in first')
      const list = toggle[1] as 'bookmarks' | 'favorites'
      const courseId = decodeURIComponent(toggle[2]!)
      const saved = method === 'PUT'
      state[list] = state[list].filter((id) => id !== courseId)
      if (saved) state[list].push(courseId)
      const course = state.courses.find((c) => c.courseId === courseId)
      if (list === 'favorites' && course) {
        course.fvrtCount = Math.max(0, course.fvrtCount + (saved ? 1 : -1))
        return Response.json({ courseId, saved, fvrtCount: course.fvrtCount })
      }
      return Response.json({ courseId, saved })
    }
    if (route === 'GET /api/courses') return Response.json(listCourses(state.courses, query))
    if (route === 'POST /api/recommendations') return recommend(body, query.get('stream') === '1')
    if (route === 'POST /api/recommendations/feedback') return new Response(null, { status: 204 })
    const reviews = answerReviews(method, path, body, query)
    if (reviews) return reviews
    const follows = answerFollows(method, path, body)
    if (follows) return follows
    if (route === 'GET /api/me/price-alerts') {
      if (!state.user) return error(401, 'unauthorized', 'Please sign in first.')
      const mine = state.alerts.filter((a) => a.userId === state.user!.id)
      return Response.json({ alerts: mine.map(({ userId: _u, ...alert }) => alert) })
    }
    if (route === 'POST /api/price-alerts/stop') {
      // The fake's tokens: 'one.<courseId>' or 'all.<userId>' (the server signs its own).
      const [kind, id] = String((body as { token?: unknown }).token ?? '').split('.')
      if (kind === 'all') state.alerts = state.alerts.filter((a) => a.userId !== id)
      else if (kind === 'one') state.alerts = state.alerts.filter((a) => a.courseId !== id)
      else
        return error(
          400,
          'validation_failed',
          'This link is not complete. Open it from the mail again.',
        )
      return Response.json({
        message:
          kind === 'all'
            ? 'Done: all your price alerts are stopped.'
            : 'Done: that price alert is stopped.',
      })
    }
    const alert = /^\/api\/courses\/([^/]+)\/price-alert$/.exec(path)
    if (alert) {
      if (!state.user) return error(401, 'unauthorized', 'Please sign in first.')
      const courseId = decodeURIComponent(alert[1]!)
      const found = state.courses.find((c) => c.courseId === courseId)
      if (!found) return error(404, 'not_found', 'Course not found!')
      const userId = state.user.id
      const at = state.alerts.findIndex((a) => a.userId === userId && a.courseId === courseId)
      if (method === 'DELETE') {
        if (at < 0) return error(404, 'not_found', 'You have no price alert on this course.')
        state.alerts.splice(at, 1)
        return new Response(null, { status: 204 })
      }
      const target = (body as { target?: unknown }).target
      const problem = alertTargetError(target, found.price)
      if (problem) return error(400, 'validation_failed', problem, { target: problem })
      const stored = {
        userId,
        courseId,
        courseName: found.courseName,
        price: found.price,
        target: target as number,
        createdAt: new Date().toISOString(),
        notifiedAt: null,
      }
      if (at < 0) state.alerts.push(stored)
      else state.alerts[at] = stored
      const { userId: _u, ...answer } = stored
      return Response.json(answer)
    }
    const prices = /^\/api\/courses\/([^/]+)\/prices$/.exec(path)
    if (prices && method === 'GET') {
      const courseId = decodeURIComponent(prices[1]!)
      const found = state.courses.find((c) => c.courseId === courseId)
      if (!found) return error(404, 'not_found', 'Course not found!')
      // A price seen once, 30 days ago, unchanged since (src/domain/prices.ts works it out).
      const seen = new Date(Date.now() - 30 * 86_400_000).toISOString()
      const history = priceHistory([{ price: found.price, at: seen }], new Date().toISOString())!
      return Response.json({ courseId, ...history, suggestedAlert: suggestedAlert(history) })
    }
    const course = /^\/api\/courses\/([^/]+)$/.exec(path)
    if (course && method === 'GET') {
      const found = state.courses.find((c) => c.courseId === decodeURIComponent(course[1]!))
      return found ? Response.json(found) : error(404, 'not_found', 'Course not found')
    }
    return error(404, 'not_found', `No fake route for ${route}`)
  }

  /** The account page's routes (src/server/features/account), or null for another path. */
  /** The follows' routes (docs/product.md#follows); the fake's stop tokens are 'one.<id>' or 'all.<userId>'. */
  function answerFollows(method: string, path: string, body: unknown): Response | undefined {
    const route = `${method} ${path}`
    if (route === 'POST /api/follows/stop') {
      const [kind, id] = String((body as { token?: unknown }).token ?? '').split('.')
      if (kind === 'all') state.follows = state.follows.filter((f) => f.userId !== id)
      else if (kind === 'one') state.follows = state.follows.filter((f) => f.id !== id)
      else
        return error(
          400,
          'validation_failed',
          'This link is not complete. Open it from the mail again.',
        )
      return Response.json({
        message:
          kind === 'all'
            ? 'Done: you no longer follow anything.'
            : 'Done: you no longer follow that.',
      })
    }
    if (!path.startsWith('/api/me/follows')) return undefined
    if (!state.user) return error(401, 'unauthorized', 'Please sign in first.')
    const userId = state.user.id
    const strip = ({ userId: _u, ...follow }: Follow & { userId: string }) => follow
    if (route === 'GET /api/me/follows') {
      return Response.json({ follows: state.follows.filter((f) => f.userId === userId).map(strip) })
    }
    if (route === 'POST /api/me/follows') {
      const input = body as { query: FollowQuery; frequency?: Follow['frequency'] }
      const query = normalFollowQuery(input.query)
      const found = state.follows.find(
        (f) => f.userId === userId && followKey(f.query) === followKey(query),
      )
      if (found) {
        if (input.frequency) found.frequency = input.frequency
        return Response.json(strip(found))
      }
      const follow = {
        userId,
        id: `follow-${state.follows.length + 1}`,
        kind: followKind(query),
        query,
        frequency: input.frequency ?? 'daily',
        createdAt: new Date().toISOString(),
        mailedAt: null,
      }
      state.follows.push(follow)
      return Response.json(strip(follow), { status: 201 })
    }
    const one = /^\/api\/me\/follows\/([^/]+)$/.exec(path)
    const found =
      one && state.follows.find((f) => f.userId === userId && f.id === decodeURIComponent(one[1]!))
    if (!found) return error(404, 'not_found', 'You do not follow this.')
    if (method === 'DELETE') {
      state.follows = state.follows.filter((f) => f !== found)
      return new Response(null, { status: 204 })
    }
    found.frequency = (body as { frequency: Follow['frequency'] }).frequency
    return Response.json(strip(found))
  }

  function answerAccount(method: string, path: string, body: unknown): Response | null {
    const route = `${method} ${path}`
    const mine = /^\/api\/me\/sessions\/([^/]+)$/.exec(path)
    const known =
      ['PUT /api/me/name', 'POST /api/me/password', 'GET /api/me/sessions'].includes(route) ||
      ['DELETE /api/me/sessions', 'DELETE /api/me'].includes(route) ||
      (mine && method === 'DELETE')
    if (!known) return null
    if (!state.user) return error(401, 'unauthorized', 'Please sign in first.')
    const account = accounts.find((a) => a.profile.id === state.user?.id)!
    const wrongPassword = (field: string) =>
      Response.json(
        {
          error: {
            code: 'invalid_credentials',
            message: WRONG_PASSWORD_MESSAGE,
            fields: { [field]: WRONG_PASSWORD_MESSAGE },
          },
        },
        { status: 400 },
      )
    if (route === 'PUT /api/me/name') {
      const displayName = field(body, 'name').trim()
      state.user = account.profile = { ...state.user, displayName }
      return Response.json({ displayName })
    }
    if (route === 'POST /api/me/password') {
      const next = field(body, 'newPassword')
      const problem = newPasswordError(next)
      if (problem) return error(400, 'validation_failed', problem)
      if (field(body, 'currentPassword') !== account.password) {
        return wrongPassword('currentPassword')
      }
      account.password = next
      const others = sessions.filter((s) => !s.current).length
      sessions.splice(0, sessions.length, ...sessions.filter((s) => s.current))
      return Response.json({ otherSessionsEnded: others })
    }
    if (route === 'GET /api/me/sessions') return Response.json({ sessions: [...sessions] })
    if (route === 'DELETE /api/me/sessions') {
      const others = sessions.filter((s) => !s.current).length
      sessions.splice(0, sessions.length, ...sessions.filter((s) => s.current))
      return Response.json({ ended: others })
    }
    if (mine) {
      const index = sessions.findIndex((s) => s.id === decodeURIComponent(mine[1]!))
      if (index < 0) return error(404, 'not_found', 'That session is not signed in any more.')
      sessions.splice(index, 1)
      return Response.json({ ended: 1 })
    }
    // DELETE /api/me
    if (field(body, 'password') !== account.password) return wrongPassword('password')
    accounts.splice(accounts.indexOf(account), 1)
    state.user = null
    return Response.json({ deleted: true })
  }

  /** POST /api/recommendations: the embedded recommender's shape of answer for the chosen courses. */
  function recommend(body: unknown, stream: boolean): Response {
    const ids = (body as { courseIds?: unknown }).courseIds
    if (!Array.isArray(ids) || ids.length === 0) {
      return error(400, 'validation_failed', SELECT_AT_LEAST_ONE)
    }
    if (ids.length > MAX_COMPARED_COURSES) {
      return error(400, 'validation_failed', 'Compare at most 5 courses at a time.')
    }
    const chosen = ids.map((id) => state.courses.find((c) => c.courseId === id))
    if (chosen.some((c) => c === undefined)) {
      return error(404, 'not_found', 'One of the selected courses no longer exists.')
    }
    const text = [
      ...chosen.map((c) => `${c!.courseName} (${c!.platform})\n- Rated ${c!.rating}/5.`),
      `Conclusion: ${chosen[0]!.courseName} suits you best.`,
    ].join('\n\n')
    const answerId = `answer-${ids.join('-')}`
    if (stream) {
      return new Response(text, {
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'x-recommender': 'embedded',
          'x-answer-id': answerId,
        },
      })
    }
    return Response.json({ text, provider: 'embedded', answerId })
  }

  const shown = (review: StoredReview): Review => {
    const { userId, helpers, reporters, ...fields } = review
    const viewer = state.user?.id
    return {
      ...fields,
      isHelpful: helpers.size,
      mine: viewer !== undefined && userId === viewer,
      helpedByMe: viewer !== undefined && helpers.has(viewer),
      reportedByMe: viewer !== undefined && reporters.has(viewer),
    }
  }

  /** The review routes of src/server/features/reviews, or null for another path. */
  function answerReviews(
    method: string,
    path: string,
    body: unknown,
    query: URLSearchParams,
  ): Response | null {
    const list = /^\/api\/courses\/([^/]+)\/reviews$/.exec(path)
    if (list) {
      const courseId = decodeURIComponent(list[1]!)
      const course = state.courses.find((c) => c.courseId === courseId)
      if (!course) return error(404, 'not_found', 'Course not found!')
      if (method === 'GET') {
        // Like the server: hidden reviews only for moderators, outside the summary.
        const role = state.user?.role
        const moderates = role === 'moderator' || role === 'admin'
        const items = state.reviews
          .filter((r) => r.courseId === courseId && (moderates || !r.hidden))
          .map(shown)
          .sort(
            (a, b) =>
              (query.get('sort') !== 'newest' ? b.isHelpful - a.isHelpful : 0) ||
              b.createdAt.localeCompare(a.createdAt),
          )
        const stars = query.get('stars')
        const passes = passesReviewFilter(
          {
            ...(stars && { stars: Number(stars) }),
            completed: query.get('completed') === 'true',
            recent: query.get('recent') === 'true',
          },
          new Date(),
        )
        return Response.json({
          items: items.filter(passes),
          summary: summariseReviews(items),
          mine: items.find((review) => review.mine) ?? null,
        })
      }
      if (method === 'POST') {
        if (!state.user) return error(401, 'unauthorized', 'Sign in first')
        const text = field(body, 'text').trim()
        if (!text) return error(400, 'validation_failed', 'Write something before submitting.')
        if (text.length > REVIEW_MAX_LENGTH) {
          return error(400, 'validation_failed', REVIEW_TOO_LONG)
        }
        // The server checks the rest (reviews-routes.test.ts); the fake keeps what it is sent.
        const sent = body as Partial<ReviewFields>
        const fields: ReviewFields = {
          text,
          rating: sent.rating ?? null,
          completion: sent.completion ?? null,
          progress: sent.progress ?? null,
          takenIn: sent.takenIn ?? null,
          pricePaid: sent.pricePaid ?? null,
          aspects: { depth: null, readiness: null, value: null, ...sent.aspects },
        }
        const now = new Date().toISOString()
        const existing = state.reviews.find(
          (r) => r.courseId === courseId && r.userId === state.user!.id,
        )
        if (existing) {
          Object.assign(existing, { ...fields, updatedAt: now })
          return Response.json(shown(existing), { status: 200 })
        }
        const review: StoredReview = {
          reviewId: `new-${nextReview++}`,
          courseId,
          courseName: course.courseName,
          ...fields,
          author: state.user.displayName || 'Anonymous',
          authorDeleted: false,
          createdAt: now,
          updatedAt: now,
          isHelpful: 0,
          comments: [],
          hidden: false,
          userId: state.user.id,
          helpers: new Set(),
          reporters: new Set(),
        }
        state.reviews.push(review)
        return Response.json(shown(review), { status: 201 })
      }
    }
    const hide = /^\/api\/admin\/reviews\/([^/]+)\/hidden$/.exec(path)
    if (hide && method === 'PUT') {
      const role = state.user?.role
      if (role !== 'moderator' && role !== 'admin') return error(403, 'forbidden', 'No.')
      const review = state.reviews.find((r) => r.reviewId === decodeURIComponent(hide[1]!))
      if (!review) return error(404, 'not_found', 'Review not found.')
      review.hidden = (body as { hidden?: boolean }).hidden === true
      return Response.json({ reviewId: review.reviewId, hidden: review.hidden })
    }
    const one = /^\/api\/reviews\/([^/]+)(\/helpful|\/report)?$/.exec(path)
    if (!one) return null
    if (!state.user) return error(401, 'unauthorized', 'Sign in first')
    const review = state.reviews.find((r) => r.reviewId === decodeURIComponent(one[1]!))
    if (!review) return error(404, 'not_found', 'Review not found.')
    const userId = state.user.id
    if (!one[2] && method === 'DELETE') {
      if (review.userId !== userId) {
        return error(403, 'forbidden', 'You can only delete your own review.')
      }
      state.reviews = state.reviews.filter((r) => r !== review)
      return new Response(null, { status: 204 })
    }
    if (one[2] === '/helpful' && (method === 'PUT' || method === 'DELETE')) {
      if (method === 'PUT') review.helpers.add(userId)
      else review.helpers.delete(userId)
      return Response.json({
        reviewId: review.reviewId,
        helpedByMe: method === 'PUT',
        isHelpful: review.helpers.size,
      })
    }
    if (one[2] === '/report' && method === 'POST') {
      review.reporters.add(userId)
      return Response.json({ reviewId: review.reviewId, reported: true })
    }
    return null
  }

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const route = `${method} ${url.pathname}`
    // `search` only when there is a query, so older assertions on {method, path, body} still hold.
    requests.push({
      method,
      path: url.pathname,
      body,
      ...(url.search ? { search: url.search } : {}),
      ...keyOf(init),
    })
    return (
      (await controls.intercept(route, body)) ??
      answer(method, url.pathname, body, url.searchParams)
    )
  })
  vi.stubGlobal('fetch', fetchFake)

  return {
    state,
    sessions,
    requests,
    hold: controls.hold,
    dropNext: controls.dropNext,
    answerNext: controls.answerNext,
    reply: controls.reply,
    /** The next request to this route gets this error instead of its normal answer. */
    fail(route: string, status: number, code: string, message: string) {
      controls.answerNext(route, () => error(status, code, message))
    },
  }
}

export type FakeApi = ReturnType<typeof installFakeApi>
