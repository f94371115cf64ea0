import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeCourse } from '../../../test/course-fixtures'
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

function renderSeeded() {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(courseKeys.detail('c-1'), course)
  return renderWithApp(<CourseDetails courseId="c-1" />, {
    url: '/home/c-1/namaste-react',
    queryClient,
  })
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
    renderSeeded()
    await user.click(screen.getByRole('button', { name: 'Bookmark' }))
    expect(screen.getByRole('status')).toHaveTextContent('Please log in to bookmark this course.')
    await user.click(screen.getByRole('button', { name: 'Favorite' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please log in to add this course to favorites.',
    )
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
