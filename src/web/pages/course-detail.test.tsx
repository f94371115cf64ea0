import { screen } from '@testing-library/react'
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
