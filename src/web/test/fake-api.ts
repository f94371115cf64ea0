// A small in-memory stand-in for the server's account and library endpoints, installed as `fetch` (the
// web layer's API boundary). It keeps one browser's session and answers like the real API, including
// its `{error: {code, message}}` shape. `hold` keeps a request waiting; `fail` makes one fail.
import { vi } from 'vitest'
import {
  DUPLICATE_ACCOUNT_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  type MeResponse,
  type Profile,
} from '../../domain/account'
import type { Course } from '../../domain/course'

type Account = { profile: Profile; password: string }
type Handler = (body: unknown) => Response | Promise<Response>

export type FakeApiSeed = {
  /** Accounts that exist; the first is signed in when `signedIn` is true. */
  accounts?: { email: string; password: string; displayName?: string }[]
  signedIn?: boolean
  bookmarks?: string[]
  favorites?: string[]
  courses?: Course[]
}

const error = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status })

export function installFakeApi(seed: FakeApiSeed = {}) {
  const accounts: Account[] = (seed.accounts ?? []).map((account, index) => ({
    password: account.password,
    profile: {
      id: `user-${index + 1}`,
      email: account.email,
      displayName: account.displayName ?? '',
      createdDate: '2024-11-09T10:00:00.000Z',
      role: 'user',
    },
  }))
  const state = {
    user: seed.signedIn ? (accounts[0]?.profile ?? null) : null,
    bookmarks: [...(seed.bookmarks ?? [])],
    favorites: [...(seed.favorites ?? [])],
    courses: [...(seed.courses ?? [])],
  }
  const requests: { method: string; path: string; body: unknown }[] = []
  const overrides = new Map<string, Handler>()
  const held = new Map<string, Promise<void>>()

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

  function answer(method: string, path: string, body: unknown): Response {
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
    const course = /^\/api\/courses\/([^/]+)$/.exec(path)
    if (course && method === 'GET') {
      const found = state.courses.find((c) => c.courseId === decodeURIComponent(course[1]!))
      return found ? Response.json(found) : error(404, 'not_found', 'Course not found')
    }
    return error(404, 'not_found', `No fake route for ${route}`)
  }

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const route = `${method} ${url.pathname}`
    requests.push({ method, path: url.pathname, body })
    const wait = held.get(route)
    if (wait) await wait
    const override = overrides.get(route)
    if (override) {
      overrides.delete(route)
      return override(body)
    }
    return answer(method, url.pathname, body)
  })
  vi.stubGlobal('fetch', fetchFake)

  return {
    state,
    requests,
    /** Requests to this route wait until `release()` is called. */
    hold(route: string) {
      let release = () => {}
      held.set(
        route,
        new Promise<void>((resolve) => {
          release = () => {
            held.delete(route)
            resolve()
          }
        }),
      )
      return { release: () => release() }
    },
    /** The next request to this route gets this error instead of its normal answer. */
    fail(route: string, status: number, code: string, message: string) {
      overrides.set(route, () => error(status, code, message))
    },
  }
}

export type FakeApi = ReturnType<typeof installFakeApi>
