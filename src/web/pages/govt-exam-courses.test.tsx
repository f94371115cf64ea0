import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeCourse } from '../test/course-fixtures'
import { installFakeApi } from '../test/fake-api'
import { renderWithApp } from '../test/render'
import GovtExamCoursesPage from './govt-exam-courses'

const courses = [
  makeCourse({ courseId: 'g1', courseName: 'SSC CGL Complete Course', category: 'govt exam' }),
  makeCourse({ courseId: 'g2', courseName: 'UPSC Prelims Foundation', category: 'govt exam' }),
  makeCourse({ courseId: 'i1', courseName: 'Namaste React', category: 'frontend' }),
]
const params = (search: string) => Object.fromEntries(new URLSearchParams(search))
const cardNames = () =>
  within(screen.getByRole('region', { name: 'Top Recommended Courses' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

function setup(url = '/govt-exam-courses') {
  const api = installFakeApi({ courses })
  const user = userEvent.setup()
  const view = renderWithApp(<GovtExamCoursesPage />, { url })
  return { api, user, ...view }
}

describe('GovtExamCoursesPage', () => {
  it('is the catalogue of government-exam courses, with its own heading and title', async () => {
    const { api } = setup()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Government Exam Courses' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Government Exam Courses | CourseCompass'))
    await screen.findByRole('heading', { name: 'UPSC Prelims Foundation' })
    expect(cardNames()).toEqual(['SSC CGL Complete Course', 'UPSC Prelims Foundation'])
    expect(api.requests.map((r) => params(r.search ?? '').track)).toEqual(['govt'])
    // The track is the page itself, not a filter to change or remove.
    expect(screen.queryByRole('combobox', { name: 'Track' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Find Your Course' })).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('searches for an exam from its chip, marks it pressed, and a second press clears it', async () => {
    const { user, location } = setup()
    const exams = screen.getByRole('group', { name: 'Popular exams' })
    expect(
      within(exams)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['SSC', 'UPSC', 'IBPS', 'Railway'])
    const upsc = within(exams).getByRole('button', { name: 'UPSC' })
    expect(upsc).toHaveAttribute('aria-pressed', 'false')

    await user.click(upsc)
    expect(params(location().search)).toEqual({ q: 'UPSC' })
    expect(upsc).toHaveAttribute('aria-pressed', 'true')
    expect(within(exams).getByRole('button', { name: 'SSC' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('UPSC')
    await waitFor(() => expect(cardNames()).toEqual(['UPSC Prelims Foundation']))

    await user.click(upsc)
    expect(location().search).toBe('')
    expect(upsc).toHaveAttribute('aria-pressed', 'false')
  })

  it('Clear Filters keeps the page on government-exam courses', async () => {
    const { api, user, location } = setup('/govt-exam-courses?q=ssc&language=Hindi')
    expect(
      within(screen.getByRole('group', { name: 'Popular exams' })).getByRole('button', {
        name: 'SSC',
      }),
    ).toHaveAttribute('aria-pressed', 'true')
    await screen.findByRole('heading', { name: 'SSC CGL Complete Course' })
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(location().search).toBe('')
    await waitFor(() =>
      expect(cardNames()).toEqual(['SSC CGL Complete Course', 'UPSC Prelims Foundation']),
    )
    // The catalogue's requests (the exams the search names are asked for too).
    const catalogue = api.requests.filter((r) => r.path === '/api/courses')
    expect(catalogue.map((r) => params(r.search ?? '').track)).toEqual(['govt', 'govt'])
  })
})
