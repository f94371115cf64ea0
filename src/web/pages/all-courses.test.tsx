import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeCourse } from '../test/course-fixtures'
import { installFakeApi } from '../test/fake-api'
import { renderWithApp } from '../test/render'
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
})
