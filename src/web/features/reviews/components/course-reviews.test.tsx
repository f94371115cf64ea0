import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  REVIEW_FAILED,
  REVIEW_LOGIN_REQUIRED,
  REVIEW_RATE_LIMITED,
  REVIEW_SUBMITTED,
  REVIEW_TOO_LONG,
  REVIEWS_EMPTY,
  REVIEWS_FETCH_FAILED,
  REVIEWS_LOADING,
} from '../../../../domain/review'
import { makeCourse, makeReview, type ReviewFixture } from '../../../test/course-fixtures'
import { installFakeApi, type FakeApiSeed } from '../../../test/fake-api'
import { installFakeEventSource } from '../../../test/fake-event-source'
import { renderWithApp } from '../../../test/render'
import { CourseReviews } from './course-reviews'

const course = makeCourse({ courseId: 'c-1', courseName: 'Namaste React' })
const asha = { email: 'asha@example.com', password: 'Secret123', displayName: 'Asha' }

function renderReviews(seed: FakeApiSeed = {}, onRatingsChanged?: () => void) {
  const api = installFakeApi({ courses: [{ ...course }], ...seed })
  const view = renderWithApp(<CourseReviews courseId="c-1" onRatingsChanged={onRatingsChanged} />, {
    url: '/home/c-1/namaste-react',
  })
  return { api, ...view }
}

function renderSignedIn(reviews: ReviewFixture[] = [], onRatingsChanged?: () => void) {
  return renderReviews({ accounts: [asha], signedIn: true, reviews }, onRatingsChanged)
}

const review = (overrides: Partial<ReviewFixture> = {}) =>
  makeReview({ courseId: 'c-1', ...overrides })

const writeBox = () => screen.getByRole('region', { name: 'Write a Review' })
const reviewList = () => screen.getByRole('region', { name: 'Reviews' })
const textBox = () => within(writeBox()).getByRole('textbox', { name: 'Your review' })
const submitButton = () => within(writeBox()).getByRole('button', { name: 'Submit' })
/** The review's own stars (the aspects have stars of their own). */
const ownStars = () =>
  within(writeBox()).getByRole('radiogroup', { name: 'Your rating (optional)' })
const reviewGets = (api: ReturnType<typeof installFakeApi>) =>
  api.requests.filter((r) => r.method === 'GET' && r.path === '/api/courses/c-1/reviews')

async function listLoaded() {
  await vi.waitFor(() => expect(screen.queryByText(REVIEWS_LOADING)).not.toBeInTheDocument())
}

describe('Write a Review', () => {
  it('keeps Submit disabled while the text is blank or only spaces', async () => {
    const user = userEvent.setup()
    renderSignedIn()
    await listLoaded()
    expect(submitButton()).toBeDisabled()
    await user.type(textBox(), '   \n  ')
    expect(submitButton()).toBeDisabled()
    await user.type(textBox(), 'Good')
    expect(submitButton()).toBeEnabled()
  })

  it('counts characters against the 2000 limit', async () => {
    const user = userEvent.setup()
    renderSignedIn()
    await listLoaded()
    expect(textBox()).toHaveAttribute('maxLength', '2000')
    await user.type(textBox(), 'Great')
    expect(within(writeBox()).getByText('5/2000')).toBeInTheDocument()
  })

  it('asks a visitor to log in when they press Submit, and sends nothing', async () => {
    const user = userEvent.setup()
    const { api } = renderReviews()
    await listLoaded()
    await user.type(textBox(), 'Worth every rupee')
    await user.click(submitButton())
    expect(within(writeBox()).getByRole('status')).toHaveTextContent(REVIEW_LOGIN_REQUIRED)
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false)
  })

  it('tells a visitor before typing that reviewing needs an account, with a way back here', async () => {
    renderReviews()
    await listLoaded()
    const prompt = within(writeBox()).getByText(/^Sign in to post your review\./)
    expect(prompt).toHaveTextContent('What you write here is kept while you sign in.')
    expect(within(writeBox()).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fhome%2Fc-1%2Fnamaste-react',
    )
  })

  it('keeps what a visitor typed across leaving the page (signing in) and coming back', async () => {
    const user = userEvent.setup()
    const first = renderReviews()
    await listLoaded()
    await user.type(textBox(), 'Worth every rupee')
    await user.click(within(ownStars()).getByRole('radio', { name: '5 stars' }))
    first.unmount()

    renderSignedIn()
    await listLoaded()
    await vi.waitFor(() => expect(textBox()).toHaveValue('Worth every rupee'))
    expect(within(ownStars()).getByRole('radio', { name: '5 stars' })).toBeChecked()
    expect(within(writeBox()).queryByText(/^Sign in to post your review/)).not.toBeInTheDocument()
    await user.click(submitButton())
    expect(await within(writeBox()).findByText(REVIEW_SUBMITTED)).toBeInTheDocument()
  })

  it('keeps no draft until something is typed or chosen, the context included', async () => {
    const user = userEvent.setup()
    renderSignedIn()
    await listLoaded()
    await user.type(textBox(), 'x')
    await user.clear(textBox())
    expect(localStorage.getItem('cc-draft:review:c-1')).toBeNull()
    await user.selectOptions(
      within(writeBox()).getByLabelText('How far did you go?'),
      'Completed it',
    )
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cc-draft:review:c-1') ?? '{}')).toMatchObject({
        context: { completion: 'completed' },
      }),
    )
  })

  it('forgets the draft once the review is sent', async () => {
    const user = userEvent.setup()
    const first = renderSignedIn()
    await listLoaded()
    await user.type(textBox(), 'Sent once')
    await user.click(submitButton())
    expect(await within(writeBox()).findByText(REVIEW_SUBMITTED)).toBeInTheDocument()
    first.unmount()

    renderReviews()
    await listLoaded()
    // Give a restored draft its chance to arrive: none does.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(textBox()).toHaveValue('')
  })

  it('submits text and stars, says so, clears the box and shows the review in the list', async () => {
    const user = userEvent.setup()
    const { api } = renderSignedIn()
    await listLoaded()
    expect(within(reviewList()).getByText(REVIEWS_EMPTY)).toBeInTheDocument()
    await user.type(textBox(), 'Clear and practical.\nLoved the project.')
    await user.click(within(ownStars()).getByRole('radio', { name: '4 stars' }))
    await user.click(submitButton())

    expect(await within(writeBox()).findByText(REVIEW_SUBMITTED)).toBeInTheDocument()
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      text: 'Clear and practical.\nLoved the project.',
      rating: 4,
      completion: null,
      progress: null,
      takenIn: null,
      pricePaid: null,
      aspects: { depth: null, readiness: null, value: null },
    })
    expect(textBox()).toHaveValue('')
    expect(within(ownStars()).getByRole('radio', { name: '4 stars' })).not.toBeChecked()
    const article = within(reviewList()).getByRole('article')
    expect(article).toHaveTextContent('Asha')
    expect(within(article).getByText('Rated 4 out of 5')).toBeInTheDocument()
    // Plain text with its line break kept.
    expect(
      within(article).getByText('Clear and practical.\nLoved the project.', {
        normalizer: (text) => text,
      }),
    ).toHaveClass('whitespace-pre-line')
  })

  it("shows the server's message when it refuses a write (too many a minute)", async () => {
    const user = userEvent.setup()
    const { api } = renderSignedIn()
    await listLoaded()
    api.fail('POST /api/courses/c-1/reviews', 429, 'rate_limited', REVIEW_RATE_LIMITED)
    await user.type(textBox(), 'Another one')
    await user.click(submitButton())
    expect(await within(writeBox()).findByText(REVIEW_RATE_LIMITED)).toBeInTheDocument()
    // The text stays, so nothing is lost.
    expect(textBox()).toHaveValue('Another one')
  })

  it("shows the server's length message", async () => {
    const user = userEvent.setup()
    const { api } = renderSignedIn()
    await listLoaded()
    api.fail('POST /api/courses/c-1/reviews', 400, 'validation_failed', REVIEW_TOO_LONG)
    await user.type(textBox(), 'x')
    await user.click(submitButton())
    expect(await within(writeBox()).findByText(REVIEW_TOO_LONG)).toBeInTheDocument()
  })

  it('sends a review the network failed again, with the same key, and shows it once (docs/decisions/046-writes-retried-by-the-page.md)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const { api } = renderSignedIn()
      await listLoaded()
      api.dropNext('POST /api/courses/c-1/reviews', 2)
      await user.type(textBox(), 'Good course')
      await user.click(submitButton())
      expect(within(writeBox()).getByRole('button', { name: 'Submitting...' })).toBeDisabled()
      await act(() => vi.advanceTimersByTimeAsync(3000))
      expect(await within(writeBox()).findByText(REVIEW_SUBMITTED)).toBeInTheDocument()
      expect(within(reviewList()).getAllByRole('article')).toHaveLength(1)
      const sent = api.requests.filter((r) => r.method === 'POST')
      expect(sent).toHaveLength(3)
      expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/)
      expect(sent.map((r) => r.key)).toEqual([sent[0]!.key, sent[0]!.key, sent[0]!.key])
    } finally {
      vi.useRealTimers()
    }
  })

  it("says 'Failed to submit review. Please try again.' when the server fails", async () => {
    const user = userEvent.setup()
    const { api } = renderSignedIn()
    await listLoaded()
    api.fail('POST /api/courses/c-1/reviews', 500, 'internal_error', 'Internal server error')
    await user.type(textBox(), 'Good course')
    await user.click(submitButton())
    expect(await within(writeBox()).findByText(REVIEW_FAILED)).toBeInTheDocument()
  })

  it('fills the box with your existing review and says submitting again updates it', async () => {
    const user = userEvent.setup()
    const { api } = renderSignedIn([
      review({
        reviewId: 'mine',
        userId: 'user-1',
        author: 'Asha',
        text: 'My old words',
        rating: 3,
        createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      }),
    ])
    expect(
      await within(writeBox()).findByText(
        'You reviewed this course. Submitting again will update your review.',
      ),
    ).toBeInTheDocument()
    expect(textBox()).toHaveValue('My old words')
    expect(within(ownStars()).getByRole('radio', { name: '3 stars' })).toBeChecked()

    await user.clear(textBox())
    await user.type(textBox(), 'My new words')
    await user.click(submitButton())
    expect(await within(writeBox()).findByText(REVIEW_SUBMITTED)).toBeInTheDocument()
    expect(api.state.reviews).toHaveLength(1)
    expect(within(reviewList()).getByRole('article')).toHaveTextContent('My new words')
  })

  it('after 15 minutes offers only to delete your review, saying why', async () => {
    renderSignedIn([
      review({
        reviewId: 'mine',
        userId: 'user-1',
        author: 'Asha',
        text: 'Written long ago',
        createdAt: new Date(Date.now() - 20 * 60_000).toISOString(),
      }),
    ])
    expect(
      await within(writeBox()).findByText(
        'You reviewed this course. Reviews can be edited for 15 minutes after they are written; delete yours to write a new one.',
      ),
    ).toBeInTheDocument()
    expect(within(writeBox()).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(writeBox()).getByRole('button', { name: 'Delete my review' })).toBeInTheDocument()
  })

  it('deletes your review after you confirm', async () => {
    const user = userEvent.setup()
    const { api } = renderSignedIn([
      review({ reviewId: 'mine', userId: 'user-1', author: 'Asha', text: 'Delete me' }),
    ])
    await user.click(await within(writeBox()).findByRole('button', { name: 'Delete my review' }))
    // Nothing is deleted before the confirmation.
    expect(api.state.reviews).toHaveLength(1)
    await user.click(within(writeBox()).getByRole('button', { name: 'Yes, delete it' }))
    expect(await within(reviewList()).findByText(REVIEWS_EMPTY)).toBeInTheDocument()
    expect(api.state.reviews).toHaveLength(0)
    expect(textBox()).toHaveValue('')
    expect(within(writeBox()).queryByText(/You reviewed this course/)).not.toBeInTheDocument()
  })

  it('offers a keyboard-usable, clearable star choice', async () => {
    const user = userEvent.setup()
    renderSignedIn()
    await listLoaded()
    const group = within(writeBox()).getByRole('radiogroup', { name: 'Your rating (optional)' })
    expect(within(group).getAllByRole('radio')).toHaveLength(5)
    await user.click(within(group).getByRole('radio', { name: '2 stars' }))
    await user.keyboard('{ArrowRight}')
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked()
    await user.click(within(writeBox()).getByRole('button', { name: 'Clear rating' }))
    expect(within(group).queryByRole('radio', { checked: true })).not.toBeInTheDocument()
  })
})

describe('Reviews list', () => {
  it("says 'Loading reviews...' while loading, then shows the reviews", async () => {
    const api = installFakeApi({ courses: [{ ...course }], reviews: [review()] })
    const held = api.hold('GET /api/courses/c-1/reviews')
    renderWithApp(<CourseReviews courseId="c-1" />)
    expect(await screen.findByText(REVIEWS_LOADING)).toBeInTheDocument()
    held.release()
    expect(await screen.findByRole('article')).toHaveTextContent('Ravi')
  })

  it("says 'No reviews yet. Be the first to review this course!' when there are none", async () => {
    renderReviews()
    expect(await screen.findByText(REVIEWS_EMPTY)).toBeInTheDocument()
  })

  it("shows each review's author ('Anonymous' without a name) and its date and time in India's style and time zone", async () => {
    renderReviews({
      reviews: [review({ author: 'Anonymous', createdAt: '2024-11-09T12:00:00.000Z' })],
    })
    const article = await screen.findByRole('article')
    expect(article).toHaveTextContent('Anonymous')
    const time = article.querySelector('time')!
    expect(time).toHaveAttribute('dateTime', '2024-11-09T12:00:00.000Z')
    // Day before month, and noon UTC is 5:30 pm in India whatever the device's own time zone, so
    // the server-rendered page and the browser write the same text.
    expect(time.textContent?.replace(/\s+/g, ' ')).toBe('9 Nov 2024, 5:30 pm')
  })

  it('shows text as plain text, never as HTML', async () => {
    renderReviews({ reviews: [review({ text: '<b>bold</b> <img src=x onerror=alert(1)>' })] })
    const article = await screen.findByRole('article')
    expect(article.querySelector('b, img')).toBeNull()
    expect(article).toHaveTextContent('<b>bold</b>')
  })

  it('logs a failed load with the fixed message and offers a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const api = installFakeApi({ courses: [{ ...course }], reviews: [review()] })
    api.fail('GET /api/courses/c-1/reviews', 500, 'internal_error', 'Internal server error')
    const user = userEvent.setup()
    renderWithApp(<CourseReviews courseId="c-1" />)
    expect(await screen.findByText('We could not load the reviews.')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(REVIEWS_FETCH_FAILED, expect.anything())
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article')).toHaveTextContent('Ravi')
  })

  it('asks for the chosen order', async () => {
    const user = userEvent.setup()
    const { api } = renderReviews({
      reviews: [
        review({ reviewId: 'old', author: 'Old', createdAt: '2024-01-01T10:00:00.000Z' }),
        review({ reviewId: 'new', author: 'New', createdAt: '2024-06-01T10:00:00.000Z' }),
      ],
    })
    await screen.findAllByRole('article')
    const select = screen.getByRole('combobox', { name: 'Sort reviews' })
    expect(select).toHaveValue('helpful')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most helpful', 'Newest'])
    await user.selectOptions(select, 'Newest')
    await vi.waitFor(() => expect(reviewGets(api).at(-1)?.search).toBe('?sort=newest'))
    expect(reviewGets(api)[0]?.search).toBe('?sort=helpful')
  })

  it('Helpful counts your vote at once and presses the button; again takes it back', async () => {
    const user = userEvent.setup()
    const { api } = renderSignedIn([review({ isHelpful: 0 })])
    const article = await screen.findByRole('article')
    api.state.reviews[0]!.helpers.add('user-5')
    api.state.reviews[0]!.helpers.add('user-6')
    const held = api.hold('PUT /api/reviews/r-1/helpful')
    await user.click(within(article).getByRole('button', { name: 'Helpful (0)' }))
    // Before the server has answered:
    expect(within(article).getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    held.release()
    // The server's exact count (others voted meanwhile) replaces the guess.
    expect(await within(article).findByRole('button', { name: 'Helpful (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(within(article).getByRole('button', { name: 'Helpful (3)' }))
    expect(within(article).getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await vi.waitFor(() => expect(api.state.reviews[0]!.helpers.has('user-1')).toBe(false))
  })

  it('a failed Helpful vote goes back and says so', async () => {
    const user = userEvent.setup()
    const { api } = renderSignedIn([review({ isHelpful: 0 })])
    const article = await screen.findByRole('article')
    api.fail('PUT /api/reviews/r-1/helpful', 500, 'internal_error', 'x')
    await user.click(within(article).getByRole('button', { name: 'Helpful (0)' }))
    expect(await within(article).findByText('Failed to record your vote.')).toBeInTheDocument()
    expect(within(article).getByRole('button', { name: 'Helpful (0)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('asks a visitor to log in to vote Helpful or to report', async () => {
    const user = userEvent.setup()
    const { api } = renderReviews({ reviews: [review()] })
    const article = await screen.findByRole('article')
    await user.click(within(article).getByRole('button', { name: 'Helpful (0)' }))
    expect(within(article).getByRole('status')).toHaveTextContent(
      'Please log in to mark a review as helpful.',
    )
    await user.click(within(article).getByRole('button', { name: 'Report' }))
    expect(within(article).getByRole('status')).toHaveTextContent(
      'Please log in to report a review.',
    )
    expect(api.requests.some((r) => r.method !== 'GET')).toBe(false)
  })

  it("Report sends a report and then shows 'Reported'", async () => {
    const user = userEvent.setup()
    const { api } = renderSignedIn([review()])
    const article = await screen.findByRole('article')
    await user.click(within(article).getByRole('button', { name: 'Report' }))
    await user.click(await within(article).findByRole('radio', { name: 'Spam or advertising' }))
    await user.click(within(article).getByRole('button', { name: 'Send report' }))
    expect(await within(article).findByText('Reported')).toBeInTheDocument()
    expect(within(article).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument()
    expect(api.state.reviews[0]!.reporters.has('user-1')).toBe(true)
    expect(api.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { reason: 'spam' } }),
    )
  })

  it('offers no Report on your own review', async () => {
    renderSignedIn([review({ userId: 'user-1', author: 'Asha' })])
    const article = await screen.findByRole('article')
    expect(within(article).getByText('Your review')).toBeInTheDocument()
    expect(within(article).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument()
  })
})

describe('moderating reviews in place', () => {
  it('shows a moderator hidden reviews greyed as Hidden, and hides another with a reason', async () => {
    const user = userEvent.setup()
    const { api } = renderReviews({
      accounts: [{ ...asha, role: 'moderator' }],
      signedIn: true,
      reviews: [
        review({ reviewId: 'gone', author: 'Spammer', text: 'Buy now', hidden: true }),
        review({ reviewId: 'rude', author: 'Rude', text: 'You are all fools' }),
      ],
    })
    const gone = (await screen.findByText('Buy now')).closest('article')!
    // The moderators' controls load on first use.
    expect(await within(gone).findByText('Hidden')).toBeInTheDocument()
    expect(await within(gone).findByRole('button', { name: 'Unhide' })).toBeInTheDocument()

    const rude = screen.getByText('You are all fools').closest('article')!
    expect(rude).not.toHaveTextContent('Hidden')
    await user.click(await within(rude).findByRole('button', { name: 'Hide' }))
    await user.type(within(rude).getByRole('textbox', { name: 'Reason (optional)' }), 'Insults')
    await user.click(within(rude).getByRole('button', { name: 'Hide' }))
    expect(await within(rude).findByText('Hidden')).toBeInTheDocument()
    expect(api.requests).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/api/admin/reviews/rude/hidden',
        body: { hidden: true, reason: 'Insults' },
      }),
    )
  })

  it('offers members no moderation and never lists hidden reviews to them', async () => {
    renderSignedIn([
      review({ reviewId: 'gone', text: 'Buy now', hidden: true }),
      review({ reviewId: 'fine', text: 'Good course' }),
    ])
    const article = (await screen.findByText('Good course')).closest('article')!
    expect(within(article).queryByRole('button', { name: 'Hide' })).toBeNull()
    expect(screen.queryByText('Buy now')).toBeNull()
  })
})

describe('live reviews', () => {
  it("listens to the course's own stream and reloads the reviews when one changes", async () => {
    const Source = installFakeEventSource()
    const onRatingsChanged = vi.fn()
    const { api } = renderReviews({}, onRatingsChanged)
    expect(await screen.findByText(REVIEWS_EMPTY)).toBeInTheDocument()
    expect(Source.open().map((s) => s.url)).toEqual(['/api/events?course=c-1'])

    // Someone else writes a review.
    api.state.reviews.push({
      ...review({ reviewId: 'r-live', author: 'Meera', text: 'Just arrived' }),
      userId: 'user-7',
      helpers: new Set(),
      reporters: new Set(),
    } as never)
    Source.open()[0]!.emit({ type: 'review.changed', courseId: 'c-1', reviewId: 'r-live' })
    expect(await screen.findByRole('article')).toHaveTextContent('Just arrived')
    expect(onRatingsChanged).toHaveBeenCalled()
  })

  it('ignores heartbeats and events of other courses', async () => {
    const Source = installFakeEventSource()
    const { api } = renderReviews()
    expect(await screen.findByText(REVIEWS_EMPTY)).toBeInTheDocument()
    const loads = reviewGets(api).length
    Source.open()[0]!.emit({ type: 'review.changed', courseId: 'c-2', reviewId: 'x' })
    Source.open()[0]!.onmessage?.(new MessageEvent('message', { data: 'not json' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reviewGets(api)).toHaveLength(loads)
  })
})

describe('a deleted account', () => {
  it("shows its kept review as by 'Deleted user'", async () => {
    renderReviews({
      reviews: [review({ author: 'Deleted user', authorDeleted: true, text: 'Still useful.' })],
    })
    const list = reviewList()
    expect(await within(list).findByText('Still useful.')).toBeInTheDocument()
    expect(within(list).getByText('Deleted user')).toBeInTheDocument()
  })
})

describe('what learners say, and the filters', () => {
  // Written last week, unless said (the 'Last 12 months' filter counts from now).
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString()
  const review = (overrides: Partial<ReviewFixture>) =>
    makeReview({ courseId: 'c-1', createdAt: lastWeek, updatedAt: lastWeek, ...overrides })
  const seeded = [
    review({ reviewId: 'r-1', text: 'Five and done', rating: 5, completion: 'completed' }),
    review({ reviewId: 'r-2', text: 'Five again', rating: 5 }),
    review({ reviewId: 'r-3', text: 'Four', rating: 4, completion: 'taking' }),
    review({
      reviewId: 'r-4',
      text: 'Two, dropped',
      rating: 2,
      completion: 'dropped',
      progress: 40,
      takenIn: '2025-03',
      pricePaid: 449,
      aspects: { depth: 2, readiness: 1, value: null },
    }),
    review({
      reviewId: 'r-5',
      text: 'One, long ago',
      rating: 1,
      createdAt: '2023-01-05T10:00:00.000Z',
    }),
    review({ reviewId: 'r-6', text: 'No stars', rating: null, completion: 'completed' }),
  ]
  const shown = () =>
    within(reviewList())
      .getAllByRole('article')
      .map((article) => within(article).getByText(/^(Five|Four|Two|One|No stars)/).textContent)

  it('shows each number of stars as a bar that lists only those reviews, and all again', async () => {
    const user = userEvent.setup()
    renderReviews({ reviews: seeded })
    await listLoaded()
    expect(within(reviewList()).getByText('3.4')).toBeInTheDocument()
    expect(within(reviewList()).getByText(/from 5 learner ratings/)).toBeInTheDocument()
    expect(
      within(reviewList()).getByText('2 of 6 reviewers completed the course.'),
    ).toBeInTheDocument()
    const fives = within(reviewList()).getByRole('button', {
      name: '5 stars: 2 reviews. Show only these.',
    })
    await user.click(fives)
    await vi.waitFor(() => expect(shown()).toEqual(['Five and done', 'Five again']))
    const chosen = within(reviewList()).getByRole('button', {
      name: 'Showing only 5-star reviews. Show all.',
    })
    expect(chosen).toHaveAttribute('aria-pressed', 'true')
    await user.click(chosen)
    await vi.waitFor(() => expect(shown()).toHaveLength(6))
    // A bar of none lists none, and says so.
    await user.click(
      within(reviewList()).getByRole('button', { name: '3 stars: 0 reviews. Show only these.' }),
    )
    expect(
      await within(reviewList()).findByText('No review matches these filters.'),
    ).toBeInTheDocument()
    await user.click(within(reviewList()).getByRole('button', { name: 'Show all reviews' }))
    await vi.waitFor(() => expect(shown()).toHaveLength(6))
  })

  it('still offers to delete your review (past the edit window) while the list shows 5 stars only', async () => {
    const user = userEvent.setup()
    installFakeApi({
      courses: [makeCourse({ courseId: 'c-1', courseName: 'Namaste React' })],
      accounts: [asha],
      signedIn: true,
      reviews: [
        makeReview({
          courseId: 'c-1',
          reviewId: 'mine',
          userId: 'user-1',
          author: 'Asha',
          text: 'Mine, 3 stars',
          rating: 3,
          createdAt: new Date(Date.now() - 20 * 60_000).toISOString(),
        }),
        makeReview({ courseId: 'c-1', reviewId: 'other', text: 'Five stars', rating: 5 }),
      ],
    })
    renderWithApp(<CourseReviews courseId="c-1" />, { url: '/home/c-1/namaste-react' })
    const box = () => screen.getByRole('region', { name: 'Write a Review' })
    expect(
      await within(box()).findByRole('button', { name: 'Delete my review' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^5 stars: 1 review/ }))
    await screen.findByRole('button', { name: 'Showing only 5-star reviews. Show all.' })
    // Wait for the filtered list to replace the placeholder.
    await within(screen.getByRole('region', { name: 'Reviews' })).findByText('Five stars')
    await new Promise((r) => setTimeout(r, 200))
    expect(within(box()).queryByRole('button', { name: 'Delete my review' })).toBeInTheDocument()
    // And the box does not offer a textbox the server will refuse (403, past the window).
    expect(within(box()).queryByRole('textbox')).not.toBeInTheDocument()
  })

  it("'Completed only' and 'Last 12 months' narrow the list, together and apart", async () => {
    const user = userEvent.setup()
    const { api } = renderReviews({ reviews: seeded })
    await listLoaded()
    await user.click(within(reviewList()).getByRole('button', { name: 'Completed only' }))
    await vi.waitFor(() => expect(shown()).toEqual(['Five and done', 'No stars']))
    await user.click(within(reviewList()).getByRole('button', { name: 'Completed only' }))
    await user.click(within(reviewList()).getByRole('button', { name: 'Last 12 months' }))
    await vi.waitFor(() => expect(shown()).toHaveLength(5))
    expect(shown()).not.toContain('One, long ago')
    const asked = new URLSearchParams(reviewGets(api).at(-1)?.search)
    expect(Object.fromEntries(asked)).toEqual({ sort: 'helpful', recent: 'true' })
  })

  it("shows each review's context: how far, when, what was paid, the parts it rated", async () => {
    renderReviews({ reviews: seeded })
    await listLoaded()
    const dropped = within(reviewList())
      .getAllByRole('article')
      .find((article) => article.textContent?.includes('Two, dropped'))!
    expect(
      within(dropped).getByText('Dropped after 40% · Took it in Mar 2025 · Paid Rs. 449'),
    ).toBeInTheDocument()
    expect(within(dropped).getByText('Depth 2/5 · Ready for a job or exam 1/5')).toBeInTheDocument()
  })

  it("says 'Too few ratings' instead of an average under 5 ratings", async () => {
    renderReviews({ reviews: seeded.slice(0, 3) })
    await listLoaded()
    expect(
      within(reviewList()).getByText('Too few ratings: 3 learners rated it so far.'),
    ).toBeInTheDocument()
    expect(within(reviewList()).queryByText('4.7')).not.toBeInTheDocument()
  })

  it('sends how the learner took it, and fills the box with it when they edit', async () => {
    const user = userEvent.setup()
    const { api, unmount } = renderSignedIn()
    await listLoaded()
    await user.type(textBox(), 'Stopped at the hooks chapter.')
    await user.selectOptions(within(writeBox()).getByLabelText('How far did you go?'), 'Dropped it')
    await user.type(within(writeBox()).getByLabelText('How much had you done? (%)'), '35')
    await user.type(within(writeBox()).getByLabelText('When did you take it?'), '2025-06')
    await user.type(within(writeBox()).getByLabelText('Price you paid (Rs., optional)'), '0')
    const depth = within(writeBox()).getByRole('radiogroup', { name: 'Depth' })
    await user.click(within(depth).getByRole('radio', { name: '3 stars' }))
    await user.click(submitButton())
    expect(await within(writeBox()).findByText(REVIEW_SUBMITTED)).toBeInTheDocument()
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      text: 'Stopped at the hooks chapter.',
      rating: null,
      completion: 'dropped',
      progress: 35,
      takenIn: '2025-06',
      pricePaid: 0,
      aspects: { depth: 3, readiness: null, value: null },
    })
    expect(
      await within(reviewList()).findByText(
        'Dropped after 35% · Took it in Jun 2025 · Took it free',
      ),
    ).toBeInTheDocument()
    unmount()

    // Back on the page, their review fills the box, context and all.
    renderReviews({
      accounts: [asha],
      signedIn: true,
      reviews: api.state.reviews.map(({ helpers: _h, reporters: _r, ...stored }) => ({
        ...stored,
        mine: false,
        helpedByMe: false,
        reportedByMe: false,
      })),
    })
    await listLoaded()
    await vi.waitFor(() => expect(textBox()).toHaveValue('Stopped at the hooks chapter.'))
    expect(within(writeBox()).getByLabelText('How far did you go?')).toHaveValue('dropped')
    expect(within(writeBox()).getByLabelText('How much had you done? (%)')).toHaveValue(35)
    expect(within(writeBox()).getByLabelText('When did you take it?')).toHaveValue('2025-06')
  })
})
