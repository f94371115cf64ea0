import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeCourse, makeReview } from '../test/course-fixtures'
import { installFakeApi } from '../test/fake-api'
import { installFakeEventSource } from '../test/fake-event-source'
import { renderWithApp } from '../test/render'
import CourseDetailPage from './course-detail'

const course = makeCourse({ courseId: 'c-1', learnerRating: 4, learnerRatingCount: 4 })

describe('CourseDetailPage', () => {
  it("shows the course with its reviews, and a review event reloads the course's learner rating", async () => {
    const Source = installFakeEventSource()
    const api = installFakeApi({
      courses: [{ ...course }],
      reviews: [makeReview({ courseId: 'c-1', author: 'Ravi' })],
    })
    renderWithApp(<CourseDetailPage />, {
      url: '/home/c-1/namaste-react',
      path: '/home/:courseId/:courseName?',
    })
    // Four ratings are too few for an average (docs/product.md#reviews).
    expect(await screen.findByText('Too few ratings (4)')).toBeInTheDocument()
    expect(screen.queryByText(/Learner rating 4\.0/)).not.toBeInTheDocument()
    expect(await screen.findByRole('article')).toHaveTextContent('Ravi')
    expect(screen.getByRole('heading', { name: 'Write a Review' })).toBeInTheDocument()

    api.state.courses[0]!.learnerRating = 4.5
    api.state.courses[0]!.learnerRatingCount = 5
    Source.open()[0]!.emit({ type: 'review.changed', courseId: 'c-1', reviewId: 'r-2' })
    expect(await screen.findByText('Learner rating 4.5 (5)')).toBeInTheDocument()
  })

  it('shows the facts that decide the course, Not stated where it says nothing, and its syllabus with lengths', async () => {
    installFakeEventSource()
    installFakeApi({
      courses: [
        {
          ...course,
          level: 'advanced',
          format: 'mixed',
          hoursPerWeek: 2.5,
          lastUpdated: '2026-03',
          nextStart: '2099-01-05',
          certificate: 'exam',
          certificateCost: 1499,
          syllabus: [
            { title: 'Fibre and reconciliation', minutes: 45 },
            { title: 'Server components', minutes: null },
          ],
        },
        makeCourse({ courseId: 'c-2', courseName: 'Docker' }),
      ],
    })
    const { router } = renderWithApp(<CourseDetailPage />, {
      url: '/home/c-1/namaste-react',
      path: '/home/:courseId/:courseName?',
    })
    const facts = await screen.findByRole('region', { name: 'How it runs' })
    const fact = (term: string) =>
      within(facts).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(fact('Level')).toBe('Advanced')
    expect(fact('Format')).toBe('Recorded and live')
    expect(fact('Time a week')).toBe('2.5 h a week')
    expect(fact('Last updated')).toBe('Mar 2026')
    expect(fact('Next start')).toBe('Starts 5 Jan 2099')
    expect(fact('Certificate')).toBe('Exam-based, Rs. 1,499 extra')
    expect(fact('Syllabus')).toBe('2 modules')
    const syllabus = screen.getByRole('region', { name: 'Syllabus' })
    expect(
      within(syllabus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Module 11Fibre and reconciliation45 min', 'Module 22Server components'])

    // A course that states none of them.
    await router.navigate('/home/c-2/docker')
    await screen.findByRole('heading', { level: 1, name: 'Docker' })
    const none = screen.getByRole('region', { name: 'How it runs' })
    expect(within(none).getAllByText('Not stated')).toHaveLength(7)
    expect(screen.queryByRole('region', { name: 'Syllabus' })).toBeNull()
  })

  it('moving to another course closes the old stream and opens one for the new course', async () => {
    const Source = installFakeEventSource()
    installFakeApi({
      courses: [{ ...course }, makeCourse({ courseId: 'c-2', courseName: 'Docker' })],
    })
    const { router } = renderWithApp(<CourseDetailPage />, {
      url: '/home/c-1/namaste-react',
      path: '/home/:courseId/:courseName?',
    })
    await screen.findByRole('heading', { name: 'Reviews' })
    await router.navigate('/home/c-2/docker')
    await screen.findByRole('heading', { level: 1, name: 'Docker' })
    await screen.findByRole('heading', { name: 'Reviews' })
    expect(Source.instances[0]!.url).toBe('/api/events?course=c-1')
    expect(Source.instances[0]!.close).toHaveBeenCalled()
    expect(Source.open().map((s) => s.url)).toEqual(['/api/events?course=c-2'])
  })
})
