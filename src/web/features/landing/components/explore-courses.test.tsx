import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../test/render'
import { ExploreCourses } from './explore-courses'

describe('ExploreCourses', () => {
  it('opens the IT catalogue from the IT Courses card', async () => {
    const user = userEvent.setup()
    const { location } = renderWithApp(<ExploreCourses />, { url: '/home' })
    const card = screen.getByRole('link', { name: 'IT Courses' })
    expect(card).toHaveAttribute('href', '/all-courses?track=it')
    await user.click(card)
    expect(location()).toEqual({ pathname: '/all-courses', search: '?track=it' })
  })

  it('opens the government-exam catalogue from the Govt Exam Courses card', () => {
    renderWithApp(<ExploreCourses />, { url: '/home' })
    expect(screen.getByRole('link', { name: 'Govt Exam Courses' })).toHaveAttribute(
      'href',
      '/govt-exam-courses',
    )
  })
})
