import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeCourse } from '../../../test/course-fixtures'
import { installFakeApi, type FakeApiSeed } from '../../../test/fake-api'
import { createTestQueryClient, renderWithApp } from '../../../test/render'
import { courseKeys } from '../api/course-keys'
import { CourseDetails } from './course-details'

const course = makeCourse({
  courseId: 'c-1',
  courseName: 'Namaste React',
  price: 100000,
  validity: '24',
  duration: '40',
  description: 'Learn React from scratch. Build a real project! Deploy it.',
})

function renderSeeded(seed: FakeApiSeed = {}) {
  const api = installFakeApi({ courses: [{ ...course }], ...seed })
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(courseKeys.detail('c-1'), course)
  const view = renderWithApp(<CourseDetails courseId="c-1" />, {
    url: '/home/c-1/namaste-react',
    queryClient,
  })
  return { api, ...view }
}

/** Signed in as Asha, with the auth state loaded. */
async function renderSignedIn(seed: FakeApiSeed = {}) {
  const view = renderSeeded({
    accounts: [{ email: 'asha@example.com', password: 'Secret123', displayName: 'Asha' }],
    signedIn: true,
    ...seed,
  })
  await vi.waitFor(() => expect(view.queryClient.getQueryData(['me'])).toBeDefined())
  return view
}

/** The server's answer for an unknown course, in the API's one error shape. */
function answerNotFound(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        { error: { code: status === 404 ? 'not_found' : 'bad_request', message: 'x' } },
        { status },
      ),
    ),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('CourseDetails', () => {
  it('shows the course facts with the name as the page heading and tab title', () => {
    renderSeeded()
    expect(screen.getByRole('heading', { level: 1, name: 'Namaste React' })).toBeInTheDocument()
    expect(document.title).toBe('Namaste React | CourseCompass')
    expect(screen.getByText('Akshay Saini')).toBeInTheDocument()
    expect(screen.getByText('40 hours')).toBeInTheDocument()
    expect(screen.getByText('24 months')).toBeInTheDocument()
    expect(screen.getByText('Certificate of completion')).toBeInTheDocument()
    expect(screen.getByText('Rs. 1,00,000')).toBeInTheDocument()
    expect(screen.getByText('Rated 4.7 out of 5')).toBeInTheDocument()
  })

  it("links each of the instructor field's names to the catalogue's search for it", () => {
    renderSeeded()
    expect(screen.getByRole('link', { name: 'Akshay Saini' })).toHaveAttribute(
      'href',
      '/all-courses?q=Akshay%20Saini',
    )
  })

  it('links two instructors, named with a comma or an ampersand, one by one', () => {
    const two = makeCourse({ courseId: 'c-2', instructor: 'Meera Iyer & Ravi Kumar, Asha Rao' })
    installFakeApi({ courses: [two] })
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(courseKeys.detail('c-2'), two)
    renderWithApp(<CourseDetails courseId="c-2" />, { url: '/home/c-2/x', queryClient })
    const links = ['Meera Iyer', 'Ravi Kumar', 'Asha Rao'].map((name) =>
      screen.getByRole('link', { name }),
    )
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/all-courses?q=Meera%20Iyer',
      '/all-courses?q=Ravi%20Kumar',
      '/all-courses?q=Asha%20Rao',
    ])
  })

  it("shows the learners' rating beside the platform's, or that there is none yet", () => {
    renderSeeded()
    expect(screen.getByText('No learner ratings yet')).toBeInTheDocument()
  })

  it("writes the learners' rating as 'Learner rating 4.3 (12)'", () => {
    installFakeApi()
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(courseKeys.detail('c-1'), {
      ...course,
      learnerRating: 4.3,
      learnerRatingCount: 12,
    })
    renderWithApp(<CourseDetails courseId="c-1" />, { queryClient })
    expect(screen.getByText('Learner rating 4.3 (12)')).toBeInTheDocument()
  })

  it('lists the description as bullet sentences', () => {
    renderSeeded()
    const about = screen.getByRole('heading', { name: 'About this course' }).parentElement!
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Learn React from scratch.', 'Build a real project!', 'Deploy it.'])
  })

  it('Official opens the course site in a new tab; Compare goes to the comparison page', () => {
    renderSeeded()
    const official = screen.getByRole('link', { name: /Official/ })
    expect(official).toHaveAttribute('href', course.officialUrl)
    expect(official).toHaveAttribute('target', '_blank')
    expect(official).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/course-comparison?courses=c-1',
    )
  })

  it('Bookmark and Favorite ask the visitor to log in', async () => {
    const user = userEvent.setup()
    const { queryClient } = renderSeeded()
    await vi.waitFor(() => expect(queryClient.getQueryData(['me'])).toBeDefined())
    await user.click(screen.getByRole('button', { name: 'Bookmark' }))
    expect(screen.getByRole('status')).toHaveTextContent('Please log in to bookmark this course.')
    await user.click(screen.getByRole('button', { name: 'Favorite' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please log in to add this course to favorites.',
    )
  })

  it('signed in: Bookmark turns into Bookmarked at once and the server saves it', async () => {
    const user = userEvent.setup()
    const { api } = await renderSignedIn()
    const held = api.hold('PUT /api/me/bookmarks/c-1')
    await user.click(screen.getByRole('button', { name: 'Bookmark' }))
    // Before the server has answered:
    const tile = screen.getByRole('button', { name: 'Bookmarked' })
    expect(tile).toHaveAttribute('aria-pressed', 'true')
    held.release()
    await vi.waitFor(() => expect(api.state.bookmarks).toEqual(['c-1']))
    expect(screen.getByRole('button', { name: 'Bookmarked' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('signed in: a bookmarked course shows Bookmarked, and a click removes it', async () => {
    const user = userEvent.setup()
    const { api } = await renderSignedIn({ bookmarks: ['c-1'] })
    await user.click(screen.getByRole('button', { name: 'Bookmarked' }))
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await vi.waitFor(() => expect(api.state.bookmarks).toEqual([]))
  })

  it('a failed bookmark goes back to Bookmark and says so', async () => {
    const user = userEvent.setup()
    const { api } = await renderSignedIn()
    api.fail('PUT /api/me/bookmarks/c-1', 500, 'internal_error', 'Internal server error')
    // The reload of the auth state that follows never arrives: the tile must roll back by itself.
    api.hold('GET /api/me')
    await user.click(screen.getByRole('button', { name: 'Bookmark' }))
    expect(
      await screen.findByText('Could not update your bookmarks. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(api.state.bookmarks).toEqual([])
  })

  it('Favorite turns into Favorited and the favourite count is refreshed', async () => {
    const user = userEvent.setup()
    const { api } = await renderSignedIn()
    api.state.courses[0]!.fvrtCount = 11
    expect(screen.queryByText(/favourited this/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Favorite' }))
    expect(screen.getByRole('button', { name: 'Favorited' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(await screen.findByText('12 learners favourited this')).toBeInTheDocument()
    expect(api.state.favorites).toEqual(['c-1'])
  })

  it('a session that ended meanwhile gets the log-in message', async () => {
    const user = userEvent.setup()
    const { api } = await renderSignedIn()
    api.fail('PUT /api/me/favorites/c-1', 401, 'unauthorized', 'Sign in first')
    await user.click(screen.getByRole('button', { name: 'Favorite' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please log in to add this course to favorites.',
    )
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeInTheDocument()
  })

  it("says 'Loading courses...' and then 'Course not found!' for an unknown course", async () => {
    answerNotFound(404)
    renderWithApp(<CourseDetails courseId="c-404" />)
    expect(screen.getByText('Loading courses...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Course not found!' })).toBeInTheDocument()
  })

  it("says 'Course not found!' for a malformed course id", async () => {
    answerNotFound(400)
    renderWithApp(<CourseDetails courseId="not-a-uuid" />)
    expect(await screen.findByRole('heading', { name: 'Course not found!' })).toBeInTheDocument()
  })
})
