import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeCourse, makeListResponse } from '../../../test/course-fixtures'
import { installFakeApi, type FakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { CourseFilters } from './course-filters'
import { CourseResults } from './course-results'

const params = (search: string) => Object.fromEntries(new URLSearchParams(search))

const courses = [
  makeCourse({
    courseId: 'c1',
    courseName: 'Docker Mastery',
    platform: 'udemy',
    category: 'devops',
    language: 'English',
    price: 499,
  }),
  makeCourse({
    courseId: 'c2',
    courseName: 'Kubernetes in Hindi',
    platform: 'udemy',
    category: 'devops',
    language: 'Hindi',
    price: null,
  }),
  makeCourse({
    courseId: 'c3',
    courseName: 'Namaste React',
    platform: 'namastedev',
    category: 'frontend',
    language: 'Hindi',
    price: 4999,
  }),
  makeCourse({
    courseId: 'c4',
    courseName: 'SSC CGL Complete',
    platform: 'testbook',
    category: 'govt exam',
    language: 'Hindi',
    price: 1299,
  }),
  makeCourse({
    courseId: 'c5',
    courseName: 'Deep Learning',
    platform: 'nptel',
    category: 'machine learning',
    language: 'English',
    price: null,
  }),
]

/** The options of a select as a person reads them, and which of them cannot be chosen. */
function optionsOf(name: string) {
  const select = screen.getByRole('combobox', { name })
  return within(select)
    .getAllByRole('option')
    .map((o) => ((o as HTMLOptionElement).disabled ? `${o.textContent} [disabled]` : o.textContent))
}

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({ courses })
})

describe('CourseFilters', () => {
  it('shows the filters that are in the URL', () => {
    renderWithApp(<CourseFilters />, {
      url: '/all-courses?q=react&category=devops&platform=udemy&price=400-1000&language=Hindi&sort=rating',
    })
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('react')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('devops')
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue('udemy')
    expect(screen.getByRole('combobox', { name: 'Price Range' })).toHaveValue('400-1000')
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Hindi')
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating')
  })

  it("lists the catalogue's options with their counts, and marks the ones that would show nothing", async () => {
    renderWithApp(<CourseFilters />, { url: '/all-courses?category=devops' })
    // Counts keep every other filter: two devops courses, both on Udemy.
    expect(await screen.findByRole('option', { name: 'Udemy (2)' })).toBeInTheDocument()
    expect(optionsOf('Platform')).toEqual([
      'All platforms',
      'Udemy (2)',
      'NamasteDev (0) [disabled]',
      '100xDevs (0) [disabled]',
      'NPTEL (0) [disabled]',
      'Testbook (0) [disabled]',
    ])
    // A filter's own options are counted without it: every category stays reachable.
    expect(optionsOf('Category')).toEqual([
      'All categories',
      'Web Dev (0) [disabled]',
      'DevOps (2)',
      'Frontend (1)',
      'Backend (0) [disabled]',
      'Machine Learning (1)',
      'Govt Exams (1)',
    ])
    expect(optionsOf('Price Range')).toEqual([
      'Any price',
      'Free (1)',
      'Under Rs. 400 (0) [disabled]',
      'Rs. 400 - 1,000 (1)',
      'Rs. 1,001 - 1,999 (0) [disabled]',
      'Rs. 2,000 - 4,000 (0) [disabled]',
      'Rs. 4,001 - 4,999 (0) [disabled]',
      'Rs. 5,000 - 7,000 (0) [disabled]',
      'Above Rs. 7,000 (0) [disabled]',
    ])
    expect(optionsOf('Language')).toEqual(['All languages', 'English (1)', 'Hindi (1)'])
  })

  it('keeps a current option that would show nothing selectable, and sends option values as they are', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters />, {
      url: '/all-courses?category=devops&platform=nptel',
    })
    const platform = screen.getByRole('combobox', { name: 'Platform' })
    await screen.findByRole('option', { name: 'NPTEL (0)' })
    expect(platform).toHaveValue('nptel')
    expect(screen.getByRole('option', { name: 'NPTEL (0)' })).toBeEnabled()
    expect(screen.getByRole('option', { name: 'Udemy (2)' })).toBeEnabled()
    expect(screen.getByRole('option', { name: 'Govt Exams (0)' })).toBeDisabled()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'Machine Learning (1)',
    )
    expect(params(location().search)).toEqual({ category: 'machine learning', platform: 'nptel' })
  })

  it('groups counts the Indian way and names a platform it does not know by its stored value', async () => {
    api.reply(
      'GET /api/courses',
      makeListResponse([], {
        facets: {
          category: [],
          platform: [
            { value: 'udemy', count: 120_500 },
            { value: 'skillshare', count: 3 },
          ],
          language: [],
          price: [],
          level: [],
          format: [],
          certificate: [],
        },
      }),
    )
    renderWithApp(<CourseFilters />, { url: '/all-courses' })
    expect(await screen.findByRole('option', { name: 'Udemy (1,20,500)' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Skillshare (3)' })).toBeInTheDocument()
  })

  it('falls back to the fixed options, without counts, when the answer has no facets', async () => {
    api.reply('GET /api/courses', makeListResponse([]))
    renderWithApp(
      <>
        <CourseFilters />
        <CourseResults />
      </>,
      { url: '/all-courses?platform=nptel&language=Tamil' },
    )
    // The answer (without facets) has arrived.
    await screen.findByText('No courses found matching your filters.')
    expect(optionsOf('Category')).toEqual([
      'All categories',
      'Web Dev',
      'DevOps',
      'Frontend',
      'Backend',
      'Machine Learning',
    ])
    // The current values stay in their selects even though the fixed lists lack them.
    expect(optionsOf('Platform')).toEqual([
      'All platforms',
      'Udemy',
      'NamasteDev',
      '100xDevs',
      'NPTEL',
    ])
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue('nptel')
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Tamil')
    expect(optionsOf('Price Range')).toEqual([
      'Any price',
      'Free',
      'Under Rs. 400',
      'Rs. 400 - 1,000',
      'Rs. 1,001 - 1,999',
      'Rs. 2,000 - 4,000',
      'Rs. 4,001 - 4,999',
      'Rs. 5,000 - 7,000',
      'Above Rs. 7,000',
    ])
  })

  it("reads its counts from the results' own request", async () => {
    renderWithApp(
      <>
        <CourseFilters />
        <CourseResults />
      </>,
      { url: '/all-courses?language=Hindi' },
    )
    expect(await screen.findByRole('heading', { name: 'Namaste React' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Udemy (1)' })).toBeInTheDocument()
    expect(api.requests.filter((r) => r.path === '/api/courses')).toHaveLength(1)
  })

  it('selects the option the catalogue holds when the URL writes it in another case', async () => {
    renderWithApp(<CourseFilters />, { url: '/all-courses?platform=Udemy' })
    await screen.findByRole('option', { name: 'Udemy (2)' })
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue('udemy')
    expect(screen.getAllByRole('option', { name: /^Udemy/ })).toHaveLength(1)
  })

  it('reads and writes the track, and Clear Filters removes it', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters />, { url: '/all-courses?track=it' })
    const track = screen.getByRole('combobox', { name: 'Track' })
    expect(track).toHaveValue('it')
    await user.selectOptions(track, 'Govt Exam Courses')
    expect(params(location().search)).toEqual({ track: 'govt' })
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(location().search).toBe('')
    expect(track).toHaveValue('')
  })

  it('offers no track when the page fixes it, and Clear Filters keeps it', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters fixed={{ track: 'govt' }} />, {
      url: '/govt-exam-courses?language=Hindi',
    })
    expect(screen.queryByRole('combobox', { name: 'Track' })).not.toBeInTheDocument()
    // Only the government-exam course counts.
    expect(await screen.findByRole('option', { name: 'Testbook (1)' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Udemy (0)' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(location().search).toBe('')
    await screen.findByRole('option', { name: 'Hindi (1)' })
    expect(api.requests.at(-1)?.search).toContain('track=govt')
  })

  it('writes a chosen filter to the URL, keeping the others', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters />, { url: '/all-courses?category=devops' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'udemy')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price Range' }), 'free')
    expect(params(location().search)).toEqual({
      category: 'devops',
      platform: 'udemy',
      price: 'free',
    })
  })

  it("asks for this week's price drops, biggest first", async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters />, { url: '/all-courses' })
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Price drops' }),
      'Dropped this week',
    )
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Biggest price drop',
    )
    expect(params(location().search)).toEqual({ drop: 'week', sort: 'price-drop' })
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument()
  })

  it('keeps both of two filters chosen before the page renders again', () => {
    const { location } = renderWithApp(<CourseFilters />, { url: '/all-courses' })
    // One batch: the second change happens before React renders the first.
    act(() => {
      fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'devops' } })
      fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'Hindi' } })
    })
    expect(params(location().search)).toEqual({ category: 'devops', language: 'Hindi' })
  })

  it('writes the text search to the URL once typing settles', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters debounceMs={0} />, { url: '/all-courses' })
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'docker')
    expect(params(location().search)).toEqual({ q: 'docker' })
  })

  it('the back button undoes a filter', async () => {
    const user = userEvent.setup()
    const { router } = renderWithApp(<CourseFilters />, { url: '/all-courses?language=English' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Hindi')
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Hindi')
    await act(() => router.navigate(-1))
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English')
  })

  it('Clear Filters empties the URL and every control', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters />, {
      url: '/all-courses?q=node&category=backend&price=free&sort=newest',
    })
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(location().search).toBe('')
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended')
  })

  it('ignores an unknown price band in the URL', () => {
    renderWithApp(<CourseFilters />, { url: '/all-courses?price=cheap' })
    expect(screen.getByRole('combobox', { name: 'Price Range' })).toHaveValue('')
  })
})

describe('CourseFilters on a phone: the Filters sheet', () => {
  it('names the Filters button with the number of filters that narrow the list', async () => {
    const user = userEvent.setup()
    renderWithApp(<CourseFilters />, {
      url: '/all-courses?q=react&category=devops&language=Hindi&sort=rating',
    })
    // The search has its own box and the sort only orders: two filters.
    const button = screen.getByRole('button', { name: 'Filters (2)' })
    await user.click(button)
    await user.selectOptions(
      within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('combobox', {
        name: 'Language',
      }),
      '',
    )
    expect(button).toHaveAccessibleName('Filters (1)')
  })

  it('says just Filters when nothing is chosen', () => {
    renderWithApp(<CourseFilters />, { url: '/all-courses?sort=newest' })
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens the selects and the sort in a modal dialog; a choice applies at once', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters />, { url: '/all-courses?sort=rating' })
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    expect(sheet).toHaveAttribute('aria-modal', 'true')
    expect(within(sheet).getByRole('button', { name: 'Close filters' })).toHaveFocus()
    for (const name of ['Category', 'Platform', 'Price Range', 'Language', 'Track']) {
      expect(within(sheet).getByRole('combobox', { name })).toHaveValue('')
    }
    expect(within(sheet).getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating')

    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Category' }), 'devops')
    expect(params(location().search)).toEqual({ sort: 'rating', category: 'devops' })
    // The list behind the sheet has narrowed: its button says how many courses it shows.
    await user.click(await within(sheet).findByRole('button', { name: 'Show 2 courses' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus()
  })

  it('closes with Escape and with its close button, and gives focus back to the Filters button', async () => {
    const user = userEvent.setup()
    renderWithApp(<CourseFilters />, { url: '/all-courses?price=free' })
    const button = screen.getByRole('button', { name: 'Filters (1)' })

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Close filters' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('keeps Tab inside the sheet', async () => {
    const user = userEvent.setup()
    renderWithApp(<CourseFilters />, { url: '/all-courses' })
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    const close = within(sheet).getByRole('button', { name: 'Close filters' })
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(within(sheet).getByRole('button', { name: /^Show/ })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
  })

  it('Clear Filters in the sheet empties the URL and the count', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<CourseFilters />, {
      url: '/all-courses?category=backend&price=free',
    })
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    await user.click(within(sheet).getByRole('button', { name: 'Clear Filters' }))
    expect(location().search).toBe('')
    expect(within(sheet).getByRole('combobox', { name: 'Category' })).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument()
  })
})
