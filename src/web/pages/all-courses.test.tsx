import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppProvider } from '../app/provider'
import { makeCourse } from '../test/course-fixtures'
import { installFakeApi } from '../test/fake-api'
import { installFakeEventSource } from '../test/fake-event-source'
import { createTestQueryClient, renderWithApp } from '../test/render'
import AllCoursesPage from './all-courses'

describe('AllCoursesPage', () => {
  it('is the whole catalogue, titled All Courses', async () => {
    installFakeApi({ courses: [makeCourse({ courseName: 'Docker Mastery' })] })
    renderWithApp(<AllCoursesPage />, { url: '/all-courses' })
    expect(screen.getByRole('heading', { level: 1, name: 'All Courses' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Track' })).toHaveValue('')
    expect(await screen.findByRole('heading', { name: 'Docker Mastery' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('All Courses | CourseCompass'))
  })

  it('shows the courses of a catalogue import without a reload', async () => {
    const Source = installFakeEventSource()
    const api = installFakeApi({
      courses: [makeCourse({ courseId: 'a', courseName: 'Docker Mastery', platform: 'udemy' })],
    })
    // The shortest of the random delays that spread the refetches of every open page.
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const queryClient = createTestQueryClient()
    renderWithApp(
      <AppProvider queryClient={queryClient}>
        <AllCoursesPage />
      </AppProvider>,
      { url: '/all-courses?q=docker', queryClient },
    )
    expect(await screen.findByText('1 course found')).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: /^Coursera/ })).not.toBeInTheDocument()
    api.state.courses.push(
      makeCourse({ courseId: 'b', courseName: 'Docker Deep Dive', platform: 'coursera' }),
      makeCourse({ courseId: 'c', courseName: 'Docker for Data Science', platform: 'coursera' }),
    )
    Source.open()[0]!.emit({ type: 'course.imported', count: 2 })

    expect(
      await screen.findByRole('heading', { name: 'Docker Deep Dive' }, { timeout: 2000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('3 courses found')).toBeInTheDocument()
    // The filter counts come with the same answer.
    expect(screen.getByRole('option', { name: 'Coursera (2)' })).toBeInTheDocument()
  })
})
