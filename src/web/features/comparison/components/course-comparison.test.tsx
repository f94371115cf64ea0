import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Course } from '../../../../domain/schemas/course'
import { installFakeApi } from '../../../test/fake-api'
import { makeCourse, makeListResponse } from '../../../test/course-fixtures'
import { renderWithApp } from '../../../test/render'
import { CourseComparison } from './course-comparison'

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`

const react = makeCourse({
  courseId: id(1),
  courseName: 'Namaste React',
  price: 4999,
  rating: 4.7,
  level: 'beginner',
  format: 'cohort',
  hoursPerWeek: 6,
  nextStart: 'self-paced',
  certificate: 'completion',
  certificateCost: 0,
  syllabus: [
    { title: 'JSX', minutes: 90 },
    { title: 'Hooks', minutes: 150 },
  ],
})
const docker = makeCourse({
  courseId: id(2),
  courseName: 'Docker Mastery',
  platform: 'udemy',
  price: null,
  rating: 4.5,
  duration: '20',
})
const extra = [3, 4, 5, 6].map((n) =>
  makeCourse({ courseId: id(n), courseName: `Course ${n}`, price: 1000 * n, rating: 4 }),
)
const catalogue: Course[] = [react, docker, ...extra]

function setup(
  url = '/course-comparison',
  before?: (api: ReturnType<typeof installFakeApi>) => void,
) {
  const api = installFakeApi({ courses: catalogue })
  before?.(api)
  const user = userEvent.setup()
  const view = renderWithApp(<CourseComparison debounceMs={0} />, { url })
  const list = async () => screen.findByRole('list', { name: 'Courses to choose from' })
  const toggleOf = async (name: string) => {
    const card = (await list()).querySelectorAll('article')
    const article = [...card].find((a) => within(a).queryByRole('heading', { name }))
    if (!article) throw new Error(`no card for ${name}`)
    return within(article).getByRole('button', { pressed: undefined })
  }
  const selectedStrip = () => screen.getByRole('region', { name: 'Selected Courses' })
  return { api, user, ...view, toggleOf, selectedStrip }
}

describe('CourseComparison', () => {
  it('selecting and deselecting a course toggles its button and the ?courses= param', async () => {
    const { user, toggleOf, location, selectedStrip } = setup()
    const button = await toggleOf('Namaste React')
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toHaveAccessibleName('Select Namaste React')

    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).toHaveAccessibleName('Deselect Namaste React')
    expect(location().search).toBe(`?courses=${id(1)}`)
    expect(
      within(selectedStrip()).getByRole('button', { name: 'Remove Namaste React' }),
    ).toBeInTheDocument()

    await user.click(await toggleOf('Docker Mastery'))
    expect(location().search).toBe(`?courses=${id(1)},${id(2)}`)

    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(location().search).toBe(`?courses=${id(2)}`)

    await user.click(within(selectedStrip()).getByRole('button', { name: 'Remove Docker Mastery' }))
    expect(location().search).toBe('')
    expect(within(selectedStrip()).getByText(/No courses selected yet/)).toBeInTheDocument()
  })

  it('two Select clicks before the page renders again both count', async () => {
    const { toggleOf, location } = setup()
    const [first, second] = [await toggleOf('Namaste React'), await toggleOf('Docker Mastery')]
    act(() => {
      fireEvent.click(first)
      fireEvent.click(second)
    })
    expect(location().search).toBe(`?courses=${id(1)},${id(2)}`)
  })

  it('selects at most five courses and says why a sixth is not added', async () => {
    const five = [1, 2, 3, 4, 5].map(id).join(',')
    const { user, toggleOf, location, selectedStrip } = setup(`/course-comparison?courses=${five}`)
    expect(await toggleOf('Course 5')).toHaveAttribute('aria-pressed', 'true')
    expect(within(selectedStrip()).getByText('5 of 5 selected')).toBeInTheDocument()

    const sixth = await toggleOf('Course 6')
    await user.click(sixth)
    expect(sixth).toHaveAttribute('aria-pressed', 'false')
    expect(location().search).toBe(`?courses=${five}`)
    expect(
      screen.getByText('You can compare at most 5 courses. Remove one to add another.'),
    ).toBeInTheDocument()

    // Making room lets the sixth in, and the explanation goes away.
    await user.click(await toggleOf('Course 5'))
    await user.click(sixth)
    expect(sixth).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByText(/You can compare at most 5/)).not.toBeInTheDocument()
  })

  it('opens with the course of ?courses=<id> selected, fetching it when the list lacks it', async () => {
    // The first search list holds only Docker Mastery; Namaste React comes from the Compare tile.
    const { api, toggleOf, selectedStrip, user } = setup(
      `/course-comparison?courses=${id(1)}`,
      (fake) => fake.reply('GET /api/courses', makeListResponse([docker])),
    )
    expect(
      await within(selectedStrip()).findByRole('button', { name: 'Remove Namaste React' }),
    ).toBeInTheDocument()
    expect(api.requests.some((r) => r.path === `/api/courses/${id(1)}`)).toBe(true)
    expect(await toggleOf('Docker Mastery')).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('Select one more course to compare them side by side.')).toBeVisible()

    // Searching for it shows its card as selected.
    await user.type(screen.getByRole('searchbox', { name: 'Search courses to compare' }), 'namaste')
    await waitFor(async () =>
      expect(await toggleOf('Namaste React')).toHaveAttribute('aria-pressed', 'true'),
    )
  })

  it('shows a course of the link that does not exist as not found, with a way to remove it', async () => {
    const { selectedStrip } = setup(`/course-comparison?courses=${id(9)}`)
    expect(
      await within(selectedStrip()).findByText('A selected course was not found'),
    ).toBeInTheDocument()
  })

  it('compares two selected courses in a table and marks the best price and rating', async () => {
    setup(`/course-comparison?courses=${id(1)},${id(2)}`)
    const table = await screen.findByRole('table')
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((h) => h.textContent)).toEqual([
      'Feature',
      'Namaste React',
      'Docker Mastery',
    ])

    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) })
    const cells = (name: string) => within(row(name)).getAllByRole('cell')

    const [reactPrice, dockerPrice] = cells('Price')
    expect(reactPrice).toHaveTextContent('Rs. 4,999')
    expect(within(reactPrice!).queryByText('Best value')).toBeNull()
    expect(dockerPrice).toHaveTextContent('Free')
    expect(within(dockerPrice!).getByText('Best value')).toBeInTheDocument()

    const [reactRating, dockerRating] = cells('Platform rating')
    expect(within(reactRating!).getByText('Best value')).toBeInTheDocument()
    expect(within(dockerRating!).queryByText('Best value')).toBeNull()

    // Longest duration: 40 hours against 20.
    expect(within(cells('Duration')[0]!).getByText('Best value')).toBeInTheDocument()
    // Same language for both: nothing is marked.
    expect(within(row('Language')).queryByText('Best value')).toBeNull()
    expect(within(table).getByRole('rowheader', { name: 'Price' })).toBeInTheDocument()
    expect(table.querySelector('caption')).toHaveTextContent(/lowest price \(Free is best\)/)

    // Each course's price history (the fake's: one price, seen 30 days ago).
    await waitFor(() => expect(cells('Usual price')[0]).toHaveTextContent('Rs. 4,999'))
    const [reactLowest, dockerLowest] = cells('Lowest in 12 months')
    expect(reactLowest).toHaveTextContent(/^Rs\. 4,999 \(\d+ \w+ \d{4}\)$/)
    expect(dockerLowest).toHaveTextContent('Free')
    expect(cells('Usual price')[1]).toHaveTextContent('Free')
  })

  it('compares the facts that decide a course, each course read whole (a list leaves them out), saying Not stated where a course says nothing', async () => {
    const { api } = setup(`/course-comparison?courses=${id(1)},${id(2)}`)
    const table = await screen.findByRole('table')
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) })).getAllByRole('cell')
    await waitFor(() => expect(cells('Level')[0]).toHaveTextContent('Beginner'))
    expect(cells('Level')[1]).toHaveTextContent('Not stated')
    expect(cells('Format')[0]).toHaveTextContent('Cohort (a batch with dates)')
    expect(cells('Time a week')[0]).toHaveTextContent('6 h a week')
    expect(cells('Next start')[0]).toHaveTextContent('Self-paced: start any day')
    expect(cells('Certificate')[0]).toHaveTextContent('Of completion, included')
    expect(cells('Syllabus')[0]).toHaveTextContent('2 modules · 4 h')
    expect(cells('Syllabus')[1]).toHaveTextContent('Not stated')
    // Both selected courses are asked for whole, though the list holds them.
    for (const n of [1, 2]) {
      expect(api.requests.some((r) => r.path === `/api/courses/${id(n)}`)).toBe(true)
    }
  })

  it('shows what it understood from the profile as the learner types, and nothing before', async () => {
    const { user } = setup()
    const form = await screen.findByRole('form', { name: 'Tell us more about yourself' })
    expect(within(form).queryByText('What we understood')).toBeNull()
    await user.type(within(form).getByRole('textbox', { name: 'Expertise' }), 'Complete beginner')
    await user.type(
      within(form).getByRole('textbox', { name: 'Goals' }),
      'A front-end job in 6 months, with a certificate',
    )
    expect(within(form).getByText('What we understood')).toBeInTheDocument()
    expect(
      within(form).getByText(
        'Goal: a front-end job in 6 months; level: beginner; wants: a certificate',
      ),
    ).toBeInTheDocument()
  })

  it("says 'Select at least one course to proceed!' when asked with nothing selected", async () => {
    const { api, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Get Course Recommendations' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one course to proceed!')
    expect(api.requests.some((r) => r.path === '/api/recommendations')).toBe(false)
  })

  it("reads 'Finding best course for you...' and is disabled while the answer is on its way", async () => {
    const { api, user } = setup(`/course-comparison?courses=${id(1)}`)
    const held = api.hold('POST /api/recommendations')
    await user.type(screen.getByRole('textbox', { name: 'Goals' }), 'Front-end job')
    expect(screen.getByText('13 of 500 characters used')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Get Course Recommendations' }))

    const busy = await screen.findByRole('button', { name: 'Finding best course for you...' })
    expect(busy).toBeDisabled()
    expect(api.requests.find((r) => r.path === '/api/recommendations')?.body).toEqual({
      courseIds: [id(1)],
      profile: { expertise: '', learningStyle: '', goals: 'Front-end job' },
    })

    await act(async () => held.release())
    expect(await screen.findByRole('button', { name: 'Get Course Recommendations' })).toBeEnabled()
  })

  it('renders the answer under Course Recommendations as text, with bullets as list items', async () => {
    const { api, user } = setup(`/course-comparison?courses=${id(1)},${id(2)}`)
    api.reply('POST /api/recommendations', {
      provider: 'embedded',
      text: [
        'Namaste React (namastedev)',
        '- Builds a <img src=x onerror=alert(1)> real project.',
        '- Taught in Hindi.',
        '',
        'Conclusion: Namaste React suits you best.',
      ].join('\n'),
    })
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Get Course Recommendations' }))

    const section = screen.getByRole('region', { name: 'Course Recommendations' })
    const items = await within(section).findAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Builds a <img src=x onerror=alert(1)> real project.',
      'Taught in Hindi.',
    ])
    expect(section.querySelector('img')).toBeNull()
    expect(
      within(section).getByRole('heading', { name: 'Namaste React (namastedev)' }),
    ).toBeInTheDocument()
    expect(within(section).getByText('Offline recommendation')).toBeInTheDocument()
    expect(section).toHaveTextContent('Conclusion: Namaste React suits you best.')
  })

  it('marks the answer outdated once the courses or the profile change, until asked again', async () => {
    const { user, toggleOf } = setup(`/course-comparison?courses=${id(1)},${id(2)}`)
    const outdated = /You have changed the courses or your profile since this answer/
    await screen.findByRole('table')
    const ask = screen.getByRole('button', { name: 'Get Course Recommendations' })
    await user.click(ask)
    const section = screen.getByRole('region', { name: 'Course Recommendations' })
    await within(section).findByRole('button', { name: 'Yes' })
    expect(within(section).queryByText(outdated)).toBeNull()

    await user.type(screen.getByLabelText('Goals'), 'A job')
    expect(within(section).getByText(outdated)).toBeInTheDocument()
    await user.click(ask)
    await waitFor(() => expect(within(section).queryByText(outdated)).toBeNull())

    await user.click(await toggleOf('Docker Mastery'))
    expect(within(section).getByText(outdated)).toBeInTheDocument()
    await user.click(await toggleOf('Docker Mastery'))
    expect(within(section).queryByText(outdated)).toBeNull()
  })

  it("asks 'Was this helpful?' under the answer and records Yes or No", async () => {
    const { api, user, toggleOf } = setup()
    await user.click(await toggleOf(catalogue[0]!.courseName))
    await user.click(screen.getByRole('button', { name: 'Get Course Recommendations' }))
    const yes = await screen.findByRole('button', { name: 'Yes' })
    expect(screen.getByText('Was this helpful?')).toBeInTheDocument()
    await user.click(yes)
    expect(
      await screen.findByText('Thanks: your answer helps us improve the recommendations.'),
    ).toBeInTheDocument()
    expect(yes).toHaveAttribute('aria-pressed', 'true')
    expect(api.requests).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/recommendations/feedback',
        body: { answerId: `answer-${catalogue[0]!.courseId}`, helpful: true },
      }),
    )
  })

  it('asks to refresh and retry when the AI provider fails (502)', async () => {
    const { api, user } = setup(`/course-comparison?courses=${id(1)}`)
    api.fail('POST /api/recommendations', 502, 'ai_unavailable', 'provider down')
    await user.click(screen.getByRole('button', { name: 'Get Course Recommendations' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI model sometimes crashes or is overloaded. Please refresh the page and try again.',
    )
  })

  it("shows the server's message for another client error", async () => {
    const { api, user } = setup(`/course-comparison?courses=${id(1)}`)
    api.fail(
      'POST /api/recommendations',
      429,
      'rate_limited',
      'Too many recommendations asked for. Please wait a minute.',
    )
    await user.click(screen.getByRole('button', { name: 'Get Course Recommendations' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many recommendations asked for. Please wait a minute.',
    )
  })
})
