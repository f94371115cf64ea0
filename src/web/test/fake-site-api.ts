// The add-course, contact, newsletter and admin endpoints in memory, on top of the fake account API
// (src/web/test/fake-api.ts keeps the session and the courses; this answers POST /api/courses,
// /api/contact, /api/subscribe and /api/admin/* and hands every other request to it). Errors have the
// server's `{error: {code, message, fields?}}` shape; `hold` keeps a request waiting, `reply` gives
// the next one a chosen answer.
import { createRouteControls, keyOf } from './fake-routes'
import { vi } from 'vitest'
import { isValidEmail } from '../../domain/credentials'
import type { Course } from '../../domain/schemas/course'
import type { AuditEntry, ReportedItem } from '../../domain/schemas/site'
import type { CourseSubmission } from '../../domain/schemas/course'
import type { FeedbackCount } from '../../domain/schemas/recommendation'
import type { CourseInput } from '../../domain/course'
import { courseFacts } from '../../domain/course-facts'
import type { CatalogueSource } from '../../domain/schemas/catalogue-sources'
import { sourceInputErrors, type SourceInput } from '../../domain/catalogue-sources'
import { installFakeApi, type FakeApiSeed } from './fake-api'

type ContactMessage = {
  id: string
  name: string
  email: string
  message: string
  createdAt: string
}
type Subscriber = { email: string; confirmedAt: string; unsubscribeUrl: string }

export type FakeSiteSeed = FakeApiSeed & {
  reports?: ReportedItem[]
  contactMessages?: ContactMessage[]
  subscribers?: Subscriber[]
  audit?: AuditEntry[]
  submissions?: CourseSubmission[]
  feedback?: FeedbackCount[]
  sources?: CatalogueSource[]
}

const error = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status })

const NOW = '2024-11-09T10:00:00.000Z'

/** A multipart body as a test can compare it: text fields as they are, files by name, type and size. */
function formFields(form: FormData): Record<string, unknown> {
  return Object.fromEntries(
    [...form.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size },
    ]),
  )
}
let nextCourse = 1

export function installFakeSiteApi(seed: FakeSiteSeed = {}) {
  const base = installFakeApi(seed)
  const accountFetch = globalThis.fetch
  const site = {
    reports: (seed.reports ?? []).map((item) => ({ ...item })),
    contactMessages: [...(seed.contactMessages ?? [])],
    subscribers: [...(seed.subscribers ?? [])],
    audit: [...(seed.audit ?? [])],
    submissions: (seed.submissions ?? []).map((item) => ({ ...item })),
    sources: (seed.sources ?? []).map((item) => ({ ...item })),
    /** Sources with a refresh asked for and not started (the server's job). */
    refreshing: new Set<string>(),
  }
  const requests: { method: string; path: string; search: string; body: unknown; key?: string }[] =
    []
  const controls = createRouteControls()

  const record = (
    action: string,
    targetType: string,
    targetId: string,
    detail: string | null = null,
  ) =>
    site.audit.unshift({
      adminEmail: base.state.user!.email,
      action,
      targetType,
      targetId,
      detail,
      createdAt: NOW,
    })

  /** Puts a course into the catalogue, as the server stores one. */
  const publish = (fields: CourseInput): Course => {
    const course: Course = {
      ...fields,
      courseId: `00000000-0000-4000-9000-${String(nextCourse++).padStart(12, '0')}`,
      language: String(fields.language ?? ''),
      isFavourite: false,
      fvrtCount: 0,
      isBestseller: false,
      createdAt: NOW,
      learnerRating: null,
      learnerRatingCount: 0,
      ...courseFacts(fields),
    }
    base.state.courses.push(course)
    return course
  }

  /** The catalogue sources' routes, as the server checks and answers them. */
  function sourcesAnswer(method: string, path: string, body: Record<string, unknown>) {
    if (path === '/api/admin/sources') {
      if (method === 'GET') return Response.json({ sources: site.sources })
      const fields = sourceInputErrors(body)
      if (Object.keys(fields).length > 0) {
        return error(400, 'validation_failed', Object.values(fields)[0]!, fields)
      }
      const source: CatalogueSource = {
        ...(body as unknown as SourceInput),
        kind: body.kind as CatalogueSource['kind'],
        id: `00000000-0000-4000-a000-${String(site.sources.length + 1).padStart(12, '0')}`,
        enabled: true,
        failures: 0,
        failing: false,
        createdAt: NOW,
        runs: [],
        nextRunAt: NOW,
      }
      site.sources.push(source)
      record('add', 'source', source.id, source.name)
      return Response.json(source, { status: 201 })
    }
    const match = /^\/api\/admin\/sources\/([^/]+)(\/refresh)?$/.exec(path)
    const index = site.sources.findIndex((source) => source.id === match?.[1])
    const found = site.sources[index]
    if (!match || !found) return error(404, 'not_found', 'That source no longer exists.')
    if (match[2]) {
      if (!found.enabled) return error(409, 'conflict', 'Resume the source to refresh it.')
      const queued = !site.refreshing.has(found.id)
      site.refreshing.add(found.id)
      return Response.json({ queued }, { status: 202 })
    }
    if (method === 'DELETE') {
      site.sources.splice(index, 1)
      return new Response(null, { status: 204 })
    }
    const changed: CatalogueSource = {
      ...found,
      ...((body.source as object | undefined) ?? {}),
      ...(typeof body.enabled === 'boolean' && { enabled: body.enabled }),
    }
    site.sources[index] = changed
    return Response.json(changed)
  }

  function answer(method: string, url: URL, body: Record<string, unknown>): Response {
    const path = url.pathname
    const route = `${method} ${path}`
    const user = base.state.user
    if (path.startsWith('/api/admin/sources')) return sourcesAnswer(method, path, body)
    if (route === 'POST /api/courses') {
      if (!user) return error(401, 'unauthorized', 'Sign in to add a course.')
      // Like the server: a member's course waits for a moderator.
      if (user.role === 'user') {
        const submission: CourseSubmission = {
          submissionId: `00000000-0000-4000-8000-${String(nextCourse++).padStart(12, '0')}`,
          status: 'pending',
          course: { ...(body as unknown as CourseSubmission['course']) },
          reason: null,
          courseId: null,
          submittedBy: user.displayName,
          createdAt: NOW,
          decidedAt: null,
        }
        site.submissions.push(submission)
        return Response.json(submission, { status: 202 })
      }
      return Response.json(publish(body as unknown as CourseInput), { status: 201 })
    }
    if (route === 'POST /api/contact') {
      const email = String(body.email ?? '').trim()
      if (!isValidEmail(email)) {
        return error(400, 'validation_failed', 'Email ID is not valid', {
          email: 'Email ID is not valid',
        })
      }
      site.contactMessages.unshift({
        id: `message-${site.contactMessages.length + 1}`,
        name: String(body.name),
        email,
        message: String(body.message),
        createdAt: NOW,
      })
      return Response.json({ message: 'Your message has been sent successfully!' }, { status: 201 })
    }
    if (route === 'POST /api/subscribe') {
      const email = String(body.email ?? '')
        .trim()
        .toLowerCase()
      if (!isValidEmail(email)) {
        return error(400, 'validation_failed', 'Email ID is not valid', {
          email: 'Email ID is not valid',
        })
      }
      if (!site.subscribers.some((s) => s.email === email)) {
        site.subscribers.push({
          email,
          confirmedAt: NOW,
          unsubscribeUrl: `http://localhost/newsletter?unsubscribe=${site.subscribers.length}`,
        })
      }
      return Response.json({
        message: 'Subscribed! Watch your inbox for new courses and study tips.',
      })
    }
    if (route === 'GET /api/me/submissions') {
      if (!user) return error(401, 'unauthorized', 'Sign in first')
      return Response.json(site.submissions.filter((x) => x.submittedBy === user.displayName))
    }
    // Everything else here is /api/admin/*.
    if (!user) return error(401, 'unauthorized', 'Sign in first')
    const decide = /^\/api\/admin\/submissions\/([^/]+)\/(approve|reject)$/.exec(path)
    if (route === 'GET /api/admin/submissions' || decide) {
      if (user.role === 'user') return error(403, 'forbidden', 'Only moderators can do that.')
      if (!decide) return Response.json(site.submissions.filter((x) => x.status === 'pending'))
      const item = site.submissions.find((x) => x.submissionId === decide[1])
      if (!item || item.status !== 'pending') {
        return error(404, 'not_found', 'That course is no longer waiting for review.')
      }
      if (decide[2] === 'reject') {
        Object.assign(item, { status: 'rejected', reason: String(body.reason ?? '') })
        record('reject', 'submission', item.submissionId)
        return Response.json(item)
      }
      const course = publish((body.course as CourseInput | undefined) ?? item.course)
      Object.assign(item, { status: 'approved', courseId: course.courseId })
      record('approve', 'submission', item.submissionId)
      return Response.json(course, { status: 201 })
    }
    if (user.role !== 'admin') return error(403, 'forbidden', 'Administrators only')
    if (route === 'GET /api/admin/reports') return Response.json(site.reports)
    if (route === 'GET /api/admin/contact') return Response.json(site.contactMessages)
    if (route === 'GET /api/admin/subscribers') return Response.json(site.subscribers)
    if (route === 'GET /api/admin/audit') return Response.json(site.audit)
    if (route === 'GET /api/admin/recommendations/feedback')
      return Response.json(seed.feedback ?? [])
    const hidden = /^\/api\/admin\/(reviews|posts|comments)\/([^/]+)\/hidden$/.exec(path)
    if (hidden && method === 'PUT') {
      const type = hidden[1]!.replace(/s$/, '')
      const item = site.reports.find((r) => r.type === type && r.id === hidden[2])
      if (!item) return error(404, 'not_found', 'Not found')
      item.hidden = body.hidden === true
      record(item.hidden ? 'hide' : 'unhide', type, item.id)
      return Response.json({ [`${type}Id`]: item.id, hidden: item.hidden })
    }
    const dismiss = /^\/api\/admin\/reports\/(review|post|comment)\/([^/]+)\/dismiss$/.exec(path)
    if (dismiss && method === 'POST') {
      const item = site.reports.find((r) => r.type === dismiss[1] && r.id === dismiss[2])
      if (!item) return error(404, 'not_found', 'Nothing waits in the queue for that item.')
      site.reports = site.reports.filter((r) => r !== item)
      record('dismiss-reports', item.type, item.id)
      return Response.json({ resolved: item.reports })
    }
    const course = /^\/api\/admin\/courses\/([^/]+)$/.exec(path)
    if (course) {
      const found = base.state.courses.find((c) => c.courseId === course[1])
      if (!found) return error(404, 'not_found', 'Course not found!')
      if (method === 'PATCH') {
        // Like the server: only fields that differ are written and recorded.
        const changed = Object.keys(body).filter(
          (key) => found[key as keyof typeof found] !== body[key],
        )
        Object.assign(found, body)
        if (changed.length > 0) {
          record(
            'edit',
            'course',
            found.courseId,
            `${found.courseName} (changed: ${changed.join(', ')})`,
          )
        }
        return Response.json(found)
      }
      if (method === 'DELETE') {
        base.state.courses = base.state.courses.filter((c) => c !== found)
        record('delete', 'course', found.courseId, found.courseName)
        return new Response(null, { status: 204 })
      }
    }
    return error(404, 'not_found', `No fake route for ${route}`)
  }

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const mine =
      /^\/api\/(contact|subscribe|me\/submissions|admin\/.*)$/.test(url.pathname) ||
      (method === 'POST' && url.pathname === '/api/courses')
    if (!mine) return accountFetch(input, init)
    const route = `${method} ${url.pathname}`
    const body: unknown =
      typeof init.body === 'string'
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? formFields(init.body)
          : undefined
    requests.push({ method, path: url.pathname, search: url.search, body, ...keyOf(init) })
    return (
      (await controls.intercept(route, body)) ??
      answer(method, url, (body ?? {}) as Record<string, unknown>)
    )
  })
  vi.stubGlobal('fetch', fetchFake)

  return {
    ...base,
    site,
    /** The requests this fake answered (the account fake keeps its own in `base.requests`). */
    siteRequests: requests,
    hold: controls.hold,
    dropNext: controls.dropNext,
    answerNext: controls.answerNext,
    reply: controls.reply,
  }
}

export type FakeSiteApi = ReturnType<typeof installFakeSiteApi>
