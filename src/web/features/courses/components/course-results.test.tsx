import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Course } from '../../../../domain/schemas/course'
import { makeCourse, makeListResponse } from '../../../test/course-fixtures'
import { installFakeApi } from '../../../test/fake-api'
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

  it('Load more fetches the next page and writes it into the address; without JavaScript it is a link to it', async () => {
    const first = Array.from({ length: 24 }, (_, i) =>
      makeCourse({ courseId: `p1-${i}`, courseName: `Python ${i}` }),
    )
    const queryClient = seeded(first, 30, { q: 'python' })
    const api = installFakeApi({
      courses: [
        ...first,
        ...Array.from({ length: 6 }, (_, i) =>
          makeCourse({ courseId: `p2-${i}`, courseName: `Python extra ${i}` }),
        ),
      ],
    })
    const view = renderWithApp(<CourseResults />, { url: '/all-courses?q=python', queryClient })
    // The link a visitor without JavaScript follows: the same list with two pages.
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/all-courses?q=python&page=2',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Showing 30 of 30')).toBeInTheDocument()
    expect(api.requests.at(-1)?.search).toContain('page=2')
    await waitFor(() => expect(view.location().search).toBe('?q=python&page=2'))
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

  it('names the words no course held with the others, above the courses that hold the rest', () => {
    const queryClient = createTestQueryClient()
    const items = [
      makeCourse({ courseId: 't', courseName: 'HashiCorp Certified: Terraform Associate' }),
    ]
    queryClient.setQueryData(courseKeys.list({ sort: 'recommended', q: 'terraform snowflake' }), {
      pages: [
        makeListResponse(items, { partial: { matched: ['terraform'], unmatched: ['snowflake'] } }),
      ],
      pageParams: [1],
    })
    renderWithApp(<CourseResults />, { url: '/all-courses?q=terraform+snowflake', queryClient })
    expect(
      screen.getByText("No course matched 'snowflake'; showing courses for 'terraform'"),
    ).toBeVisible()
    expect(screen.getByRole('heading', { name: items[0]!.courseName })).toBeInTheDocument()
  })

  it('shows the filters the words named as chips, each searching again without its words', async () => {
    const queryClient = createTestQueryClient()
    const q = 'python in hindi under 500'
    const items = [makeCourse({ courseId: 'p', courseName: 'Python in Hindi', language: 'Hindi' })]
    queryClient.setQueryData(courseKeys.list({ sort: 'rating', q }), {
      pages: [
        makeListResponse(items, {
          understood: [
            { name: 'language', value: 'Hindi', words: 'in hindi', qWithout: 'python under 500' },
            { name: 'maxPrice', value: '500', words: 'under 500', qWithout: 'python in hindi' },
          ],
        }),
      ],
      pageParams: [1],
    })
    installFakeApi({ courses: items })
    const { location } = renderWithApp(<CourseResults />, {
      url: `/all-courses?q=${encodeURIComponent(q)}&sort=rating`,
      queryClient,
    })
    const chips = screen.getByRole('list', { name: 'Searching with' })
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Language: Hindi×', 'Price: up to Rs. 500×'])
    await userEvent.click(screen.getByRole('link', { name: 'Remove Language: Hindi' }))
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      q: 'python under 500',
      sort: 'rating',
    })
  })

  it('says nothing of the kind when every word was found', () => {
    const queryClient = seeded([makeCourse()], 1)
    renderWithApp(<CourseResults />, { url: '/all-courses', queryClient })
    expect(screen.queryByText(/No course matched/)).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Searching with' })).not.toBeInTheDocument()
  })

  describe('when nothing is found', () => {
    const catalogue = [
      makeCourse({ courseId: 'a', courseName: 'Docker Mastery', platform: 'udemy' }),
      makeCourse({ courseId: 'b', courseName: 'Docker in Hindi', platform: 'udemy' }),
      makeCourse({ courseId: 'c', courseName: 'Kubernetes for Beginners', platform: 'udemy' }),
      makeCourse({ courseId: 'd', courseName: 'Deep Learning', platform: 'nptel' }),
    ]
    const params = (search: string) => Object.fromEntries(new URLSearchParams(search))

    it('offers the spelling that has results, and searches for it', async () => {
      installFakeApi({ courses: catalogue })
      const user = userEvent.setup()
      const { location } = renderWithApp(<CourseResults />, {
        url: '/all-courses?q=kubernets&platform=udemy',
      })
      expect(await screen.findByText('No courses found matching your filters.')).toBeVisible()
      const link = screen.getByRole('link', { name: 'Did you mean kubernetes?' })
      expect(within(link).getByText('kubernetes').tagName).toBe('B')
      await user.click(link)
      expect(params(location().search)).toEqual({ q: 'kubernetes', platform: 'udemy' })
      expect(
        await screen.findByRole('heading', { name: 'Kubernetes for Beginners' }),
      ).toBeInTheDocument()
    })

    it('offers to drop each filter that holds courses back, saying how many it would show', async () => {
      installFakeApi({ courses: catalogue })
      const user = userEvent.setup()
      const { location } = renderWithApp(<CourseResults />, {
        url: '/all-courses?q=docker&platform=nptel&sort=newest',
      })
      const ways = await screen.findByRole('list', { name: 'Or widen the search:' })
      expect(
        within(ways)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Clear the search “docker” (1 course)', 'Remove Platform: NPTEL (2 courses)'])
      await user.click(screen.getByRole('link', { name: 'Remove Platform: NPTEL (2 courses)' }))
      expect(params(location().search)).toEqual({ q: 'docker', sort: 'newest' })
      expect(await screen.findAllByRole('article')).toHaveLength(2)
    })

    it('drops the search text from the URL, keeping the filters', async () => {
      installFakeApi({ courses: catalogue })
      const user = userEvent.setup()
      const { location } = renderWithApp(<CourseResults />, {
        url: '/all-courses?q=docker&platform=nptel',
      })
      await user.click(
        await screen.findByRole('link', { name: 'Clear the search “docker” (1 course)' }),
      )
      expect(params(location().search)).toEqual({ platform: 'nptel' })
      expect(await screen.findByRole('heading', { name: 'Deep Learning' })).toBeInTheDocument()
    })

    it('leaves out filters whose removal would still find nothing, and groups counts the Indian way', async () => {
      const api = installFakeApi()
      api.reply(
        'GET /api/courses',
        makeListResponse([], { withoutFilter: { q: 12_040, platform: 0, price: 0 } }),
      )
      renderWithApp(<CourseResults />, { url: '/all-courses?q=rust&platform=nptel&price=free' })
      expect(
        await screen.findByRole('link', { name: 'Clear the search “rust” (12,040 courses)' }),
      ).toBeInTheDocument()
      expect(screen.queryByRole('link', { name: /Remove/ })).not.toBeInTheDocument()
    })

    it('names a track filter and the price band in words', async () => {
      const api = installFakeApi()
      api.reply('GET /api/courses', makeListResponse([], { withoutFilter: { track: 3, price: 1 } }))
      renderWithApp(<CourseResults />, { url: '/all-courses?track=govt&price=over-7000' })
      expect(
        await screen.findByRole('link', { name: 'Remove Price Range: Above Rs. 7,000 (1 course)' }),
      ).toHaveAttribute('href', '/all-courses?track=govt')
      expect(
        screen.getByRole('link', { name: 'Remove Track: Govt Exam Courses (3 courses)' }),
      ).toHaveAttribute('href', '/all-courses?price=over-7000')
    })

    it('never offers to drop a filter the page fixes', async () => {
      const api = installFakeApi()
      api.reply('GET /api/courses', makeListResponse([], { withoutFilter: { q: 4, track: 30 } }))
      renderWithApp(<CourseResults fixed={{ track: 'govt' }} />, {
        url: '/govt-exam-courses?q=react',
      })
      expect(
        await screen.findByRole('link', { name: 'Clear the search “react” (4 courses)' }),
      ).toBeInTheDocument()
      expect(screen.queryByRole('link', { name: /Track/ })).not.toBeInTheDocument()
      expect(api.requests[0]?.search).toContain('track=govt')
    })

    it('without anything to offer, says how to find courses', async () => {
      const api = installFakeApi()
      api.reply('GET /api/courses', makeListResponse([]))
      renderWithApp(<CourseResults />, { url: '/all-courses?q=zzzz' })
      expect(await screen.findByText('No courses found matching your filters.')).toBeVisible()
      expect(
        screen.getByText(
          'Try other words or fewer filters, or use Clear Filters to see every course.',
        ),
      ).toBeVisible()
      // No way out but one: adding the course they looked for.
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
        "Can't find a course? Add it",
      ])
      expect(screen.getByRole('link', { name: "Can't find a course? Add it" })).toHaveAttribute(
        'href',
        '/addcourse',
      )
    })
  })
})
