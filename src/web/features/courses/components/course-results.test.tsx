import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Course } from '../../../../domain/course'
import { makeCourse, makeListResponse } from '../../../test/course-fixtures'
import { createTestQueryClient, renderWithApp } from '../../../test/render'
import { courseKeys } from '../api/course-keys'
import { CourseResults } from './course-results'

function seeded(items: Course[], total = items.length, params = {}, totalExact = true) {
  const queryClient = createTestQueryClient()
  const page = makeListResponse(items, { total, totalExact })
  queryClient.setQueryData(courseKeys.list({ sort: 'recommended', ...params }), {
    pages: [page],
    pageParams: [1],
  })
  return queryClient
}

describe('CourseResults', () => {
  it('shows 8 skeleton cards while the catalogue loads', () => {
    // The first page never arrives: the grid stays in its loading state.
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    try {
      renderWithApp(<CourseResults />, { url: '/all-courses' })
      expect(screen.getAllByTestId('course-card-skeleton')).toHaveLength(8)
      expect(screen.getByText('Loading courses')).toBeInTheDocument()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('says so when nothing matches the filters', () => {
    const queryClient = seeded([], 0, { category: 'devops' })
    renderWithApp(<CourseResults />, { url: '/all-courses?category=devops', queryClient })
    expect(screen.getByText('No courses found matching your filters.')).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('lists the courses of the filters in the URL with a count and Load more', () => {
    const items = [
      makeCourse({ courseId: 'a', courseName: 'Docker Mastery' }),
      makeCourse({ courseId: 'b', courseName: 'Kubernetes for Beginners', price: null }),
    ]
    const queryClient = seeded(items, 30, { category: 'devops', price: 'free' })
    renderWithApp(<CourseResults />, {
      url: '/all-courses?category=devops&price=free',
      queryClient,
    })
    const section = screen.getByRole('region', { name: 'Top Recommended Courses' })
    expect(within(section).getAllByRole('article')).toHaveLength(2)
    expect(
      within(section).getByRole('heading', { name: 'Kubernetes for Beginners' }),
    ).toBeInTheDocument()
    expect(screen.getByText('30 courses found')).toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 30')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled()
  })

  it("reads '1,000+' when the server stopped counting, and still offers Load more", () => {
    const items = Array.from({ length: 24 }, (_, i) =>
      makeCourse({ courseId: `c${i}`, courseName: `React ${i}` }),
    )
    const queryClient = seeded(items, 1024, { q: 'react' }, false)
    renderWithApp(<CourseResults />, { url: '/all-courses?q=react', queryClient })
    expect(screen.getByText('1,000+ courses found')).toBeInTheDocument()
    expect(screen.getByText('Showing 24 of 1,000+')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled()
  })

  it('groups an exact total the Indian way', () => {
    const queryClient = seeded([makeCourse()], 120_500)
    renderWithApp(<CourseResults />, { url: '/all-courses', queryClient })
    expect(screen.getByText('1,20,500 courses found')).toBeInTheDocument()
  })

  it('has no Load more button once every course is shown', () => {
    const queryClient = seeded([makeCourse()], 1)
    renderWithApp(<CourseResults />, { url: '/all-courses', queryClient })
    expect(screen.getByText('1 course found')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })
})
