import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeCourse, makeCourseInput } from '../../../test/course-fixtures'
import { installFakeApi } from '../../../test/fake-api'
import { installFakeSiteApi } from '../../../test/fake-site-api'
import type { CourseSubmission } from '../../../../domain/schemas/course'
import { renderWithApp } from '../../../test/render'
// The page around the list: its heading and tab title are the page's.
import MyCoursesPage from '../../../pages/my-courses'

const react = makeCourse({ courseId: 'c-react', courseName: 'Namaste React' })
const docker = makeCourse({ courseId: 'c-docker', courseName: 'Docker Mastery' })
const ml = makeCourse({ courseId: 'c-ml', courseName: 'Machine Learning A-Z' })
const asha = { email: 'asha@example.com', password: 'Secret123', displayName: 'Asha' }

describe('MyCourses', () => {
  it('lists the bookmarked and the favourite courses as cards', async () => {
    installFakeApi({
      accounts: [asha],
      signedIn: true,
      courses: [react, docker, ml],
      bookmarks: ['c-react', 'c-docker'],
      favorites: ['c-ml'],
    })
    renderWithApp(<MyCoursesPage />, { url: '/my-courses' })
    expect(screen.getByRole('heading', { level: 1, name: 'My Courses' })).toBeInTheDocument()

    const bookmarked = await screen.findByRole('region', { name: 'Bookmarked' })
    expect(
      within(bookmarked)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Namaste React', 'Docker Mastery'])
    expect(bookmarked).toHaveTextContent('2 courses')

    const favourites = screen.getByRole('region', { name: 'Favourites' })
    expect(within(favourites).getAllByRole('article')).toHaveLength(1)
    expect(
      within(favourites).getByRole('heading', { name: 'Machine Learning A-Z' }),
    ).toBeInTheDocument()
    expect(favourites).toHaveTextContent('1 course')
    await waitFor(() => expect(document.title).toBe('My Courses | CourseCompass'))
  })

  it('an empty list says so and links to all courses', async () => {
    installFakeApi({ accounts: [asha], signedIn: true, courses: [react], favorites: ['c-react'] })
    renderWithApp(<MyCoursesPage />, { url: '/my-courses' })
    const bookmarked = await screen.findByRole('region', { name: 'Bookmarked' })
    expect(bookmarked).toHaveTextContent('You have not bookmarked any courses yet.')
    expect(within(bookmarked).getByRole('link', { name: 'Browse all courses' })).toHaveAttribute(
      'href',
      '/all-courses',
    )
    expect(screen.getByRole('region', { name: 'Favourites' })).not.toHaveTextContent(
      'You have not added any favourites yet.',
    )
  })

  it('asks a visitor to sign in, and does not ask for the lists', async () => {
    const api = installFakeApi({ courses: [react], bookmarks: ['c-react'] })
    renderWithApp(<MyCoursesPage />, { url: '/my-courses' })
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your courses' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fmy-courses',
    )
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    expect(api.requests.map((r) => r.path)).not.toContain('/api/me/courses')
  })
})

describe('Courses you added', () => {
  const sent = (overrides: Partial<CourseSubmission>): CourseSubmission => ({
    submissionId: 's-1',
    status: 'pending',
    course: makeCourseInput(),
    reason: null,
    courseId: null,
    submittedBy: 'Asha',
    createdAt: '2024-11-09T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  })

  it('shows where each added course stands: waiting, in the catalogue, or why not', async () => {
    installFakeSiteApi({
      accounts: [asha],
      signedIn: true,
      submissions: [
        sent({}),
        sent({
          submissionId: 's-2',
          status: 'approved',
          courseId: 'c-go',
          course: { ...sent({}).course, courseName: 'Go in depth' },
        }),
        sent({
          submissionId: 's-3',
          status: 'rejected',
          reason: 'Already in the catalogue',
          course: { ...sent({}).course, courseName: 'Go again' },
        }),
      ],
    })
    renderWithApp(<MyCoursesPage />, { url: '/my-courses' })
    const added = await screen.findByRole('region', { name: 'Courses you added' })
    const rows = within(added).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Go for beginners')
    expect(rows[0]).toHaveTextContent('Waiting for review')
    expect(within(rows[1]!).getByRole('link', { name: 'Go in depth' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/home\/c-go\//),
    )
    expect(rows[1]).toHaveTextContent('In the catalogue')
    expect(rows[2]).toHaveTextContent('Not accepted')
    expect(rows[2]).toHaveTextContent('Moderator’s reason: Already in the catalogue')
  })

  it('does not show the section to a member who added nothing', async () => {
    installFakeSiteApi({
      accounts: [asha],
      signedIn: true,
      courses: [react],
      bookmarks: ['c-react'],
    })
    renderWithApp(<MyCoursesPage />, { url: '/my-courses' })
    await screen.findByRole('region', { name: 'Bookmarked' })
    expect(screen.queryByRole('region', { name: 'Courses you added' })).toBeNull()
  })
})
