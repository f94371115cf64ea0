// Every write of the web app that creates something carries an Idempotency-Key and is sent again
// when the network fails it; the writes that set a state are sent again without one
// (docs/decisions/046-writes-retried-by-the-page.md). One test for all of them, so that a creation
// added later without its key shows up here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addCourse } from './features/add-course/api/add-course'
import { addComment } from './features/community/api/add-comment'
import { createPost } from './features/community/api/create-post'
import { reportComment } from './features/community/api/report-comment'
import { reportPost } from './features/community/api/report-post'
import { votePost } from './features/community/api/vote-post'
import { sendFeedback } from './features/comparison/api/send-feedback'
import { sendContactMessage } from './features/contact/api/send-contact-message'
import { saveCourse } from './features/courses/api/save-course'
import { reportReview } from './features/reviews/api/report-review'
import { setHelpful } from './features/reviews/api/set-helpful'
import { submitReview } from './features/reviews/api/submit-review'
import type { CourseInput } from '../domain/course'

/** fetch that fails the first request on the network and answers the second. */
function dropFirst() {
  const fetchMock = vi.fn(async (_url: string | URL, init?: RequestInit) => {
    if (fetchMock.mock.calls.length === 1) throw new TypeError('Failed to fetch')
    return Response.json({}, { status: init?.method === 'POST' ? 201 : 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      request: `${init?.method} ${String(url)}`,
      key: new Headers(init?.headers).get('idempotency-key'),
    }))
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const course = { courseName: 'React' } as CourseInput

/** The two requests of a write whose first the network failed. */
async function sentTwice(write: () => Promise<unknown>) {
  const sent = dropFirst()
  const done = write()
  await vi.advanceTimersByTimeAsync(3000)
  await done
  return sent()
}

describe('writes sent again when the network fails them', () => {
  it.each([
    ['a post', () => createPost({ title: 'T', body: 'B', tags: 'x', image: null })],
    ['a comment', () => addComment('p-1', 'Thanks')],
    ['a review', () => submitReview('c-1', { text: 'Good', rating: 5 })],
    ['a report of a post', () => reportPost('p-1', { reason: 'spam' })],
    ['a report of a comment', () => reportComment('m-1', { reason: 'spam' })],
    ['a report of a review', () => reportReview('r-1', { reason: 'spam' })],
    ['an added course', () => addCourse(course)],
    ['a contact message', () => sendContactMessage({ name: 'A', email: 'a@b.in', message: 'M' })],
    ['recommendation feedback', () => sendFeedback('answer-1', true)],
  ])('%s: with the same Idempotency-Key', async (_name, write) => {
    const [first, second] = await sentTwice(write)
    expect(first!.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).toEqual(first)
  })

  it.each([
    ['a vote', () => votePost('p-1', 'none')],
    ['a bookmark', () => saveCourse('bookmarks', 'c-1', true)],
    ['a favourite taken out', () => saveCourse('favorites', 'c-1', false)],
    ["a 'Helpful' mark", () => setHelpful('r-1', true)],
  ])('%s: sets a state, so without a key', async (_name, write) => {
    const [first, second] = await sentTwice(write)
    expect(first!.key).toBeNull()
    expect(second).toEqual(first)
  })
})
