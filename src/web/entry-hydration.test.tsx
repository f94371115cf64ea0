// @vitest-environment jsdom
// The server's HTML and the browser's first render must be the same page: each public page is
// rendered by the server entry, put into the document with its state, and hydrated by the browser
// entry. React (a development build here) reports any difference, text or attribute, with
// console.error, which fails the test (src/web/test/setup.ts). The browser must not fetch what the
// server already sent.
import { act, screen, waitFor } from '@testing-library/react'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGE_STATE_ELEMENT_ID } from '../domain/page-render'
import { startApp } from './app/start-app'
import { createPageRenderer } from './entry-server'
import { setServerApiTransport } from './lib/api-client'
import { makeCourse, makeReview } from './test/course-fixtures'
import { installFakeCommunityApi, makePost } from './test/fake-community-api'
import { installFakeEventSource } from './test/fake-event-source'

const react = makeCourse({ courseId: '11111111-1111-4111-8111-111111111111', courseName: 'React' })
const ssc = makeCourse({
  courseId: '22222222-2222-4222-8222-222222222222',
  courseName: 'SSC CGL Complete Batch',
  category: 'Government Exams',
})

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
  setServerApiTransport(undefined)
})

async function serverRender(url: string) {
  const renderer = createPageRenderer(async (apiUrl) => {
    const response = await fetch(apiUrl)
    return { status: response.status, body: await response.json() }
  })
  const page = await renderer.render(url)
  const chunks: Buffer[] = []
  await new Promise<void>((resolve) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
    })
    sink.on('finish', resolve)
    page.pipe(sink)
  })
  setServerApiTransport(undefined)
  return { ...page, html: Buffer.concat(chunks).toString('utf8') }
}

/**
 * The server renderer and the browser's run in one process here, which only a test does: React's
 * development check for two renderers using one context at once fires for that reason alone, so it is
 * set aside. Every other console.error still fails the test.
 */
function allowTwoRenderersInOneProcess() {
  const forward = vi.mocked(console.error).getMockImplementation()
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Detected multiple renderers concurrently rendering')) return
    forward?.(...args)
  })
}

async function renderThenHydrate(url: string, beforeHydrating?: () => void) {
  allowTwoRenderersInOneProcess()
  installFakeCommunityApi({
    courses: [react, ssc],
    reviews: [makeReview({ courseId: react.courseId, text: 'Clear and practical.', rating: 5 })],
    posts: [makePost({ title: 'Which SSC batch?' })],
  })
  installFakeEventSource()
  const page = await serverRender(url)
  window.history.replaceState(null, '', url)
  document.body.innerHTML =
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`
  const container = document.getElementById('root')!
  beforeHydrating?.()
  const calls = vi.mocked(fetch).mock.calls
  const before = calls.length
  await act(async () => {
    const app = await startApp(container)
    unmount = () => app.root.unmount()
  })
  const requestsSinceHydration = () =>
    calls
      .slice(before)
      .map(
        ([input, init]) =>
          `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
      )
  return { page, requestsSinceHydration }
}

describe('hydrating server-rendered pages', () => {
  it.each([
    ['/', 'Find the course that fits your goals'],
    ['/all-courses', 'All Courses'],
    ['/all-courses?category=Government%20Exams&sort=price-asc', 'All Courses'],
    ['/govt-exam-courses', 'Government Exam Courses'],
    [`/home/${react.courseId}/react`, 'React'],
    ['/community', 'Community'],
    [`/course-comparison?courses=${react.courseId},${ssc.courseId}`, 'Course Comparison'],
    ['/contact-us', 'Contact Us'],
    ['/termsAndConditions', 'Terms & Conditions'],
    ['/sign-in', 'Sign In'],
    ['/no/such/page', 'Page not found'],
  ])('%s hydrates without a difference and without asking again', async (url, heading) => {
    const { requestsSinceHydration } = await renderThenHydrate(url)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    // Only the visitor's own state is asked for: the page's data came with the HTML.
    await waitFor(() => expect(requestsSinceHydration()).toContain('GET /api/me'))
    expect(requestsSinceHydration().filter((r) => r !== 'GET /api/me')).toEqual([])
  })

  it('a course page shows the server-rendered reviews at once, then the viewer state', async () => {
    const { page } = await renderThenHydrate(`/home/${react.courseId}/react`)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Clear and practical.')
    expect(screen.getByText('Clear and practical.')).toBeInTheDocument()
  })

  it('keeps what was typed before the page hydrated, as if typed after', async () => {
    const goals = 'A front-end developer job in 6 months'
    await renderThenHydrate('/course-comparison', () => {
      const field = document.querySelector<HTMLTextAreaElement>('textarea[name="goals"]')!
      field.value = goals
    })
    expect(await screen.findByText('What we understood')).toBeInTheDocument()
    expect(screen.getByLabelText('Goals')).toHaveValue(goals)
    expect(screen.getByText(`${goals.length}/500`)).toBeInTheDocument()
  })

  it('hands a search typed before hydration to the catalogue', async () => {
    const { requestsSinceHydration } = await renderThenHydrate('/all-courses', () => {
      const field = document.querySelector<HTMLInputElement>('input[type="search"]')!
      field.value = 'react'
    })
    await waitFor(() => expect(window.location.search).toContain('q=react'))
    expect(requestsSinceHydration()).toContain('GET /api/courses')
  })
})
